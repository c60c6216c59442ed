import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A rewards campaign an operator runs (issue 17): what it pays for (`kind`), from `startsAt` until
 * `endsAt` (or until an operator ends it), and how: `rules` per kind (amounts in USDT micro as
 * text, see contract/rewards.ts), paid as bonus money with a wagering requirement or as cash.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    /** 'bonus' (wagering applies) or 'cash'. */
    payout: text('payout').notNull(),
    /** Wagering requirement as a multiple of the bonus (0: none). */
    wagerMultiple: integer('wager_multiple').notNull().default(0),
    /** Percent of a settled stake that counts toward wagering, per product. */
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    /** Days an Eligible reward may be claimed before it Expires. */
    claimDays: integer('claim_days').notNull(),
    /** Days a claimed bonus has to meet its wagering before it expires. */
    wagerDays: integer('wager_days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'campaigns_kind_check',
      sql`${t.kind} in ('check_in', 'first_deposit', 'deposit', 'lottery_task', 'vip_level', 'referral', 'extra_bonus')`,
    ),
    check('campaigns_payout_check', sql`${t.payout} in ('bonus', 'cash')`),
  ],
)

/**
 * One reward a player may get from a campaign, once per `source` (the deposit, the level, the
 * task): Pending while a task is under way, Eligible from its cause, Claimed once, or Expired
 * (spec §4: 0, 1, 2, 3). The unique source makes an event that is seen twice change nothing.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    /** USDT micro-units paid on claim. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: smallint('status').notNull(),
    /** Tasks: how much of `target` is done (USDT micro staked). */
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
    target: bigint('target', { mode: 'bigint' }).notNull().default(sql`0`),
    eligibleAt: timestamp('eligible_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_claims_source_unique').on(t.campaignId, t.userId, t.source),
    index('reward_claims_user_idx').on(t.userId, t.status),
    check('reward_claims_status_check', sql`${t.status} in (0, 1, 2, 3)`),
  ],
)

/** One daily check-in per player and site day; `cycleDay` 1–7 is the streak's place in the week. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id),
    /** 'YYYY-MM-DD' in SITE_TIMEZONE. */
    day: text('day').notNull(),
    cycleDay: smallint('cycle_day').notNull(),
    streak: integer('streak').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('check_ins_day_unique').on(t.userId, t.day)],
)

/**
 * Bonus money granted by a claim: `required` USDT micro of weighted settled stakes turn it into
 * cash; at `expiresAt`, or on a confirmed withdrawal, what is left is taken back.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => rewardClaims.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    /** 'open', 'converted', 'expired', 'forfeited'. */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bonuses_user_idx').on(t.userId, t.status),
    check('bonuses_status_check', sql`${t.status} in ('open', 'converted', 'expired', 'forfeited')`),
  ],
)
