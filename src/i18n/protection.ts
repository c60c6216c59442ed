import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LimitKind, LimitPeriod, LimitReached } from '#contract/protection.ts'

/** The limits' names and periods, for the Safer gambling screen and for a refusal by one. */
export const LIMIT_NAMES = {
  deposit: msg({ id: 'limit.deposit', message: 'Deposit limit' }),
  loss: msg({ id: 'limit.loss', message: 'Loss limit' }),
  wager: msg({ id: 'limit.wager', message: 'Wager limit' }),
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
const REACHED = msg({ id: 'limitReached', message: 'Past your {limit}: {left} USDT left' })
const TIMED_OUT = msg({ id: 'timedOut', message: 'On a break until {until}' })
const EXCLUDED = msg({ id: 'selfExcluded', message: 'Self-excluded until {until}' })
const EXCLUDED_FOR_GOOD = msg({ id: 'selfExcludedForever', message: 'Self-excluded for good' })

/** A USDT amount as the limits show it: cents, and none when they are zero (30, 12.50). */
export const usdt = (text: string) => text.replace(/(\.\d\d)\d*$/, '$1').replace(/\.00$/, '')

/** When a break ends, in the player's language and time zone. */
export const breakEnd = (i18n: I18n, until: string) =>
  new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until))

/**
 * The words of a refusal whose data the player must read (a limit and what is left of it, a break
 * and until when), or null for any other: shown wherever the refusal lands (a form, a slip, a toast).
 */
export function refusalText(i18n: I18n, key: string, data: unknown): string | null {
  // The server's own refusals (contract/protection.ts LimitReached, Exclusion): their data is whole.
  const d = data as LimitReached & { until: string | null }
  const until = d?.until && { values: { until: breakEnd(i18n, d.until) } }
  if (key === 'limitReached')
    return i18n._({ ...REACHED, values: { limit: limitName(i18n, d.kind, d.period), left: usdt(d.left) } })
  if (key === 'timedOut') return i18n._({ ...TIMED_OUT, ...until })
  if (key === 'selfExcluded') return i18n._(until ? { ...EXCLUDED, ...until } : EXCLUDED_FOR_GOOD)
  return null
}
