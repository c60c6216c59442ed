import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { operators } from '../operators/tables.ts'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Live support (issue 18): one conversation per visitor or player. A visitor is known only by the
 * hash of the random id the server handed them (nonLoginOtherChatID); signing in attaches the
 * conversation to the account. `status` waiting → taken (one operator, set by a conditional
 * UPDATE so two cannot take it) → closed with a tag → waiting again on the player's next message.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorKeyHash: text('visitor_key_hash').unique(),
    userId: bigint('user_id', { mode: 'number' })
      .unique()
      .references(() => users.id),
    status: text('status').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    closedTag: text('closed_tag'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_conversations_status_idx').on(t.status, t.waitingSince),
    check('chat_conversations_status_check', sql`${t.status} in ('new', 'waiting', 'taken', 'closed')`),
  ],
)

/** Messages of a conversation: text or one stored image; delivered and read marks per message. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    /** 'player', 'operator' or 'system'. */
    sender: text('sender').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    body: text('body'),
    imageId: text('image_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_sender_check', sql`${t.sender} in ('player', 'operator', 'system')`),
  ],
)

/** Images sent in a chat, checked by their content; readable only through their conversation. */
export const chatImages = pgTable('chat_images', {
  /** Random, unguessable; still checked against the reader's conversation. */
  id: text('id').primaryKey(),
  conversationId: bigint('conversation_id', { mode: 'number' })
    .notNull()
    .references(() => chatConversations.id),
  mime: text('mime').notNull(),
  /** Base64 of the bytes: PGlite and PostgreSQL read it alike. */
  data: text('data').notNull(),
  createdAt: createdAt(),
})
