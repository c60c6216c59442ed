import { z } from 'zod'
import { calendarDay } from './dates.ts'

/** Longest report range: a year of days, so one request never scans the whole history. */
export const REPORT_MAX_DAYS = 366

const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`)
const day = calendarDay.optional()

/**
 * The games Reports lists, each a row of member/bet/statistics: the sports, cricket, every lottery
 * region and racing game, and the seamless game studios and the live casino by provider. The §3
 * type code of a game is accepted as game_id as well.
 */
export const REPORT_GAMES = [
  'soccer',
  'basketball',
  'bd',
  'cricket',
  'hkmarksix',
  'ammarksix',
  'newammarksix',
  'twnmarksix',
  'sgnmarksix',
  'gallopingmarksix',
  'pk10',
  'airship',
  'pg',
  'tada',
  'pg2',
  'winfinity',
] as const
export type ReportGame = (typeof REPORT_GAMES)[number]

/** §3 type codes of the report games that have one (games by provider: 22 PG, 27 Tada, 28 PG2). */
export const REPORT_GAME_CODES: Partial<Record<ReportGame, number>> = {
  soccer: 10,
  basketball: 11,
  bd: 12,
  hkmarksix: 13,
  ammarksix: 14,
  newammarksix: 15,
  gallopingmarksix: 18,
  sgnmarksix: 19,
  twnmarksix: 20,
  pg: 22,
  tada: 27,
  pg2: 28,
  winfinity: 29,
}

const gameId = z
  .string()
  .trim()
  .transform((v, c) => {
    const byCode = (Object.keys(REPORT_GAME_CODES) as ReportGame[]).find(
      (g) => String(REPORT_GAME_CODES[g]) === v,
    )
    const game = byCode ?? REPORT_GAMES.find((g) => g === v)
    if (!game) {
      c.addIssue({ code: 'custom', message: 'invalidGame' })
      return z.NEVER
    }
    return game
  })
  .optional()

/** Days in the site's time zone, both ends included; unset: the last seven days. */
const range = {
  start_date: day,
  end_date: day,
}
const ordered = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || dayMs(q.start_date) <= dayMs(q.end_date)
const short = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
  !q.start_date || !q.end_date || (dayMs(q.end_date) - dayMs(q.start_date)) / 86_400_000 < REPORT_MAX_DAYS

/** GET member/bet/statistics (§7): ?game_id=&start_date=&end_date=. */
export const betStatisticsQuery = z
  .object({ game_id: gameId, ...range })
  .refine(ordered, { message: 'invalidDateRange', path: ['end_date'] })
  .refine(short, { message: 'dateRangeTooLong', path: ['end_date'] })

/** GET member/account/summary: ?start_date=&end_date=. */
export const accountSummaryQuery = z
  .object(range)
  .refine(ordered, { message: 'invalidDateRange', path: ['end_date'] })
  .refine(short, { message: 'dateRangeTooLong', path: ['end_date'] })

/** The period a report covers: whole days of `time_zone`, both ends included. */
export interface ReportPeriod {
  start_date: string
  end_date: string
  time_zone: string
}

/** One game's bets in the period, USDT as exact decimal text. */
export interface GameStatistics {
  game: ReportGame
  /** Bets placed in the period, open ones too (a lottery ticket's lines and a game round each count once). */
  count: number
  /** Stakes of the bets placed in the period and settled (or voided) since: an open bet is neither lost nor won. */
  stakes: string
  /** Payouts (refunds included) of the bets settled in the period. */
  payouts: string
  /** payouts − stakes: the player's result on decided bets. */
  net: string
}

export interface BetStatistics extends ReportPeriod {
  games: GameStatistics[]
  total: Omit<GameStatistics, 'game'>
}

/** What moved the player's wallet in the period, by the ledger, USDT as exact decimal text. */
export interface AccountSummary extends ReportPeriod {
  deposits: string
  /** Withdrawals requested, less those refused and refunded in the period. */
  withdrawals: string
  transfers_in: string
  transfers_out: string
  /** Money moved to and back from the transfer game wallets (card game, ng), net. */
  game_transfers: string
  /** Rewards, check-ins and bonus money turned into cash. */
  bonuses: string
  adjustments: string
  /** Stakes of the bets placed in the period, less those still open (neither lost nor won yet). */
  stakes: string
  payouts: string
  /**
   * Every movement of the period added up, the stakes still held by open bets left out: the
   * balance's change less what those bets may still bring back or lose.
   */
  net: string
}
