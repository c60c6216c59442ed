import { SINGLE_MIN_MULTIPLE } from './constants.ts'
import { usdtInCurrency } from './money.ts'

/**
 * The bet-limit state's limits (spec §3) as game_config answers them and game_limits keeps them:
 * money in USDT as decimal text, multiples as counts; 0 means unset.
 */
export interface BetLimits {
  minBet: string
  maxBet: string
  minBonus: string
  maxBonus: string
  minMultiple: number
  maxMultiple: number
  minBetGameType: string
  maxBetGameType: string
}

export type BetWarning =
  | 'exceedsMaxBet'
  | 'belowMinBet'
  | 'amountMustBePositive'
  | 'disabledRegions'
  | 'insufficientAccountBalance'
  | 'belowLotteryGameMinBet'
  | 'exceedsLotteryGameMaxBet'
  | 'exceedsMaxMultiple'
  | 'belowMinMultiple'
  | 'exceedsMaxBonus'
  | 'belowMinBonus'

/**
 * One broken limit: the warning (the slip shows it, the server refuses with it), the request
 * field it is about, and the limit broken: money in 6-place units of the player's currency, a
 * multiple as a count.
 */
export interface LimitProblem {
  key: BetWarning
  field: string
  min?: bigint | number
  max?: bigint | number
}

/** Every amount is in 6-place units of the player's currency, the one `exchange` converts to. */
interface Common {
  /** what the player can spend: given by the slips, left out by the server (the ledger decides) */
  balance?: bigint
  region?: string
  disabledRegions?: readonly string[]
}

export type BetToCheck = Common &
  (
    | {
        /** a sports slip: stake and maximum payout of the whole slip (from estimateSlip) */
        category: 'sport'
        limits: BetLimits
        stake: bigint
        maxPayout: bigint
        multiple: number
        /** the slip plays singles, which need multiple ≥ 10 */
        hasSingle: boolean
      }
    | {
        /** a cricket slip: single bets, each with its own amount and the payout it returns */
        category: 'cricket'
        limits: BetLimits
        bets: readonly { field: string; amount: bigint; payout: bigint }[]
      }
    | {
        /** a Mark Six or racing ticket: each line's amount against its odds entry's USDT min and max */
        category: 'lottery'
        lines: readonly { field: string; amount: bigint; count: number; min: string; max: string }[]
      }
  )

/**
 * Spec §5, the one limits check: every slip and ticket shows these as warnings and every
 * placement route refuses with the first. Limits are USDT × the exchange rate (units of the
 * player's currency per USDT, decimal text), compared in integers. An amount of 0 is never
 * "below" a minimum (nothing typed yet); a bet's own amount of 0 is amountMustBePositive.
 */
export function limitProblems(bet: BetToCheck, exchange: string): LimitProblem[] {
  const shown = (usdt: string) => usdtInCurrency(usdt, exchange)
  const out: LimitProblem[] = []
  /** `value` against the USDT limits min and max (0 = unset) */
  const within = (
    value: bigint,
    min: string,
    max: string,
    field: string,
    keys: [below: BetWarning, above: BetWarning],
  ) => {
    const [lo, hi] = [shown(min), shown(max)]
    if (hi > 0n && value > hi) out.push({ key: keys[1], field, max: hi })
    if (value !== 0n && value < lo) out.push({ key: keys[0], field, min: lo })
  }
  let stake = 0n
  if (bet.category === 'sport') {
    const l = bet.limits
    const minMultiple = bet.hasSingle ? Math.max(l.minMultiple, SINGLE_MIN_MULTIPLE) : l.minMultiple
    if (l.maxMultiple > 0 && bet.multiple > l.maxMultiple)
      out.push({ key: 'exceedsMaxMultiple', field: 'multiple', max: l.maxMultiple })
    if (bet.multiple < minMultiple) out.push({ key: 'belowMinMultiple', field: 'multiple', min: minMultiple })
    for (const [min, max] of [
      [l.minBet, l.maxBet],
      [l.minBetGameType, l.maxBetGameType],
    ] as const)
      within(bet.stake, min, max, 'multiple', ['belowMinBet', 'exceedsMaxBet'])
    within(bet.maxPayout, l.minBonus, l.maxBonus, 'multiple', ['belowMinBonus', 'exceedsMaxBonus'])
    stake = bet.stake
  } else if (bet.category === 'cricket') {
    const l = bet.limits
    for (const b of bet.bets) {
      if (b.amount <= 0n) out.push({ key: 'amountMustBePositive', field: b.field })
      within(b.amount, l.minBet, l.maxBet, b.field, ['belowMinBet', 'exceedsMaxBet'])
      within(b.payout, l.minBonus, l.maxBonus, b.field, ['belowMinBonus', 'exceedsMaxBonus'])
      stake += b.amount
    }
    within(stake, l.minBetGameType, l.maxBetGameType, 'matches', ['belowMinBet', 'exceedsMaxBet'])
  } else {
    for (const line of bet.lines) {
      if (line.amount <= 0n) out.push({ key: 'amountMustBePositive', field: line.field })
      within(line.amount, line.min, line.max, line.field, [
        'belowLotteryGameMinBet',
        'exceedsLotteryGameMaxBet',
      ])
      stake += line.amount * BigInt(line.count)
    }
  }
  if (bet.region !== undefined && bet.disabledRegions?.includes(bet.region))
    out.push({ key: 'disabledRegions', field: 'region' })
  if (bet.balance !== undefined && stake > bet.balance)
    out.push({ key: 'insufficientAccountBalance', field: 'balance' })
  return out
}

/** The keys of limitProblems, each once, in order: what a slip shows. */
export const betWarnings = (bet: BetToCheck, exchange: string): BetWarning[] => [
  ...new Set(limitProblems(bet, exchange).map((p) => p.key)),
]
