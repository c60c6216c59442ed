import { describe, expect, it } from 'vitest'
import { marketsFor } from './markets.ts'
import { basketballModel, soccerModel } from './pricing.ts'

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('match models', () => {
  it('are probability distributions', () => {
    expect(sum(soccerModel(1.6, 1.1).map((w) => w.p))).toBeCloseTo(1, 3)
    expect(sum(basketballModel(112, 105).map((w) => w.p))).toBeCloseTo(1, 6)
    expect(basketballModel(100, 100).every((w) => w.score.home !== w.score.away)).toBe(true)
  })
})

describe('prices', () => {
  it('every soccer market is priced, with the margin: implied probabilities add to a bit over 1', () => {
    const markets = marketsFor('soccer', { home: 1.7, away: 1.0 })
    for (const kind of ['wl', 'handicap', 'correct_score', 'goals', 'half'] as const) {
      const book = markets.filter((m) => m.kind === kind)
      expect(book.length, kind).toBeGreaterThan(2)
      const overround = sum(book.map((m) => 1 / m.odds))
      expect(overround, kind).toBeGreaterThan(1.02)
      expect(overround, kind).toBeLessThan(1.25)
    }
    const wl = Object.fromEntries(markets.filter((m) => m.kind === 'wl').map((m) => [m.name, m.odds]))
    expect(wl.w).toBeLessThan(wl.l as number)
  })

  it('basketball has wl, handicap with a half-point line, totals and margin bands; bd has up and handicapped wl', () => {
    const b = marketsFor('basketball', { home: 110, away: 104 })
    expect(b.find((m) => m.kind === 'handicap')?.handicap).toBe(-5.5)
    expect(b.find((m) => m.kind === 'bs')?.line).toBe(214.5)
    expect(b.filter((m) => m.kind === 'mv').length).toBeGreaterThanOrEqual(10)
    const bd = marketsFor('bd', { home: 1.2, away: 1.4 })
    expect(
      bd
        .filter((m) => m.kind === 'up')
        .map((m) => m.name)
        .sort(),
    ).toEqual(['dd', 'ds', 'td', 'ts'])
    // One win/draw/lose per match (the slip keeps one handicap per match): 0 between near equals.
    expect(bd.filter((m) => m.kind === 'wl').map((m) => [m.name, m.handicap])).toEqual([
      ['w', 0],
      ['d', 0],
      ['l', 0],
    ])
    expect(new Set(marketsFor('bd', { home: 2, away: 0.9 }).map((m) => m.handicap))).toContain(-1)
    expect(bd.some((m) => m.kind === 'handicap')).toBe(false)
  })
})
