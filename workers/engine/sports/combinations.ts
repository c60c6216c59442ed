import type { Selection, SlipInput } from '../types.ts'
import { groupByMatch } from './matches.ts'
import { type StringMask, sizesOf, stringMask } from './symmetric.ts'

/**
 * The fixed order of a slip's combinations: by size ascending, then by the set of matches in
 * lexicographic order, then by the picks with the first match's pick most significant.
 */
export interface CombinationPlan {
  matches: Selection[][]
  /** index of each pick in the slip's selections, per match */
  positions: number[][]
  sizes: number[]
  /** combinations of each size, aligned with `sizes` */
  perSize: number[]
  total: number
  /** suffix[i][t] = e_t of the pick counts of matches i.. */
  suffix: number[][]
}

function suffixCounts(counts: readonly number[], K: number): number[][] {
  const rows: number[][] = [[1, ...new Array<number>(K).fill(0)]]
  for (let i = counts.length - 1; i >= 0; i--) {
    const next = rows[0] ?? []
    const c = counts[i] ?? 0
    rows.unshift(next.map((e, t) => e + (t > 0 ? c * (next[t - 1] ?? 0) : 0)))
  }
  return rows
}

export function planCombinations(input: SlipInput): CombinationPlan {
  const matches = groupByMatch(input.selections)
  const index = new Map(input.selections.map((s, i) => [s, i]))
  const ks: StringMask = stringMask(input.strings, matches.length)
  const sizes = sizesOf(ks)
  const suffix = suffixCounts(
    matches.map((m) => m.length),
    sizes.at(-1) ?? 0,
  )
  const perSize = sizes.map((k) => suffix[0]?.[k] ?? 0)
  const total = perSize.reduce((s, x) => s + x, 0)
  if (!Number.isSafeInteger(total)) throw new RangeError('too many combinations to number')
  const positions = matches.map((m) => m.map((s) => index.get(s) ?? -1))
  return { matches, positions, sizes, perSize, total, suffix }
}

export function combinationCount(input: SlipInput): number {
  return planCombinations(input).total
}

/** Where the iteration stands: the size, the chosen matches and the pick on each. */
export interface Cursor {
  size: number
  subset: number[]
  picks: number[]
}

export function cursorAt(plan: CombinationPlan, index: number): Cursor {
  if (!Number.isInteger(index) || index < 0 || index >= plan.total)
    throw new RangeError(`no combination ${index}`)
  let rest = index
  let size = 0
  while (rest >= (plan.perSize[size] ?? 0)) rest -= plan.perSize[size++] ?? 0
  const k = plan.sizes[size] ?? 0
  const subset: number[] = []
  let weight = 1
  for (let i = 0; subset.length < k; i++) {
    const count = plan.matches[i]?.length ?? 0
    const block = weight * count * (plan.suffix[i + 1]?.[k - subset.length - 1] ?? 0)
    if (rest < block) {
      subset.push(i)
      weight *= count
    } else rest -= block
  }
  const picks = new Array<number>(k)
  for (let p = k - 1; p >= 0; p--) {
    const count = plan.matches[subset[p] ?? 0]?.length ?? 1
    picks[p] = rest % count
    rest = Math.floor(rest / count)
  }
  return { size, subset, picks }
}

/** Moves to the next combination; false after the last. */
export function advance(plan: CombinationPlan, c: Cursor): boolean {
  const k = c.subset.length
  for (let p = k - 1; p >= 0; p--) {
    const next = (c.picks[p] ?? 0) + 1
    if (next < (plan.matches[c.subset[p] ?? 0]?.length ?? 0)) {
      c.picks[p] = next
      return true
    }
    c.picks[p] = 0
  }
  const n = plan.matches.length
  let p = k - 1
  while (p >= 0 && (c.subset[p] ?? 0) >= n - k + p) p--
  if (p >= 0) {
    const first = (c.subset[p] ?? 0) + 1
    for (let q = p; q < k; q++) c.subset[q] = first + q - p
    return true
  }
  const size = plan.sizes[++c.size]
  if (size === undefined) return false
  c.subset = Array.from({ length: size }, (_, i) => i)
  c.picks = new Array<number>(size).fill(0)
  return true
}

export function combinationAt(input: SlipInput, index: number): Selection[] {
  const plan = planCombinations(input)
  const { subset, picks } = cursorAt(plan, index)
  return subset.map((m, p) => plan.matches[m]?.[picks[p] ?? 0] as Selection)
}
