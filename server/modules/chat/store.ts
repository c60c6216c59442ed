import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  sql,
} from 'drizzle-orm'
import type { ChatHistory, ChatMessage, ChatQueueRow, ChatSender } from '#contract/chat.ts'
import type { Db } from '../../db/client.ts'
import { operators } from '../operators/tables.ts'
import { users } from '../players/tables.ts'
import { chatNote, enqueuePush } from '../push/index.ts'
import { chatConversations, chatImages, chatMessages } from './tables.ts'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

type MessageRow = typeof chatMessages.$inferSelect & { operator: string | null }
const view = (m: MessageRow): ChatMessage => ({
  id: m.id,
  sender: m.sender as ChatSender,
  operator: m.operator,
  body: m.body,
  imageId: m.imageId,
  createdAt: m.createdAt.toISOString(),
  deliveredAt: iso(m.deliveredAt),
  readAt: iso(m.readAt),
})

const messageColumns = { ...getTableColumns(chatMessages), operator: operators.name }

export async function conversationOf(db: Db, id: number) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id))
  return row ?? null
}

export async function visitorConversation(db: Db, keyHash: string) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.visitorKeyHash, keyHash))
  return row ?? null
}

export async function newVisitorConversation(db: Db, keyHash: string) {
  const [row] = await db
    .insert(chatConversations)
    .values({ visitorKeyHash: keyHash, status: 'new' })
    .returning()
  if (!row) throw new Error('conversation not created')
  return row
}

/** The player's one conversation, made on first use. */
export async function playerConversation(db: Db, userId: number) {
  await db.insert(chatConversations).values({ userId, status: 'new' }).onConflictDoNothing()
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId))
  if (!row) throw new Error('conversation not found')
  return row
}

/**
 * After sign-in the visitor's conversation continues under the account: attached as it is when
 * the player has none yet, else its messages and images move into the player's, which is waiting
 * again if the visitor's was. The visitor's id stops working either way.
 */
export async function attachVisitor(db: Db, keyHash: string, userId: number) {
  return db.transaction(async (outer) => {
    const tx = outer as unknown as Db
    const [visitor] = await tx
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.visitorKeyHash, keyHash), isNull(chatConversations.userId)))
      .for('update')
    const [own] = await tx.select().from(chatConversations).where(eq(chatConversations.userId, userId))
    if (!visitor) return own ?? null
    if (!own) {
      await tx
        .update(chatConversations)
        .set({ userId, visitorKeyHash: null })
        .where(eq(chatConversations.id, visitor.id))
      return { ...visitor, userId, visitorKeyHash: null }
    }
    await tx
      .update(chatMessages)
      .set({ conversationId: own.id })
      .where(eq(chatMessages.conversationId, visitor.id))
    await tx
      .update(chatImages)
      .set({ conversationId: own.id })
      .where(eq(chatImages.conversationId, visitor.id))
    const waiting = visitor.status === 'waiting' && own.status !== 'taken'
    await tx
      .update(chatConversations)
      .set({
        lastMessageAt: sql`greatest(${chatConversations.lastMessageAt}, ${visitor.lastMessageAt})`,
        ...(waiting && { status: 'waiting', waitingSince: visitor.waitingSince }),
      })
      .where(eq(chatConversations.id, own.id))
    await tx.delete(chatConversations).where(eq(chatConversations.id, visitor.id))
    return own
  })
}

/** Messages the player sent inside the window: the flood limit. */
export async function recentPlayerMessages(db: Db, conversationId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.sender, 'player'),
        gt(chatMessages.createdAt, since),
      ),
    )
  return row?.n ?? 0
}

/**
 * Stores one message. A player's message puts a new or closed conversation in the queue; the
 * operator's takes nothing (only the one who took it may reply: checked by the caller).
 */
export async function addMessage(
  db: Db,
  conversationId: number,
  sender: ChatSender,
  content: { body?: string; imageId?: string; operatorId?: number },
  now: Date,
): Promise<ChatMessage> {
  const message = await storeMessage(db, conversationId, sender, content, now)
  if (!message) throw new Error('message not stored')
  return message
}

/**
 * A player's message, unless they already sent `flood.max` since `flood.since` (undefined then).
 * The count and the insert happen under the conversation's row lock, so messages sent at once
 * (a socket delivers them faster than they are stored) are counted one after another and never
 * all slip under the limit together.
 */
export const addPlayerMessage = (
  db: Db,
  conversationId: number,
  content: { body?: string; imageId?: string },
  now: Date,
  flood: { since: Date; max: number },
) => storeMessage(db, conversationId, 'player', content, now, flood)

async function storeMessage(
  db: Db,
  conversationId: number,
  sender: ChatSender,
  content: { body?: string; imageId?: string; operatorId?: number },
  now: Date,
  flood?: { since: Date; max: number },
): Promise<ChatMessage | undefined> {
  return db.transaction(async (outer) => {
    const tx = outer as unknown as Db
    if (flood) {
      await tx
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.id, conversationId))
        .for('update')
      if ((await recentPlayerMessages(tx, conversationId, flood.since)) >= flood.max) return undefined
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId,
        sender,
        body: content.body ?? null,
        imageId: content.imageId ?? null,
        operatorId: content.operatorId ?? null,
        createdAt: now,
      })
      .returning()
    if (!row) throw new Error('message not stored')
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: now })
      .where(eq(chatConversations.id, conversationId))
    if (sender === 'player')
      await tx
        .update(chatConversations)
        .set({ status: 'waiting', waitingSince: now, operatorId: null, closedTag: null })
        .where(
          and(eq(chatConversations.id, conversationId), inArray(chatConversations.status, ['new', 'closed'])),
        )
    // An operator's reply reaches a signed-in player whose app is closed by Web Push.
    if (sender === 'operator') {
      const [owner] = await tx
        .select({ userId: chatConversations.userId })
        .from(chatConversations)
        .where(eq(chatConversations.id, conversationId))
      if (owner?.userId) await enqueuePush(tx, [chatNote(owner.userId, content.body ?? null)], now)
    }
    const [name] = content.operatorId
      ? await tx.select({ name: operators.name }).from(operators).where(eq(operators.id, content.operatorId))
      : []
    return view({ ...row, operator: name?.name ?? null })
  })
}

/** A page of the conversation's messages, oldest first, before a message id. */
export async function history(db: Db, conversationId: number, before: number | undefined, limit: number) {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .where(
      and(eq(chatMessages.conversationId, conversationId), before ? lt(chatMessages.id, before) : undefined),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1)
  const answer: ChatHistory = {
    messages: rows.slice(0, limit).reverse().map(view),
    more: rows.length > limit,
  }
  return answer
}

/**
 * Marks the other side's messages up to `upTo` as delivered (or read, which is delivered too):
 * answers the highest id it changed, or null when nothing was left to mark.
 */
export async function mark(
  db: Db,
  conversationId: number,
  reader: 'player' | 'operator',
  what: 'delivered' | 'read',
  upTo: number,
  now: Date,
) {
  const column = what === 'read' ? chatMessages.readAt : chatMessages.deliveredAt
  const fromOtherSide =
    reader === 'player' ? ne(chatMessages.sender, 'player') : eq(chatMessages.sender, 'player')
  const rows = await db
    .update(chatMessages)
    .set(
      what === 'read'
        ? { readAt: now, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${now})` }
        : { deliveredAt: now },
    )
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        fromOtherSide,
        lte(chatMessages.id, upTo),
        isNull(column),
      ),
    )
    .returning({ id: chatMessages.id })
  return rows.length ? Math.max(...rows.map((r) => r.id)) : null
}

export async function storeImage(db: Db, id: string, conversationId: number, mime: string, bytes: Buffer) {
  await db.insert(chatImages).values({ id, conversationId, mime, data: bytes.toString('base64') })
}

/** The image, only through its own conversation (or any, for an operator: `conversationId` null). */
export async function readImage(db: Db, id: string, conversationId: number | null) {
  const [row] = await db
    .select()
    .from(chatImages)
    .where(
      and(
        eq(chatImages.id, id),
        conversationId === null ? undefined : eq(chatImages.conversationId, conversationId),
      ),
    )
  return row ? { mime: row.mime, bytes: Buffer.from(row.data, 'base64') } : null
}

/** The console's queue: waiting and taken conversations, longest waiting first. */
export async function queueRows(db: Db, ids?: number[]): Promise<ChatQueueRow[]> {
  const lastMessage = sql<
    string | null
  >`(select m.body from chat_messages m where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1)`
  const unread = sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = ${chatConversations.id} and m.sender = 'player' and m.read_at is null)`
  const rows = await db
    .select({
      c: chatConversations,
      account: users.account,
      operatorName: operators.name,
      lastMessage,
      unread,
    })
    .from(chatConversations)
    .leftJoin(users, eq(users.id, chatConversations.userId))
    .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
    .where(ids ? inArray(chatConversations.id, ids) : inArray(chatConversations.status, ['waiting', 'taken']))
    .orderBy(asc(chatConversations.waitingSince), asc(chatConversations.id))
    .limit(200)
  return rows.map(({ c, account, operatorName, lastMessage, unread }) => ({
    id: c.id,
    status: c.status as ChatQueueRow['status'],
    player: c.userId && account ? { id: c.userId, account } : null,
    operator: c.operatorId && operatorName ? { id: c.operatorId, name: operatorName } : null,
    waitingSince: iso(c.waitingSince),
    lastMessageAt: iso(c.lastMessageAt),
    lastMessage,
    unread: Number(unread),
  }))
}
