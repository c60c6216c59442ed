// European roulette: one zero, the pocket is one unbiased int in 0–36. Every bet returns 36/n of
// the stake on its n numbers (stake included), so each has the same RTP, 36/37 = 97.297… %.
import type { Ratio } from './payout.ts'
import type { Rng } from './rng.ts'

export const ROULETTE_STATED_RTP_BP = 9730
const POCKETS = 37

const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])

export type RouletteBet =
  | { kind: 'straight'; number: number }
  /** Two numbers side by side on the layout, or 0 with 1, 2 or 3. */
  | { kind: 'split'; numbers: [number, number] }
  | { kind: 'red' | 'black' | 'odd' | 'even' }
  /** Low 1–18 ("manque") and high 19–36 ("passe"); like every even-money bet, 0 loses. */
  | { kind: 'low' | 'high' }
  /** 1: 1–12, 2: 13–24, 3: 25–36. */
  | { kind: 'dozen'; dozen: 1 | 2 | 3 }
  /** 1: 1, 4, 7 …; 2: 2, 5, 8 …; 3: 3, 6, 9 … */
  | { kind: 'column'; column: 1 | 2 | 3 }

export function isRed(n: number): boolean {
  return REDS.has(n)
}

function isSplit(a: number, b: number): boolean {
  const [lo, hi] = a < b ? [a, b] : [b, a]
  if (lo < 0 || hi > 36 || lo === hi) return false
  if (lo === 0) return hi <= 3
  return hi - lo === 3 || (hi - lo === 1 && lo % 3 !== 0)
}

/** The numbers a bet covers; throws on a bet the table does not offer. */
export function covered(bet: RouletteBet): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1)
  switch (bet.kind) {
    case 'straight':
      if (!Number.isInteger(bet.number) || bet.number < 0 || bet.number > 36) throw new RangeError('number')
      return [bet.number]
    case 'split':
      if (!bet.numbers.every(Number.isInteger) || !isSplit(...bet.numbers)) throw new RangeError('split')
      return [...bet.numbers]
    case 'red':
      return all.filter(isRed)
    case 'black':
      return all.filter((n) => !isRed(n))
    case 'odd':
      return all.filter((n) => n % 2 === 1)
    case 'even':
      return all.filter((n) => n % 2 === 0)
    case 'low':
      return all.filter((n) => n <= 18)
    case 'high':
      return all.filter((n) => n >= 19)
    case 'dozen':
      if (![1, 2, 3].includes(bet.dozen)) throw new RangeError('dozen')
      return all.filter((n) => Math.ceil(n / 12) === bet.dozen)
    case 'column':
      if (![1, 2, 3].includes(bet.column)) throw new RangeError('column')
      return all.filter((n) => ((n - 1) % 3) + 1 === bet.column)
  }
}

/** Return on a win in basis points, stake included: straight 36×, split 18×, dozen 3×, red or low 2×. */
export function rouletteMultiplierBp(bet: RouletteBet): number {
  return (36 / covered(bet).length) * 10_000
}

export interface RouletteOutcome {
  pocket: number
  /** Per bet, in the order given: the return in basis points of that bet's stake, 0 if lost. */
  multipliersBp: number[]
}

export function playRoulette(rng: Rng, bets: readonly RouletteBet[]): RouletteOutcome {
  const table = bets.map((bet) => ({ numbers: new Set(covered(bet)), multiplier: rouletteMultiplierBp(bet) }))
  const pocket = rng.int(POCKETS)
  return { pocket, multipliersBp: table.map((t) => (t.numbers.has(pocket) ? t.multiplier : 0)) }
}

export function rouletteExactRtp(bet: RouletteBet): Ratio {
  return { num: BigInt(covered(bet).length * rouletteMultiplierBp(bet)), den: BigInt(POCKETS * 10_000) }
}
