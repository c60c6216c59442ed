import type { FastifyRequest } from 'fastify'
import {
  CHAT_FLOOD_MAX,
  CHAT_FLOOD_WINDOW_MS,
  CHAT_IMAGE_MAX_BYTES,
  type ChatServerFrame,
  type ChatTokenAnswer,
  type SupportChannels,
} from '#contract/chat.ts'
import {
  chatClientFrame,
  chatText,
  chatTokenRequest,
  historyRequest,
  imageParams,
  nonLoginRequest,
} from '#contract/chatRequests.ts'
import type { App, AppContext } from '../../context.ts'
import { AppError, notFound, ok, rejected } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import type { ChatHub } from './hub.ts'
import { sniffImage } from './images.ts'
import {
  addPlayerMessage,
  attachVisitor,
  conversationOf,
  history,
  mark,
  newVisitorConversation,
  playerConversation,
  readImage,
  storeImage,
  visitorConversation,
} from './store.ts'
import {
  type ChatClaims,
  type ChatTokens,
  newImageId,
  newVisitorKey,
  signatureHolds,
  visitorKeyHash,
} from './tokens.ts'

/** Support hours and channels: what the footer and the chat show (GET customer, customer_service). */
export const SUPPORT: SupportChannels = {
  hours: { from: '00:00', to: '24:00', timezone: 'Asia/Manila', everyDay: true },
  channels: [
    { kind: 'chat', address: '/chat' },
    { kind: 'email', address: 'support@betsuite.example' },
    { kind: 'telegram', address: 'https://t.me/betsuite_support' },
  ],
}

/** Close code for a bad or stale chat token: the client asks for a new one instead of retrying. */
export const CHAT_CLOSE_UNAUTHORIZED = 4401

/**
 * Refusals answer 403, not 401: a player's site reads 401 as a lost sign-in.
 * The chat token must name a conversation still held the way it was given: a visitor's token
 * stops once the conversation moved to an account, a player's belongs to that player only.
 */
export async function chatHolder(ctx: AppContext, tokens: ChatTokens, token: string | undefined) {
  const claims = tokens.verify(token, ctx.clock.now())
  if (!claims) return null
  const conversation = await conversationOf(ctx.db, claims.conversationId)
  if (!conversation) return null
  if (claims.kind === 'v' ? conversation.userId !== null : conversation.userId !== claims.userId) return null
  return { claims, conversation }
}

/** The player's side of one message: checked, limited, stored, announced. */
export async function sendAsPlayer(
  ctx: AppContext,
  hub: ChatHub,
  conversationId: number,
  content: { body?: string; imageId?: string },
  clientId?: string,
) {
  const now = ctx.clock.now()
  const message = await addPlayerMessage(ctx.db, conversationId, content, now, {
    since: new Date(now.getTime() - CHAT_FLOOD_WINDOW_MS),
    max: CHAT_FLOOD_MAX,
  })
  if (!message) throw new AppError(429, 'chatFlood', null, 1)
  await hub.publish({ type: 'message', conversationId, message, ...(clientId && { clientId }) })
  await hub.publish({ type: 'queue', conversationId })
  return message
}

const chatTokenOf = (req: FastifyRequest) => {
  const header = req.headers['chat-token']
  return typeof header === 'string' ? header : undefined
}

/**
 * /otherChat: the chat's tokens, history, images and socket. Visitors sign getNonLoginToken
 * (contract/chat.ts); players ask getChatToken with their access token.
 */
export function chatRoutes(ctx: AppContext, hub: ChatHub, tokens: ChatTokens) {
  const holder = async (req: FastifyRequest) => {
    const held = await chatHolder(ctx, tokens, chatTokenOf(req))
    if (!held) throw new AppError(403, 'chatTokenInvalid')
    return held
  }
  const answer = (
    conversationId: number,
    kind: ChatClaims['kind'],
    userId: number,
    key: string | null,
  ): ChatTokenAnswer => ({
    token: tokens.issue({ kind, conversationId, userId }, ctx.clock.now()),
    nonLoginOtherChatID: key,
    conversationId,
  })

  return async (app: App) => {
    app.post(
      '/otherChat/otherChatToken/getNonLoginToken',
      {
        schema: { body: nonLoginRequest },
        config: { rateLimit: { max: 20, timeWindow: '1 minute', hook: 'preHandler' } },
      },
      async (req) => {
        if (!signatureHolds(req.headers.clientsecret, req.headers.cst, ctx.clock.now()))
          throw new AppError(403, 'chatSignatureInvalid')
        const kept = req.body.nonLoginOtherChatID
        const known = kept ? await visitorConversation(ctx.db, visitorKeyHash(kept)) : null
        if (known && kept) return ok(answer(known.id, 'v', 0, kept))
        const key = newVisitorKey()
        const created = await newVisitorConversation(ctx.db, visitorKeyHash(key))
        return ok(answer(created.id, 'v', 0, key))
      },
    )

    app.post(
      '/otherChat/otherChatToken/getChatToken',
      { preHandler: requireUser(ctx), schema: { body: chatTokenRequest } },
      async (req) => {
        const user = currentUser(req)
        const kept = req.body.nonLoginOtherChatID
        const attached = kept ? await attachVisitor(ctx.db, visitorKeyHash(kept), user.id) : null
        const conversation = attached ?? (await playerConversation(ctx.db, user.id))
        if (kept) await hub.publish({ type: 'queue', conversationId: conversation.id })
        return ok(answer(conversation.id, 'u', user.id, null))
      },
    )

    // Raw image bytes, at most CHAT_IMAGE_MAX_BYTES, whatever type the sender claims.
    app.register(async (scope: App) => {
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: CHAT_IMAGE_MAX_BYTES },
        (_req, body, done) => done(null, body),
      )
      scope.post('/otherChat/image', async (req) => {
        const { conversation } = await holder(req)
        const bytes = req.body
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw rejected('chatImageNotImage')
        const mime = sniffImage(bytes)
        if (!mime) throw rejected('chatImageNotImage')
        const id = newImageId()
        await storeImage(ctx.db, id, conversation.id, mime, bytes)
        return ok(await sendAsPlayer(ctx, hub, conversation.id, { imageId: id }))
      })
    })

    // <img> cannot send headers: the chat token comes in the query, and the image must be this conversation's.
    app.get('/otherChat/image/:id', { schema: { params: imageParams } }, async (req, reply) => {
      const token = (req.query as { token?: unknown }).token
      const held = await chatHolder(ctx, tokens, typeof token === 'string' ? token : undefined)
      if (!held) throw new AppError(403, 'chatTokenInvalid')
      const image = await readImage(ctx.db, req.params.id, held.conversation.id)
      if (!image) throw notFound()
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline')
        .send(image.bytes)
    })

    app.get('/otherChat/ws', { websocket: true }, async (socket, req) => {
      const query = (req.query as { token?: unknown }).token
      const token = typeof query === 'string' ? query : undefined
      const checking = chatHolder(ctx, tokens, token)
      const send = (frame: ChatServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame))
      }
      // Listening before the first await: frames sent right after opening wait for the token's
      // check, then run one at a time, so messages are stored in the order the player wrote them.
      let queue: Promise<unknown> = checking
      socket.on('message', (raw: Buffer) => {
        queue = queue
          .then(async () => {
            const held = await checking
            if (!held) return
            const conversationId = held.conversation.id
            let parsed: ReturnType<typeof chatClientFrame.safeParse>
            try {
              parsed = chatClientFrame.safeParse(JSON.parse(raw.toString('utf8')))
            } catch {
              return send({ type: 'error', error: 'pageNotWorking' })
            }
            if (!parsed.success)
              return send({
                type: 'error',
                // A frame of the right shape with text no one can type says so; any other is unreadable.
                error: parsed.error.issues.some((i) => i.message === 'invalidCharacters')
                  ? 'invalidCharacters'
                  : 'pageNotWorking',
              })
            const frame = parsed.data
            // The token may have run out, or the conversation moved to an account, since the socket opened.
            if (!(await chatHolder(ctx, tokens, token)))
              return socket.close(CHAT_CLOSE_UNAUTHORIZED, 'unauthorized')
            if (frame.type === 'typing')
              return hub.publish({ type: 'typing', conversationId, side: 'player' })
            if (frame.type === 'read') {
              const upTo = await mark(ctx.db, conversationId, 'player', 'read', frame.upTo, ctx.clock.now())
              if (upTo)
                await hub.publish({
                  type: 'read',
                  conversationId,
                  side: 'player',
                  upTo,
                  at: ctx.clock.now().toISOString(),
                })
              return
            }
            const text = chatText.safeParse(frame.text)
            if (!text.success)
              return send({
                type: 'error',
                error: text.error.issues[0]?.message ?? 'chatMessageEmpty',
                clientId: frame.clientId,
              })
            try {
              await sendAsPlayer(ctx, hub, conversationId, { body: text.data }, frame.clientId)
            } catch (err) {
              send({
                type: 'error',
                error: err instanceof AppError ? err.message : 'serverError',
                clientId: frame.clientId,
              })
            }
          })
          .catch((err) => req.log.error({ err }, 'chat socket message'))
      })
      const held = await checking
      if (!held) {
        socket.close(CHAT_CLOSE_UNAUTHORIZED, 'unauthorized')
        return
      }
      const conversationId = held.conversation.id
      const unsubscribe = hub.subscribe(conversationId, (frame) => {
        if (frame.type === 'queue' || (frame.type === 'typing' && frame.side === 'player')) return
        if (frame.type === 'read' && frame.side === 'player') return
        send(frame)
        // An operator's message reached the player's open socket: delivered.
        if (frame.type === 'message' && frame.message.sender !== 'player')
          void mark(ctx.db, conversationId, 'player', 'delivered', frame.message.id, ctx.clock.now()).then(
            (upTo) =>
              upTo
                ? hub.publish({ type: 'delivered', conversationId, upTo, at: ctx.clock.now().toISOString() })
                : undefined,
          )
      })
      socket.on('close', unsubscribe)
    })
  }
}

/** /sports/customer, /sports/customer_service and /sports/messagesync (spec §7). */
export function customerRoutes(ctx: AppContext, tokens: ChatTokens) {
  return async (app: App) => {
    app.get('/customer', async () => ok(SUPPORT))
    app.get('/customer_service', async () => ok(SUPPORT))
    app.post('/messagesync', { schema: { body: historyRequest } }, async (req) => {
      const held = await chatHolder(ctx, tokens, chatTokenOf(req))
      if (!held) throw new AppError(403, 'chatTokenInvalid')
      return ok(await history(ctx.db, held.conversation.id, req.body.before, req.body.limit))
    })
  }
}
