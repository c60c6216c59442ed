import { and, eq, inArray } from 'drizzle-orm'
import { BET_STATUS } from '#contract/games.ts'
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
} from '#engine/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import {
  eventIds,
  outcomeOf,
  picksOnMatch,
  recordOutcomes,
  sameEventsPlacement,
  settleBets,
  voidLongPostponed,
} from '../betting/index.ts'
import { matches } from '../fixtures/tables.ts'
import { sportBets } from './tables.ts'

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
 * The player's slips on exactly this slip's matches, as one placement for its extra bonus (see
 * sameEventsPlacement): singles on home, draw and away of one match, placed apart, earn nothing
 * net, as they would on one slip. Locked in id order before they are summed.
 */
async function sameMatchesPlacement(tx: Db, bet: SportBet, payout: bigint) {
  const ids = eventIds(bet.selections as Selection[])
  const candidates = await tx
    .select()
    .from(sportBets)
    .where(and(eq(sportBets.userId, bet.userId), picksOnMatch(sportBets.selections, ids[0] ?? '')))
    .orderBy(sportBets.id)
    .for('update')
  const same = candidates.filter((c) => eventIds(c.selections as Selection[]).join() === ids.join())
  return sameEventsPlacement(`${bet.userId}:matches:${ids.join('-')}`, same, bet, payout)
}

/**
 * Settles every pending sports bet whose matches are all decided, paying through the betting
 * core; a match postponed for over 36 hours is void first, by the rule, whatever the feed says.
 */
export function sportSettlement(ctx: AppContext) {
  return {
    /** Returns how many bets were settled. */
    async settleDecided() {
      await voidLongPostponed(ctx.db, matches, ctx.clock.now())
      const pending = await ctx.db.select().from(sportBets).where(eq(sportBets.status, BET_STATUS.pending))
      if (pending.length === 0) return 0
      const ids = [...new Set(pending.flatMap(matchIdsOf))]
      const rows = await ctx.db.select().from(matches).where(inArray(matches.id, ids))
      const results = resultsOf(rows)
      return settleBets(
        ctx,
        'sport',
        pending,
        (bet) => {
          const ids = matchIdsOf(bet)
          if (!ids.every((id) => results.has(String(id)))) return undefined
          const allVoid = ids.every((id) => results.get(String(id)) === 'void')
          return outcomeOf(bet, betReturnCents(bet, results) * UNITS_PER_CENT, allVoid)
        },
        (tx, bet, outcome, extraBonus, at) =>
          tx
            .update(sportBets)
            .set({ ...outcome, extraBonus, settledAt: at })
            .where(and(eq(sportBets.id, bet.id), eq(sportBets.status, BET_STATUS.pending))),
        undefined,
        (tx, bet, outcome) => sameMatchesPlacement(tx, bet, outcome.payout),
        undefined,
        recordOutcomes(sportBets),
      )
    },
  }
}
