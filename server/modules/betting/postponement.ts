import { and, eq, lte } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { VOID_AFTER_MS } from '#engine/index.ts'
import type { Db } from '../../db/client.ts'

type MatchTable = PgTable & { status: AnyPgColumn; kickoff: AnyPgColumn; updatedAt: AnyPgColumn }

/**
 * Applies the rule in the database, whoever feeds the matches: every match still postponed past
 * its limit turns void. Conditional on the status, so a result a trader typed (under the row's
 * lock) before this reached the row is never overwritten. Returns how many matches turned void.
 */
export async function voidLongPostponed(db: Db, table: MatchTable, now: Date) {
  const turned = await db
    .update(table)
    .set({ status: 'void', updatedAt: now } as PgUpdateSetSource<MatchTable>)
    .where(and(eq(table.status, 'postponed'), lte(table.kickoff, new Date(now.getTime() - VOID_AFTER_MS))))
    .returning({ status: table.status })
  return turned.length
}
