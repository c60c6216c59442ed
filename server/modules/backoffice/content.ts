import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { footerRequest, slideRequest } from '#contract/backoffice.ts'
import type { FooterTexts, SiteContent, SlideRow } from '#contract/backofficeRoles.ts'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../http/envelope.ts'
import { type Actor, audited } from '../operators/index.ts'
import { siteConfig, slideshow } from '../site/tables.ts'

type SlideInput = Omit<z.output<typeof slideRequest>, 'reason'>
type FooterInput = z.output<typeof footerRequest>['footer']
/** What the players' footer reads per language: the edited texts plus the community links. */
type StoredFooter = Record<string, FooterTexts & { social?: Record<string, string> }>

const rowOf = (s: typeof slideshow.$inferSelect): SlideRow => ({
  id: s.id,
  pic: s.pic,
  title: s.name,
  url: s.url,
  sort: s.sort,
  active: s.active,
  startsAt: s.startsAt?.toISOString() ?? null,
  endsAt: s.endsAt?.toISOString() ?? null,
})

const columnsOf = (input: SlideInput) => ({
  pic: input.pic,
  // Languages left empty are left out, so players read the English title there.
  name: Object.fromEntries(Object.entries(input.title).filter(([, v]) => v)) as Record<string, string>,
  url: input.url,
  sort: input.sort,
  active: input.active,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
})

const textsOf = (footer: StoredFooter) =>
  Object.fromEntries(
    Object.entries(footer).map(([lang, f]) => [
      lang,
      {
        about: f.about,
        sponsorship: f.sponsorship,
        responsibleGaming: f.responsibleGaming,
        copyright: f.copyright,
      },
    ]),
  )

async function storedFooter(db: Db): Promise<StoredFooter> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, 'footer'))
  return (row?.value as StoredFooter | undefined) ?? {}
}

/**
 * Site content as marketing edits it. The public endpoints (GET slideshow, site_config) read the
 * same rows, so a change shows from its commit; each change writes its audit row with it.
 */
export function contentService(db: Db, clock: Clock) {
  const slideOrMissing = async (tx: Db, id: number) => {
    const [row] = await tx.select().from(slideshow).where(eq(slideshow.id, id)).for('update')
    if (!row) throw notFound('slideNotFound')
    return row
  }
  return {
    async content(): Promise<SiteContent> {
      const slides = await db.select().from(slideshow).orderBy(asc(slideshow.sort), asc(slideshow.id))
      return { slides: slides.map(rowOf), footer: textsOf(await storedFooter(db)) }
    },

    addSlide(actor: Actor, input: SlideInput, reason: string): Promise<SlideRow> {
      return audited(db, actor, clock.now(), async (tx) => {
        const [row] = await tx.insert(slideshow).values(columnsOf(input)).returning()
        if (!row) throw new Error('slide insert returned nothing')
        const after = rowOf(row)
        return { result: after, entry: { action: 'slide.add', target: `slide:${row.id}`, after, reason } }
      })
    },

    updateSlide(actor: Actor, id: number, input: SlideInput, reason: string): Promise<SlideRow> {
      return audited(db, actor, clock.now(), async (tx) => {
        const before = rowOf(await slideOrMissing(tx, id))
        const [row] = await tx.update(slideshow).set(columnsOf(input)).where(eq(slideshow.id, id)).returning()
        const after = row ? rowOf(row) : before
        return {
          result: after,
          entry: { action: 'slide.update', target: `slide:${id}`, before, after, reason },
        }
      })
    },

    removeSlide(actor: Actor, id: number, reason: string): Promise<null> {
      return audited(db, actor, clock.now(), async (tx) => {
        const before = rowOf(await slideOrMissing(tx, id))
        await tx.delete(slideshow).where(eq(slideshow.id, id))
        return { result: null, entry: { action: 'slide.remove', target: `slide:${id}`, before, reason } }
      })
    },

    /** Replaces the footer's texts; each language keeps its community links. */
    setFooter(actor: Actor, footer: FooterInput, reason: string): Promise<SiteContent['footer']> {
      return audited(db, actor, clock.now(), async (tx) => {
        await tx.select().from(siteConfig).where(eq(siteConfig.key, 'footer')).for('update')
        const old = await storedFooter(tx)
        const value: StoredFooter = {}
        for (const [lang, texts] of Object.entries(footer)) {
          if (!texts) continue
          const social = old[lang]?.social ?? old.en?.social
          value[lang] = social ? { ...texts, social } : texts
        }
        await tx
          .insert(siteConfig)
          .values({ key: 'footer', value })
          .onConflictDoUpdate({ target: siteConfig.key, set: { value } })
        const after = textsOf(value)
        return {
          result: after,
          entry: { action: 'footer.update', target: 'site:footer', before: textsOf(old), after, reason },
        }
      })
    },
  }
}
