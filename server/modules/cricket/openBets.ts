import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cricketBets } from './tables.ts'

/**
 * The cricket slips placed in [start, end) and still open, of one player or of all: how many and
 * the cash (stake less what bonus money paid) they hold. Read live, for the reports and the
 * dashboard: an open bet is state, not yet history, so no rollup keeps it.
 */
export async function openCricketBets(db: Db, range: { start: Date; end: Date; userId?: number }) {
  const where: SQL[] = [
    isNull(cricketBets.settledAt),
    gte(cricketBets.createdAt, range.start),
    lt(cricketBets.createdAt, range.end),
  ]
  if (range.userId !== undefined) where.push(eq(cricketBets.userId, range.userId))
  const [row] = await db
    .select({
      bets: sql<number>`count(*)`.mapWith(Number),
      cash: sql<string>`coalesce(sum(${cricketBets.stake} - ${cricketBets.bonusStake}), 0)::text`,
    })
    .from(cricketBets)
    .where(and(...where))
  const bets = row?.bets ?? 0
  return bets === 0 ? [] : [{ game: 'cricket', bets, lines: bets, cash: BigInt(row?.cash ?? '0') }]
}
