import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  inet,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Back-office operators: not players. Their own password (argon2id), TOTP secret (RFC 6238) and a
 * lock after five wrong second factors, claimed in one conditional UPDATE per try.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull().unique(),
    /** support, finance, trader, marketing, admin (contract/backoffice.ts). */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32; kept readable because every sign-in recomputes the code from it. */
    totpSecret: text('totp_secret').notNull(),
    /** Null until the operator has entered a first code from this secret. */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last accepted 30-second step: a code is good once, never replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    totpFailures: smallint('totp_failures').notNull().default(0),
    totpLockedUntil: timestamp('totp_locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('operators_role_check', sql`${t.role} in ('support', 'finance', 'trader', 'marketing', 'admin')`),
  ],
)

/** Ten single-use recovery codes per enrolment, stored as hashes. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_recovery_codes_unique').on(t.operatorId, t.codeHash)],
)

/**
 * Operator sessions, by the hash of an opaque token (never a player's JWT). A `challenge` row is
 * the five-minute step between the password and the second factor; an `active` one a sign-in.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    stage: text('stage').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('operator_sessions_stage_check', sql`${t.stage} in ('challenge', 'active')`),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
)

/**
 * Every operator action, written in the transaction of its effect. Append-only: the migration adds
 * a trigger that refuses UPDATE and DELETE. `actor_id` is null for the command line ('cli').
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => operators.id),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    address: inet('address'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action)],
)
