import { type Exclusion, selfExclusionBody, timeoutBody } from '#contract/protection.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { takeBreak } from './exclusions.ts'

/**
 * POST member/timeout and member/self_exclusion: the break starts at once, every session of the
 * player ends with it (this one too: the answer is the last thing it receives), and so does every
 * device's push subscription (the sessions' own).
 */
export function breakRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))
    const start = async (userId: number, kind: Exclusion['kind'], period: Exclusion['period']) => {
      const now = ctx.clock.now()
      const taken = await takeBreak(ctx.db, userId, kind, period, now)
      await ctx.sessions.endAll(userId, now)
      return ok(taken)
    }
    app.post('/member/timeout', { schema: { body: timeoutBody }, config: perPlayer(10) }, async (req) =>
      start(currentUser(req).id, 'timeout', req.body.period),
    )
    app.post(
      '/member/self_exclusion',
      { schema: { body: selfExclusionBody }, config: perPlayer(10) },
      async (req) => start(currentUser(req).id, 'self_exclusion', req.body.period),
    )
  }
}
