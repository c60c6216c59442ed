import { and, eq, inArray } from 'drizzle-orm'
import {
  advance,
  cursorAt,
  type MatchResult,
  planCombinations,
  type Selection,
  type SportGame,
  selectionWins,
  settleCombination,
  UNITS_PER_CENT,
} from '../../../workers/engine/index.ts'
import type { AppContext } from '../../context.ts'
import { matches, sportBets } from '../../db/schema.ts'
import { payOnce } from '../ledger/bets.ts'
import { BET_STATUS } from '../lottery/bets.ts'
import { toUsdtMicro } from '../wallet/amounts.ts'

type Match = typeof matches.$inferSelect
export type SportBet = typeof sportBets.$inferSelect

/** A played match's score, 'void' after a postponement of over 36 hours, else not known yet. */
function resultOf(m: Match): MatchResult | undefined {
  if (m.status === 'void') return 'void'
  if (m.status !== 'finished' || m.fullHome === null || m.fullAway === null) return undefined
  return { home: m.fullHome, away: m.fullAway, halfHome: m.halfHome ?? 0, halfAway: m.halfAway ?? 0 }
}

/** The decided matches among `rows`, keyed by id as the selections name them. */
export function resultsOf(rows: readonly Match[]) {
  const results = new Map<string, MatchResult>()
  for (const m of rows) {
    const r = resultOf(m)
    if (r !== undefined) results.set(String(m.id), r)
  }
  return results
}

export const matchIdsOf = (bet: SportBet) => [
  ...new Set((bet.selections as Selection[]).map((s) => Number(s.matchId))),
]

/**
 * What a bet returns, in cents of its currency: the sum over its winning combinations of the
 * engine's settlement (rounding, caps, tax, void at odds 1). Only selections that won or stand
 * on a void match can be part of a winning combination, so only those are enumerated.
 */
export function betReturnCents(bet: SportBet, results: ReadonlyMap<string, MatchResult>): bigint {
  const game = bet.game as SportGame
  const live = (bet.selections as Selection[]).filter((s) => {
    const r = results.get(s.matchId)
    return r === 'void' || (r !== undefined && selectionWins(game, s, r))
  })
  const plan = planCombinations({ game, selections: live, strings: bet.strings, multiple: bet.multiple })
  if (plan.total === 0) return 0n
  let total = 0n
  const cursor = cursorAt(plan, 0)
  do {
    const combination = cursor.subset.map((m, p) => plan.matches[m]?.[cursor.picks[p] ?? 0] as Selection)
    total += settleCombination(game, combination, results, bet.multiple).cents
  } while (advance(plan, cursor))
  return total
}

/**
 * What a decided bet comes to: a bet on nothing but void matches is cancelled and its exact
 * stake goes back; any other is settled, paying what it returned (6-place units of its
 * currency) at the rate it was placed at.
 */
export function outcomeOf(
  bet: { stake: bigint; shownStake: bigint; exchange: string },
  returned: bigint,
  allVoid: boolean,
) {
  return allVoid
    ? { status: BET_STATUS.cancelled, shownPayout: bet.shownStake, payout: bet.stake }
    : { status: BET_STATUS.settled, shownPayout: returned, payout: toUsdtMicro(returned, bet.exchange) }
}

/**
 * Settles, one by one, the pending bets `settleOne` finds decided (it pays and returns the
 * outcome, or undefined while a match is open), then tells every paid player their balance moved
 * and why: a win is a payout, a cancelled bet's stake coming back a refund.
 */
export async function settleEach<B extends { userId: number }>(
  ctx: AppContext,
  pending: readonly B[],
  settleOne: (bet: B) => Promise<{ status: number; payout: bigint } | undefined>,
) {
  const pushes = new Map<string, { userId: number; reason: 'payout' | 'refund' }>()
  let settled = 0
  for (const bet of pending) {
    const outcome = await settleOne(bet)
    if (outcome === undefined) continue
    if (outcome.payout > 0n) {
      const reason = outcome.status === BET_STATUS.cancelled ? 'refund' : 'payout'
      pushes.set(`${bet.userId}:${reason}`, { userId: bet.userId, reason })
    }
    settled++
  }
  for (const { userId, reason } of pushes.values()) await ctx.walletPush.publish(userId, reason)
  return settled
}

/** Settles every pending sports bet whose matches are all decided, paying through the ledger. */
export function sportSettlement(ctx: AppContext) {
  async function settle(bet: SportBet, results: Map<string, MatchResult>) {
    const allVoid = matchIdsOf(bet).every((id) => results.get(String(id)) === 'void')
    const outcome = outcomeOf(bet, betReturnCents(bet, results) * UNITS_PER_CENT, allVoid)
    const op = {
      key: `sport-settle:${bet.id}`,
      kind: 'sport_payout',
      userId: bet.userId,
      request: { bet: bet.id },
    }
    await payOnce(ctx.db, op, outcome.payout, (tx) =>
      tx
        .update(sportBets)
        .set({ ...outcome, settledAt: ctx.clock.now() })
        .where(and(eq(sportBets.id, bet.id), eq(sportBets.status, BET_STATUS.pending))),
    )
    return outcome
  }

  return {
    /** Returns how many bets were settled. */
    async settleDecided() {
      const pending = await ctx.db.select().from(sportBets).where(eq(sportBets.status, BET_STATUS.pending))
      if (pending.length === 0) return 0
      const ids = [...new Set(pending.flatMap(matchIdsOf))]
      const rows = await ctx.db.select().from(matches).where(inArray(matches.id, ids))
      const results = resultsOf(rows)
      return settleEach(ctx, pending, async (bet) =>
        matchIdsOf(bet).every((id) => results.has(String(id))) ? settle(bet, results) : undefined,
      )
    },
  }
}
