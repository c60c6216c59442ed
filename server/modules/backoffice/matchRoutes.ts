import { matchesQuery, matchParams, matchResultRequest, reasonRequest } from '#contract/backoffice.ts'
import type { Permission } from '#contract/backofficeRoles.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { actorOf, type requireOperator } from './guard.ts'
import { matchActions } from './matchActions.ts'
import { matchesPage } from './matches.ts'

type Guard = (permission: Permission) => { preHandler: ReturnType<typeof requireOperator> }

/** The Sports page's routes: the match list and the traders' actions, each with its permission and a reason. */
export function matchRoutes(ctx: AppContext, guard: Guard) {
  return (app: App) => {
    // The feed's tick settles what a change decided, the same pass the server runs every 15 s.
    const actions = matchActions(ctx, () => app.jobs.sportsTick())
    app.get('/matches', { ...guard('matches.list'), schema: { querystring: matchesQuery } }, async (req) =>
      ok(await matchesPage(ctx.db, req.query)),
    )
    app.post(
      '/matches/:sport/:id/suspend',
      { ...guard('matches.suspend'), schema: { params: matchParams, body: reasonRequest } },
      async (req) =>
        ok(await actions.suspend(actorOf(req), req.params.sport, req.params.id, req.body.reason)),
    )
    app.post(
      '/matches/:sport/:id/resume',
      { ...guard('matches.resume'), schema: { params: matchParams, body: reasonRequest } },
      async (req) => ok(await actions.resume(actorOf(req), req.params.sport, req.params.id, req.body.reason)),
    )
    app.post(
      '/matches/:sport/:id/void',
      { ...guard('matches.void'), schema: { params: matchParams, body: reasonRequest } },
      async (req) => ok(await actions.void(actorOf(req), req.params.sport, req.params.id, req.body.reason)),
    )
    app.post(
      '/matches/:sport/:id/result',
      { ...guard('matches.result'), schema: { params: matchParams, body: matchResultRequest } },
      async (req) =>
        ok(await actions.result(actorOf(req), req.params.sport, req.params.id, req.body, req.body.reason)),
    )
  }
}
