import { useQuery } from '@tanstack/react-query'
import type { FooterTexts, SiteContent, SlideRow } from '#contract/backofficeRoles.ts'
import type { AdInput, AdPlacement } from '#contract/notices.ts'
import { bo, useChange } from '../api.ts'

const silent = { silent: true }
const KEY = ['backoffice', 'content']

/** The slides (all of them, switched off or not) and the footer texts by language. */
export const useSiteContent = () =>
  useQuery({ queryKey: KEY, queryFn: () => bo.get<SiteContent>('content', silent) })

export type StoredAds = Partial<Record<AdPlacement, AdInput>>

export type SlideInput = Omit<SlideRow, 'id'>

/** Adds a slide (no id) or replaces one; the reason goes to the audit log. */
export const useSaveSlide = () =>
  useChange(({ id, ...body }: SlideInput & { id: number | null; reason: string }) =>
    bo.post<SlideRow>(id === null ? 'content/slides' : `content/slides/${id}`, body, silent),
  )

export const useRemoveSlide = () =>
  useChange(({ id, reason }: { id: number; reason: string }) =>
    bo.post<null>(`content/slides/${id}/remove`, { reason }, silent),
  )

export const useSaveFooter = () =>
  useChange((body: { footer: Partial<Record<string, FooterTexts>>; reason: string }) =>
    bo.post<SiteContent['footer']>('content/footer', body, silent),
  )

const ADS_KEY = ['backoffice', 'content', 'ads']

/** Every placement's stored ad, switched on or off; a placement without one is absent. */
export const useStoredAds = () =>
  useQuery({ queryKey: ADS_KEY, queryFn: () => bo.get<StoredAds>('content/ads', silent) })

/** Sets one placement's ad, or clears it with null; the other placements stay as they are. */
export const useSaveAd = () =>
  useChange(({ placement, ...body }: { placement: AdPlacement; ad: AdInput | null; reason: string }) =>
    bo.post<StoredAds>(`content/ads/${placement}`, body, silent),
  )
