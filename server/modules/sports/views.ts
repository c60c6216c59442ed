import {
  type CombinationEntry,
  combinationRows,
  formatMinorUnits,
  type Selection,
  type SportGame,
  settleCombination,
  UNITS_PER_CENT,
} from '../../../workers/engine/index.ts'
import type { matches } from '../../db/schema.ts'
import { resultsOf, type SportBet } from './settle.ts'

type Match = typeof matches.$inferSelect

/** Spec §3 bet detail pick: m match id, k category, n pick, o odd, e handicap (l: the bs line). */
const pick = (s: Selection) => ({
  m: s.matchId,
  k: s.kind,
  n: s.name,
  o: s.odds,
  e: s.handicap ?? null,
  l: s.line ?? null,
})

/**
 * A bet's amounts as the player sees them, in the bet's own currency. `bonus` is what the bet won
 * beyond its stake, so payout = total_price + bonus when bonus > 0 (spec §3); `returned` is what
 * was credited, which also covers refunds and part returns.
 */
export function betAmounts(bet: { currency: string; shownStake: bigint; shownPayout: bigint | null }) {
  const money = (units: bigint) => formatMinorUnits(units, 6, bet.currency)
  const bonus = bet.shownPayout === null ? 0n : bet.shownPayout - bet.shownStake
  return {
    total_price: money(bet.shownStake),
    bonus: money(bonus),
    bonus_currency: bet.currency,
    extra_bonus: money(0n),
    extra_bonus_currency: bet.currency,
    returned: money(bet.shownPayout ?? 0n),
    payout: money(bonus > 0n ? bet.shownStake + bonus : 0n),
    currency: bet.currency,
    total_currency: bet.currency,
  }
}

/** A match of a bet view's `match` map (spec §3), with its score once known. */
export function matchEntry(
  m: { home: string; away: string; league: string; kickoff: Date; status: string },
  score: readonly [number | null, number | null],
) {
  return {
    home_team_name: m.home,
    away_team_name: m.away,
    home_score: score[0],
    away_score: score[1],
    league_name: m.league,
    match_start_time: m.kickoff.toISOString(),
    status: m.status,
  }
}

/** One line of a detail's `combinations.result`: what the combination returned, null until known. */
export const combinationResult = (index: number, units: bigint | null, currency: string) =>
  units === null
    ? { index, bonus: null, extra_bonus: null }
    : {
        index,
        bonus: formatMinorUnits(units, 6, currency),
        extra_bonus: formatMinorUnits(0n, 6, currency),
      }

/** A sports bet as the player sees it. */
export function betView(bet: SportBet, matchRows: readonly Match[]) {
  const ids = new Set((bet.selections as Selection[]).map((s) => s.matchId))
  return {
    id: bet.id,
    bet_id: bet.betNo,
    game: bet.game,
    status: bet.status,
    multiple: bet.multiple,
    bets: bet.combinations,
    strings: bet.strings,
    ...betAmounts(bet),
    create_at: bet.createdAt.toISOString(),
    selections: (bet.selections as Selection[]).map(pick),
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
export function combinationPage(bet: SportBet, matchRows: readonly Match[], start: number, limit: number) {
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
  return { start, total: bet.combinations, data: combinations.map((c) => c.map(pick)), result }
}
