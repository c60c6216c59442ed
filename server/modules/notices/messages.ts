import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Inbox, MessageSegment } from '#contract/notices.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../http/envelope.ts'
import { deposits } from '../payments/tables.ts'
import { users } from '../players/tables.ts'
import { enqueuePush, messageNote } from '../push/index.ts'
import { vipLevels } from '../vip/tables.ts'
import { messageDeliveries, privateMessages } from './tables.ts'

/** The newest messages a player's inbox lists. */
const INBOX_SIZE = 100

/**
 * The players a segment names, at this moment: one player by account; every player; the players
 * of one VIP level (credited deposits in all at least the level's amount and below the next
 * one's, as GET api/v1/vip places them); the players an agent invited.
 */
async function recipients(tx: Db, segment: MessageSegment): Promise<number[]> {
  if (segment.to === 'all') return (await tx.select({ id: users.id }).from(users)).map((u) => u.id)
  if (segment.to === 'player' || segment.to === 'agent') {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.account, segment.account))
    if (!user || (segment.to === 'agent' && user.role !== 2))
      throw notFound(segment.to === 'agent' ? 'agentNotFound' : 'playerNotFound')
    if (segment.to === 'player') return [user.id]
    return (await tx.select({ id: users.id }).from(users).where(eq(users.referrerId, user.id))).map(
      (u) => u.id,
    )
  }
  const levels = await tx.select().from(vipLevels).orderBy(vipLevels.recharge)
  const at = levels.findIndex((l) => l.level === segment.level)
  const level = levels[at]
  if (!level) throw notFound('vipLevelNotFound')
  const next = levels[at + 1]
  const total = sql<string>`coalesce((select sum(${deposits.credit}) from ${deposits} where ${deposits.userId} = ${users.id} and ${deposits.status} = 3), 0)`
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      next
        ? sql`${total} >= ${level.recharge} and ${total} < ${next.recharge}`
        : sql`${total} >= ${level.recharge}`,
    )
  return rows.map((r) => r.id)
}

export const segmentName = (segment: MessageSegment) =>
  segment.to === 'all'
    ? 'all'
    : segment.to === 'vip'
      ? `vip:${segment.level}`
      : `${segment.to}:${segment.account}`

/**
 * Writes a message and delivers it to every player of the segment inside the caller's
 * transaction; answers the message's id and how many players it reached.
 */
export async function sendMessage(
  tx: Db,
  segment: MessageSegment | { to: 'user'; id: number },
  message: { title: string; body: string; key?: string; params?: Record<string, string> },
  now: Date,
) {
  const ids = segment.to === 'user' ? [segment.id] : await recipients(tx, segment)
  const [row] = await tx
    .insert(privateMessages)
    .values({
      segment: segment.to === 'user' ? `user:${segment.id}` : segmentName(segment),
      title: message.title,
      body: message.body,
      key: message.key ?? null,
      params: message.params ?? null,
      createdAt: now,
    })
    .returning({ id: privateMessages.id })
  if (!row) throw new Error('message insert returned nothing')
  for (let i = 0; i < ids.length; i += 1000)
    await tx
      .insert(messageDeliveries)
      .values(ids.slice(i, i + 1000).map((userId) => ({ messageId: row.id, userId, createdAt: now })))
  // An operator's message reaches the closed app by Web Push; the server's own (withdrawal
  // rejected, …) carry their own notification, so they are not told twice.
  if (!message.key)
    for (let i = 0; i < ids.length; i += 1000)
      await enqueuePush(
        tx,
        ids.slice(i, i + 1000).map((userId) => messageNote(userId, message.title)),
        now,
      )
  return { id: row.id, recipients: ids.length }
}

/**
 * A message the server writes itself (withdrawal rejected, reward claimable, account locked): its
 * `key` names the text the player's screen shows in their language, `params` fill it; title and
 * body keep an English copy.
 */
export const systemMessage = (
  tx: Db,
  userId: number,
  key: string,
  english: { title: string; body: string },
  params: Record<string, string>,
  now: Date,
) => sendMessage(tx, { to: 'user', id: userId }, { ...english, key, params }, now)

/** A player's newest messages with their read state, and how many are unread. */
export async function inbox(db: Db, userId: number): Promise<Inbox> {
  const rows = await db
    .select({ message: privateMessages, readAt: messageDeliveries.readAt })
    .from(messageDeliveries)
    .innerJoin(privateMessages, eq(privateMessages.id, messageDeliveries.messageId))
    .where(eq(messageDeliveries.userId, userId))
    .orderBy(desc(messageDeliveries.messageId))
    .limit(INBOX_SIZE)
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.userId, userId), isNull(messageDeliveries.readAt)))
  return {
    list: rows.map(({ message, readAt }) => ({
      id: message.id,
      title: message.title,
      body: message.body,
      key: message.key,
      params: message.params,
      read: readAt !== null,
      created_at: message.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  }
}

/** Marks the player's own copies read (the named ones, or all); another player's are never touched. */
export async function markRead(db: Db, userId: number, ids: number[] | undefined, now: Date) {
  await db
    .update(messageDeliveries)
    .set({ readAt: now })
    .where(
      and(
        eq(messageDeliveries.userId, userId),
        isNull(messageDeliveries.readAt),
        ...(ids ? [inArray(messageDeliveries.messageId, ids.length ? ids : [0])] : []),
      ),
    )
}
