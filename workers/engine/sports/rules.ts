import {
  BD_PAYOUT_PERCENT,
  CAPS,
  FULL_PERCENT,
  LONGEST_PARLAY,
  MAX_PARLAY,
  STAKE_PER_BET,
} from '../constants.ts'
import type { Kind, SportGame } from '../types.ts'

export function longestParlay(game: SportGame, kind: Kind): number {
  const limit = LONGEST_PARLAY[game][kind]
  if (limit === undefined) throw new RangeError(`${game} has no ${kind} market`)
  return limit
}

// Looked up in the estimate's inner loops, so tabled once by size.
const CAP_BY_SIZE = Array.from({ length: MAX_PARLAY + 1 }, (_, k) => CAPS.find((c) => k <= c.upTo)?.cap ?? 0)

/** Cap of one combination's value at multiple 1, by its number of matches. */
export function capFor(k: number): number {
  return CAP_BY_SIZE[Math.min(Math.max(k, 0), MAX_PARLAY)] ?? 0
}

/** Percent of the stake × odds a combination's value is: bd pays 65% of the odds product. */
export const payoutPercent = (game: SportGame) => (game === 'bd' ? BD_PAYOUT_PERCENT : FULL_PERCENT)

/** Value of a combination per unit of its odds product at multiple 1, as a float for the search. */
export function valueFactor(game: SportGame): number {
  return (Number(STAKE_PER_BET) * Number(payoutPercent(game))) / Number(FULL_PERCENT)
}
