import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { reasonRequest, slideId } from '#contract/backoffice.ts'
import type { Permission } from '#contract/backofficeRoles.ts'
import {
  type AdInput,
  adPlacementParams,
  adRequest,
  adsRequest,
  messageRequest,
  type NoticeRow,
  noticeRequest,
  type SentMessage,
} from '#contract/notices.ts'
import type { App, AppContext } from '../../context.ts'
import { notFound, ok } from '../../http/envelope.ts'
import { type StoredAds, segmentName, sendMessage, storedAds } from '../notices/index.ts'
import { notices } from '../notices/tables.ts'
import { audited } from '../operators/index.ts'
import { siteConfig } from '../site/tables.ts'
import { actorOf, requireOperator } from './guard.ts'
import type { OperatorSignIn } from './signIn.ts'

type NoticeInput = Omit<z.output<typeof noticeRequest>, 'reason'>

const rowOf = (n: typeof notices.$inferSelect): NoticeRow => ({
  id: n.id,
  kind: n.kind as NoticeRow['kind'],
  title: n.title,
  body: n.body,
  pinned: n.pinned,
  popup: n.popup,
  active: n.active,
  startsAt: n.startsAt?.toISOString() ?? null,
  endsAt: n.endsAt?.toISOString() ?? null,
})

// Languages left empty are left out, so players read the English text there.
const written = (texts: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(texts).filter(([, v]) => v)) as Record<string, string>

const columnsOf = (n: NoticeInput) => ({
  kind: n.kind,
  title: written(n.title),
  body: written(n.body),
  pinned: n.pinned,
  popup: n.popup,
  active: n.active,
  startsAt: n.startsAt ? new Date(n.startsAt) : null,
  endsAt: n.endsAt ? new Date(n.endsAt) : null,
})

/**
 * /backoffice/api/notices and /messages (marketing and admin): announcements per language with
 * their window, pin and pop-up; private messages to one player or a segment, delivered at sending.
 * Each change writes its audit row in the same transaction.
 */
export function noticeRoutes(ctx: AppContext, signIn: OperatorSignIn) {
  const guard = (permission: Permission) => ({ preHandler: requireOperator(signIn, permission) })
  const now = () => ctx.clock.now()
  const existing = async (tx: typeof ctx.db, id: number) => {
    const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for('update')
    if (!row) throw notFound('noticeNotFound')
    return row
  }
  return async (app: App) => {
    app.get('/notices', guard('content.list'), async () =>
      ok((await ctx.db.select().from(notices).orderBy(desc(notices.id))).map(rowOf)),
    )
    app.post('/notices', { ...guard('content.edit'), schema: { body: noticeRequest } }, async (req) => {
      const { reason, ...input } = req.body
      return ok(
        await audited(ctx.db, actorOf(req), now(), async (tx) => {
          const [row] = await tx
            .insert(notices)
            .values({ ...columnsOf(input), createdAt: now() })
            .returning()
          if (!row) throw new Error('notice insert returned nothing')
          const after = rowOf(row)
          return { result: after, entry: { action: 'notice.add', target: `notice:${row.id}`, after, reason } }
        }),
      )
    })
    app.post(
      '/notices/:id',
      { ...guard('content.edit'), schema: { params: slideId, body: noticeRequest } },
      async (req) => {
        const { reason, ...input } = req.body
        return ok(
          await audited(ctx.db, actorOf(req), now(), async (tx) => {
            const before = rowOf(await existing(tx, req.params.id))
            const [row] = await tx
              .update(notices)
              .set(columnsOf(input))
              .where(eq(notices.id, req.params.id))
              .returning()
            const after = row ? rowOf(row) : before
            return {
              result: after,
              entry: { action: 'notice.update', target: `notice:${req.params.id}`, before, after, reason },
            }
          }),
        )
      },
    )
    app.post(
      '/notices/:id/remove',
      { ...guard('content.edit'), schema: { params: slideId, body: reasonRequest } },
      async (req) =>
        ok(
          await audited(ctx.db, actorOf(req), now(), async (tx) => {
            const before = rowOf(await existing(tx, req.params.id))
            await tx.delete(notices).where(eq(notices.id, req.params.id))
            return {
              result: null,
              entry: {
                action: 'notice.remove',
                target: `notice:${req.params.id}`,
                before,
                reason: req.body.reason,
              },
            }
          }),
        ),
    )
    app.get('/content/ads', guard('content.list'), async () => ok(await storedAds(ctx.db)))
    // Replaces the ad placements: a placement left out or null shows no ad.
    app.post('/content/ads', { ...guard('content.edit'), schema: { body: adsRequest } }, async (req) =>
      ok(
        await audited(ctx.db, actorOf(req), now(), async (tx) => {
          await tx.select().from(siteConfig).where(eq(siteConfig.key, 'ads')).for('update')
          const before = await storedAds(tx)
          const value: StoredAds = Object.fromEntries(
            Object.entries(req.body.ads).filter(([, ad]) => ad),
          ) as StoredAds
          await tx
            .insert(siteConfig)
            .values({ key: 'ads', value })
            .onConflictDoUpdate({ target: siteConfig.key, set: { value } })
          return {
            result: value,
            entry: {
              action: 'ads.update',
              target: 'site:ads',
              before,
              after: value,
              reason: req.body.reason,
            },
          }
        }),
      ),
    )
    // One placement's ad, the others left as they are: two operators editing two placements
    // do not overwrite each other (the row is created first, so the lock always has a row).
    app.post(
      '/content/ads/:placement',
      { ...guard('content.edit'), schema: { params: adPlacementParams, body: adRequest } },
      async (req) => {
        const { placement } = req.params
        const { ad, reason } = req.body
        return ok(
          await audited(ctx.db, actorOf(req), now(), async (tx) => {
            await tx.insert(siteConfig).values({ key: 'ads', value: {} }).onConflictDoNothing()
            await tx.select().from(siteConfig).where(eq(siteConfig.key, 'ads')).for('update')
            const stored = await storedAds(tx)
            const before: AdInput | null = stored[placement] ?? null
            const after: AdInput | null = ad ? { ...ad, title: written(ad.title) as AdInput['title'] } : null
            const { [placement]: _left, ...others } = stored
            const value: StoredAds = after ? { ...others, [placement]: after } : others
            await tx.update(siteConfig).set({ value }).where(eq(siteConfig.key, 'ads'))
            return {
              result: value,
              entry: { action: 'ad.update', target: `ad:${placement}`, before, after, reason },
            }
          }),
        )
      },
    )
    app.post('/messages', { ...guard('content.edit'), schema: { body: messageRequest } }, async (req) => {
      const { segment, title, body, reason } = req.body
      return ok(
        await audited(ctx.db, actorOf(req), now(), async (tx) => {
          const sent = await sendMessage(tx, segment, { title, body }, now())
          const after: SentMessage = {
            id: sent.id,
            segment: segmentName(segment),
            title,
            recipients: sent.recipients,
          }
          return {
            result: after,
            entry: { action: 'message.send', target: `message:${sent.id}`, after, reason },
          }
        }),
      )
    })
  }
}
