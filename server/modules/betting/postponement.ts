import { and, eq, lte } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'

/**
 * Spec (football rules, and the same for every sport and cricket): a match postponed for more
 * than 36 hours after its start is void, its legs counted at odds 1 and a single on it refunded.
 */
export const VOID_AFTER_MS = 36 * 3600_000

/** When a postponed match that starts at `kickoff` turns void unless it has been played. */
export const voidsAt = (kickoff: Date) => new Date(kickoff.getTime() + VOID_AFTER_MS)

/** Whether a postponed match is void by the rule at `now`. */
export const postponedTooLong = (kickoff: Date, now: Date) => now.getTime() >= voidsAt(kickoff).getTime()

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
