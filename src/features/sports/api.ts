import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Kind, SportGame } from '../../../workers/engine/index.ts'
import { api } from '../../api/index.ts'
import { postMoneyAction } from '../../api/moneyAction.ts'
import { balanceQuery } from '../../shared/money/queries.ts'

export interface Market {
  kind: Kind
  name: string
  odds: number
  handicap?: number
  line?: number
}

export interface SportMatch {
  match_id: string
  code: string
  league_name: string
  home_name: string
  away_name: string
  match_start_time: string
  status: 'scheduled' | 'finished' | 'postponed' | 'void'
  odds_version: number
  markets: Market[]
  score: { half: [number, number]; full: [number, number] } | null
}

/** Odds move before kick-off; the lobby refreshes twice a minute so the buttons follow them. */
export const LOBBY_REFRESH_MS = 30_000

export const lobbyQuery = (game: SportGame) =>
  queryOptions({
    queryKey: ['sports', game],
    queryFn: () =>
      api.get<{ list: SportMatch[] }>(game, {
        query: { start: 0, limit: 100, timestamp: Date.now() },
        silent: true,
      }),
    refetchInterval: LOBBY_REFRESH_MS,
  })

export const historyQuery = (game: SportGame) =>
  queryOptions({
    queryKey: ['sports', game, 'history'],
    queryFn: () =>
      api.get<{ list: SportMatch[] }>(`${game}/history`, { query: { start: 0, limit: 50 }, silent: true }),
    refetchInterval: 60_000,
  })

/** Spec §3 bet-limit state, as the server keeps it (USDT; 0 means no limit). */
export interface GameConfig {
  game: string
  minBet: string
  maxBet: string
  minMultiple: number
  maxMultiple: number
  minBonus: string
  maxBonus: string
  minBetGameType: string
  maxBetGameType: string
}

export const gameConfigQuery = (game: string) =>
  queryOptions({
    queryKey: ['game_config', game],
    queryFn: () => api.get<GameConfig>('game_config', { query: { kind: game }, silent: true }),
    staleTime: 5 * 60_000,
  })

export interface SlipPick {
  match_id: string
  kind: Kind
  name: string
  odds: number
  handicap?: number
  line?: number
}

export interface PlacedSlip {
  bet_id: string
  combinations: number
  total_price: string
  max_payout: string
  min_payout: string
  currency: string
}

export interface OddsChange {
  match_id: string
  kind: Kind
  name: string
  odds: number
}

export function usePlaceSlip() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      game,
      body,
    }: {
      game: SportGame
      body: { selections: SlipPick[]; strings: number[]; multiple: number; tolerance?: number }
    }) => postMoneyAction<PlacedSlip>(`${game}/bet`, body),
    onSuccess: (_, { game }) => {
      client.invalidateQueries({ queryKey: balanceQuery.queryKey })
      client.invalidateQueries({ queryKey: ['mybet', game] })
    },
  })
}
