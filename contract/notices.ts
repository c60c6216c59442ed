import { z } from 'zod'
import { CONTENT_LANGUAGES } from './backofficeRoles.ts'
import { instantText } from './dates.ts'

const text = (max: number) => z.string().trim().max(max, 'tooLong')
const perLanguage = (max: number) =>
  z
    .object(
      Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, text(max).optional()])) as Record<
        (typeof CONTENT_LANGUAGES)[number],
        z.ZodOptional<z.ZodString>
      >,
    )
    .refine((t) => (t.en ?? '').length > 0, { message: 'englishRequired', path: ['en'] })
const instant = instantText.nullable().default(null)
const reason = z.string().trim().min(3, 'reasonRequired').max(500, 'tooLong')

export const NOTICE_KINDS = ['public', 'notice'] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** An announcement as marketing writes it in the back office: per language, English required. */
export const noticeRequest = z
  .object({
    kind: z.enum(NOTICE_KINDS),
    title: perLanguage(120),
    body: perLanguage(4000),
    pinned: z.boolean().default(false),
    popup: z.boolean().default(false),
    active: z.boolean().default(true),
    startsAt: instant,
    endsAt: instant,
    reason,
  })
  .refine((n) => !n.startsAt || !n.endsAt || Date.parse(n.startsAt) < Date.parse(n.endsAt), {
    message: 'invalidDateRange',
    path: ['endsAt'],
  })

/** Who a private message goes to: one player, every player, a VIP level's players, an agent's players. */
export const messageSegment = z.discriminatedUnion('to', [
  z.object({ to: z.literal('player'), account: z.string().trim().toLowerCase().min(1).max(254) }),
  z.object({ to: z.literal('all') }),
  z.object({ to: z.literal('vip'), level: z.number().int().min(0).max(100) }),
  z.object({ to: z.literal('agent'), account: z.string().trim().toLowerCase().min(1).max(254) }),
])
export type MessageSegment = z.output<typeof messageSegment>

export const messageRequest = z.object({
  segment: messageSegment,
  title: text(120).min(1, 'titleRequired'),
  body: text(4000).min(1, 'bodyRequired'),
  reason,
})

/** POST notice/private/read: these messages, or every one when none are named. */
export const markReadRequest = z.object({ ids: z.array(z.number().int().min(1)).max(100).optional() })

/** An announcement as a player reads it, in their language (English when not written in it). */
export interface Notice {
  id: number
  title: string
  body: string
  pinned: boolean
  popup: boolean
  starts_at: string
}

/** A private message in the player's inbox; a system message has `key` and `params` to translate. */
export interface PrivateMessage {
  id: number
  title: string
  body: string
  key: string | null
  params: Record<string, string> | null
  read: boolean
  created_at: string
}

export interface Inbox {
  list: PrivateMessage[]
  unread: number
}

/** The back office's view of an announcement and a sent message. */
export interface NoticeRow {
  id: number
  kind: NoticeKind
  title: Record<string, string>
  body: Record<string, string>
  pinned: boolean
  popup: boolean
  active: boolean
  startsAt: string | null
  endsAt: string | null
}
export interface SentMessage {
  id: number
  segment: string
  title: string
  recipients: number
}

/** Where an ad shows on the player's site (GET ad). */
export const AD_PLACEMENTS = ['home', 'sports', 'lottery', 'games'] as const
export type AdPlacement = (typeof AD_PLACEMENTS)[number]

const link = z
  .string()
  .trim()
  .min(1, 'linkRequired')
  .max(500, 'tooLong')
  .refine((v) => {
    if (/\s|\\/.test(v)) return false
    if (v.startsWith('/')) return !v.startsWith('//')
    try {
      return new URL(v).protocol === 'https:'
    } catch {
      return false
    }
  }, 'linkRule')

/** One ad as marketing sets it: image, link, its text per language (English required), on or off. */
const ad = z.object({ pic: link, url: link, title: perLanguage(120), active: z.boolean().default(true) })
export type AdInput = z.output<typeof ad>

/** POST content/ads: every placement's ad, or null to leave a placement empty. */
export const adsRequest = z.object({
  ads: z.object(
    Object.fromEntries(AD_PLACEMENTS.map((p) => [p, ad.nullable().optional()])) as Record<
      AdPlacement,
      z.ZodOptional<z.ZodNullable<typeof ad>>
    >,
  ),
  reason,
})

/** POST content/ads/:placement: one placement's ad, or null to leave it empty; the others stay. */
export const adPlacementParams = z.object({ placement: z.enum(AD_PLACEMENTS) })
export const adRequest = z.object({ ad: ad.nullable(), reason })

/** An ad as players get it from GET ad, in their language. */
export interface Ad {
  placement: AdPlacement
  pic: string
  url: string
  title: string
}
