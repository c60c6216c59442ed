import { z } from 'zod'
import type { App, AppContext } from '../../context.ts'
import { sessionLive } from '../auth/index.ts'

const query = z.object({ token: z.string().max(2048).optional() })

/** Close codes in the private range: the client logs them and does not retry a bad token. */
export const CLOSE_UNAUTHORIZED = 4401

/**
 * How often an open socket checks that its session is still live when nothing is pushed: a
 * player signed out elsewhere, locked or whose sessions an operator ended stops hearing about
 * their balance within this time, and at once on the next push.
 */
export const SESSION_CHECK_MS = 60_000

/**
 * WebSocket /wss-new?token=: the player's balance changes as they happen
 * ({ notifyType: WITHDRAW | RECHARGE, reason, balance }: the reason says why it moved). A missing
 * or bad token closes with a reason. @fastify/websocket is registered once on the app (server/app.ts).
 */
export function walletSocket(ctx: AppContext) {
  return async (app: App) => {
    // What each open socket must undo: the server closing stops their checks and subscriptions,
    // so none runs on against a database already closed.
    const open = new Set<() => void>()
    app.addHook('onClose', async () => {
      for (const stop of open) stop()
      open.clear()
    })
    app.get('/wss-new', { websocket: true }, async (socket, req) => {
      const parsed = query.safeParse(req.query)
      const claims =
        parsed.success && parsed.data.token
          ? await ctx.signer.verify(parsed.data.token, ctx.clock.now())
          : null
      if (!claims) {
        socket.close(CLOSE_UNAUTHORIZED, 'unauthorized')
        return
      }
      const { sid, userId } = claims
      // The token's signature and expiry were checked at connection; later only the session
      // matters (a socket outlives its access token, as the open app outlives it).
      const stillLive = async () => {
        if (await sessionLive(ctx.db, sid, userId, ctx.clock.now())) return true
        if (socket.readyState === socket.OPEN) socket.close(CLOSE_UNAUTHORIZED, 'unauthorized')
        return false
      }
      // A check the database could not answer leaves the socket as it was (the next one decides);
      // it must never become an unhandled rejection, which would end the process.
      const failed = (err: unknown) => req.log.warn({ err }, 'wallet socket: session check failed')
      const unsubscribe = ctx.walletPush.subscribe(userId, (message) => {
        stillLive()
          .then((live) => {
            if (live && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
          })
          .catch(failed)
      })
      const check = setInterval(() => void stillLive().catch(failed), SESSION_CHECK_MS)
      check.unref()
      const stop = () => {
        clearInterval(check)
        unsubscribe()
      }
      open.add(stop)
      socket.on('close', () => {
        stop()
        open.delete(stop)
      })
      // The client only listens; anything it sends is ignored.
      socket.on('message', () => undefined)
    })
  }
}
