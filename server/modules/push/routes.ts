import { and, desc, eq, notInArray } from 'drizzle-orm'
import { type PushKey, pushSubscribe, pushUnsubscribe } from '#contract/push.ts'
import type { App, AppContext } from '../../context.ts'
import { ok, rejected, unauthorized } from '../../http/envelope.ts'
import { bearer, currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { type EndpointPolicy, endpointProblem } from './endpoint.ts'
import { pushSubscriptions } from './tables.ts'

/**
 * A player's devices beyond this many lose their oldest subscription (a new phone works at once,
 * without turning the old one off first); the sender also sends to no more than this many.
 */
export const MAX_DEVICES = 5

/**
 * The public key the browser subscribes with, and a device's subscription: stored per endpoint
 * (one device, one row, moved to whoever subscribes it last), under the sign-in session that
 * made it so signing out removes it (auth/sessions.ts). An endpoint that is not a public https
 * push service is refused (`pushEndpointNotAllowed`, with the reason): the server would post to it.
 */
export function pushRoutes(ctx: AppContext, publicKey: string | null, policy: EndpointPolicy) {
  return async (app: App) => {
    app.get('/push/key', async () => ok<PushKey>({ publicKey }))

    app.post(
      '/push/subscribe',
      { preHandler: requireUser(ctx), schema: { body: pushSubscribe }, config: perPlayer(30) },
      async (req) => {
        if (!publicKey) return ok({ subscribed: false })
        const claims = await ctx.signer.verify(bearer(req) ?? '', ctx.clock.now())
        if (!claims) throw unauthorized()
        const userId = currentUser(req).id
        const { endpoint, keys, language } = req.body
        const reason = await endpointProblem(endpoint, policy)
        if (reason) throw rejected('pushEndpointNotAllowed', { reason })
        const row = { userId, sessionId: claims.sid, p256dh: keys.p256dh, auth: keys.auth, language }
        await ctx.db
          .insert(pushSubscriptions)
          .values({ endpoint, ...row, createdAt: ctx.clock.now() })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
        const newest = ctx.db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.id))
          .limit(MAX_DEVICES)
        await ctx.db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)))
        return ok({ subscribed: true })
      },
    )

    app.post(
      '/push/unsubscribe',
      { preHandler: requireUser(ctx), schema: { body: pushUnsubscribe }, config: perPlayer(30) },
      async (req) => {
        await ctx.db
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.endpoint, req.body.endpoint),
              eq(pushSubscriptions.userId, currentUser(req).id),
            ),
          )
        return ok(null)
      },
    )
  }
}
