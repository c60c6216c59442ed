import { CENTS_PER_WHOLE, STAKE_PER_BET } from '../constants.ts'
import { centsText } from '../money.ts'
import type { Selection, SlipEstimate, SlipInput, SportGame } from '../types.ts'
import { combinationCount } from './combinations.ts'
import { paysAtMost, undominated } from './dominance.ts'
import { exactTotalCents, MOST_EXACT_COMBINATIONS } from './exact.ts'
import { groupByMatch } from './matches.ts'
import { winningSets } from './outcomes.ts'
import { bestScenarios, leastScenarios, type MatchSets } from './search.ts'
import { stringMask } from './symmetric.ts'

/** What makes a selection win or lose (its odds do not): matches picked alike share their sets. */
const pattern = (selections: readonly Selection[]) =>
  selections.map((s) => `${s.kind} ${s.name} ${s.handicap ?? ''} ${s.line ?? ''}`).join('|')

function matchSets(
  game: SportGame,
  selections: readonly Selection[],
  known: Map<string, number[][]>,
): MatchSets {
  const key = pattern(selections)
  const indices = known.get(key) ?? winningSets(game, selections)
  known.set(key, indices)
  const sets = indices.map((set) => set.map((i) => selections[i]?.odds ?? 0))
  const winning = sets.filter((set) => set.length > 0)
  return {
    all: selections.map((s) => s.odds),
    best: undominated(winning, (x, y) => paysAtMost(y, x)),
    least: undominated(winning, paysAtMost),
    canLose: winning.length < sets.length,
  }
}

const ZERO = centsText(0n)

/**
 * Exact estimate of a sports slip (markets.md), amounts as exact decimal text to the cent: what
 * settlement pays before tax in the scenario that pays most, and in the one that pays least above
 * 0, each combination rounded half to even to the cent and capped as settlement does. The
 * scenarios are never listed: each match is reduced to the sets of its picks that win together,
 * sets that lose to another set in every possible scenario are dropped (see dominance.ts), and
 * the rest is searched (search.ts). The few scenarios the search leaves are totalled as
 * settlement would (exact.ts) and the largest and smallest taken, so no float reaches an amount.
 * A slip winning in over MOST_EXACT_COMBINATIONS combinations at once throws a RangeError.
 */
export function estimateSlip(input: SlipInput): SlipEstimate {
  const combinations = combinationCount(input)
  if (combinations === 0) return { combinations: 0, stake: ZERO, minPayout: ZERO, maxPayout: ZERO }
  const { game, multiple } = input
  const known = new Map<string, number[][]>()
  const matches = groupByMatch(input.selections).map((sels) => matchSets(game, sels, known))
  const ks = stringMask(input.strings, matches.length)
  const budget = { left: MOST_EXACT_COMBINATIONS }
  const totals = (scenarios: number[][][]) =>
    scenarios.map((s) => exactTotalCents(s, game, ks, multiple, budget))
  const max = totals(bestScenarios(matches, game, ks)).reduce((a, b) => (b > a ? b : a))
  const min = totals(leastScenarios(matches, game, ks)).reduce((a, b) => (b < a ? b : a))
  return {
    combinations,
    stake: centsText(STAKE_PER_BET * BigInt(multiple) * BigInt(combinations) * CENTS_PER_WHOLE),
    minPayout: centsText(min),
    maxPayout: centsText(max),
  }
}
