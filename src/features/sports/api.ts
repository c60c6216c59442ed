import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { WirePick } from '#contract/pick.ts'
import type { GameConfig, PlacedSlip } from '#contract/sports.ts'
import type { SportGame } from '../../../workers/engine/index.ts'
import { api } from '../../api/index.ts'
import { postMoneyAction } from '../../api/moneyAction.ts'
import type { SportMatch } from '../../shared/bets/lobby.ts'
import { balanceQuery } from '../../shared/money/queries.ts'

export type { GameConfig, PlacedSlip }
/** A pick the server answered 'oddsChanged' for, at its new odds. */
export type OddsChange = WirePick

export const historyQuery = (game: SportGame) =>
  queryOptions({
    queryKey: ['sports', game, 'history'],
    queryFn: () =>
      api.get<{ list: SportMatch[] }>(`${game}/history`, { query: { start: 0, limit: 50 }, silent: true }),
    refetchInterval: 60_000,
  })

export const gameConfigQuery = (game: string) =>
  queryOptions({
    queryKey: ['game_config', game],
    queryFn: () => api.get<GameConfig>('game_config', { query: { kind: game }, silent: true }),
    staleTime: 5 * 60_000,
  })

export function usePlaceSlip() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      game,
      body,
    }: {
      game: SportGame
      body: { selections: WirePick[]; strings: number[]; multiple: number; tolerance?: number }
    }) => postMoneyAction<PlacedSlip>(`${game}/bet`, body),
    onSuccess: (_, { game }) => {
      client.invalidateQueries({ queryKey: balanceQuery.queryKey })
      client.invalidateQueries({ queryKey: ['mybet', game] })
    },
  })
}
