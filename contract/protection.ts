import { z } from 'zod'

/**
 * The limits a player sets on themself (Safer gambling): money deposited, money staked (wager)
 * and money lost net of returns (loss), in USDT, each per calendar day, week (Monday first) or
 * month of the site's time zone. Minutes signed in ('session', which the table already allows)
 * join them once the sessions count their time (issue 30, point 3).
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

/** A raise or a removal waits this long, and can be cancelled meanwhile; a lower limit holds at once. */
export const COOLING_OFF_HOURS = 24

/**
 * PUT member/limits: one limit. `amount` is decimal text in USDT (two places at most); null
 * removes the limit. Setting the limit in force again cancels a pending change.
 */
export const limitBody = z.object({
  kind: z.enum(LIMIT_KINDS, 'invalidLimit'),
  period: z.enum(LIMIT_PERIODS, 'invalidLimit'),
  amount: z.union([z.string().trim().max(20, 'invalidAmount'), z.number().transform(String)]).nullable(),
})
export type LimitBody = z.infer<typeof limitBody>

/** A raise or removal waiting for its cooling-off: the amount it will be (null: none) and from when. */
export interface PendingLimit {
  amount: string | null
  effective_at: string
}

/**
 * One limit as GET and PUT member/limits answer it: the amount in force (USDT text),
 * what this period has used and what is left of it (never below zero; a loss limit's use is net of
 * returns, so a winning period has used nothing), when the period started (site time), and a
 * pending change.
 */
export interface PlayerLimit {
  kind: LimitKind
  period: LimitPeriod
  amount: string
  used: string
  left: string
  period_start: string
  pending: PendingLimit | null
}

/** GET member/limits: every limit the player has, and the cooling-off a raise waits. */
export interface PlayerLimits {
  list: PlayerLimit[]
  cooling_off_hours: number
}

/** One period's use that a claim took: what a deposit order keeps, to give back exactly that. */
export interface LimitClaim {
  kind: LimitKind
  period: LimitPeriod
  window_start: string
}

/** What a refusal by a limit carries (code limitReached): which limit and what is left of it. */
export interface LimitReached {
  kind: LimitKind
  period: LimitPeriod
  left: string
}

/** A break from play the player takes: it ends on its own, never earlier. */
export const TIMEOUT_PERIODS = ['24h', '7d', '30d', '6w'] as const
/** Self-exclusion: months or years, or for good. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y', 'forever'] as const
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number]
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number]

/** POST member/timeout. */
export const timeoutBody = z.object({ period: z.enum(TIMEOUT_PERIODS, 'invalidPeriod') })
/** POST member/self_exclusion. */
export const selfExclusionBody = z.object({ period: z.enum(SELF_EXCLUSION_PERIODS, 'invalidPeriod') })

/**
 * What a time-out or self-exclusion answers, and what a sign-in it refuses carries (code timedOut
 * or selfExcluded): until when, as an ISO instant; null for a self-exclusion for good.
 */
export interface Exclusion {
  kind: 'timeout' | 'self_exclusion'
  period: TimeoutPeriod | SelfExclusionPeriod
  until: string | null
}

/** A time-out or self-exclusion as the player took it (back office: GET players/{id}/protection). */
export interface PlayerBreak {
  kind: Exclusion['kind']
  period: Exclusion['period']
  starts_at: string
  /** Null for a self-exclusion for good. */
  ends_at: string | null
}

/**
 * GET /backoffice/api/players/{id}/protection: the player's limits as they see them, every break
 * they took (newest first) and the one in force. Read-only: no operator can lift or shorten one.
 */
export interface PlayerProtection {
  limits: PlayerLimit[]
  breaks: PlayerBreak[]
  on_break: { kind: Exclusion['kind']; until: string | null } | null
}
