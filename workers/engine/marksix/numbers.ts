export type Colour = 'red' | 'blue' | 'green'
export type Side = 'big' | 'small' | 'odd' | 'even'

const RED = new Set([1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46])
const BLUE = new Set([3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48])

export function markSixColour(n: number): Colour {
  if (!Number.isInteger(n) || n < 1 || n > 49) throw new RangeError(`no Mark Six number ${n}`)
  return RED.has(n) ? 'red' : BLUE.has(n) ? 'blue' : 'green'
}

/** Big ≥ 25, small ≤ 24; 49 is neither side (a tie) and is reported as undefined. */
export function markSixSideWins(n: number, side: Side): boolean | undefined {
  if (n === 49) return undefined
  if (side === 'big') return n >= 25
  if (side === 'small') return n <= 24
  return (n % 2 === 1) === (side === 'odd')
}

export const tailOf = (n: number): number => n % 10
