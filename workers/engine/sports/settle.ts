import { roundHalfEven } from '../money.ts'
import type { Score, Selection, SportGame } from '../types.ts'
import { selectionWins } from './results.ts'
import { capFor } from './rules.ts'

/** A match's result, or void after a postponement of more than 36 hours. */
export type MatchResult = Score | 'void'

export interface CombinationSettlement {
  outcome: 'win' | 'lose' | 'refund'
  /** payout in hundredths of the currency unit (a stake of 2 per bet) */
  cents: bigint
}

const TAX_ABOVE_CENTS = 1_000_000n

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
  let product = 1n
  let scale = 1n
  let live = 0
  for (const sel of combination) {
    const result = results.get(sel.matchId)
    if (result === undefined) throw new RangeError(`no result for match ${sel.matchId}`)
    scale *= 100n
    if (result === 'void') {
      product *= 100n
      continue
    }
    if (!selectionWins(game, sel, result)) return { outcome: 'lose', cents: 0n }
    product *= BigInt(Math.round(sel.odds * 100))
    live++
  }
  if (combination.length === 1 && live === 0) return { outcome: 'refund', cents: 200n * times }
  let value = roundHalfEven(2n * product * (game === 'bd' ? 65n : 100n), scale)
  const cap = BigInt(capFor(combination.length) * 100)
  if (value > cap) value = cap
  if (value > TAX_ABOVE_CENTS) value = roundHalfEven(value * 4n, 5n)
  return { outcome: 'win', cents: value * times }
}
