import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'

/** A product's bet rows, as every product keeps them (sports, cricket, lottery lines). */
type BetRows = PgTable & {
  userId: PgColumn
  createdAt: PgColumn
  settledAt: PgColumn
  stake: PgColumn
  bonusStake: PgColumn
}

/**
 * A product's bets placed in [start, end) and still open (not settled), by game, of one player
 * or of all: how many bets (`bet` names the rows of one, a lottery ticket's lines; else a row is
 * a bet), how many rows, and the cash they hold (stake less what bonus money paid). Read live for
 * the reports and the dashboard: an open bet is state, not yet history, so no rollup keeps it.
 * `game` is the column of the game, or the one game of a product that has one (cricket).
 */
export async function openBetsIn(
  db: Db,
  rows: BetRows,
  range: { start: Date; end: Date; userId?: number },
  game: PgColumn | string,
  bet?: PgColumn,
) {
  const where: SQL[] = [
    isNull(rows.settledAt),
    gte(rows.createdAt, range.start),
    lt(rows.createdAt, range.end),
  ]
  if (range.userId !== undefined) where.push(eq(rows.userId, range.userId))
  const found = await db
    .select({
      game: sql<string>`${game}`,
      bets: sql<number>`count(${bet ? sql`distinct ${bet}` : sql`*`})`.mapWith(Number),
      lines: sql<number>`count(*)`.mapWith(Number),
      cash: sql<string>`coalesce(sum(${rows.stake} - ${rows.bonusStake}), 0)::text`,
    })
    .from(rows)
    .where(and(...where))
    .groupBy(...(typeof game === 'string' ? [] : [game]))
  // A product of one game answers one row even when nothing is open.
  return found
    .filter((r) => r.lines > 0)
    .map((r) => ({ game: r.game, bets: r.bets, lines: r.lines, cash: BigInt(r.cash) }))
}
