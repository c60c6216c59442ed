import { z } from 'zod'
import { STATUS_FILTERS, type StatusFilter } from './games.ts'
import { paging } from './paging.ts'
import type { DetailPick } from './pick.ts'

/** GET {game}/mybet: a page of the player's bets, -1 every bet, else one status (1, 16 or 32). */
export const myBetsQuery = paging.extend({
  status: z.coerce
    .number()
    .int()
    .refine((n): n is StatusFilter => (STATUS_FILTERS as readonly number[]).includes(n))
    .default(-1),
})

/** GET {game}/mybet/{id}: the bet's row id or its bet number (a letter for the game, then 6–24). */
export const betIdParams = z.object({ id: z.string().regex(/^(\d{1,18}|[A-Z][0-9A-Z]{6,24})$/) })

/**
 * What my bets reads, written once: the server's views are typed with these and the client reads
 * them. Amounts are exact decimal text in the bet's currency (spec §3).
 */
export interface BetAmountsView {
  total_price: string
  /** What the bet won beyond its stake; payout = total_price + bonus when bonus > 0. */
  bonus: string
  bonus_currency: string
  extra_bonus: string
  extra_bonus_currency: string
  /** What was credited, refunds and part returns included. */
  returned: string
  payout: string
  currency: string
  total_currency: string
  /** What of the stake was paid from bonus money (cash first, then bonus), in USDT. */
  from_bonus: string
}

export interface BetMatchView {
  home_team_name: string
  away_team_name: string
  home_score: number | null
  away_score: number | null
  league_name: string
  match_start_time: string
  status: string
  /**
   * While the match is postponed: when it turns void unless played by then (its start + 36 h, the
   * rule the bet settles by); null in any other state.
   */
  void_at: string | null
}

/** A bet in the list of my bets: sports, cricket and lottery tickets share it. */
export interface BetView<Pick = DetailPick> extends BetAmountsView {
  id: number
  bet_id: string
  game: string
  status: number
  multiple: number
  /** Its number of combinations (single bets). */
  bets: number
  strings: number[]
  create_at: string
  selections: Pick[]
  match: Record<string, BetMatchView>
}

/** How one leg of a bet ended: won, lost, or void (its match void, the leg counted at odds 1). */
export type LegOutcome = 'win' | 'lose' | 'void'

/**
 * A sports or cricket bet (GET {game}/mybet, cricket's too): the bet of the list, each of its legs
 * with its outcome (null until its match is decided), and the most it can return as taken.
 */
export interface MatchBetView<Pick = DetailPick> extends BetView<Pick & { outcome: LegOutcome | null }> {
  /** The slip's maximum payout at the odds taken, as the placement answered it (spec §1). */
  max_payout: string
}

/** What one combination returned, null until all its matches are decided. */
export interface CombinationResultView {
  index: number
  bonus: string | null
  extra_bonus: string | null
}

export interface CombinationsPage<Pick = DetailPick> {
  start: number
  total: number
  data: Pick[][]
  result: CombinationResultView[]
}

/** GET {game}/mybet/{id}: the bet with a page of its combinations. */
export type BetDetailView<Pick = DetailPick, View extends BetView<Pick> = BetView<Pick>> = View & {
  combinations: CombinationsPage<Pick>
}
