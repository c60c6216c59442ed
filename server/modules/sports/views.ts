import type { BetDetailView, BetView } from '#contract/bets.ts'
import { type DetailPick, toDetail } from '#contract/pick.ts'
import {
  type CombinationEntry,
  combinationRows,
  type Selection,
  type SportGame,
  settleCombination,
  UNITS_PER_CENT,
} from '#engine/index.ts'
import type { matches } from '../../db/schema.ts'
import { betHead, combinationResult, matchEntry } from '../betting/views.ts'
import { resultsOf, type SportBet } from './settle.ts'

type Match = typeof matches.$inferSelect

/** A sports bet as the player sees it. */
export function betView(bet: SportBet, matchRows: readonly Match[]): BetView {
  const ids = new Set((bet.selections as Selection[]).map((s) => s.matchId))
  return {
    ...betHead({ ...bet, bets: bet.combinations }),
    selections: (bet.selections as Selection[]).map(toDetail),
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
