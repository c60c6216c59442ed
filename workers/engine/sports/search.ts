import { cappedTotal } from './capped.ts'
import { paysAtMost } from './dominance.ts'
import { capFor } from './rules.ts'
import { playedSum, type StringMask, sizesOf } from './symmetric.ts'

/** What one match can contribute: its odds sets that win together, pruned for each direction. */
export interface MatchSets {
  /** every selection's odds: no scenario wins more on this match */
  all: number[]
  /** nonempty sets no other set beats in every scenario */
  best: number[][]
  /** nonempty sets no other set undercuts in every scenario */
  least: number[][]
  /** some result beats every pick on the match */
  canLose: boolean
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0)
const bySum = (a: readonly number[], b: readonly number[]) => sum(a) - sum(b)
const bestSum = (m: MatchSets) => Math.max(...m.best.map(sum))

/** No combination of these per-match largest odds reaches its cap, so totals are plain polynomials. */
function neverCapped(largest: readonly number[], factor: number, ks: StringMask): boolean {
  const sorted = [...largest].sort((a, b) => b - a)
  let product = factor
  let k = 0
  for (const size of sizesOf(ks)) {
    while (k < size) product *= sorted[k++] ?? 0
    if (product > capFor(size)) return false
  }
  return true
}

/**
 * Largest total over scenarios. Without caps it is factor × Σ e_k(best sum per match). With caps,
 * branch and bound over the matches left with several undominated sets: a match not yet decided
 * counts all its selections as winning, which can only raise the total, so that is the bound.
 */
export function bestTotal(matches: readonly MatchSets[], factor: number, ks: StringMask): number {
  const largest = matches.map((m) => Math.max(...m.all))
  if (neverCapped(largest, factor, ks)) return playedSum(matches.map(bestSum), ks, factor)
  const open = matches.flatMap((m, i) => (m.best.length > 1 ? [i] : []))
  const groups = matches.map((m) => (m.best.length > 1 ? m.all : (m.best[0] ?? [])))
  const total = () => cappedTotal(groups, factor, ks)
  const greedy = matches.map((m) => [...m.best].sort(bySum).at(-1) ?? [])
  let best = cappedTotal(greedy, factor, ks)
  const search = (depth: number): void => {
    const i = open[depth]
    const match = i === undefined ? undefined : matches[i]
    if (i === undefined || match === undefined) return
    for (const option of match.best) {
      groups[i] = option
      const bound = total()
      if (depth === open.length - 1) best = Math.max(best, bound)
      else if (bound > best * (1 + 1e-12)) search(depth + 1)
    }
    groups[i] = match.all
  }
  search(0)
  return best
}

/**
 * Smallest total above 0. A scenario pays when at least k_min matches have a winner, and every
 * further winning pick only adds, so the minimum plays exactly max(#matches that always win, k_min)
 * matches, each on a least set. Without caps: the always-winning matches plus the cheapest others.
 * With caps, branch and bound: the partial total bounds from below, and a match may not be played
 * after skipping an earlier one with a set that pays at most as much (swapping them cannot cost more).
 */
export function leastTotal(matches: readonly MatchSets[], factor: number, ks: StringMask): number {
  const smallest = (m: MatchSets) => Math.min(...m.least.map(sum))
  const forced = matches.filter((m) => !m.canLose)
  const order = [...forced, ...matches.filter((m) => m.canLose).sort((a, b) => smallest(a) - smallest(b))]
  const played = Math.max(forced.length, 31 - Math.clz32(ks & -ks))
  const greedy = order.slice(0, played).map((m) => [...m.least].sort(bySum)[0] ?? [])
  const largest = order.map((m) => Math.max(...m.least.flat()))
  if (neverCapped(largest, factor, ks)) return playedSum(greedy.map(sum), ks, factor)
  let best = cappedTotal(greedy, factor, ks)
  const groups: number[][] = []
  const skipped: number[][][] = []
  const search = (depth: number): void => {
    if (groups.length === played) {
      best = Math.min(best, cappedTotal(groups, factor, ks))
      return
    }
    const match = order[depth]
    if (match === undefined || order.length - depth < played - groups.length) return
    if (cappedTotal(groups, factor, ks) >= best) return
    for (const option of match.least) {
      if (skipped.some((sets) => sets.some((set) => paysAtMost(set, option)))) continue
      groups.push(option)
      search(depth + 1)
      groups.pop()
    }
    if (!match.canLose) return
    skipped.push(match.least)
    search(depth + 1)
    skipped.pop()
  }
  search(0)
  return best
}
