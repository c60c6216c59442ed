import { markReadRequest } from '#contract/notices.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { liveAds } from './ads.ts'
import { inbox, markRead } from './messages.ts'
import { languageOf, liveNotices } from './notices.ts'

/**
 * Spec §7 Notices under /sports: GET notice/public (site-wide announcements) and notice/notice
 * (marketing's notices) for anyone, in the Accept-Language; GET notice/private, the signed-in
 * player's messages with the unread count, and POST notice/private/read to mark them read; GET ad.
 */
export function noticeRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.get('/notice/public', async (req) =>
      ok(await liveNotices(ctx.db, 'public', languageOf(req.headers['accept-language']), ctx.clock.now())),
    )
    app.get('/notice/notice', async (req) =>
      ok(await liveNotices(ctx.db, 'notice', languageOf(req.headers['accept-language']), ctx.clock.now())),
    )
    // Home: GET ad (spec §7), the ad placements marketing set in the back office.
    app.get('/ad', async (req) => ok(await liveAds(ctx.db, languageOf(req.headers['accept-language']))))
    const signedIn = { preHandler: requireUser(ctx) }
    app.get('/notice/private', signedIn, async (req) => ok(await inbox(ctx.db, currentUser(req).id)))
    app.post('/notice/private/read', { ...signedIn, schema: { body: markReadRequest } }, async (req) => {
      const userId = currentUser(req).id
      await markRead(ctx.db, userId, req.body.ids, ctx.clock.now())
      return ok({ unread: (await inbox(ctx.db, userId)).unread })
    })
  }
}
