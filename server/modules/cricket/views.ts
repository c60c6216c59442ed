import type { CombinationsPage, LegOutcome, MatchBetView } from '#contract/bets.ts'
import type { CricketMatchView, CricketPickView, InningsView, Scorecard } from '#contract/cricket.ts'
import {
  type CricketPick,
  cricketReturn,
  formatMinorUnits,
  type Innings,
  pickReturn,
  pickWins,
  UNIT_DECIMALS,
} from '#engine/index.ts'
import { oversOf } from '../../feeds/cricket/model.ts'
import { betHead, combinationResult, matchEntry } from '../betting/index.ts'
import type { CricketBet, CricketMatch } from './settle.ts'

const innings = (i: Innings): InningsView => ({
  ...i,
  overs: oversOf(i.balls),
  /** As a scorecard writes it: "168/7 (20.0)". */
  score: `${i.runs}${i.wickets === 10 ? '' : `/${i.wickets}`} (${oversOf(i.balls)})`,
})

/** A played match's scorecard: toss, both innings, who won and by how much. */
function scorecard(m: CricketMatch): Scorecard | null {
  const r = m.result
  if (!r) return null
  const chaser = r.battedFirst === 'home' ? 'away' : 'home'
  const margin = r.superOver
    ? null
    : r.winner === chaser
      ? { wickets: 10 - r[chaser].wickets }
      : { runs: r[r.battedFirst].runs - r[chaser].runs }
  return {
    toss: { winner: r.toss, decision: r.decision },
    battedFirst: r.battedFirst,
    winner: r.winner,
    superOver: r.superOver,
    margin,
    home: innings(r.home),
    away: innings(r.away),
    firstInningsRuns: r[r.battedFirst].runs,
    totalSixes: r.home.sixes + r.away.sixes,
  }
}

/** Open for betting: scheduled and not yet started (a suspended match still shows its markets, locked). */
export const isOpen = (m: CricketMatch, now: Date) => m.status === 'scheduled' && m.kickoff > now

/** A match as cricketAPI/matchData shows it: its markets while open, its scorecard once played. */
export function matchView(m: CricketMatch, now: Date): CricketMatchView {
  const open = isOpen(m, now)
  return {
    matchId: String(m.id),
    code: m.code,
    league: m.league,
    home: m.home,
    away: m.away,
    startTime: m.kickoff.toISOString(),
    ballsPerInnings: m.balls,
    status: m.status as CricketMatchView['status'],
    open,
    suspended: m.suspended,
    oddsVersion: m.oddsVersion,
    markets: open ? m.markets : [],
    result: scorecard(m),
  }
}

/** Spec §3 bet detail pick (m, k, n, o, e, l as for sports) with its bet id, labels and amount. */
const pickView = (p: CricketPick, currency: string): CricketPickView => ({
  m: p.matchId,
  k: p.category,
  n: p.betId.slice(p.betId.indexOf(':') + 1),
  o: p.odd,
  e: null,
  l: p.line ?? null,
  id: p.betId,
  category_label: p.categoryLabel,
  slip_label: p.slipLabel,
  amount: formatMinorUnits(BigInt(p.amount), UNIT_DECIMALS, currency),
})

/** How a pick ended: void with its match, else won or lost on the result; null while undecided. */
function pickOutcome(p: CricketPick, m: CricketMatch | undefined): LegOutcome | null {
  if (m?.status === 'void') return 'void'
  if (m?.status !== 'finished' || !m.result) return null
  return pickWins(p.betId, p.line, m.result) ? 'win' : 'lose'
}

/**
 * A cricket slip as the player sees it, in the same shape as a sports bet: each bet a single, with
 * its outcome, and the most the slip returns (every bet winning), as the placement answered it.
 */
export function betView(bet: CricketBet, matchRows: readonly CricketMatch[]): MatchBetView<CricketPickView> {
  const ids = new Set(bet.picks.map((p) => p.matchId))
  const byId = new Map(matchRows.map((m) => [String(m.id), m]))
  const most = bet.picks.reduce((s, p) => s + cricketReturn(BigInt(p.amount), p.odd), 0n)
  return {
    ...betHead({ ...bet, game: 'cricket', multiple: 1, bets: bet.picks.length, strings: [1] }),
    max_payout: formatMinorUnits(most, UNIT_DECIMALS, bet.currency),
    selections: bet.picks.map((p) => ({
      ...pickView(p, bet.currency),
      outcome: pickOutcome(p, byId.get(p.matchId)),
    })),
    match: Object.fromEntries(
      matchRows
        .filter((m) => ids.has(String(m.id)))
        .map((m) => [
          String(m.id),
          {
            ...matchEntry(m, [m.result?.home.runs ?? null, m.result?.away.runs ?? null]),
            result: scorecard(m),
          },
        ]),
    ),
  }
}

/** A page of the slip's bets, each one combination of one pick, with what it returned once known. */
export function combinationPage(
  bet: CricketBet,
  matchRows: readonly CricketMatch[],
  start: number,
  limit: number,
): CombinationsPage<CricketPickView> {
  const byId = new Map(matchRows.map((m) => [String(m.id), m]))
  const page = bet.picks.slice(start, start + limit)
  return {
    start,
    total: bet.picks.length,
    data: page.map((p) => [pickView(p, bet.currency)]),
    result: page.map((p, i) =>
      combinationResult(start + i, pickReturn(p, byId.get(p.matchId)) ?? null, bet.currency),
    ),
  }
}
