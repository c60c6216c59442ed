import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { users } from './tables.ts'

/** The end of a self-exclusion for good (users.excluded_until): a date no clock reaches. */
export const FOREVER = new Date('9999-12-31T00:00:00Z')

/** A break's end as the player is told it: null for good. */
export const untilText = (at: Date) => (at.getTime() >= FOREVER.getTime() ? null : at.toISOString())

/**
 * The refusal for a player on a time-out or self-exclusion at `now` (timedOut or selfExcluded,
 * with until when), or null: what a sign-in and a registration with the same address answer. Here
 * beside the users table, for auth and protection (which takes the breaks) alike.
 */
export function breakRefusal(row: { excludedUntil: Date | null; exclusionKind: string | null }, now: Date) {
  if (!row.excludedUntil || row.excludedUntil <= now) return null
  return rejected(row.exclusionKind === 'timeout' ? 'timedOut' : 'selfExcluded', {
    until: untilText(row.excludedUntil),
  })
}

/**
 * Whether the player is on a time-out or self-exclusion at `now`: no campaign makes them an offer
 * meanwhile (a deposit the chain delivers or a bet that settles earns no reward).
 */
export async function onBreak(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ until: users.excludedUntil })
    .from(users)
    .where(and(eq(users.id, userId), gt(users.excludedUntil, now)))
  return row !== undefined
}
