import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../players/tables.ts'

/**
 * The limits a player set on themself (contract/protection.ts), one row per kind and period.
 * `amount` is in force (USDT micro-units, or minutes for a session limit); a raise or a removal
 * waits as `pending_amount` / `pending_remove` until `effective_at`, and every reader takes the
 * pending one once that instant has passed (no job has to promote it). `time_zone` is the site's
 * when the limit was last set: the claims work out the period's first day in it, in SQL.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check('player_limits_kind', sql`${t.kind} in ('deposit', 'loss', 'wager', 'session')`),
    check('player_limits_period', sql`${t.period} in ('day', 'week', 'month')`),
    check('player_limits_amount', sql`${t.amount} >= 0`),
  ],
)

/**
 * What each limited period has used, claimed by one conditional upsert inside the transaction that
 * moves the money (protection/claims.ts): `used + amount <= cap` is re-checked on the locked row,
 * so racing stakes or deposits can never pass a limit together. `cap` is the limit the last claim
 * was held to. A loss limit's `used` goes down with returns, and may go below zero.
 */
export const playerLimitUsage = pgTable(
  'player_limit_usage',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** The period's first day, in the limit's time zone. */
    windowStart: date('window_start').notNull(),
    used: bigint('used', { mode: 'bigint' }).notNull(),
    cap: bigint('cap', { mode: 'bigint' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period, t.windowStart] })],
)

/**
 * Every time-out and self-exclusion a player took, as taken: the history the back office reads.
 * What is in force is users.excluded_until (the latest end of all of them).
 */
export const playerExclusions = pgTable(
  'player_exclusions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** FOREVER (protection/exclusions.ts) for a self-exclusion for good. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('player_exclusions_user_idx').on(t.userId, t.startsAt),
    check('player_exclusions_kind', sql`${t.kind} in ('timeout', 'self_exclusion')`),
  ],
)
