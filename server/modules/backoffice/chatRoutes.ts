import { and, eq, inArray, isNull } from 'drizzle-orm'
import { can } from '#contract/backofficeRoles.ts'
import type { ChatConversationView, ChatServerFrame } from '#contract/chat.ts'
import {
  closeRequest,
  conversationParams,
  historyRequest,
  imageParams,
  operatorSocketFrame,
  replyRequest,
  transferRequest,
} from '#contract/chatRequests.ts'
import type { App, AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { AppError, notFound, ok, rejected } from '../../http/envelope.ts'
import {
  addMessage,
  CHAT_CLOSE_UNAUTHORIZED,
  type ChatHub,
  conversationOf,
  history,
  mark,
  queueRows,
  readImage,
} from '../chat/index.ts'
import { chatConversations } from '../chat/tables.ts'
import { audited } from '../operators/index.ts'
import { operators } from '../operators/tables.ts'
import { actorOf, requireOperator } from './guard.ts'
import type { OperatorSignIn } from './signIn.ts'

const target = (id: number) => `chat:${id}`

/**
 * Takes a waiting conversation for `operatorId`: one conditional UPDATE, so of two operators
 * taking at once exactly one gets it and the other is told it is taken.
 */
async function takeWaiting(tx: Db, id: number, operatorId: number) {
  const rows = await tx
    .update(chatConversations)
    .set({ status: 'taken', operatorId })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'waiting')))
    .returning({ id: chatConversations.id })
  return rows.length === 1
}

/** The conversation must be taken by this operator: only they reply, transfer or close it. */
async function ownTaken(tx: Db, id: number, operatorId: number) {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update')
  if (!row) throw notFound()
  if (row.status !== 'taken' || row.operatorId !== operatorId) throw new AppError(409, 'chatNotYours')
  return row
}

/** /backoffice/api/chat: the support operators' side of the live chat. */
export function chatConsoleRoutes(ctx: AppContext, signIn: OperatorSignIn, hub: ChatHub) {
  const guard = { preHandler: requireOperator(signIn, 'chat.handle') }
  const now = () => ctx.clock.now()
  const conversationView = async (id: number, before?: number, limit = 30): Promise<ChatConversationView> => {
    const [row] = await queueRows(ctx.db, [id])
    const conversation = await conversationOf(ctx.db, id)
    if (!row || !conversation) throw notFound()
    return { ...row, closedTag: conversation.closedTag, history: await history(ctx.db, id, before, limit) }
  }

  return async (app: App) => {
    app.get('/chat/queue', guard, async () => ok({ now: now().toISOString(), rows: await queueRows(ctx.db) }))

    app.get('/chat/operators', guard, async () =>
      ok(
        await ctx.db
          .select({ id: operators.id, name: operators.name })
          .from(operators)
          .where(and(inArray(operators.role, ['support', 'admin']), isNull(operators.disabledAt)))
          .orderBy(operators.name),
      ),
    )

    app.get(
      '/chat/conversations/:id',
      { ...guard, schema: { params: conversationParams, querystring: historyRequest } },
      async (req) => ok(await conversationView(req.params.id, req.query.before, req.query.limit)),
    )

    app.post(
      '/chat/conversations/:id/take',
      { ...guard, schema: { params: conversationParams } },
      async (req) => {
        const actor = actorOf(req)
        const id = req.params.id
        await audited(ctx.db, actor, now(), async (tx) => {
          if (!(await takeWaiting(tx, id, req.operator?.id ?? 0))) {
            const current = await conversationOf(tx, id)
            throw current ? new AppError(409, 'chatAlreadyTaken') : notFound()
          }
          return { result: null, entry: { action: 'chat.take', target: target(id) } }
        })
        await hub.publish({ type: 'queue', conversationId: id })
        return ok(await conversationView(id))
      },
    )

    app.post(
      '/chat/conversations/:id/transfer',
      { ...guard, schema: { params: conversationParams, body: transferRequest } },
      async (req) => {
        const actor = actorOf(req)
        const id = req.params.id
        await audited(ctx.db, actor, now(), async (tx) => {
          const row = await ownTaken(tx, id, req.operator?.id ?? 0)
          const [to] = await tx
            .select({ id: operators.id, name: operators.name })
            .from(operators)
            .where(
              and(
                eq(operators.id, req.body.operatorId),
                inArray(operators.role, ['support', 'admin']),
                isNull(operators.disabledAt),
              ),
            )
          if (!to || to.id === row.operatorId) throw rejected('chatTransferTarget')
          await tx.update(chatConversations).set({ operatorId: to.id }).where(eq(chatConversations.id, id))
          return {
            result: null,
            entry: {
              action: 'chat.transfer',
              target: target(id),
              before: { operator: row.operatorId },
              after: { operator: to.id },
            },
          }
        })
        await hub.publish({ type: 'queue', conversationId: id })
        return ok(await conversationView(id))
      },
    )

    app.post(
      '/chat/conversations/:id/reply',
      { ...guard, schema: { params: conversationParams, body: replyRequest } },
      async (req) => {
        const operatorId = req.operator?.id ?? 0
        const row = await conversationOf(ctx.db, req.params.id)
        if (!row) throw notFound()
        if (row.status !== 'taken' || row.operatorId !== operatorId) throw new AppError(409, 'chatNotYours')
        const message = await addMessage(
          ctx.db,
          row.id,
          'operator',
          { body: req.body.text, operatorId },
          now(),
        )
        await hub.publish({ type: 'message', conversationId: row.id, message })
        return ok(message)
      },
    )

    app.post(
      '/chat/conversations/:id/close',
      { ...guard, schema: { params: conversationParams, body: closeRequest } },
      async (req) => {
        const actor = actorOf(req)
        const id = req.params.id
        await audited(ctx.db, actor, now(), async (tx) => {
          await ownTaken(tx, id, req.operator?.id ?? 0)
          await tx
            .update(chatConversations)
            .set({ status: 'closed', closedTag: req.body.tag, waitingSince: null })
            .where(eq(chatConversations.id, id))
          return {
            result: null,
            entry: { action: 'chat.close', target: target(id), after: { tag: req.body.tag } },
          }
        })
        await hub.publish({ type: 'queue', conversationId: id })
        return ok(await conversationView(id))
      },
    )

    app.get('/chat/images/:id', { ...guard, schema: { params: imageParams } }, async (req, reply) => {
      const image = await readImage(ctx.db, req.params.id, null)
      if (!image) throw notFound()
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, max-age=86400')
        .send(image.bytes)
    })

    // Every conversation's frames; the operator's typing and read marks come back this way.
    app.get('/chat/socket', { websocket: true }, async (socket, req) => {
      const query = (req.query as { token?: unknown }).token
      const token = typeof query === 'string' ? query : ''
      const checking = signIn.verify(token).then((o) => (o && can(o.role, 'chat.handle') ? o : null))
      const send = (frame: ChatServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame))
      }
      // Listening before the first await, so nothing sent right after opening is lost.
      socket.on('message', (raw: Buffer) => {
        void (async () => {
          const operator = await checking
          let frame: ReturnType<typeof operatorSocketFrame.safeParse>
          try {
            frame = operatorSocketFrame.safeParse(JSON.parse(raw.toString('utf8')))
          } catch {
            return
          }
          // The session may have ended since the socket opened.
          if (!operator || !frame.success || !(await signIn.verify(token))) return
          const row = await conversationOf(ctx.db, frame.data.conversationId)
          if (!row || row.operatorId !== operator.id) return
          if (frame.data.type === 'typing')
            return hub.publish({ type: 'typing', conversationId: row.id, side: 'operator' })
          const upTo = await mark(ctx.db, row.id, 'operator', 'read', frame.data.upTo, now())
          if (upTo)
            await hub.publish({
              type: 'read',
              conversationId: row.id,
              side: 'operator',
              upTo,
              at: now().toISOString(),
            })
        })().catch((err) => req.log.error({ err }, 'chat console socket message'))
      })
      if (!(await checking)) {
        socket.close(CHAT_CLOSE_UNAUTHORIZED, 'unauthorized')
        return
      }
      // Every conversation's frames, less the operators' own typing and read marks.
      const unsubscribe = hub.subscribe('all', (frame) => {
        if ((frame.type === 'typing' || frame.type === 'read') && frame.side === 'operator') return
        send(frame)
        if (frame.type === 'message' && frame.message.sender === 'player')
          void mark(ctx.db, frame.conversationId, 'operator', 'delivered', frame.message.id, now()).then(
            (upTo) =>
              upTo
                ? hub.publish({
                    type: 'delivered',
                    conversationId: frame.conversationId,
                    upTo,
                    at: now().toISOString(),
                  })
                : undefined,
          )
      })
      socket.on('close', unsubscribe)
    })
  }
}
