import { queryOptions } from '@tanstack/react-query'
import type { WirePick } from '#contract/pick.ts'
import type { GameConfig, PlacedSlip } from '#contract/sports.ts'
import type { SportGame } from '#engine/index.ts'
import { api } from '../../api/index.ts'
import type { SportMatch } from '../../shared/bets/lobby.ts'

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
