import { z } from 'zod'
import { reasonRequest } from '#contract/backoffice.ts'
import type { Permission } from '#contract/backofficeRoles.ts'
import { campaignDraft, campaignRequest } from '#contract/rewards.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { campaignService } from './campaigns.ts'
import { actorOf, requireOperator } from './guard.ts'
import type { OperatorSignIn } from './signIn.ts'

const campaignId = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 52),
})

/** /backoffice/api/campaigns: rewards campaigns (marketing and admin). */
export function campaignRoutes(ctx: AppContext, signIn: OperatorSignIn) {
  const service = campaignService(ctx.db, ctx.clock)
  const guard = (permission: Permission) => ({ preHandler: requireOperator(signIn, permission) })
  return async (app: App) => {
    app.get('/campaigns', guard('campaigns.list'), async () => ok(await service.list()))
    app.post(
      '/campaigns/preview',
      { ...guard('campaigns.list'), schema: { body: campaignDraft } },
      async (req) => ok(service.preview(req.body)),
    )
    app.post('/campaigns', { ...guard('campaigns.edit'), schema: { body: campaignRequest } }, async (req) => {
      const { reason, ...draft } = req.body
      return ok(await service.create(actorOf(req), draft, reason))
    })
    app.put(
      '/campaigns/:id',
      { ...guard('campaigns.edit'), schema: { params: campaignId, body: campaignRequest } },
      async (req) => {
        const { reason, ...draft } = req.body
        return ok(await service.update(actorOf(req), req.params.id, draft, reason))
      },
    )
    app.post(
      '/campaigns/:id/end',
      { ...guard('campaigns.edit'), schema: { params: campaignId, body: reasonRequest } },
      async (req) => ok(await service.end(actorOf(req), req.params.id, req.body.reason)),
    )
  }
}
