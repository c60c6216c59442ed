import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { Notice, NoticeKind } from '#contract/notices.ts'
import type { Db } from '../../db/client.ts'
import { notices } from './tables.ts'

/** The site's language of a request ('zh-CN,zh;q=0.9' → 'zh'); English when none. */
export const languageOf = (header: string | undefined) =>
  (header ?? '').split(',')[0]?.trim().split(/[-_;]/)[0]?.toLowerCase() || 'en'

/**
 * The announcements of a kind players see at `now` in `lang`: switched on and inside their
 * window, pinned first then newest; a text not written in the language is the English one.
 */
export async function liveNotices(db: Db, kind: NoticeKind, lang: string, now: Date): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.kind, kind),
        eq(notices.active, true),
        or(isNull(notices.startsAt), lte(notices.startsAt, now)),
        or(isNull(notices.endsAt), gt(notices.endsAt, now)),
      ),
    )
    .orderBy(desc(notices.pinned), desc(notices.startsAt), desc(notices.id), asc(notices.kind))
  return rows.map((n) => ({
    id: n.id,
    title: n.title[lang] || n.title.en || '',
    body: n.body[lang] || n.body.en || '',
    pinned: n.pinned,
    popup: n.popup,
    starts_at: (n.startsAt ?? n.createdAt).toISOString(),
  }))
}
