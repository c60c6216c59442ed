import type { Selection, SlipEstimate, SlipInput, SportGame } from '../types.ts'
import { combinationCount } from './combinations.ts'
import { paysAtMost, undominated } from './dominance.ts'
import { groupByMatch } from './matches.ts'
import { winningSets } from './outcomes.ts'
import { valueFactor } from './rules.ts'
import { bestTotal, leastTotal, type MatchSets } from './search.ts'
import { stringMask } from './symmetric.ts'

function matchSets(game: SportGame, selections: readonly Selection[]): MatchSets {
  const sets = winningSets(game, selections).map((set) => set.map((i) => selections[i]?.odds ?? 0))
  const winning = sets.filter((set) => set.length > 0)
  return {
    all: selections.map((s) => s.odds),
    best: undominated(winning, (x, y) => paysAtMost(y, x)),
    least: undominated(winning, paysAtMost),
    canLose: winning.length < sets.length,
  }
}

/** Money rounds down to the cent; the nudge keeps 0.29 from showing as 0.28 after float products. */
export function floorCents(value: number): number {
  return Math.floor(value * 100 * (1 + 1e-13) + 1e-9) / 100
}

/**
 * Exact estimate of a sports slip (markets.md). The scenarios are never listed: each match is
 * reduced to the sets of its picks that win together, sets that lose to another set in every
 * possible scenario are dropped (see dominance.ts), and the rest is searched (search.ts) with
 * totals computed by capped.ts. Without a cap in reach both ends are closed forms in O(n·k).
 */
export function estimateSlip(input: SlipInput): SlipEstimate {
  const combinations = combinationCount(input)
  if (combinations === 0) return { combinations: 0, stake: 0, minPayout: 0, maxPayout: 0 }
  const matches = groupByMatch(input.selections).map((sels) => matchSets(input.game, sels))
  const ks = stringMask(input.strings, matches.length)
  const factor = valueFactor(input.game)
  return {
    combinations,
    stake: 2 * input.multiple * combinations,
    minPayout: floorCents(leastTotal(matches, factor, ks) * input.multiple),
    maxPayout: floorCents(bestTotal(matches, factor, ks) * input.multiple),
  }
}
