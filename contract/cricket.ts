import { z } from 'zod'
import type { CricketMarket, CricketPick, CricketSide, Innings } from '#engine/index.ts'
import { paging } from './paging.ts'
import { type DetailPick, odds } from './pick.ts'

/** A match id as the lobby gives it (a string); a number is accepted too. */
const matchId = z
  .union([
    z.string().regex(/^\d{1,18}$/, 'betDataNotAvailable'),
    z
      .number()
      .int()
      .min(1)
      .max(2 ** 53),
  ])
  .transform(String)

/** A market's bet id, "category:pick" ("winner:home"); whether the match offers it is checked later. */
const BET_ID = /^[A-Za-z]{1,20}:[A-Za-z]{1,10}$/

/**
 * One bet of the slip: a single paying amount × odd. The labels are what the player saw; the bet
 * is recorded with the feed's own labels, so they are optional here and only echoed back.
 */
const bet = z.object({
  categoryLabel: z.string().max(100).optional(),
  slipLabel: z.string().max(100).optional(),
  odd: odds,
  /** In the player's currency, as typed: a decimal string or a number, at most 2 decimals. */
  amount: z.union([z.string().max(32), z.number()]).transform(String),
})

/** POST cricketAPI/betData/create: spec §3 cricket slip, plus the odds drop the player accepts. */
export const cricketSlipBody = z.object({
  matches: z
    .array(
      z.object({
        matchId,
        bets: z
          .record(z.string(), bet)
          .refine((b) => Object.keys(b).every((id) => BET_ID.test(id)), 'betDataNotAvailable')
          .refine((b) => Object.keys(b).length > 0, 'betDataNotAvailable')
          .refine((b) => Object.keys(b).length <= 20, 'tooManySelections'),
      }),
    )
    .min(1, 'betDataNotAvailable')
    .max(30, 'tooManySelections')
    .refine((list) => new Set(list.map((m) => m.matchId)).size === list.length, 'duplicateSelection'),
  tolerance: z.number().min(0).max(0.2).default(0),
})

export type CricketSlip = z.infer<typeof cricketSlipBody>

/** GET cricketAPI/matchData/matchList: open matches (default) or results, a page at a time. */
export const matchListQuery = paging.extend({
  status: z.enum(['open', 'finished']).default('open'),
})

export const matchIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'betDataNotAvailable') })

/** A bet the server answered 'oddsChanged' for (POST cricketAPI/betData/create), at its new odd. */
export interface CricketOddsChange {
  matchId: string
  betId: string
  odd: number
}

/** POST cricketAPI/betData/create's answer: each bet as taken, with what it returns if it wins. */
export interface PlacedCricketSlip {
  bet_id: string
  bets: number
  picks: (Omit<CricketPick, 'amount'> & { amount: string; payout: string })[]
  total_price: string
  max_payout: string
  currency: string
  /** USDT micro-units. */
  balance: string
}

/** An innings as a scorecard shows it: "168/7 (20.0)". */
export interface InningsView extends Innings {
  overs: string
  score: string
}

/** A played match's scorecard: toss, both innings, who won and by how much. */
export interface Scorecard {
  toss: { winner: CricketSide; decision: 'bat' | 'field' }
  battedFirst: CricketSide
  winner: CricketSide
  superOver: boolean
  margin: { wickets: number } | { runs: number } | null
  home: InningsView
  away: InningsView
  firstInningsRuns: number
  totalSixes: number
}

/** GET cricketAPI/matchData/matchList and getById: its markets while open, its scorecard once played. */
export interface CricketMatchView {
  matchId: string
  code: string
  league: string
  home: string
  away: string
  startTime: string
  ballsPerInnings: number
  status: 'scheduled' | 'finished' | 'postponed' | 'void'
  open: boolean
  /** A trader stopped betting on it: shown with its odds locked, placement refuses it. */
  suspended: boolean
  oddsVersion: number
  markets: CricketMarket[]
  result: Scorecard | null
}

/** A cricket bet's pick in my bets (spec §3 m, k, n, o, e, l) with its bet id, labels and own amount. */
export interface CricketPickView extends DetailPick {
  o: number
  id: string
  category_label: string
  slip_label: string
  amount: string
}
