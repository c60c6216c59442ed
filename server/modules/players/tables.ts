import {
  bigint,
  bigserial,
  boolean,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull().unique(),
    email: text('email').unique(),
    areaCode: text('area_code'),
    phone: text('phone'),
    nickname: text('nickname').notNull(),
    realName: text('real_name'),
    passwordHash: text('password_hash').notNull(),
    /** 2 agent, 3 user (spec §6). */
    role: smallint('role').notNull().default(3),
    inviteCode: text('invite_code').notNull().unique(),
    referrerId: bigint('referrer_id', { mode: 'number' }),
    currency: text('currency').notNull().default('USDT'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Payment password (argon2id); five wrong tries lock paying until `payLockedUntil`. */
    payPasswordHash: text('pay_password_hash'),
    payFailures: smallint('pay_failures').notNull().default(0),
    payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
    /** Spec §6: withdrawals can be disallowed per user. */
    withdrawDisabled: boolean('withdraw_disabled').notNull().default(false),
    /** Locked by an operator: no sign-in, and every live token stops working (back office Players). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /**
     * A time-out or self-exclusion the player took (protection/exclusions.ts): no sign-in and no
     * live session until then (FOREVER for good); only ever moved later, never earlier.
     */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    /** 'timeout' or 'self_exclusion', with excludedUntil. */
    exclusionKind: text('exclusion_kind'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_phone_unique').on(t.areaCode, t.phone)],
)
