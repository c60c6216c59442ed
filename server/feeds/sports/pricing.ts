import { type Kind, type Score, type Selection, type SportGame, selectionWins } from '#engine/index.ts'

/**
 * One model per match prices every market, and the same engine rules that settle bets decide
 * which selections a score wins: odds and settlement can never disagree about a market.
 */
export interface Weighted {
  score: Score
  p: number
}

/** P(k) for k = 0..max of a Poisson count with mean `lambda`. */
export const poisson = (lambda: number, max: number) => {
  const out: number[] = []
  let term = Math.exp(-lambda)
  for (let k = 0; k <= max; k++) {
    out.push(term)
    term = (term * lambda) / (k + 1)
  }
  return out
}

/** Soccer and bd: goals per half are Poisson, 45 % of a side's expectation in the first half. */
export function soccerModel(homeGoals: number, awayGoals: number): Weighted[] {
  const H1 = poisson(homeGoals * 0.45, 7)
  const A1 = poisson(awayGoals * 0.45, 7)
  const H2 = poisson(homeGoals * 0.55, 7)
  const A2 = poisson(awayGoals * 0.55, 7)
  const out: Weighted[] = []
  for (let h1 = 0; h1 <= 7; h1++)
    for (let a1 = 0; a1 <= 7; a1++)
      for (let h2 = 0; h2 <= 7; h2++)
        for (let a2 = 0; a2 <= 7; a2++) {
          const p = (H1[h1] ?? 0) * (A1[a1] ?? 0) * (H2[h2] ?? 0) * (A2[a2] ?? 0)
          if (p > 1e-9) out.push({ score: { home: h1 + h2, away: a1 + a2, halfHome: h1, halfAway: a1 }, p })
        }
  return out
}

/** The normal density at `x` up to its constant factor (callers normalise). */
export const normal = (x: number, mean: number, sd: number) => Math.exp(-(((x - mean) / sd) ** 2) / 2)

/** Basketball: each side's points roughly normal; a tie goes to overtime, won 50/50 by 1–10 points. */
export function basketballModel(homePoints: number, awayPoints: number, sd = 11): Weighted[] {
  const out: Weighted[] = []
  let total = 0
  for (let h = 60; h <= 150; h++)
    for (let a = 60; a <= 150; a++) {
      const p = normal(h, homePoints, sd) * normal(a, awayPoints, sd)
      if (p < 1e-7) continue
      total += p
      if (h !== a) out.push({ score: { home: h, away: a, halfHome: 0, halfAway: 0 }, p })
      else {
        // Overtime: five more minutes, decided by a few points either way.
        for (let d = 1; d <= 10; d++) {
          out.push({ score: { home: h + 8 + d, away: a + 8, halfHome: 0, halfAway: 0 }, p: p / 20 })
          out.push({ score: { home: h + 8, away: a + 8 + d, halfHome: 0, halfAway: 0 }, p: p / 20 })
        }
      }
    }
  return out.map((w) => ({ ...w, p: w.p / total }))
}

/** Odds with the bookmaker's margin, in 2 decimals, never below 1.01. */
export function oddsFor(p: number, margin: number) {
  if (p <= 0) return 0
  return Math.max(1.01, Math.floor(((1 - margin) / p) * 100) / 100)
}

export interface MarketEntry {
  kind: Kind
  name: string
  odds: number
  handicap?: number
  line?: number
}

/** Prices `selections` on `game` from a score distribution. Unpriceable ones (p≈0) are dropped. */
export function price(
  game: SportGame,
  model: Weighted[],
  selections: Omit<MarketEntry, 'odds'>[],
  margin = 0.08,
): MarketEntry[] {
  return selections
    .map((sel) => {
      const probe: Selection = {
        matchId: 'm',
        kind: sel.kind,
        name: sel.name,
        odds: 1,
        handicap: sel.handicap,
        line: sel.line,
      }
      let p = 0
      for (const w of model) if (selectionWins(game, probe, w.score)) p += w.p
      return { ...sel, odds: oddsFor(p, margin) }
    })
    .filter((m) => m.odds > 0 && m.odds < 500)
}
