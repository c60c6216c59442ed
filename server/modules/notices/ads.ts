import { eq } from 'drizzle-orm'
import { AD_PLACEMENTS, type Ad, type AdInput, type AdPlacement } from '#contract/notices.ts'
import type { Db } from '../../db/client.ts'
import { siteConfig } from '../site/tables.ts'

/** The ads marketing set, by placement, as site_config keeps them (key 'ads'). */
export type StoredAds = Partial<Record<AdPlacement, AdInput>>

export async function storedAds(db: Db): Promise<StoredAds> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.key, 'ads'))
  return (row?.value as StoredAds | undefined) ?? {}
}

/** GET ad: the switched-on ads in `lang`, English where the language has no text. */
export async function liveAds(db: Db, lang: string): Promise<Ad[]> {
  const ads = await storedAds(db)
  return AD_PLACEMENTS.flatMap((placement) => {
    const a = ads[placement]
    if (!a?.active) return []
    const title = (a.title as Record<string, string | undefined>)[lang] || a.title.en || ''
    return [{ placement, pic: a.pic, url: a.url, title }]
  })
}
