import { and, eq, inArray } from 'drizzle-orm'
import { cricketReturn } from '../../../workers/engine/index.ts'
import type { AppContext } from '../../context.ts'
import { cricketBets, cricketMatches } from '../../db/schema.ts'
import { type CricketPick, pickWins } from '../../feeds/cricket/markets.ts'
import { payOnce } from '../ledger/bets.ts'
import { BET_STATUS } from '../lottery/bets.ts'
import { outcomeOf, settleEach } from '../sports/settle.ts'

export type CricketMatch = typeof cricketMatches.$inferSelect
export type CricketBet = typeof cricketBets.$inferSelect

/**
 * What one pick returns in 6-place units of the bet's currency: amount × odd when it won, 0 when
 * it lost, the amount back when its match is void; undefined while the match is undecided.
 */
export function pickReturn(pick: CricketPick, match: CricketMatch | undefined): bigint | undefined {
  if (match?.status === 'void') return BigInt(pick.amount)
  if (match?.status !== 'finished' || !match.result) return undefined
  return pickWins(pick.betId, pick.line, match.result) ? cricketReturn(BigInt(pick.amount), pick.odd) : 0n
}

export const cricketMatchIds = (bets: readonly CricketBet[]) => [
  ...new Set(bets.flatMap((b) => b.picks.map((p) => Number(p.matchId)))),
]

/** Settles every pending cricket slip whose matches are all decided, paying through the ledger. */
export function cricketSettlement(ctx: AppContext) {
  async function settle(bet: CricketBet, byId: ReadonlyMap<string, CricketMatch>) {
    const returns = bet.picks.map((p) => pickReturn(p, byId.get(p.matchId)))
    if (returns.some((r) => r === undefined)) return undefined
    const allVoid = bet.picks.every((p) => byId.get(p.matchId)?.status === 'void')
    const returned = (returns as bigint[]).reduce((a, b) => a + b, 0n)
    const outcome = outcomeOf(bet, returned, allVoid)
    const op = {
      key: `cricket-settle:${bet.id}`,
      kind: 'cricket_payout',
      userId: bet.userId,
      request: { bet: bet.id },
    }
    await payOnce(ctx.db, op, outcome.payout, (tx) =>
      tx
        .update(cricketBets)
        .set({ ...outcome, settledAt: ctx.clock.now() })
        .where(and(eq(cricketBets.id, bet.id), eq(cricketBets.status, BET_STATUS.pending))),
    )
    return outcome
  }

  return {
    /** Returns how many slips were settled. */
    async settleDecided() {
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
      return settleEach(ctx, pending, (bet) => settle(bet, byId))
    },
  }
}
