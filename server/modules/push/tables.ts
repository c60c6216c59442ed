import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Web Push subscriptions, one per device (the push service's endpoint is unique): tied to the
 * sign-in session that made it, so signing out (or any end of that session) removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The refresh-token family (sign-in session) the device subscribed under. */
    sessionId: uuid('session_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device's language (one of the site's ten): what its notifications are written in. */
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
)

/**
 * Notifications to send, written in the same transaction as their cause (a settled bet, a credited
 * deposit, …) and sent after commit, with retries, so sending never sits inside a money transaction.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** What happened (contract/push.ts PUSH_KINDS) and its values for the texts. */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** The screen a click opens: a path on the site. */
    url: text('url').notNull(),
    /** One notification per key (a player's tickets on one draw are told once). */
    dedupeKey: text('dedupe_key').unique(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
)
