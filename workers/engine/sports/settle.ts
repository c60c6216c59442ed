import {
  CENTS_PER_WHOLE,
  FULL_PERCENT,
  ODDS_DECIMALS,
  STAKE_PER_BET,
  TAX_ABOVE_CENTS,
  TAX_PERCENT,
} from '../constants.ts'
import { roundHalfEven, toMinorUnits } from '../money.ts'
import type { Score, Selection, SportGame } from '../types.ts'
import { selectionWins } from './results.ts'
import { capFor, payoutPercent } from './rules.ts'

/** A match's result, or void after a postponement of more than 36 hours. */
export type MatchResult = Score | 'void'

export interface CombinationSettlement {
  outcome: 'win' | 'lose' | 'refund'
  /** payout in hundredths of the currency unit (a stake of 2 per bet) */
  cents: bigint
}

/**
 * One combination at `multiple` (markets.md): its value 2 × Π odds (× 0.65 for bd) rounded half to
 * even to the cent, capped, taxed 20% above 10,000, then × multiple. Integer cents throughout, so a
 * settlement never carries float error. Void matches count at odds 1; a void single is refunded.
 */
export function settleCombination(
  game: SportGame,
  combination: readonly Selection[],
  results: ReadonlyMap<string, MatchResult>,
  multiple: number,
): CombinationSettlement {
  const times = BigInt(multiple)
  const one = 10n ** BigInt(ODDS_DECIMALS)
  let product = 1n
  let scale = 1n
  let live = 0
  for (const sel of combination) {
    const result = results.get(sel.matchId)
    if (result === undefined) throw new RangeError(`no result for match ${sel.matchId}`)
    scale *= one
    if (result === 'void') {
      product *= one
      continue
    }
    if (!selectionWins(game, sel, result)) return { outcome: 'lose', cents: 0n }
    product *= toMinorUnits(sel.odds, ODDS_DECIMALS)
    live++
  }
  const stake = STAKE_PER_BET * CENTS_PER_WHOLE
  if (combination.length === 1 && live === 0) return { outcome: 'refund', cents: stake * times }
  // stake in cents × Π odds × percent / 100, the odds' and the percent's scales divided out at once
  let value = roundHalfEven(stake * product * payoutPercent(game), scale * FULL_PERCENT)
  const cap = BigInt(capFor(combination.length)) * CENTS_PER_WHOLE
  if (value > cap) value = cap
  if (value > TAX_ABOVE_CENTS) value = roundHalfEven(value * (FULL_PERCENT - TAX_PERCENT), FULL_PERCENT)
  return { outcome: 'win', cents: value * times }
}
