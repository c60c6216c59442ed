import { FULL_PERCENT, ODDS_DECIMALS, STAKE_PER_BET } from '../constants.ts'
import { toMinorUnits } from '../money.ts'
import type { SportGame } from '../types.ts'
import { cappedTotal } from './capped.ts'
import { paysAtMost } from './dominance.ts'
import { capFor, payoutPercent, valueFactor } from './rules.ts'
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
 * The searches below rank scenarios by float totals (cappedTotal), which are off by far less than
 * this share; they keep every scenario within it of the best, and estimate.ts picks among those
 * with exact integer totals. So float only narrows the field; it never decides an amount.
 */
const NEAR = 1e-9

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0)
const bySum = (a: readonly number[], b: readonly number[]) => sum(a) - sum(b)

/**
 * No combination of these per-match largest odds reaches its cap, so a total is a plain sum of
 * products that grows with every match's odds sum. Decided in integers: this choice is exact.
 */
function neverCapped(largest: readonly number[], game: SportGame, ks: StringMask): boolean {
  const sorted = largest
    .map((o) => toMinorUnits(o, ODDS_DECIMALS))
    .sort((a, b) => (b > a ? 1 : b < a ? -1 : 0))
  const scale = 10n ** BigInt(ODDS_DECIMALS)
  let product = STAKE_PER_BET * payoutPercent(game)
  let unit = FULL_PERCENT
  let k = 0
  for (const size of sizesOf(ks)) {
    while (k < size) {
      product *= sorted[k++] ?? 0n
      unit *= scale
    }
    if (product > BigInt(capFor(size)) * unit) return false
  }
  return true
}

/**
 * The scenarios that may pay the most. Without caps it is the largest odds sum on every match.
 * With caps, branch and bound over the matches left with several undominated sets: a match not
 * yet decided counts all its selections as winning, which can only raise the total, so that is the bound.
 */
export function bestScenarios(matches: readonly MatchSets[], game: SportGame, ks: StringMask): Scenario[] {
  const greedy = matches.map((m) => [...m.best].sort(bySum).at(-1) ?? [])
  const largest = matches.map((m) => Math.max(...m.all))
  const open = matches.flatMap((m, i) => (m.best.length > 1 ? [i] : []))
  // one undominated set per match leaves one scenario to total
  if (open.length === 0 || neverCapped(largest, game, ks)) return [greedy]
  const factor = valueFactor(game)
  const groups = matches.map((m) => (m.best.length > 1 ? m.all : (m.best[0] ?? [])))
  const total = () => cappedTotal(groups, factor, ks)
  let best = cappedTotal(greedy, factor, ks)
  const found: { total: number; scenario: Scenario }[] = [{ total: best, scenario: greedy }]
  const search = (depth: number): void => {
    const i = open[depth]
    const match = i === undefined ? undefined : matches[i]
    if (i === undefined || match === undefined) return
    for (const option of match.best) {
      groups[i] = option
      const bound = total()
      if (depth === open.length - 1) {
        if (bound >= best * (1 - NEAR)) found.push({ total: bound, scenario: [...groups] })
        best = Math.max(best, bound)
      } else if (bound >= best * (1 - NEAR)) search(depth + 1)
    }
    groups[i] = match.all
  }
  search(0)
  return found.filter((f) => f.total >= best * (1 - NEAR)).map((f) => f.scenario)
}

/**
 * The scenarios that may pay the least above 0. A scenario pays when at least k_min matches have
 * a winner, and every further winning pick only adds, so the minimum plays exactly
 * max(#matches that always win, k_min) matches, each on a least set. Without caps: the
 * always-winning matches plus the cheapest others. With caps, branch and bound: the partial total
 * bounds from below, and a match may not be played after skipping an earlier one with a set that
 * pays at most as much (swapping them cannot cost more).
 */
export function leastScenarios(matches: readonly MatchSets[], game: SportGame, ks: StringMask): Scenario[] {
  const smallest = (m: MatchSets) => Math.min(...m.least.map(sum))
  const forced = matches.filter((m) => !m.canLose)
  const order = [...forced, ...matches.filter((m) => m.canLose).sort((a, b) => smallest(a) - smallest(b))]
  const played = Math.max(forced.length, 31 - Math.clz32(ks & -ks))
  const greedy = order.slice(0, played).map((m) => [...m.least].sort(bySum)[0] ?? [])
  const largest = order.map((m) => Math.max(...m.least.flat()))
  if (neverCapped(largest, game, ks)) return [greedy]
  const factor = valueFactor(game)
  let best = cappedTotal(greedy, factor, ks)
  const found: { total: number; scenario: Scenario }[] = [{ total: best, scenario: greedy }]
  const groups: number[][] = []
  const skipped: number[][][] = []
  const search = (depth: number): void => {
    if (groups.length === played) {
      const total = cappedTotal(groups, factor, ks)
      if (total <= best * (1 + NEAR)) found.push({ total, scenario: [...groups] })
      best = Math.min(best, total)
      return
    }
    const match = order[depth]
    if (match === undefined || order.length - depth < played - groups.length) return
    if (cappedTotal(groups, factor, ks) > best * (1 + NEAR)) return
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
  return found.filter((f) => f.total <= best * (1 + NEAR)).map((f) => f.scenario)
}
