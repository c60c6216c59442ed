import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBets } from './tables.ts'

/**
 * The sports bets placed in [start, end) and still open, by game, of one player or of all: how
 * many and the cash (stake less what bonus money paid) they hold. Read live, for the reports and
 * the dashboard: an open bet is state, not yet history, so no rollup keeps it.
 */
export async function openSportBets(db: Db, range: { start: Date; end: Date; userId?: number }) {
  const where: SQL[] = [
    isNull(sportBets.settledAt),
    gte(sportBets.createdAt, range.start),
    lt(sportBets.createdAt, range.end),
  ]
  if (range.userId !== undefined) where.push(eq(sportBets.userId, range.userId))
  const rows = await db
    .select({
      game: sportBets.game,
      bets: sql<number>`count(*)`.mapWith(Number),
      cash: sql<string>`coalesce(sum(${sportBets.stake} - ${sportBets.bonusStake}), 0)::text`,
    })
    .from(sportBets)
    .where(and(...where))
    .groupBy(sportBets.game)
  return rows.map((r) => ({ game: r.game, bets: r.bets, lines: r.bets, cash: BigInt(r.cash) }))
}
