import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LimitProblem } from '#engine/index.ts'

/** A warning a slip or ticket shows: a message key, and the limit it is about when there is one. */
export type SlipWarning = Pick<LimitProblem, 'min' | 'max'> & { key: string }

/** Warnings about a stake limit name the limit, in the player's currency (spec §5: limits × rate). */
const WITH_LIMIT: Record<string, MessageDescriptor> = {
  belowMinBet: msg({ id: 'belowMinBet.amount', message: 'The minimum stake is {limit}' }),
  exceedsMaxBet: msg({ id: 'exceedsMaxBet.amount', message: 'The maximum stake is {limit}' }),
  belowLotteryGameMinBet: msg({
    id: 'belowLotteryGameMinBet.amount',
    message: 'The minimum stake for this bet is {limit}',
  }),
  exceedsLotteryGameMaxBet: msg({
    id: 'exceedsLotteryGameMaxBet.amount',
    message: 'The maximum stake for this bet is {limit}',
  }),
}

/**
 * One warning per key, in order, each with the limit that binds: a stake below two minimums (the
 * bet's and the game type's) must reach the larger, one above two maximums the smaller.
 */
export function oneWarningPerKey(problems: readonly SlipWarning[]): SlipWarning[] {
  const byKey = new Map<string, SlipWarning>()
  for (const p of problems) {
    const seen = byKey.get(p.key)
    if (!seen) byKey.set(p.key, { ...p })
    else {
      if (p.min !== undefined && (seen.min === undefined || p.min > seen.min)) seen.min = p.min
      if (p.max !== undefined && (seen.max === undefined || p.max < seen.max)) seen.max = p.max
    }
  }
  return [...byKey.values()]
}

/**
 * A warning in the player's language: a stake limit with its amount through `money` (the one
 * truncating formatter, e.g. "The minimum stake is 2.00 PHP"), any other by its key.
 */
export function warningText(i18n: I18n, w: SlipWarning, money: (units: bigint) => string): string {
  const limit = w.key.startsWith('below') ? w.min : w.max
  const message = WITH_LIMIT[w.key]
  if (message && typeof limit === 'bigint') return i18n._({ ...message, values: { limit: money(limit) } })
  return i18n._(w.key)
}
