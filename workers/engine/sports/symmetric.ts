import { MAX_PARLAY } from '../constants.ts'

/** Bit k set: combinations of k matches are played. */
export type StringMask = number

/** The played sizes as bits, keeping only those the slip's matches can fill. */
export function stringMask(strings: readonly number[], matches: number): StringMask {
  let mask = 0
  for (const k of strings) {
    if (!Number.isInteger(k) || k < 1 || k > MAX_PARLAY) throw new RangeError(`no ${k} String 1`)
    if (k <= matches) mask |= 1 << k
  }
  return mask
}

/** The sizes in a mask, ascending. */
export function sizesOf(mask: StringMask): number[] {
  const out: number[] = []
  for (let k = 1; k < 32; k++) if ((mask >> k) & 1) out.push(k)
  return out
}
