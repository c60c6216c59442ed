import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { BetDetailView, LegOutcome, MatchBetView } from '#contract/bets.ts'
import type { CricketPickView } from '#contract/cricket.ts'
import { BET_STATUS, LIMITED_GAMES as SPORT_BET_GAMES, type StatusFilter } from '#contract/games.ts'
import type { DrawView, LotteryPickView, LotteryTicketView } from '#contract/lottery.ts'
import type { DetailPick } from '#contract/pick.ts'
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
export const isBetGame = (game: string): game is BetGame => (BET_GAMES as readonly string[]).includes(game)
export const isLotteryGame = (game: string): game is LotteryBetGame =>
  (LOTTERY_BET_GAMES as readonly string[]).includes(game)
export const isRacingGame = (game: string) => game === 'pk10' || game === 'airship'

/** A decimal amount string above zero, decided without floats. */
export const isPositive = (amount: string | null | undefined) =>
  !!amount && !amount.startsWith('-') && /[1-9]/.test(amount)

/**
 * A pick of any bet in my bets: spec §3's m, k, n, o, e, l, and for cricket its bet id, labels and
 * own amount. The shapes are the server's, from the contract.
 */
export type BetPick = DetailPick & Partial<Omit<CricketPickView, keyof DetailPick>>
export type PlacedBet = MatchBetView<BetPick>
export type { LegOutcome }
export type LotteryPick = LotteryPickView
export type TicketDraw = DrawView
export type LotteryTicket = LotteryTicketView
export type BetDetail = BetDetailView<BetPick, PlacedBet>

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
