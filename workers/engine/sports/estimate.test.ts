import { describe, expect, it } from 'vitest'
import { bruteEstimate, everyScore, random } from '../test-support/brute-force.ts'
import { randomSlip } from '../test-support/slips.ts'
import type { Selection, SlipInput, SportGame } from '../types.ts'
import { estimateSlip } from './estimate.ts'

const scores = { soccer: everyScore('soccer'), bd: everyScore('bd'), basketball: everyScore('basketball') }
const cents = (x: number) => Math.floor(x * 100 + 1e-6) / 100

/** Checks the estimate against brute force and hands back the brute-force ends. */
function expectMatchesBruteForce(input: SlipInput): { min: number; max: number } {
  const got = estimateSlip(input)
  const want = bruteEstimate(input, scores[input.game])
  const context = JSON.stringify(input)
  expect(Math.abs(got.maxPayout - cents(want.max)), context).toBeLessThanOrEqual(0.010001 + want.max * 1e-12)
  expect(Math.abs(got.minPayout - cents(want.min)), context).toBeLessThanOrEqual(0.010001 + want.min * 1e-12)
  return want
}

describe('estimateSlip against every scenario', () => {
  for (const game of ['soccer', 'basketball', 'bd'] as SportGame[]) {
    it(`agrees with brute force on 600 random ${game} slips`, () => {
      const rnd = random(game.length * 7919)
      for (let i = 0; i < 600; i++) expectMatchesBruteForce(randomSlip(rnd, [game]))
    })
  }

  it('agrees on slips where caps bind on matches with several picks', () => {
    const rnd = random(42)
    let capped = 0
    for (let i = 0; i < 300; i++) {
      const input = randomSlip(rnd)
      input.selections = input.selections.map((s) => ({
        ...s,
        odds: Math.round((40 + rnd() * 900) * 100) / 100,
      }))
      input.strings = [...new Set([...input.strings, Math.min(2, input.selections.length)])]
      if (expectMatchesBruteForce(input).max < estimateSlipUncapped(input)) capped++
    }
    expect(capped).toBeGreaterThan(100)
  })
})

describe('estimateSlip against every scenario on longer slips', () => {
  it('agrees on 80 slips of 6–10 matches, the 1,000,000 cap binding in many', () => {
    const rnd = random(77)
    let capped = 0
    for (let i = 0; i < 80; i++) {
      const n = 6 + Math.floor(rnd() * 5)
      const game: SportGame = rnd() < 0.5 ? 'bd' : 'soccer'
      const selections = Array.from({ length: n }, (_, m) => {
        const names = n <= 7 && rnd() < 0.5 ? ['w', 'l'] : [['w', 'd', 'l'][m % 3] ?? 'w']
        return names.map((name) =>
          sel(`m${m}`, 'wl', name, Math.round((2 + rnd() * 9) * 100) / 100, { handicap: 0 }),
        )
      }).flat()
      const strings = Array.from({ length: n }, (_, k) => k + 1).filter((k) => k >= 4 && rnd() < 0.6)
      const input: SlipInput = { game, selections, strings: strings.length ? strings : [n], multiple: 1 }
      if (expectMatchesBruteForce(input).max < estimateSlipUncapped(input)) capped++
    }
    expect(capped).toBeGreaterThan(20)
  })
})

/** The maximum as if there were no caps: proves the test above really exercised them. */
function estimateSlipUncapped(input: SlipInput): number {
  const factor = input.game === 'bd' ? 1.3 : 2
  const byMatch = new Map<string, number>()
  for (const s of input.selections) byMatch.set(s.matchId, (byMatch.get(s.matchId) ?? 0) + s.odds)
  const e = [1]
  for (const v of byMatch.values())
    for (let k = e.length; k >= 1; k--) e[k] = (e[k] ?? 0) + v * (e[k - 1] ?? 0)
  return factor * input.multiple * input.strings.reduce((s, k) => s + (e[k] ?? 0), 0)
}

const sel = (
  matchId: string,
  kind: Selection['kind'],
  name: string,
  odds: number,
  extra = {},
): Selection => ({
  matchId,
  kind,
  name,
  odds,
  ...extra,
})

describe('worked examples (markets.md)', () => {
  it('counts 4^15 − 1 combinations for 15 matches × 3 picks, strings 1..15, without enumerating', () => {
    const selections = Array.from({ length: 15 }, (_, m) =>
      ['w', 'd', 'l'].map((name, i) => sel(`m${m}`, 'wl', name, 2 + i, { handicap: 0 })),
    ).flat()
    const input = {
      game: 'bd' as const,
      selections,
      strings: [...Array(15).keys()].map((k) => k + 1),
      multiple: 3,
    }
    const started = performance.now()
    const got = estimateSlip(input)
    expect(got.combinations).toBe(4 ** 15 - 1)
    expect(got.stake).toBe(2 * 3 * (4 ** 15 - 1))
    expect(performance.now() - started).toBeLessThan(500)
    // every match covers every result and the odds 2,3,4 make the min/max scenario all-draws/all-away
    expect(got.minPayout).toBeGreaterThan(0)
    expect(got.maxPayout).toBeGreaterThan(got.minPayout)
  })

  it('pays a 2:1 correct score together with wl w, goals 3 and handicap −1 d', () => {
    const input: SlipInput = {
      game: 'soccer',
      selections: [
        sel('a', 'correct_score', '2:1', 8.5),
        sel('a', 'wl', 'w', 1.9),
        sel('a', 'goals', '3', 3.4),
        sel('a', 'handicap', 'd', 3.6, { handicap: -1 }),
      ],
      strings: [1],
      multiple: 10,
    }
    // max: 2:1 wins all four (8.5 + 1.9 + 3.4 + 3.6); min: 2:0 wins w alone (−1 makes it a handicap w)
    expect(estimateSlip(input)).toEqual({ combinations: 4, stake: 80, maxPayout: 348, minPayout: 38 })
  })

  it('takes the cheapest pick as the minimum when the picks cover every result', () => {
    const input: SlipInput = {
      game: 'soccer',
      selections: [sel('a', 'wl', 'w', 2.1), sel('a', 'wl', 'd', 3.2), sel('a', 'wl', 'l', 3.5)],
      strings: [1],
      multiple: 10,
    }
    expect(estimateSlip(input)).toMatchObject({ minPayout: 42, maxPayout: 70 })
  })

  it('is 2 × multiple × Σ e_k(best factor per match) while no cap binds, and min takes k_min cheapest', () => {
    const input: SlipInput = {
      game: 'soccer',
      selections: [
        sel('a', 'wl', 'w', 2),
        sel('a', 'wl', 'd', 3),
        sel('b', 'wl', 'l', 1.5),
        sel('c', 'goals', '2', 4),
      ],
      strings: [2, 3],
      multiple: 2,
    }
    // factors 3, 1.5, 4: e2 = 4.5 + 12 + 6 = 22.5, e3 = 18; min: two cheapest matches win: 2 × 1.5
    expect(estimateSlip(input)).toEqual({ combinations: 7, stake: 28, maxPayout: 162, minPayout: 12 })
  })

  it('caps each combination and applies bd × 0.65', () => {
    const single: SlipInput = {
      game: 'soccer',
      selections: [sel('a', 'wl', 'w', 60000)],
      strings: [1],
      multiple: 10,
    }
    expect(estimateSlip(single)).toMatchObject({ maxPayout: 1_000_000, minPayout: 1_000_000 })
    const bd: SlipInput = {
      game: 'bd',
      selections: [sel('a', 'wl', 'w', 2.35, { handicap: -1 })],
      strings: [1],
      multiple: 10,
    }
    expect(estimateSlip(bd)).toMatchObject({ maxPayout: 30.55, minPayout: 30.55 })
  })
})
