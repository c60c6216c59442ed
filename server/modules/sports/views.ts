import {
  type CombinationEntry,
  combinationRows,
  formatMinorUnits,
  type Selection,
  type SportGame,
  settleCombination,
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
 * A bet as the player sees it, amounts in the bet's own currency. `bonus` is what the bet won
 * beyond its stake, so payout = total_price + bonus when bonus > 0 (spec §3); `returned` is what
 * was credited, which also covers refunds and part returns.
 */
export function betView(bet: SportBet, matchRows: readonly Match[]) {
  const money = (units: bigint) => formatMinorUnits(units, 6, bet.currency)
  const decided = bet.shownPayout !== null
  const bonus = decided ? (bet.shownPayout ?? 0n) - bet.shownStake : 0n
  const ids = new Set((bet.selections as Selection[]).map((s) => s.matchId))
  return {
    id: bet.id,
    bet_id: bet.betNo,
    game: bet.game,
    status: bet.status,
    multiple: bet.multiple,
    bets: bet.combinations,
    strings: bet.strings,
    total_price: money(bet.shownStake),
    bonus: money(bonus),
    bonus_currency: bet.currency,
    extra_bonus: money(0n),
    extra_bonus_currency: bet.currency,
    returned: money(bet.shownPayout ?? 0n),
    payout: money(bonus > 0n ? bet.shownStake + bonus : 0n),
    currency: bet.currency,
    total_currency: bet.currency,
    create_at: bet.createdAt.toISOString(),
    selections: (bet.selections as Selection[]).map(pick),
    match: Object.fromEntries(
      matchRows
        .filter((m) => ids.has(String(m.id)))
        .map((m) => [
          String(m.id),
          {
            home_team_name: m.home,
            away_team_name: m.away,
            home_score: m.fullHome,
            away_score: m.fullAway,
            league_name: m.league,
            match_start_time: m.kickoff.toISOString(),
            status: m.status,
          },
        ]),
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
    const index = start + i
    if (!combination.every((s) => results.has(s.matchId))) return { index, bonus: null, extra_bonus: null }
    const { cents } = settleCombination(game, combination, results, bet.multiple)
    return {
      index,
      bonus: formatMinorUnits(cents * 10_000n, 6, bet.currency),
      extra_bonus: formatMinorUnits(0n, 6, bet.currency),
    }
  })
  return { start, total: bet.combinations, data: combinations.map((c) => c.map(pick)), result }
}
