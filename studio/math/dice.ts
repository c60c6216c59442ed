// Dice: the roll is 0.00–99.99 (10 000 equal outcomes, held as hundredths); the player wins rolling
// over or under a target. Payout = (100 − 1) / chance %, in basis points rounded down, so the RTP is
// 99 % less at most one basis point's rounding (exactRtp).
import { ONE_X_BP, type Ratio } from './payout.ts'
import type { Rng } from './rng.ts'

export const DICE_STATED_RTP_BP = 9900
const OUTCOMES = 10_000
/** Winning outcomes allowed: 0.01 %–98 % chance (a 98 % bet would pay 1.0102×). */
const MIN_CHANCE = 1
const MAX_CHANCE = 9800

export interface DiceBet {
  direction: 'over' | 'under'
  /** Target in hundredths, 0–9999: over wins on roll > target, under on roll < target. */
  target: number
}

export interface DiceOutcome {
  /** The roll in hundredths: 4217 shows as 42.17. */
  roll: number
  win: boolean
  multiplierBp: number
}

/** How many of the 10 000 rolls win; throws on a target outside the allowed chances. */
export function winningRolls(bet: DiceBet): number {
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= OUTCOMES)
    throw new RangeError('target')
  const chance = bet.direction === 'over' ? OUTCOMES - 1 - bet.target : bet.target
  if (chance < MIN_CHANCE || chance > MAX_CHANCE) throw new RangeError('chance')
  return chance
}

export function diceMultiplierBp(bet: DiceBet): number {
  return Math.floor((DICE_STATED_RTP_BP * OUTCOMES) / winningRolls(bet))
}

export function playDice(rng: Rng, bet: DiceBet): DiceOutcome {
  const multiplier = diceMultiplierBp(bet)
  const roll = rng.int(OUTCOMES)
  const win = bet.direction === 'over' ? roll > bet.target : roll < bet.target
  return { roll, win, multiplierBp: win ? multiplier : 0 }
}

export function diceExactRtp(bet: DiceBet): Ratio {
  return {
    num: BigInt(winningRolls(bet)) * BigInt(diceMultiplierBp(bet)),
    den: BigInt(OUTCOMES) * BigInt(ONE_X_BP),
  }
}
