import {
  type AccountSummary,
  accountSummaryQuery,
  type BetStatistics,
  betStatisticsQuery,
} from '#contract/reports.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import type { OpenBets } from './open.ts'
import { reportPeriod } from './period.ts'
import { betStatistics } from './statistics.ts'
import { accountSummary } from './summary.ts'

/**
 * Reports (spec §1, §7): the player's bets per game and the accounts summary over whole days of
 * the site's time zone (SITE_TIMEZONE), both ends included; the answer names the zone.
 */
export function reportRoutes(ctx: AppContext, openBets: OpenBets) {
  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))
    const periodOf = (q: { start_date?: string | undefined; end_date?: string | undefined }) =>
      reportPeriod(q, ctx.clock.now(), ctx.config.SITE_TIMEZONE)

    app.get('/member/bet/statistics', { schema: { querystring: betStatisticsQuery } }, async (req) => {
      const { start, end, ...period } = periodOf(req.query)
      const sums = await betStatistics(
        ctx.db,
        openBets,
        currentUser(req).id,
        { start, end },
        req.query.game_id,
      )
      return ok<BetStatistics>({ ...period, ...sums })
    })

    app.get('/member/account/summary', { schema: { querystring: accountSummaryQuery } }, async (req) => {
      const { start, end, ...period } = periodOf(req.query)
      const lines = await accountSummary(ctx.db, openBets, currentUser(req).id, { start, end })
      return ok<AccountSummary>({ ...period, ...lines })
    })
  }
}
