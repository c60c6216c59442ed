import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LimitKind, LimitPeriod } from '#contract/protection.ts'

/** The limits' names and periods, for the Safer gambling screen and for a refusal by one. */
export const LIMIT_NAMES = {
  deposit: msg({ id: 'limit.deposit', message: 'Deposit limit' }),
  loss: msg({ id: 'limit.loss', message: 'Loss limit' }),
  wager: msg({ id: 'limit.wager', message: 'Wager limit' }),
  session: msg({ id: 'limit.session', message: 'Session time limit' }),
} as const satisfies Record<LimitKind, unknown>

export const LIMIT_PERIODS = {
  day: msg({ id: 'limit.perDay', message: 'per day' }),
  week: msg({ id: 'limit.perWeek', message: 'per week' }),
  month: msg({ id: 'limit.perMonth', message: 'per month' }),
} as const satisfies Record<LimitPeriod, unknown>

/** "Deposit limit per day": the limit's name and period, as the player set it. */
export const limitName = (i18n: I18n, kind: LimitKind, period: LimitPeriod) =>
  i18n._({
    ...NAMED,
    values: { name: i18n._(LIMIT_NAMES[kind]), period: i18n._(LIMIT_PERIODS[period]) },
  })

const NAMED = msg({ id: 'limit.named', message: '{name} {period}' })
const REACHED = msg({ id: 'limitReached', message: 'This goes past your {limit}: {left} USDT is left of it' })
const TIMED_OUT = msg({ id: 'timedOut', message: 'You are taking a break until {until}' })
const EXCLUDED = msg({ id: 'selfExcluded', message: 'You have excluded yourself until {until}' })
const EXCLUDED_FOR_GOOD = msg({ id: 'selfExcludedForever', message: 'You have excluded yourself for good' })

/** A USDT amount as the limits show it: cents, and none when they are zero (30, 12.50). */
export const usdt = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.')
  const cents = fraction.slice(0, 2).padEnd(2, '0')
  return cents === '00' ? whole : `${whole}.${cents}`
}

/** When a break ends, in the player's language and time zone. */
export const breakEnd = (i18n: I18n, until: string) =>
  new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until))

/**
 * The words of a refusal whose data the player must read (a limit and what is left of it, a break
 * and until when), or null for any other: shown wherever the refusal lands (a form, a slip, a toast).
 */
export function refusalText(i18n: I18n, key: string, data: unknown): string | null {
  const d = (data ?? {}) as { kind?: LimitKind; period?: LimitPeriod; left?: string; until?: string | null }
  if (key === 'limitReached' && d.kind && d.period && d.left !== undefined && d.kind in LIMIT_NAMES)
    return i18n._({ ...REACHED, values: { limit: limitName(i18n, d.kind, d.period), left: usdt(d.left) } })
  if (key === 'timedOut' && d.until)
    return i18n._({ ...TIMED_OUT, values: { until: breakEnd(i18n, d.until) } })
  if (key === 'selfExcluded')
    return d.until
      ? i18n._({ ...EXCLUDED, values: { until: breakEnd(i18n, d.until) } })
      : i18n._(EXCLUDED_FOR_GOOD)
  return null
}
