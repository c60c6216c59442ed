import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { lotteryBets } from './tables.ts'

/**
 * The lottery and racing tickets placed in [start, end) and still open (a line pending), by game,
 * of one player or of all: how many tickets (one bet however many lines), how many open lines, and
 * the cash (stake less what bonus money paid) the open lines hold. Read live, for the reports and
 * the dashboard: an open bet is state, not yet history, so no rollup keeps it.
 */
export async function openLotteryBets(db: Db, range: { start: Date; end: Date; userId?: number }) {
  const where: SQL[] = [
    isNull(lotteryBets.settledAt),
    gte(lotteryBets.createdAt, range.start),
    lt(lotteryBets.createdAt, range.end),
  ]
  if (range.userId !== undefined) where.push(eq(lotteryBets.userId, range.userId))
  const rows = await db
    .select({
      game: lotteryBets.game,
      bets: sql<number>`count(distinct ${lotteryBets.ticket})`.mapWith(Number),
      lines: sql<number>`count(*)`.mapWith(Number),
      cash: sql<string>`coalesce(sum(${lotteryBets.stake} - ${lotteryBets.bonusStake}), 0)::text`,
    })
    .from(lotteryBets)
    .where(and(...where))
    .groupBy(lotteryBets.game)
  return rows.map((r) => ({ game: r.game, bets: r.bets, lines: r.lines, cash: BigInt(r.cash) }))
}
