import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Kind } from '../../../workers/engine/index.ts'
import { api } from '../../api/index.ts'

/** Spec §4 bet status codes. */
export const BET_STATUS = { pending: 1, settled: 16, cancelled: 32 } as const
export type StatusFilter = -1 | 1 | 16 | 32
export const BET_GAMES = ['soccer', 'basketball', 'bd', 'cricket'] as const
export type BetGame = (typeof BET_GAMES)[number]

/** Spec §3 bet detail pick: m match, k category, n pick, o odd, e handicap (l line, a amount). */
export interface BetPick {
  m: string
  k: Kind | string
  n: string
  o: number
  e: number | null
  l: number | null
  /** cricket: the bet id ("winner:home") and the bet's own amount */
  id?: string
  amount?: string
}

export interface BetMatch {
  home_team_name: string
  away_team_name: string
  home_score: number | null
  away_score: number | null
  league_name: string
  match_start_time: string
  status: string
}

export interface PlacedBet {
  id: number
  bet_id: string
  game: string
  status: number
  multiple: number
  bets: number
  strings: number[]
  total_price: string
  bonus: string
  returned: string
  payout: string
  currency: string
  create_at: string
  selections: BetPick[]
  match: Record<string, BetMatch>
}

export interface BetDetail extends PlacedBet {
  combinations: {
    start: number
    total: number
    data: BetPick[][]
    result: { index: number; bonus: string | null; extra_bonus: string | null }[]
  }
}

export const myBetsQuery = (game: BetGame, status: StatusFilter, page: number, limit = 10) =>
  queryOptions({
    queryKey: ['mybet', game, status, page],
    queryFn: () =>
      api.get<{ list: PlacedBet[] }>(`${game}/mybet`, {
        query: { start: page * limit, limit, status },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })

export const betDetailQuery = (game: string, id: string, page: number, limit = 20) =>
  queryOptions({
    queryKey: ['mybet', game, 'detail', id, page],
    queryFn: () =>
      api.get<BetDetail>(`${game}/mybet/${id}`, { query: { start: page * limit, limit }, silent: true }),
    placeholderData: keepPreviousData,
  })
