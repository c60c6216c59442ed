import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Announcements (issue 18): 'public' ones site-wide and marketing's 'notice' ones, each per
 * language with English as the fallback, shown from `startsAt` until `endsAt`; `pinned` ones list
 * first, `popup` ones open once per player or device.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    popup: boolean('popup').notNull().default(false),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('notices_kind_check', sql`${t.kind} in ('public', 'notice')`)],
)

/**
 * A private message: written by an operator to one player or a segment (`segment`: 'user:ID',
 * 'all', 'vip:LEVEL', 'agent:ID'), or by the system (`key` names its text, `params` fill it).
 * Delivered at sending to each player of the segment as a `message_deliveries` row.
 */
export const privateMessages = pgTable('private_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  segment: text('segment').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  key: text('key'),
  params: jsonb('params').$type<Record<string, string>>(),
  createdAt: createdAt(),
})

/** One player's copy of a private message and when they read it. */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => privateMessages.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('message_deliveries_user_idx').on(t.userId, t.messageId),
  ],
)
