import { z } from 'zod'
import {
  CONTENT_LANGUAGES,
  DEPOSIT_STATUSES,
  DRAW_STATUSES,
  GAME_STATUSES,
  MATCH_SPORTS,
  MATCH_STATES,
  OPERATOR_ROLES,
  PLAYER_BET_PRODUCTS,
  WITHDRAWAL_STATUSES,
} from './backofficeRoles.ts'
import { calendarDay, instantText } from './dates.ts'

/** The request schemas of /backoffice/api (roles and permissions: contract/backofficeRoles.ts). */

export const operatorRole = z.enum(OPERATOR_ROLES, { error: 'invalidRole' })

/** Operator names: 3–32 lowercase letters, digits, dots, dashes or underscores. */
export const operatorName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,32}$/, 'operatorNameRule')

/** At least 10 characters with a letter and a number: an operator moves other people's money. */
export const operatorPassword = z
  .string()
  .max(128)
  .refine((p) => p.length >= 10 && /[A-Za-z]/.test(p) && /\d/.test(p), 'operatorPasswordRule')

/** Why an operator changed something: required on every change, kept in the audit log. */
export const reason = z.string().trim().min(3, 'reasonRequired').max(500, 'tooLong')

export const signInRequest = z.object({ name: operatorName, password: z.string().min(1).max(128) })

/** The second step: the challenge from the first, then a TOTP code or one recovery code. */
export const secondFactorRequest = z
  .object({
    challenge: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'signInExpired'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'totpCodeRule')
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, 'recoveryCodeRule')
      .transform((c) => c.replace('-', ''))
      .optional(),
  })
  .refine((r) => (r.code === undefined) !== (r.recoveryCode === undefined), {
    message: 'totpCodeRule',
    path: ['code'],
  })

export const operatorId = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
})

export const addOperatorRequest = z.object({
  name: operatorName,
  role: operatorRole,
  password: operatorPassword,
  reason: reason.optional(),
})
export const changeRoleRequest = z.object({ role: operatorRole, reason })
export const reasonRequest = z.object({ reason })

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
}
const filterText = z.string().trim().max(64).optional()

export const OPERATOR_SORTS = ['id', 'name', 'role', 'createdAt'] as const
export const operatorsQuery = z.object({
  ...page,
  sort: z.enum(OPERATOR_SORTS).default('id'),
  q: filterText,
  role: operatorRole.optional(),
  status: z.enum(['active', 'disabled']).optional(),
})

/** A day as the date picker sends it; the range is whole UTC days, both ends included. */
const day = calendarDay.optional()
export const AUDIT_SORTS = ['at', 'actor', 'action'] as const
export const auditQuery = z.object({
  ...page,
  sort: z.enum(AUDIT_SORTS).default('at'),
  actor: filterText,
  action: filterText,
  target: filterText,
  from: day,
  to: day,
})

/** A game by its spec §3 type code. */
export const gameCode = z.object({ id: z.coerce.number().int().min(1).max(9999) })
/** Active 1, Disable 2 or Hidden 3, with why. */
export const gameStatusRequest = z.object({
  status: z.literal(Object.values(GAME_STATUSES), { error: 'invalidGameStatus' }),
  reason,
})
export const WITHDRAWAL_SORTS = ['createdAt', 'amount', 'account'] as const
export const withdrawalsQuery = z.object({
  ...page,
  sort: z.enum(WITHDRAWAL_SORTS).default('createdAt'),
  status: z.enum(WITHDRAWAL_STATUSES, { error: 'invalidStatus' }).optional(),
  account: filterText,
  from: day,
  to: day,
})
export const withdrawalId = operatorId
/** Approving needs no words; rejecting tells the player why (kept in the audit log too). */
export const approveRequest = z.object({ reason: reason.optional() })
export const rejectRequest = z.object({ reason })

export const DEPOSIT_SORTS = ['createdAt', 'credit', 'account'] as const
export const depositsQuery = z.object({
  ...page,
  sort: z.enum(DEPOSIT_SORTS).default('createdAt'),
  status: z.enum(DEPOSIT_STATUSES, { error: 'invalidStatus' }).optional(),
  account: filterText,
  from: day,
  to: day,
})

/** Longest dashboard range: a year of days, so one request never scans the whole history. */
export const DASHBOARD_MAX_DAYS = 366
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`)
/** Days in the site's time zone, both ends included; unset: the last seven days. */
export const dashboardQuery = z
  .object({ from: day, to: day })
  .refine((q) => !q.from || !q.to || dayMs(q.from) <= dayMs(q.to), {
    message: 'invalidDateRange',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || (dayMs(q.to) - dayMs(q.from)) / 86_400_000 < DASHBOARD_MAX_DAYS, {
    message: 'dateRangeTooLong',
    path: ['to'],
  })

export const DRAW_SORTS = ['drawAt', 'liability', 'tickets'] as const
export const drawsQuery = z.object({
  ...page,
  sort: z.enum(DRAW_SORTS).default('drawAt'),
  game: z
    .string()
    .regex(/^[a-z0-9]{2,32}$/, 'invalidGame')
    .optional(),
  status: z.enum(DRAW_STATUSES, { error: 'invalidStatus' }).optional(),
})
export const drawId = operatorId
export const drawTicketsQuery = z.object({ ...page })
/** A withdrawal channel by id; allowing or disallowing it needs a reason. */
export const channelId = operatorId
export const channelAllowRequest = z.object({ allowed: z.boolean({ error: 'invalidValue' }), reason })

/**
 * A link or image address players' browsers will open: a path on this site (`/sport/soccer`) or an
 * https URL. Anything else (http, javascript:, `//host`, spaces) is refused.
 */
export const contentLink = z
  .string()
  .trim()
  .min(1, 'linkRequired')
  .max(500, 'tooLong')
  .refine((v) => {
    if (/\s|\\/.test(v)) return false
    if (v.startsWith('/')) return !v.startsWith('//')
    try {
      const url = new URL(v)
      return url.protocol === 'https:' && url.hostname !== ''
    } catch {
      return false
    }
  }, 'linkRule')

const text = (max: number) => z.string().trim().max(max, 'tooLong')
const perLanguage = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, value.optional()])) as Record<
      (typeof CONTENT_LANGUAGES)[number],
      z.ZodOptional<T>
    >,
  )

/** A moment with its offset, as the date-time fields send it; none means no limit. */
const instant = instantText.nullable().default(null)

export const slideRequest = z
  .object({
    pic: contentLink,
    /** The title, also the image's alt text; English is what other languages fall back to. */
    title: perLanguage(text(80)).refine((t) => (t.en ?? '').length > 0, {
      message: 'titleRequired',
      path: ['en'],
    }),
    url: contentLink,
    sort: z.coerce.number().int().min(0).max(9999).default(0),
    active: z.boolean().default(true),
    startsAt: instant,
    endsAt: instant,
    reason,
  })
  .refine((s) => !s.startsAt || !s.endsAt || Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    message: 'untilAfterFrom',
    path: ['endsAt'],
  })
export const slideId = operatorId

/** The footer in every language written; English required (the others fall back to it). */
const footerTexts = z.object({
  about: text(1000),
  sponsorship: text(500),
  responsibleGaming: text(1000),
  copyright: text(200).min(1, 'copyrightRequired'),
})
export const footerRequest = z.object({
  footer: perLanguage(footerTexts).refine((f) => f.en !== undefined, {
    message: 'englishRequired',
    path: ['en'],
  }),
  reason,
})

export const MATCH_SORTS = ['kickoff', 'league'] as const
/** The traders' match list: one sport at a time (each has its own table), by state and kick-off day. */
export const matchesQuery = z.object({
  ...page,
  order: z.enum(['asc', 'desc']).default('asc'),
  sort: z.enum(MATCH_SORTS).default('kickoff'),
  sport: z.enum(MATCH_SPORTS, { error: 'invalidSport' }).default('soccer'),
  state: z.enum(MATCH_STATES, { error: 'invalidStatus' }).optional(),
  q: filterText,
  from: day,
  to: day,
})
export const matchParams = z.object({
  sport: z.enum(MATCH_SPORTS, { error: 'invalidSport' }),
  id: operatorId.shape.id,
})

const goals = z.coerce.number().int('invalidScore').min(0, 'invalidScore').max(999, 'invalidScore')
/** A football or basketball result typed by a trader: full time, and half time where the markets need it. */
export const sportResult = z
  .object({
    halfHome: goals.optional(),
    halfAway: goals.optional(),
    fullHome: goals,
    fullAway: goals,
  })
  .refine((r) => (r.halfHome === undefined) === (r.halfAway === undefined), {
    message: 'invalidScore',
    path: ['halfAway'],
  })
  .refine((r) => (r.halfHome ?? 0) <= r.fullHome && (r.halfAway ?? 0) <= r.fullAway, {
    message: 'halfAboveFull',
    path: ['fullHome'],
  })

const side = z.enum(['home', 'away'], { error: 'invalidScore' })
const count = (max: number) =>
  z.coerce.number().int('invalidScore').min(0, 'invalidScore').max(max, 'invalidScore')
const innings = z
  .object({
    runs: count(999),
    wickets: count(99).max(10, 'tooManyWickets'),
    balls: count(120),
    sixes: count(99),
  })
  .refine((i) => i.sixes * 6 <= i.runs, { message: 'invalidScore', path: ['sixes'] })
/**
 * A cricket result typed by a trader: the toss, both innings and the winner. The side with more
 * runs wins; level scores need a super over, which names the winner.
 */
export const cricketResult = z
  .object({
    toss: side,
    decision: z.enum(['bat', 'field'], { error: 'invalidScore' }),
    winner: side,
    home: innings,
    away: innings,
  })
  .refine((r) => r.home.runs === r.away.runs || r.winner === (r.home.runs > r.away.runs ? 'home' : 'away'), {
    message: 'winnerNotAhead',
    path: ['winner'],
  })
/** `score` for football and basketball, `cricket` for cricket. */
export const matchResultRequest = z.object({
  reason,
  score: sportResult.optional(),
  cricket: cricketResult.optional(),
})

export const PLAYER_SORTS = ['id', 'account', 'createdAt'] as const
/** `q` matches an account, e-mail or mobile in part, or an id exactly. */
export const playersQuery = z.object({
  ...page,
  sort: z.enum(PLAYER_SORTS).default('id'),
  q: filterText,
})
export const playerId = operatorId
/** The player's long lists, paged. */
export const playerListQuery = z.object({
  page: page.page,
  pageSize: page.pageSize,
})
export const playerBetsQuery = playerListQuery.extend({
  product: z.enum(PLAYER_BET_PRODUCTS, { error: 'invalidProduct' }).default('sports'),
})
/**
 * The most one adjustment moves, either way, and the most a balance can hold after a credit, in
 * USDT micro-units: 1,000,000,000 and 10,000,000,000 USDT. Both far below what the ledger's
 * bigint columns hold (about 9.2 million million USDT), so the house's adjustments account, which
 * every credit debits, can take hundreds of players at the cap before its own limit refuses more.
 */
export const ADJUSTMENT_MAX_MICRO = 1_000_000_000_000_000n
export const ADJUSTED_BALANCE_MAX_MICRO = 10_000_000_000_000_000n

const ADJUSTMENT = /^-?\d{1,12}(\.\d{1,6})?$/
/** Exact decimal text within the cap; other text is left to the pattern's own check (zod runs both). */
const withinCap = (amount: string) => {
  if (!ADJUSTMENT.test(amount)) return true
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.')
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0')) <= ADJUSTMENT_MAX_MICRO
}

/**
 * A balance adjustment: exact USDT (6 places at most), credit or debit, never zero nor above
 * ADJUSTMENT_MAX_MICRO; `key` is chosen by the console and resent on a retry, so a retry never
 * adjusts twice.
 */
export const adjustRequest = z.object({
  amount: z
    .string()
    .trim()
    .regex(ADJUSTMENT, 'invalidAmount')
    .refine((a) => /[1-9]/.test(a), 'invalidAmount')
    .refine(withinCap, 'adjustmentTooLarge'),
  reason,
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'idempotencyKeyRequired'),
})

/** A live table of the studio (baccarat-1 …). */
export const liveTableParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'unknownTable') })
export const liveRoundsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) })
/** The studio keeps a pause's reason up to 200 characters. */
export const livePauseRequest = z.object({ reason: reason.max(200, 'tooLong') })

/**
 * The columns of the console's resource lists, as data the console draws its tables from: the
 * row's field each one shows (`key`), the message id of its heading (the console declares the
 * texts, src/features/backoffice/resource/columnLabels.ts), how its value reads (`kind`: numbers
 * and money line up on the right, a status is a coloured pill), whether the server sorts on it and
 * how it is filtered.
 */
export const COLUMN_KINDS = ['text', 'number', 'money', 'date', 'status', 'image', 'link'] as const
export type ColumnKind = (typeof COLUMN_KINDS)[number]
export type ColumnFilter = 'text' | 'select' | 'dateRange'
export interface ResourceColumn {
  readonly key: string
  readonly label: string
  readonly kind: ColumnKind
  readonly sortable?: boolean
  readonly filter?: ColumnFilter
}

/** The home page's slides (GET content), in their display order. */
export const SLIDE_COLUMNS = [
  { key: 'pic', label: 'bo.content.imageColumn', kind: 'image' },
  { key: 'title', label: 'bo.content.title', kind: 'text' },
  { key: 'url', label: 'bo.content.link', kind: 'link' },
  { key: 'sort', label: 'bo.content.orderColumn', kind: 'number' },
  { key: 'shown', label: 'bo.content.shown', kind: 'status' },
] as const satisfies readonly ResourceColumn[]

/** One row per ad placement (GET content/ads), set or not. */
export const AD_COLUMNS = [
  { key: 'placement', label: 'bo.ads.placement', kind: 'text' },
  { key: 'pic', label: 'bo.content.imageColumn', kind: 'image' },
  { key: 'title', label: 'bo.content.title', kind: 'text' },
  { key: 'url', label: 'bo.content.link', kind: 'link' },
  { key: 'shown', label: 'bo.content.shown', kind: 'status' },
] as const satisfies readonly ResourceColumn[]

/** Announcements (GET notices), newest first. */
export const NOTICE_COLUMNS = [
  { key: 'title', label: 'bo.content.title', kind: 'text' },
  { key: 'kind', label: 'bo.notices.kind', kind: 'text' },
  { key: 'shown', label: 'bo.content.shown', kind: 'status' },
] as const satisfies readonly ResourceColumn[]

/** Rewards campaigns (GET campaigns). */
export const CAMPAIGN_COLUMNS = [
  { key: 'name', label: 'bo.campaigns.nameColumn', kind: 'text' },
  { key: 'kind', label: 'bo.campaigns.kind', kind: 'text' },
  { key: 'payout', label: 'bo.campaigns.payout', kind: 'text' },
  { key: 'runs', label: 'bo.campaigns.runs', kind: 'date' },
  { key: 'state', label: 'bo.operators.status', kind: 'status' },
  { key: 'rewards', label: 'bo.campaigns.rewards', kind: 'number' },
] as const satisfies readonly ResourceColumn[]

/** Every heading's message id, for the console's declaration of their texts. */
export type ColumnLabel = (
  | typeof SLIDE_COLUMNS
  | typeof AD_COLUMNS
  | typeof NOTICE_COLUMNS
  | typeof CAMPAIGN_COLUMNS
)[number]['label']
