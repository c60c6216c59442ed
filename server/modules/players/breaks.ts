import { rejected } from '../../http/envelope.ts'

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
