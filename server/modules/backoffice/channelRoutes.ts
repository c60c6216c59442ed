import { channelAllowRequest, channelId } from '#contract/backoffice.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { channelService } from './channels.ts'
import { actorOf, requireOperator } from './guard.ts'
import type { OperatorSignIn } from './signIn.ts'

/** /backoffice/api/withdrawal-channels: allow or disallow each withdrawal channel (finance and admin). */
export function channelRoutes(ctx: AppContext, signIn: OperatorSignIn) {
  const channels = channelService(ctx.db, ctx.clock)
  return async (app: App) => {
    app.get('/withdrawal-channels', { preHandler: requireOperator(signIn, 'withdrawals.list') }, async () =>
      ok(await channels.list()),
    )
    app.post(
      '/withdrawal-channels/:id',
      {
        preHandler: requireOperator(signIn, 'withdrawals.channels'),
        schema: { params: channelId, body: channelAllowRequest },
      },
      async (req) =>
        ok(await channels.setAllowed(actorOf(req), req.params.id, req.body.allowed, req.body.reason)),
    )
  }
}
