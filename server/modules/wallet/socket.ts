import { z } from 'zod'
import type { App, AppContext } from '../../context.ts'

const query = z.object({ token: z.string().max(2048).optional() })

/** Close codes in the private range: the client logs them and does not retry a bad token. */
export const CLOSE_UNAUTHORIZED = 4401

/**
 * WebSocket /wss-new?token=: the player's balance changes as they happen
 * ({ notifyType: WITHDRAW | RECHARGE, reason, balance }: the reason says why it moved). A missing
 * or bad token closes with a reason. @fastify/websocket is registered once on the app (server/app.ts).
 */
export function walletSocket(ctx: AppContext) {
  return async (app: App) => {
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
      const unsubscribe = ctx.walletPush.subscribe(claims.userId, (message) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
      })
      socket.on('close', unsubscribe)
      // The client only listens; anything it sends is ignored.
      socket.on('message', () => undefined)
    })
  }
}
