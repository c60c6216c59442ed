import { SINGLE_MIN_MULTIPLE } from './sports/rules.ts'

/** The bet-limit state's limits (spec §3); money limits are in the base currency, 0 means unset. */
export interface BetLimits {
  minBet: number
  maxBet: number
  minBonus: number
  maxBonus: number
  minMultiple: number
  maxMultiple: number
  minBetGameType: number
  maxBetGameType: number
  exchangeRate: number
  disabledRegions: readonly string[]
}

export interface SlipMargin {
  lower: number
  /** Infinity when no upper limit is set */
  upper: number
}

/**
 * Spec §5 literally: lower = largest of game-type min, min bet, min bonus, min multiple; upper =
 * smallest positive of the maxima. Money limits are times the exchange rate; multiples are counts.
 */
export function slipMargin(l: BetLimits): SlipMargin {
  const r = l.exchangeRate
  const lower = Math.max(0, l.minBetGameType * r, l.minBet * r, l.minBonus * r, l.minMultiple)
  const uppers = [l.maxBetGameType * r, l.maxBet * r, l.maxBonus * r, l.maxMultiple].filter((x) => x > 0)
  return { lower, upper: Math.min(Number.POSITIVE_INFINITY, ...uppers) }
}

export type BetWarning =
  | 'exceedsMaxBet'
  | 'belowMinBet'
  | 'disabledRegions'
  | 'insufficientAccountBalance'
  | 'belowLotteryGameMinBet'
  | 'exceedsLotteryGameMaxBet'
  | 'exceedsMaxMultiple'
  | 'belowMinMultiple'
  | 'exceedsMaxBonus'
  | 'belowMinBonus'

interface CommonBet {
  /** the stake, in the display currency */
  amount: number
  accountBalance: number
  region?: string
}

export type BetToCheck =
  | (CommonBet & { category: 'lottery' })
  | (CommonBet & {
      category: 'sport'
      multiple: number
      /** the estimated maximum payout, in the display currency */
      bonus: number
      /** the slip plays singles, which need multiple ≥ 10 */
      hasSingle?: boolean
    })

/** Spec §5 bet warnings, in a fixed order; an amount of 0 (nothing entered yet) is never "below". */
export function betWarnings(bet: BetToCheck, l: BetLimits): BetWarning[] {
  const r = l.exchangeRate
  const above = (x: number, max: number) => max > 0 && x > max
  const below = (x: number, min: number) => x !== 0 && x < min
  const checks: [BetWarning, boolean][] = [
    ['exceedsMaxBet', above(bet.amount, l.maxBet * r)],
    ['belowMinBet', below(bet.amount, l.minBet * r)],
    ['disabledRegions', bet.region !== undefined && l.disabledRegions.includes(bet.region)],
    ['insufficientAccountBalance', bet.amount > bet.accountBalance],
  ]
  if (bet.category === 'lottery') {
    checks.push(
      ['belowLotteryGameMinBet', below(bet.amount, l.minBetGameType * r)],
      ['exceedsLotteryGameMaxBet', above(bet.amount, l.maxBetGameType * r)],
    )
  } else {
    const minMultiple = bet.hasSingle ? Math.max(l.minMultiple, SINGLE_MIN_MULTIPLE) : l.minMultiple
    checks.push(
      ['exceedsMaxMultiple', above(bet.multiple, l.maxMultiple)],
      ['belowMinMultiple', bet.multiple < minMultiple],
      ['exceedsMaxBonus', above(bet.bonus, l.maxBonus * r)],
      ['belowMinBonus', below(bet.bonus, l.minBonus * r)],
    )
  }
  return checks.flatMap(([key, hit]) => (hit ? [key] : []))
}
