// Dragon tiger: one card to the dragon, then one to the tiger, from a fresh 8-deck shoe each round
// (drawn without replacement, each by one unbiased int over the cards left). Aces are low, kings
// high (A 1 … K 13); suits do not count. Dragon and tiger pay 1:1, tie 8:1, and a tie returns half
// of the dragon and tiger stakes. Exact RTP: dragon/tiger 96.2650 %, tie 67.2289 % (the table's
// fixed 8:1 on a 7.47 % tie; the 11:1 some casinos pay would give 89.64 %).
import type { Ratio } from './payout.ts'
import type { Rng } from './rng.ts'

const DECKS = 8
const SHOE = DECKS * 52

export type DragonTigerBet = 'dragon' | 'tiger' | 'tie'
export const DRAGON_TIGER_STATED_RTP_BP: Record<DragonTigerBet, number> = {
  dragon: 9627,
  tiger: 9627,
  tie: 6723,
}
const WIN_BP: Record<DragonTigerBet, number> = { dragon: 20_000, tiger: 20_000, tie: 90_000 }
/** Dragon and tiger lose half on a tie. */
const HALF_BACK_BP = 5_000

export interface DragonTigerHand {
  /** Cards as 0–51: rank = card % 13 (0 ace … 12 king), suit = floor(card / 13). */
  dragon: number
  tiger: number
  winner: DragonTigerBet
}

/** A card's rank for the comparison: ace 1 … king 13. */
export const dragonTigerRank = (card: number) => (card % 13) + 1

export function dealDragonTiger(rng: Rng): DragonTigerHand {
  const first = rng.int(SHOE)
  let second = rng.int(SHOE - 1)
  // the second card is the `second`-th shoe position not taken by the first
  if (second >= first) second++
  const dragon = first % 52
  const tiger = second % 52
  const d = dragonTigerRank(dragon)
  const t = dragonTigerRank(tiger)
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' }
}

/** Return in basis points of the stake on `bet` for a hand's winner (stake included). */
export function dragonTigerMultiplierBp(bet: DragonTigerBet, winner: DragonTigerBet): number {
  if (bet === winner) return WIN_BP[bet]
  return winner === 'tie' ? HALF_BACK_BP : 0
}

/** The exact chance of a tie: the second card matches the first's rank (32 of a rank in the shoe). */
export function dragonTigerOdds(): Record<DragonTigerBet, Ratio> {
  const den = BigInt(SHOE * (SHOE - 1))
  const tie = BigInt(SHOE * (4 * DECKS - 1))
  const side = (den - tie) / 2n
  return { dragon: { num: side, den }, tiger: { num: side, den }, tie: { num: tie, den } }
}

export function dragonTigerExactRtp(bet: DragonTigerBet): Ratio {
  const odds = dragonTigerOdds()
  const push = bet === 'tie' ? 0n : odds.tie.num * BigInt(HALF_BACK_BP)
  return { num: odds[bet].num * BigInt(WIN_BP[bet]) + push, den: odds[bet].den * 10_000n }
}
