import { dashboardQuery, drawId, drawsQuery, drawTicketsQuery } from '#contract/backoffice.ts'
import type { Permission } from '#contract/backofficeRoles.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import type { OpenBets } from '../reports/index.ts'
import { dashboard } from './dashboard.ts'
import { drawSchedules, drawsPage, drawTickets, type LotteryGames } from './draws.ts'
import type { requireOperator } from './guard.ts'

type Guard = (permission: Permission) => { preHandler: ReturnType<typeof requireOperator> }

/** The dashboard (finance, trader, admin) and the draws (trader, admin): read-only figures. */
export function dashboardRoutes(
  ctx: AppContext,
  guard: Guard,
  lotteryGames: LotteryGames,
  openBets: OpenBets,
) {
  return async (app: App) => {
    app.get(
      '/dashboard',
      { ...guard('dashboard.view'), schema: { querystring: dashboardQuery } },
      async (req) => ok(await dashboard(ctx, req.query, openBets)),
    )
    app.get('/draws/schedules', guard('draws.list'), async () =>
      ok(await drawSchedules(ctx.db, lotteryGames)),
    )
    app.get('/draws', { ...guard('draws.list'), schema: { querystring: drawsQuery } }, async (req) =>
      ok(await drawsPage(ctx.db, req.query)),
    )
    app.get(
      '/draws/:id/tickets',
      { ...guard('draws.list'), schema: { params: drawId, querystring: drawTicketsQuery } },
      async (req) => ok(await drawTickets(ctx.db, req.params.id, req.query)),
    )
  }
}
