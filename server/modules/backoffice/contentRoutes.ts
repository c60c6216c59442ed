import { footerRequest, reasonRequest, slideId, slideRequest } from '#contract/backoffice.ts'
import type { Permission } from '#contract/backofficeRoles.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { contentService } from './content.ts'
import { actorOf, requireOperator } from './guard.ts'
import type { OperatorSignIn } from './signIn.ts'

/** /backoffice/api/content: the home slideshow and the footer texts (marketing and admin). */
export function contentRoutes(ctx: AppContext, signIn: OperatorSignIn) {
  const content = contentService(ctx.db, ctx.clock)
  const guard = (permission: Permission) => ({ preHandler: requireOperator(signIn, permission) })
  return async (app: App) => {
    app.get('/content', guard('content.list'), async () => ok(await content.content()))
    app.post('/content/slides', { ...guard('content.edit'), schema: { body: slideRequest } }, async (req) => {
      const { reason, ...slide } = req.body
      return ok(await content.addSlide(actorOf(req), slide, reason))
    })
    app.post(
      '/content/slides/:id',
      { ...guard('content.edit'), schema: { params: slideId, body: slideRequest } },
      async (req) => {
        const { reason, ...slide } = req.body
        return ok(await content.updateSlide(actorOf(req), req.params.id, slide, reason))
      },
    )
    app.post(
      '/content/slides/:id/remove',
      { ...guard('content.edit'), schema: { params: slideId, body: reasonRequest } },
      async (req) => ok(await content.removeSlide(actorOf(req), req.params.id, req.body.reason)),
    )
    app.post('/content/footer', { ...guard('content.edit'), schema: { body: footerRequest } }, async (req) =>
      ok(await content.setFooter(actorOf(req), req.body.footer, req.body.reason)),
    )
  }
}
