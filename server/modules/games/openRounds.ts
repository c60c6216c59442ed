import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameRounds } from './tables.ts'

/**
 * The game rounds opened in [start, end) and still open, by provider, of one player or of all:
 * how many and the bets they hold. Read live, for the reports and the dashboard: an open round is
 * state, not yet history, so no rollup keeps it.
 */
export async function openRounds(db: Db, range: { start: Date; end: Date; userId?: number }) {
  const where: SQL[] = [
    eq(gameRounds.status, 'open'),
    gte(gameRounds.createdAt, range.start),
    lt(gameRounds.createdAt, range.end),
  ]
  if (range.userId !== undefined) where.push(eq(gameRounds.userId, range.userId))
  const rows = await db
    .select({
      game: gameRounds.provider,
      bets: sql<number>`count(*)`.mapWith(Number),
      cash: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text`,
    })
    .from(gameRounds)
    .where(and(...where))
    .groupBy(gameRounds.provider)
  return rows.map((r) => ({ game: r.game, bets: r.bets, lines: r.bets, cash: BigInt(r.cash) }))
}
