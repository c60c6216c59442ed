import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { BET_STATUS, LIMITED_GAMES as SPORT_BET_GAMES, type StatusFilter } from '#contract/games.ts'
import type { Kind, MarkSixBet, RacingBet } from '../../../workers/engine/index.ts'
import { api } from '../../api/index.ts'

export { BET_STATUS, SPORT_BET_GAMES, type StatusFilter }
/** The lottery games a player can bet on (galloping Mark Six is hidden, spec §4). */
export const LOTTERY_BET_GAMES = [
  'hkmarksix',
  'ammarksix',
  'newammarksix',
  'twnmarksix',
  'sgnmarksix',
  'pk10',
  'airship',
] as const
export const BET_GAMES = [...SPORT_BET_GAMES, ...LOTTERY_BET_GAMES] as const
export type BetGame = (typeof BET_GAMES)[number]
export type LotteryBetGame = (typeof LOTTERY_BET_GAMES)[number]
export const isLotteryGame = (game: string): game is LotteryBetGame =>
  (LOTTERY_BET_GAMES as readonly string[]).includes(game)
export const isRacingGame = (game: string) => game === 'pk10' || game === 'airship'

/** A decimal amount string above zero, decided without floats. */
export const isPositive = (amount: string | null | undefined) =>
  !!amount && !amount.startsWith('-') && /[1-9]/.test(amount)

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

/** One selection of a lottery ticket: the selection, its exact odd, amounts, and once drawn its result. */
export interface LotteryPick {
  m: string
  k: string
  o: string
  bet: MarkSixBet | RacingBet
  amount: string
  count: number
  stake: string
  status: number
  outcome: 'win' | 'lose' | 'tie' | null
  payout: string | null
}

/** A lottery ticket's draw: drawn numbers (Mark Six with its special, or the racing order) once settled. */
export interface TicketDraw {
  match_id: string
  draw_at: string
  status: 'open' | 'closed' | 'settled' | 'canceled'
  numbers: number[] | null
  special: number | null
}

/** A lottery ticket in the list shape of a sports bet, with its draw. */
export interface LotteryTicket extends Omit<PlacedBet, 'selections'> {
  selections: LotteryPick[]
  draw: TicketDraw
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
      api.get<{ list: (PlacedBet | LotteryTicket)[] }>(`${game}/mybet`, {
        query: { start: page * limit, limit, status },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })

/** What my bets opens on: the first page of all soccer bets. */
export const MY_BETS_PAGE = 10
export const firstBetsQuery = myBetsQuery('soccer', -1, 0, MY_BETS_PAGE)

export const ticketDetailQuery = (game: string, id: string) =>
  queryOptions({
    queryKey: ['mybet', game, 'detail', id],
    queryFn: () =>
      api.get<LotteryTicket>(`${game}/mybet/${id}`, { query: { start: 0, limit: 100 }, silent: true }),
  })

export const betDetailQuery = (game: string, id: string, page: number, limit = 20) =>
  queryOptions({
    queryKey: ['mybet', game, 'detail', id, page],
    queryFn: () =>
      api.get<BetDetail>(`${game}/mybet/${id}`, { query: { start: page * limit, limit }, silent: true }),
    placeholderData: keepPreviousData,
  })
