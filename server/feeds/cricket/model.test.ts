import { describe, expect, it } from 'vitest'
import { type CricketModel, pickWins } from '#engine/index.ts'
import { seededRandom } from '../seeded.ts'
import { cricketFixturesFor } from './fixtures.ts'
import { marketsFor } from './markets.ts'
import { linesFor, playMatch, probabilities } from './model.ts'

const model: CricketModel = { runs: { home: 178, away: 165 }, sd: 24, sixes: { home: 8.4, away: 7.1 } }
const lines = linesFor(model)
const teams = { home: 'Mumbai Indians', away: 'Chennai Super Kings' }
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('cricket model', () => {
  it('gives every market probabilities that add to 1, the stronger side favoured', () => {
    const p = probabilities(model, lines)
    for (const category of ['winner', 'toss', 'firstInnings', 'mostSixes', 'totalSixes'])
      expect(
        sum(
          Object.entries(p)
            .filter(([id]) => id.startsWith(`${category}:`))
            .map(([, v]) => v),
        ),
        category,
      ).toBeCloseTo(1, 6)
    expect(p['winner:home']).toBeGreaterThan(0.6)
    expect(lines).toEqual({ firstInnings: 171.5, totalSixes: 15.5 })
  })

  it('prices each market with a margin, in 2 decimals and never below 1.01', () => {
    const markets = marketsFor(teams, model, lines)
    // Each selection once, with the same ids the probabilities (and settlement) use.
    expect(markets.map((m) => m.betId).sort()).toEqual(Object.keys(probabilities(model, lines)).sort())
    for (const category of ['winner', 'toss', 'firstInnings', 'mostSixes', 'totalSixes']) {
      const book = markets.filter((m) => m.category === category)
      const overround = sum(book.map((m) => 1 / m.odd))
      expect(overround, category).toBeGreaterThan(1.04)
      expect(overround, category).toBeLessThan(1.12)
    }
    for (const m of markets) {
      expect(m.odd).toBeGreaterThanOrEqual(1.01)
      expect(Math.round(m.odd * 100) / 100).toBe(m.odd)
    }
    expect(markets[0]).toMatchObject({ categoryLabel: 'Match winner', slipLabel: 'Mumbai Indians' })
    expect(markets[4]).toMatchObject({
      categoryLabel: '1st innings runs',
      slipLabel: 'Over 171.5',
      line: 171.5,
    })
    expect(markets[8]).toMatchObject({ slipLabel: 'Tie' })
    const lopsided = marketsFor(teams, { ...model, runs: { home: 230, away: 120 } }, lines)
    expect(lopsided[0]?.odd).toBe(1.01)
  })

  it('plays matches from the same distributions it prices: winning shares match the probabilities', () => {
    const p = probabilities(model, lines)
    const rand = seededRandom('monte-carlo')
    const wins = new Map<string, number>()
    const n = 4000
    for (let i = 0; i < n; i++) {
      const r = playMatch(model, rand)
      for (const id of Object.keys(p))
        if (pickWins(id, id.startsWith('first') ? lines.firstInnings : lines.totalSixes, r))
          wins.set(id, (wins.get(id) ?? 0) + 1)
      // A played scorecard agrees with itself.
      const first = r[r.battedFirst]
      const second = r.battedFirst === 'home' ? r.away : r.home
      if (!r.superOver) expect(r.winner === r.battedFirst).toBe(first.runs > second.runs)
      else expect(first.runs).toBe(second.runs)
      for (const inn of [r.home, r.away]) {
        expect(inn.balls).toBeLessThanOrEqual(120)
        expect(inn.wickets).toBeLessThanOrEqual(10)
      }
    }
    for (const [id, prob] of Object.entries(p)) expect((wins.get(id) ?? 0) / n, id).toBeCloseTo(prob, 1)
  })
})

describe('cricket fixtures', () => {
  it('are the same whatever the hour asked: one or two T20 matches a league, of distinct teams, in kick-off order', () => {
    const day = new Date('2026-11-21T00:00:00Z')
    const list = cricketFixturesFor(day)
    expect(list).toEqual(cricketFixturesFor(new Date('2026-11-21T18:00:00Z')))
    expect(list.length).toBeGreaterThanOrEqual(5)
    const perLeague = Map.groupBy(list, (f) => f.league)
    for (const matches of perLeague.values()) expect(matches.length).toBeLessThanOrEqual(2)
    expect(list.map((f) => f.code)).toEqual(list.map((_, i) => `SatC0${i + 1}`))
    for (const f of list) {
      expect(f.home).not.toBe(f.away)
      expect([100, 120]).toContain(f.balls)
      expect(f.kickoff.toISOString().slice(0, 10)).toBe('2026-11-21')
    }
    expect(list.map((f) => f.kickoff.getTime())).toEqual(list.map((f) => f.kickoff.getTime()).sort())
    expect(cricketFixturesFor(new Date('2026-11-22T00:00:00Z'))).not.toEqual(list)
  })
})
