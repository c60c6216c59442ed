import { and, desc, eq, inArray, lt } from 'drizzle-orm'
import { formatUnits } from '../../math/units.ts'
import type { Db } from '../db/client.ts'
import { liveBets as bets, liveRounds as rounds } from '../db/schema.ts'

/**
 * A table's rounds as the operator's back office lists them, newest first: bets and players
 * (taken bets only), stake, what was paid, the outcome once dealt.
 */
export async function roundsForOperator(db: Db, tableId: string, limit: number, before: number | undefined) {
  const rows = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.tableId, tableId), before === undefined ? undefined : lt(rounds.number, before)))
    .orderBy(desc(rounds.number))
    .limit(limit)
  const ids = rows.map((r) => r.roundId)
  const all = ids.length ? await db.select().from(bets).where(inArray(bets.roundId, ids)) : []
  return rows.map((r) => {
    const taken = all.filter(
      (b) => b.roundId === r.roundId && b.status !== 'refused' && b.status !== 'debiting',
    )
    const paid = taken.filter((b) => b.win !== null && b.status !== 'refunding' && b.status !== 'refunded')
    return {
      round_id: r.roundId,
      number: r.number,
      phase: r.phase,
      voided: r.phase === 'voided',
      bets: taken.length,
      players: new Set(taken.map((b) => b.playerId)).size,
      stake: formatUnits(taken.reduce((n, b) => n + b.stake, 0n)),
      payout: formatUnits(paid.reduce((n, b) => n + (b.win ?? 0n), 0n)),
      outcome: r.phase === 'result' || r.phase === 'dealing' ? r.outcome : null,
      opened_at: r.opensAt.toISOString(),
      settled_at: r.settledAt?.toISOString() ?? null,
    }
  })
}
