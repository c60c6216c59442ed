import type { SportGame } from '../types.ts'
import { cappedTotal } from './capped.ts'
import { paysAtMost } from './dominance.ts'
import { valueFactor } from './rules.ts'
import { type StringMask, sizesOf } from './symmetric.ts'

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

/** One scenario as each playing match's winning odds (matches that lose are left out or empty). */
export type Scenario = number[][]

/**
 * The searches below rank scenarios by float totals of the exact values (cappedTotal), which are
 * off by far less than this share of themselves.
 */
const NEAR = 1e-9
/**
 * Settlement rounds every combination to the cent on its own (markets.md), so a scenario's paid
 * total lies within half a cent per winning combination (at multiple 1) of its exact total. The
 * searches keep every scenario whose paid total may reach the best one's within both margins, and
 * estimate.ts totals those in integers as settlement would: floats only narrow the field.
 */
const HALF_CENT = 0.005

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0)
const bySum = (a: readonly number[], b: readonly number[]) => sum(a) - sum(b)

/** How many combinations win with these per-match winners: Σ over played k of e_k(counts). */
function winningCombinations(groups: readonly (readonly number[])[], ks: StringMask): number {
  const e = [1]
  for (const g of groups) {
    if (g.length === 0) continue
    for (let k = e.length; k >= 1; k--) e[k] = (e[k] ?? 0) + g.length * (e[k - 1] ?? 0)
  }
  return sizesOf(ks).reduce((s, k) => s + (e[k] ?? 0), 0)
}

/** The least and the most a scenario (or a bound on one) can pay at multiple 1, rounding included. */
function paidRange(groups: readonly (readonly number[])[], factor: number, ks: StringMask) {
  const exact = cappedTotal(groups, factor, ks)
  const rounding = HALF_CENT * winningCombinations(groups, ks)
  return { low: exact * (1 - NEAR) - rounding, high: exact * (1 + NEAR) + rounding }
}

/**
 * The scenarios that may pay the most. With one undominated set per match it is that set on
 * every match (dominance.ts: nothing pays more, rounding and caps included). Otherwise branch and
 * bound over the matches left with several: a match not yet decided counts all its selections as
 * winning, which can only raise the total, so that is the bound.
 */
export function bestScenarios(matches: readonly MatchSets[], game: SportGame, ks: StringMask): Scenario[] {
  const greedy = matches.map((m) => [...m.best].sort(bySum).at(-1) ?? [])
  const open = matches.flatMap((m, i) => (m.best.length > 1 ? [i] : []))
  if (open.length === 0) return [greedy]
  const factor = valueFactor(game)
  const groups = matches.map((m) => (m.best.length > 1 ? m.all : (m.best[0] ?? [])))
  // some scenario found pays at least `floor`
  const first = paidRange(greedy, factor, ks)
  let floor = first.low
  const found: { high: number; scenario: Scenario }[] = [{ high: first.high, scenario: greedy }]
  const search = (depth: number): void => {
    const i = open[depth]
    const match = i === undefined ? undefined : matches[i]
    if (i === undefined || match === undefined) return
    for (const option of match.best) {
      groups[i] = option
      const range = paidRange(groups, factor, ks)
      if (range.high < floor) continue
      if (depth === open.length - 1) {
        found.push({ high: range.high, scenario: [...groups] })
        floor = Math.max(floor, range.low)
      } else search(depth + 1)
    }
    groups[i] = match.all
  }
  search(0)
  return found.filter((f) => f.high >= floor).map((f) => f.scenario)
}

/**
 * The scenarios that may pay the least above 0. A scenario pays when at least k_min matches have
 * a winner, and every further winning pick only adds, so the minimum plays exactly
 * max(#matches that always win, k_min) matches, each on a least set. Branch and bound: the
 * partial total bounds from below, and a match may not be played after skipping an earlier one
 * with a set that pays at most as much (swapping them cannot cost more).
 */
export function leastScenarios(matches: readonly MatchSets[], game: SportGame, ks: StringMask): Scenario[] {
  const smallest = (m: MatchSets) => Math.min(...m.least.map(sum))
  const forced = matches.filter((m) => !m.canLose)
  const order = [...forced, ...matches.filter((m) => m.canLose).sort((a, b) => smallest(a) - smallest(b))]
  const played = Math.max(forced.length, 31 - Math.clz32(ks & -ks))
  const greedy = order.slice(0, played).map((m) => [...m.least].sort(bySum)[0] ?? [])
  const factor = valueFactor(game)
  // some scenario found pays at most `ceiling`
  const first = paidRange(greedy, factor, ks)
  let ceiling = first.high
  const found: { low: number; scenario: Scenario }[] = [{ low: first.low, scenario: greedy }]
  const groups: number[][] = []
  const skipped: number[][][] = []
  const search = (depth: number): void => {
    if (groups.length === played) {
      const range = paidRange(groups, factor, ks)
      if (range.low <= ceiling) found.push({ low: range.low, scenario: [...groups] })
      ceiling = Math.min(ceiling, range.high)
      return
    }
    const match = order[depth]
    if (match === undefined || order.length - depth < played - groups.length) return
    if (paidRange(groups, factor, ks).low > ceiling) return
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
  return found.filter((f) => f.low <= ceiling).map((f) => f.scenario)
}
