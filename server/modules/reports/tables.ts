import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Decided money per player, game and quarter hour (UTC), kept by the reports' consumer of the
 * settlement events (rollup.ts), so a report or the dashboard sums a few rows per day instead of
 * grouping every product's bet table. Buckets are 15 minutes of UTC, never a day of the site's
 * zone: SITE_TIMEZONE is configuration (any IANA zone, +05:30 and +05:45 ones too) and may change,
 * and every zone's midnight today falls on a quarter hour, so any run of whole site days is an
 * exact union of buckets. A decided bet adds its count and stake to the bucket it was PLACED in
 * and its payout to the bucket it was DECIDED in, as the reports have always dated them.
 */
export const reportRollup = pgTable(
  'report_rollup',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The betting core's family: sport, cricket, lottery or game (the dashboard's products). */
    product: text('product').notNull(),
    /** The report game: 'soccer', 'cricket', 'hkmarksix', 'pk10', 'pg'... */
    game: text('game').notNull(),
    /** The quarter hour (UTC) it starts at. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /** Bets placed in the bucket and decided since (a lottery ticket once, with its last line). */
    decided: integer('decided').notNull().default(0),
    /** Rows placed in the bucket and decided since: a lottery ticket's every line (the dashboard's count). */
    decidedLines: integer('decided_lines').notNull().default(0),
    /** USDT micro staked on the bets placed in the bucket and decided since. */
    stakes: bigint('stakes', { mode: 'bigint' }).notNull().default(sql`0`),
    /** USDT micro paid (refunds of cancelled bets and rolled-back rounds included) on bets decided in the bucket. */
    payouts: bigint('payouts', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bucket, t.product, t.game] }),
    index('report_rollup_bucket_idx').on(t.bucket),
  ],
)
