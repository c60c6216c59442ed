import type { Score, Selection, SportGame } from '../types.ts'
import { selectionWins } from './results.ts'

const score = (home: number, away: number, halfHome = 0, halfAway = 0): Score => ({
  home,
  away,
  halfHome,
  halfAway,
})

/**
 * Soccer and bd: every full-time score up to H + 9 goals a side (H the largest handicap) reaches
 * every class the markets can tell apart: listed scores go to 5, goals to 7+ with both parities,
 * and each margin around a handicap meets each goal class. Only the half-time result matters, so
 * 1:0, 0:0 and 0:1 stand for every half-time score.
 */
function soccerScores(selections: readonly Selection[]): Score[] {
  const most = Math.max(0, ...selections.map((s) => Math.abs(s.handicap ?? 0)))
  const halves = selections.some((s) => s.kind === 'half')
  const out: Score[] = []
  for (let home = 0; home <= most + 9; home++) {
    for (let away = 0; away <= most + 9; away++) {
      out.push(score(home, away))
      if (halves && home > 0) out.push(score(home, away, 1, 0))
      if (halves && away > 0) out.push(score(home, away, 0, 1))
    }
  }
  return out
}

/**
 * Basketball: a result is a margin d ≠ 0 and a total T ≥ |d| of d's parity. Margins to 27 (or past
 * the largest handicap) reach every margin band and handicap side; for totals, the smallest valid T
 * of each interval between lines is |d| or one of the two integers just above a line.
 */
function basketballScores(selections: readonly Selection[]): Score[] {
  const lines = selections.flatMap((s) => (s.kind === 'bs' && s.line !== undefined ? [s.line] : []))
  const widest = Math.max(27, ...selections.map((s) => Math.ceil(Math.abs(s.handicap ?? 0)) + 1))
  const out: Score[] = []
  for (let d = -widest; d <= widest; d++) {
    if (d === 0) continue
    const totals = new Set([Math.abs(d), ...lines.flatMap((l) => [Math.ceil(l), Math.ceil(l) + 1])])
    for (const t of totals) {
      if (t >= Math.abs(d) && (t - d) % 2 === 0) out.push(score((t + d) / 2, (t - d) / 2))
    }
  }
  return out
}

/** Representative final scores of one match: every set of its selections that can win together shows up. */
export function representativeScores(game: SportGame, selections: readonly Selection[]): Score[] {
  return game === 'basketball' ? basketballScores(selections) : soccerScores(selections)
}

/**
 * The distinct sets of selection indices (into `selections`) that win together in some result of
 * the match, the empty set included when the match can beat every pick.
 */
export function winningSets(game: SportGame, selections: readonly Selection[]): number[][] {
  const seen = new Map<string, number[]>()
  for (const s of representativeScores(game, selections)) {
    const set: number[] = []
    selections.forEach((sel, i) => {
      if (selectionWins(game, sel, s)) set.push(i)
    })
    const key = set.join(',')
    if (!seen.has(key)) seen.set(key, set)
  }
  return [...seen.values()]
}
