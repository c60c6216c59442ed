import {
  type BetLimits,
  limitProblems,
  type SlipInput,
  STAKE_PER_BET,
  textCents,
  UNITS_PER_CENT,
  UNITS_PER_WHOLE,
} from '#engine/index.ts'
import { oneWarningPerKey, type SlipWarning } from '../../../shared/bets/warningText.ts'

/**
 * What a sports slip costs in 6-place units of the player's currency: 2 per combination ×
 * multiple; null when it has too many combinations to number (far above any stake limit).
 */
export const slipStake = (multiple: number, combinations: number) =>
  Number.isFinite(combinations)
    ? STAKE_PER_BET * BigInt(multiple) * BigInt(combinations) * UNITS_PER_WHOLE
    : null

/**
 * The slip's §5 warnings: the engine's one limits check with the game's limits (game_config),
 * the player's rate and the estimated maximum payout (exact decimal text), exactly what the
 * server refuses the slip for, each with the limit that binds. `balance` only once it is known.
 */
export function slipWarnings(slip: {
  input: SlipInput | null
  combinations: number
  maxPayout: string
  limits: BetLimits | undefined
  exchange: string
  balance?: bigint
}): SlipWarning[] {
  const { input, limits } = slip
  if (!input || !limits) return []
  const stake = slipStake(input.multiple, slip.combinations)
  if (stake === null) return [{ key: 'exceedsMaxBet' }]
  const problems = limitProblems(
    {
      category: 'sport',
      limits,
      stake,
      maxPayout: textCents(slip.maxPayout) * UNITS_PER_CENT,
      multiple: input.multiple,
      hasSingle: input.strings.includes(1),
      ...(slip.balance === undefined ? {} : { balance: slip.balance }),
    },
    slip.exchange,
  )
  return oneWarningPerKey(problems)
}
