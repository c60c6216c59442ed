import { COOLING_OFF_HOURS, limitBody, type PlayerLimits } from '#contract/protection.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { AMOUNT_REFUSALS } from '../../money/amounts.ts'
import { readLimits, setLimit } from './limits.ts'

/** GET and PUT member/limits: the signed-in player's own limits (issue 30's API). */
export function limitRoutes(ctx: AppContext) {
  const answer = (list: PlayerLimits['list']): PlayerLimits => ({
    list,
    cooling_off_hours: COOLING_OFF_HOURS,
  })
  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))

    app.get('/member/limits', async (req) =>
      ok(answer(await readLimits(ctx.db, currentUser(req).id, ctx.clock.now()))),
    )

    app.put(
      '/member/limits',
      {
        schema: { body: limitBody },
        config: { ...perPlayer(60), errors: { 422: AMOUNT_REFUSALS } },
      },
      async (req) =>
        ok(
          answer(
            await setLimit(ctx.db, currentUser(req).id, req.body, ctx.clock.now(), ctx.config.SITE_TIMEZONE),
          ),
        ),
    )
  }
}
