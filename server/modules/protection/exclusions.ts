import { desc, eq, sql } from 'drizzle-orm'
import type { Exclusion, PlayerBreak, SelfExclusionPeriod, TimeoutPeriod } from '#contract/protection.ts'
import type { Db } from '../../db/client.ts'
import { FOREVER, untilText } from '../players/index.ts'
import { users } from '../players/tables.ts'
import { playerExclusions } from './tables.ts'

const DAY = 86_400_000
const DAYS: Record<TimeoutPeriod, number> = { '24h': 1, '7d': 7, '30d': 30, '6w': 42 }
const MONTHS: Record<Exclude<SelfExclusionPeriod, 'forever'>, number> = {
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '5y': 60,
}

/** When a break taken at `now` ends: days for a time-out, calendar months (UTC) for a self-exclusion. */
export function endOf(period: TimeoutPeriod | SelfExclusionPeriod, now: Date): Date {
  if (period === 'forever') return FOREVER
  if (period in DAYS) return new Date(now.getTime() + DAYS[period as TimeoutPeriod] * DAY)
  const end = new Date(now)
  const day = end.getUTCDate()
  end.setUTCMonth(end.getUTCMonth() + MONTHS[period as keyof typeof MONTHS], 1)
  // 31 August + 6 months is the last day of February, not 3 March.
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, last))
  return end
}

/**
 * Takes a time-out or self-exclusion: its record, and the player's end moved to the later of the
 * one in force and this one (nothing the player, an operator or a second request does can move it
 * earlier). The caller ends every session once this commits.
 */
export async function takeBreak(
  db: Db,
  userId: number,
  kind: Exclusion['kind'],
  period: Exclusion['period'],
  now: Date,
): Promise<Exclusion> {
  const ends = endOf(period, now)
  return db.transaction(async (tx) => {
    await tx.insert(playerExclusions).values({ userId, kind, period, startsAt: now, endsAt: ends })
    const [row] = await tx
      .update(users)
      .set({
        excludedUntil: sql`greatest(coalesce(${users.excludedUntil}, ${now}), ${ends})`,
        exclusionKind: sql`case when ${users.excludedUntil} > ${ends} then ${users.exclusionKind} else ${kind} end`,
      })
      .where(eq(users.id, userId))
      .returning({ until: users.excludedUntil })
    return { kind, period, until: untilText(row?.until ?? ends) }
  })
}

/** Every break the player took, newest first, and the one in force at `now` (the back office's view). */
export async function breaksOf(db: Db, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(playerExclusions)
    .where(eq(playerExclusions.userId, userId))
    .orderBy(desc(playerExclusions.startsAt), desc(playerExclusions.id))
  const [user] = await db
    .select({ until: users.excludedUntil, kind: users.exclusionKind })
    .from(users)
    .where(eq(users.id, userId))
  const breaks: PlayerBreak[] = rows.map((r) => ({
    kind: r.kind as PlayerBreak['kind'],
    period: r.period as PlayerBreak['period'],
    starts_at: r.startsAt.toISOString(),
    ends_at: untilText(r.endsAt),
  }))
  const inForce =
    user?.until && user.until > now
      ? { kind: (user.kind ?? 'self_exclusion') as PlayerBreak['kind'], until: untilText(user.until) }
      : null
  return { breaks, on_break: inForce }
}
