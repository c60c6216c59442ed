import { and, eq, inArray } from 'drizzle-orm'
import { BET_STATUS } from '#contract/games.ts'
import { pickReturn } from '#engine/index.ts'
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
import { cricketMatches } from '../fixtures/tables.ts'
import { cricketBets } from './tables.ts'

export type CricketMatch = typeof cricketMatches.$inferSelect
export type CricketBet = typeof cricketBets.$inferSelect

export const cricketMatchIds = (bets: readonly CricketBet[]) => [
  ...new Set(bets.flatMap((b) => b.picks.map((p) => Number(p.matchId)))),
]

/** What a slip comes to once every match of it is decided: the engine's return of each pick. */
function decide(bet: CricketBet, byId: ReadonlyMap<string, CricketMatch>) {
  const returns = bet.picks.map((p) => pickReturn(p, byId.get(p.matchId)))
  if (returns.some((r) => r === undefined)) return undefined
  const allVoid = bet.picks.every((p) => byId.get(p.matchId)?.status === 'void')
  return outcomeOf(
    bet,
    (returns as bigint[]).reduce((a, b) => a + b, 0n),
    allVoid,
  )
}

/**
 * The player's slips on exactly this slip's matches, as one placement for its extra bonus (see
 * sameEventsPlacement): covering a match's outcomes on separate slips earns nothing net.
 */
async function sameMatchesPlacement(tx: Db, bet: CricketBet, payout: bigint) {
  const ids = eventIds(bet.picks)
  const candidates = await tx
    .select()
    .from(cricketBets)
    .where(and(eq(cricketBets.userId, bet.userId), picksOnMatch(cricketBets.picks, ids[0] ?? '')))
    .orderBy(cricketBets.id)
    .for('update')
  const same = candidates.filter((c) => eventIds(c.picks).join() === ids.join())
  return sameEventsPlacement(`${bet.userId}:cricket:${ids.join('-')}`, same, bet, payout)
}

/**
 * Settles every pending cricket slip whose matches are all decided, paying through the betting
 * core; a match postponed for over 36 hours is void first, by the rule, whatever the feed says.
 */
export function cricketSettlement(ctx: AppContext) {
  return {
    /** Returns how many slips were settled. */
    async settleDecided() {
      await voidLongPostponed(ctx.db, cricketMatches, ctx.clock.now())
      const pending = await ctx.db
        .select()
        .from(cricketBets)
        .where(eq(cricketBets.status, BET_STATUS.pending))
      if (pending.length === 0) return 0
      const rows = await ctx.db
        .select()
        .from(cricketMatches)
        .where(inArray(cricketMatches.id, cricketMatchIds(pending)))
      const byId = new Map(rows.map((m) => [String(m.id), m]))
      return settleBets(
        ctx,
        'cricket',
        pending,
        (bet) => decide(bet, byId),
        (tx, bet, outcome, extraBonus, at) =>
          tx
            .update(cricketBets)
            .set({ ...outcome, extraBonus, settledAt: at })
            .where(and(eq(cricketBets.id, bet.id), eq(cricketBets.status, BET_STATUS.pending))),
        undefined,
        (tx, bet, outcome) => sameMatchesPlacement(tx, bet, outcome.payout),
        undefined,
        recordOutcomes(cricketBets),
      )
    },
  }
}
