import type { BetDetailView, LegOutcome, MatchBetView } from '#contract/bets.ts'
import { type DetailPick, toDetail } from '#contract/pick.ts'
import {
  type CombinationEntry,
  combinationRows,
  estimateSlip,
  formatMinorUnits,
  type MatchResult,
  type Selection,
  type SportGame,
  selectionWins,
  settleCombination,
  textCents,
  UNIT_DECIMALS,
  UNITS_PER_CENT,
} from '#engine/index.ts'
import { betHead, combinationResult, matchEntry } from '../betting/index.ts'
import type { matches } from '../fixtures/tables.ts'
import { resultsOf, type SportBet } from './settle.ts'

type Match = typeof matches.$inferSelect

/** How a leg ended: void with its match, else won or lost on the score; null while undecided. */
function legOutcome(game: SportGame, s: Selection, r: MatchResult | undefined): LegOutcome | null {
  if (r === undefined) return null
  if (r === 'void') return 'void'
  return selectionWins(game, s, r) ? 'win' : 'lose'
}

/**
 * The most a slip can return at the odds it was taken at, in its currency: the engine's exact
 * estimate, the same the placement answered as max_payout (the stored USDT figure is rounded by
 * the rate, so it is worked out again instead).
 */
function maxPayout(bet: SportBet) {
  const input = {
    game: bet.game as SportGame,
    selections: bet.selections as Selection[],
    strings: bet.strings,
    multiple: bet.multiple,
  }
  const units = textCents(estimateSlip(input).maxPayout) * UNITS_PER_CENT
  return formatMinorUnits(units, UNIT_DECIMALS, bet.currency)
}

/** A sports bet as the player sees it: each leg at the odds taken with its outcome. */
export function betView(bet: SportBet, matchRows: readonly Match[]): MatchBetView {
  const selections = bet.selections as Selection[]
  const ids = new Set(selections.map((s) => s.matchId))
  const results = resultsOf(matchRows)
  return {
    ...betHead({ ...bet, bets: bet.combinations }),
    max_payout: maxPayout(bet),
    selections: selections.map((s) => ({
      ...toDetail(s),
      outcome: legOutcome(bet.game as SportGame, s, results.get(s.matchId)),
    })),
    match: Object.fromEntries(
      matchRows
        .filter((m) => ids.has(String(m.id)))
        .map((m) => [String(m.id), matchEntry(m, [m.fullHome, m.fullAway])]),
    ),
  }
}

const entrySelection = (e: CombinationEntry): Selection => ({
  matchId: e.match_id,
  kind: e.kind,
  name: e.name,
  odds: e.odds,
  ...(e.handicap_val === null ? {} : { handicap: e.handicap_val }),
  ...(e.extra === null ? {} : { line: e.extra }),
})

/** A page of the bet's combinations, each with its result once all its matches are decided. */
export function combinationPage(
  bet: SportBet,
  matchRows: readonly Match[],
  start: number,
  limit: number,
): BetDetailView<DetailPick>['combinations'] {
  const game = bet.game as SportGame
  const results = resultsOf(matchRows)
  const input = {
    game,
    selections: bet.selections as Selection[],
    strings: bet.strings,
    multiple: bet.multiple,
  }
  const rows = start < bet.combinations ? combinationRows(input, start, limit) : []
  const combinations = rows.map((r) => r.entries.map(entrySelection))
  const result = combinations.map((combination, i) => {
    const decided = combination.every((s) => results.has(s.matchId))
    const units = decided
      ? settleCombination(game, combination, results, bet.multiple).cents * UNITS_PER_CENT
      : null
    return combinationResult(start + i, units, bet.currency)
  })
  return { start, total: bet.combinations, data: combinations.map((c) => c.map(toDetail)), result }
}
