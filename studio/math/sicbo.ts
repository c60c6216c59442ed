// Sic bo: three dice, each one unbiased int(6) + 1, read in order. Small (4–10) and big (11–17)
// pay 1:1 and lose on any triple, as do odd and even (of the total); a total 4–17 pays by the
// standard table 60/30/18/12/8/6/6/6 :1 (4 and 17 at 60:1 … 10 and 11 at 6:1); a single number
// pays 1:1, 2:1 or 3:1 as it shows on one, two or three dice; any triple 30:1, a chosen triple
// 180:1. Exact RTPs come from walking the 216 throws (sicboExactRtp).
import type { Ratio } from './payout.ts'
import type { Rng } from './rng.ts'

export type SicboBet =
  | { kind: 'small' | 'big' | 'odd' | 'even' | 'anyTriple' }
  | { kind: 'total'; total: number }
  | { kind: 'single'; face: number }
  | { kind: 'triple'; face: number }

export interface SicboThrow {
  dice: [number, number, number]
  total: number
  triple: boolean
}

/** Odds to one for a total 4 … 17 (index total − 4): mirrored around 10.5. */
const TOTAL_ODDS = [60, 30, 18, 12, 8, 6, 6, 6, 6, 8, 12, 18, 30, 60] as const

export function throwSicbo(rng: Rng): SicboThrow {
  const dice: [number, number, number] = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1]
  const total = dice[0] + dice[1] + dice[2]
  return { dice, total, triple: dice[0] === dice[1] && dice[1] === dice[2] }
}

const face = (n: number) => Number.isInteger(n) && n >= 1 && n <= 6

/** Return in basis points of the stake (stake included), 0 when the bet loses; throws on a bet not offered. */
export function sicboMultiplierBp(bet: SicboBet, t: SicboThrow): number {
  const odds = (n: number) => (n + 1) * 10_000
  switch (bet.kind) {
    case 'small':
      return !t.triple && t.total <= 10 ? odds(1) : 0
    case 'big':
      return !t.triple && t.total >= 11 ? odds(1) : 0
    case 'odd':
      return !t.triple && t.total % 2 === 1 ? odds(1) : 0
    case 'even':
      return !t.triple && t.total % 2 === 0 ? odds(1) : 0
    case 'anyTriple':
      return t.triple ? odds(30) : 0
    case 'total':
      if (!Number.isInteger(bet.total) || bet.total < 4 || bet.total > 17) throw new RangeError('total')
      return t.total === bet.total ? odds(TOTAL_ODDS[bet.total - 4] as number) : 0
    case 'single': {
      if (!face(bet.face)) throw new RangeError('face')
      const count = t.dice.filter((d) => d === bet.face).length
      return count === 0 ? 0 : odds(count)
    }
    case 'triple':
      if (!face(bet.face)) throw new RangeError('face')
      return t.triple && t.dice[0] === bet.face ? odds(180) : 0
  }
}

/** The exact RTP of a bet: its return over the 216 equally likely throws. */
export function sicboExactRtp(bet: SicboBet): Ratio {
  let num = 0n
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const total = a + b + c
        num += BigInt(sicboMultiplierBp(bet, { dice: [a, b, c], total, triple: a === b && b === c }))
      }
  return { num, den: 216n * 10_000n }
}
