import type {
  CricketLines,
  CricketModel,
  CricketResult,
  Innings,
  CricketSide as Side,
} from '#engine/index.ts'
import { normal, poisson } from '../sports/pricing.ts'

/**
 * One model per T20 match prices every market and plays the match: each side's innings runs are
 * roughly normal around a strength-based mean, its sixes Poisson with a mean in proportion to the
 * runs it made (a big total comes with more sixes), the toss 50/50 and the toss winner bats first
 * 40 % of the time. Prices come from these distributions exactly and the result is drawn from the
 * very same ones, so the odds are fair to the result up to the margin.
 */
const MIN_RUNS = 40
const MAX_RUNS = 320
const MAX_SIXES = 60
/** Toss winners in T20 choose to field first more often than not. */
const BAT_FIRST_SHARE = 0.4

/** P(runs = MIN_RUNS + i) of one innings. */
function runsPmf(mean: number, sd: number) {
  const raw = Array.from({ length: MAX_RUNS - MIN_RUNS + 1 }, (_, i) => normal(MIN_RUNS + i, mean, sd))
  const total = raw.reduce((a, b) => a + b, 0)
  return raw.map((p) => p / total)
}

/** P(sixes = k) of one side: Poisson given its runs, mixed over the runs it may make. */
function sixesPmf(runs: readonly number[], mean: number, sixes: number) {
  const out = new Array<number>(MAX_SIXES + 1).fill(0)
  runs.forEach((p, i) => {
    if (p < 1e-12) return
    poisson(sixesGiven(MIN_RUNS + i, mean, sixes), MAX_SIXES).forEach((q, k) => {
      out[k] = (out[k] ?? 0) + p * q
    })
  })
  return out
}

const sixesGiven = (runs: number, mean: number, sixes: number) => (sixes * runs) / mean

/** P(X > line) of a distribution given as P(offset + i). */
const above = (pmf: readonly number[], offset: number, line: number) =>
  pmf.reduce((sum, p, i) => (offset + i > line ? sum + p : sum), 0)

/** The fair probability of every selection of the match, keyed by its bet id. */
export function probabilities(m: CricketModel, lines: CricketLines): Record<string, number> {
  const home = runsPmf(m.runs.home, m.sd)
  const away = runsPmf(m.runs.away, m.sd)
  // Home wins on more runs, and half the time on level scores (the super over).
  let homeWins = 0
  let awayBelow = 0
  home.forEach((p, i) => {
    homeWins += p * (awayBelow + (away[i] ?? 0) / 2)
    awayBelow += away[i] ?? 0
  })
  // Either side bats first with probability 1/2 (the toss is 50/50, the choice independent of it).
  const firstOver =
    (above(home, MIN_RUNS, lines.firstInnings) + above(away, MIN_RUNS, lines.firstInnings)) / 2
  const sixesHome = sixesPmf(home, m.runs.home, m.sixes.home)
  const sixesAway = sixesPmf(away, m.runs.away, m.sixes.away)
  let moreHome = 0
  let level = 0
  let totalOver = 0
  sixesHome.forEach((ph, i) => {
    sixesAway.forEach((pa, j) => {
      if (i > j) moreHome += ph * pa
      if (i === j) level += ph * pa
      if (i + j > lines.totalSixes) totalOver += ph * pa
    })
  })
  const sixesMass = sixesHome.reduce((a, b) => a + b, 0) * sixesAway.reduce((a, b) => a + b, 0)
  return {
    'winner:home': homeWins,
    'winner:away': 1 - homeWins,
    'toss:home': 0.5,
    'toss:away': 0.5,
    'firstInnings:over': firstOver,
    'firstInnings:under': 1 - firstOver,
    'mostSixes:home': moreHome / sixesMass,
    'mostSixes:away': (sixesMass - moreHome - level) / sixesMass,
    'mostSixes:tie': level / sixesMass,
    'totalSixes:over': totalOver / sixesMass,
    'totalSixes:under': (sixesMass - totalOver) / sixesMass,
  }
}

/** Lines at the model's middle: half-way between the sides' expected runs, the expected sixes. */
export function linesFor(m: CricketModel): CricketLines {
  return {
    firstInnings: Math.floor((m.runs.home + m.runs.away) / 2) + 0.5,
    totalSixes: Math.floor(m.sixes.home + m.sixes.away) + 0.5,
  }
}

/** An index drawn from a distribution. */
function draw(pmf: readonly number[], rand: () => number) {
  let u = rand()
  for (let i = 0; i < pmf.length; i++) {
    u -= pmf[i] ?? 0
    if (u <= 0) return i
  }
  return pmf.length - 1
}

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home')
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(x)))

/**
 * Plays the match: runs, sixes and the toss are drawn from the model; wickets, balls and where a
 * successful chase stops are presentation around them that never changes who won or the
 * first-innings total, the only things the markets read.
 */
export function playMatch(m: CricketModel, rand: () => number, maxBalls = 120): CricketResult {
  const toss: Side = rand() < 0.5 ? 'home' : 'away'
  const decision = rand() < BAT_FIRST_SHARE ? 'bat' : 'field'
  const first = decision === 'bat' ? toss : other(toss)
  const second = other(first)
  const modelRuns = {
    home: MIN_RUNS + draw(runsPmf(m.runs.home, m.sd), rand),
    away: MIN_RUNS + draw(runsPmf(m.runs.away, m.sd), rand),
  }
  const sixesOf = (side: Side) =>
    draw(poisson(sixesGiven(modelRuns[side], m.runs[side], m.sixes[side]), MAX_SIXES), rand)
  const sixes = { home: sixesOf('home'), away: sixesOf('away') }
  const target = modelRuns[first]
  const chased = modelRuns[second]
  const mean = m.runs[first]
  const firstWickets = clamp(6 - (target - mean) / 12 + (rand() - 0.5) * 5, 2, 10)
  const innings = {} as Record<Side, Innings>
  innings[first] = {
    runs: target,
    wickets: firstWickets,
    balls: firstWickets === 10 ? maxBalls - Math.floor(rand() * 18) : maxBalls,
    sixes: sixes[first],
  }
  if (chased > target) {
    // The chase ends as soon as the target is passed, usually with balls to spare.
    innings[second] = {
      runs: Math.min(chased, target + 1 + Math.floor(rand() * 6)),
      wickets: clamp(1 + rand() * 8, 1, 9),
      balls: clamp((maxBalls * (target + 1)) / chased, maxBalls * 0.6, maxBalls),
      sixes: sixes[second],
    }
  } else {
    const allOut = chased < target && rand() < 0.35
    innings[second] = {
      runs: chased,
      wickets: allOut ? 10 : clamp(4 + rand() * 5, 4, 9),
      balls: allOut ? maxBalls - Math.floor(rand() * 15) : maxBalls,
      sixes: sixes[second],
    }
  }
  const superOver = target === chased
  const winner: Side = superOver ? (rand() < 0.5 ? 'home' : 'away') : chased > target ? second : first
  return { toss, decision, battedFirst: first, winner, superOver, home: innings.home, away: innings.away }
}

/** Overs as cricket writes them: 117 balls → "19.3". */
export const oversOf = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`
