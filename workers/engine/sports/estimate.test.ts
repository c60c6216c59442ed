import { describe, expect, it } from 'vitest'
import { centsText, textCents } from '../money.ts'
import { bruteEstimate, everyScore, random } from '../test-support/brute-force.ts'
import { randomSlip } from '../test-support/slips.ts'
import type { Selection, SlipInput, SportGame } from '../types.ts'
import { estimateSlip } from './estimate.ts'
import { settleCombination } from './settle.ts'

const scores = { soccer: everyScore('soccer'), bd: everyScore('bd'), basketball: everyScore('basketball') }

/** Checks the estimate against exact brute force, to the cent, and hands back the brute-force ends. */
function expectMatchesBruteForce(input: SlipInput): { min: number; max: number } {
  const got = estimateSlip(input)
  const want = bruteEstimate(input, scores[input.game])
  const context = JSON.stringify(input)
  expect(got.maxPayout, context).toBe(centsText(want.max))
  expect(got.minPayout, context).toBe(centsText(want.min))
  // whole units, only to tell capped slips from uncapped ones below
  return { min: Number(want.min / 100n), max: Number(want.max / 100n) }
}

describe('estimateSlip against every scenario', () => {
  for (const game of ['soccer', 'basketball', 'bd'] as SportGame[]) {
    it(`agrees with brute force on 600 random ${game} slips`, () => {
      const rnd = random(game.length * 7919)
      for (let i = 0; i < 600; i++) expectMatchesBruteForce(randomSlip(rnd, [game]))
    })
  }

  it('agrees to the cent at multiple 999,999, where float totals were off on 4 slips in 10', () => {
    const rnd = random(999)
    for (let i = 0; i < 200; i++)
      expectMatchesBruteForce({ ...randomSlip(rnd, [i % 2 ? 'soccer' : 'bd']), multiple: 999_999 })
  })

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
      if (expectMatchesBruteForce(input).max < estimateSlipUncapped(input) - 1) capped++
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
      if (expectMatchesBruteForce(input).max < estimateSlipUncapped(input) - 1) capped++
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
    expect(got.stake).toBe(`${2 * 3 * (4 ** 15 - 1)}.00`)
    expect(performance.now() - started).toBeLessThan(500)
    // every match covers every result and the odds 2,3,4 make the min/max scenario all-draws/all-away
    expect(textCents(got.minPayout)).toBeGreaterThan(0n)
    expect(textCents(got.maxPayout)).toBeGreaterThan(textCents(got.minPayout))
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
    expect(estimateSlip(input)).toEqual({
      combinations: 4,
      stake: '80.00',
      maxPayout: '348.00',
      minPayout: '38.00',
    })
  })

  it('takes the cheapest pick as the minimum when the picks cover every result', () => {
    const input: SlipInput = {
      game: 'soccer',
      selections: [sel('a', 'wl', 'w', 2.1), sel('a', 'wl', 'd', 3.2), sel('a', 'wl', 'l', 3.5)],
      strings: [1],
      multiple: 10,
    }
    expect(estimateSlip(input)).toMatchObject({ minPayout: '42.00', maxPayout: '70.00' })
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
    expect(estimateSlip(input)).toEqual({
      combinations: 7,
      stake: '28.00',
      maxPayout: '162.00',
      minPayout: '12.00',
    })
  })

  it('caps each combination and applies bd × 0.65', () => {
    const single: SlipInput = {
      game: 'soccer',
      selections: [sel('a', 'wl', 'w', 60000)],
      strings: [1],
      multiple: 10,
    }
    expect(estimateSlip(single)).toMatchObject({ maxPayout: '1000000.00', minPayout: '1000000.00' })
    const bd: SlipInput = {
      game: 'bd',
      selections: [sel('a', 'wl', 'w', 2.35, { handicap: -1 })],
      strings: [1],
      multiple: 10,
    }
    // 2 × 2.35 × 0.65 = 3.055 is paid 3.06 (half to even), × 10
    expect(estimateSlip(bd)).toMatchObject({ maxPayout: '30.60', minPayout: '30.60' })
  })
})

describe('what settlement pays (issue 27)', () => {
  it('shows a 2-leg parlay at 3.25 × 4.63 as the 30.10 settlement pays, not 30.09', () => {
    // 2 × 15.0475 = 30.095: half to even to the cent is 30.10; cutting the total showed 30.09
    const input: SlipInput = {
      game: 'soccer',
      selections: [sel('a', 'wl', 'w', 3.25), sel('b', 'wl', 'w', 4.63)],
      strings: [2],
      multiple: 1,
    }
    const won = new Map([
      ['a', { home: 1, away: 0, halfHome: 0, halfAway: 0 }],
      ['b', { home: 1, away: 0, halfHome: 0, halfAway: 0 }],
    ])
    expect(estimateSlip(input).maxPayout).toBe('30.10')
    expect(centsText(settleCombination('soccer', input.selections, won, 1).cents)).toBe('30.10')
  })

  it('refuses to price a slip winning in millions of combinations at once (each costs 2 to buy)', () => {
    // 8 matches × 10 "big" lines that all win together: 11^8 − 1 ≈ 214 million winning combinations
    const selections = Array.from({ length: 8 }, (_, m) =>
      Array.from({ length: 10 }, (_, l) => sel(`m${m}`, 'bs', 'b', 1.5 + l / 10, { line: 150.5 + l })),
    ).flat()
    const input: SlipInput = {
      game: 'basketball',
      selections,
      strings: [1, 2, 3, 4, 5, 6, 7, 8],
      multiple: 1,
    }
    expect(() => estimateSlip(input)).toThrow(RangeError)
  })
})

describe('exact amounts', () => {
  it('rounds the combination to the cent as settlement does, then takes the multiple', () => {
    // 2 × 5.89 × 9.73 × 4.94 × 5.55 = 3,142.5200898… settles at 3,142.52, × 999,999; rounding the
    // total instead would show 3,142,516,947.27, some 90 more than the slip can ever pay
    const input: SlipInput = {
      game: 'soccer',
      selections: [
        sel('a', 'wl', 'w', 5.89),
        sel('b', 'wl', 'w', 9.73),
        sel('c', 'wl', 'w', 4.94),
        sel('d', 'wl', 'w', 5.55),
      ],
      strings: [4],
      multiple: 999_999,
    }
    expect(estimateSlip(input)).toEqual({
      combinations: 1,
      stake: '1999998.00',
      minPayout: '3142516857.48',
      maxPayout: '3142516857.48',
    })
  })

  it('totals combinations that land exactly on their cap, and a cent beside it, in integers', () => {
    // 2 × 250 × 400 is the 200,000 cap of a double exactly; 2 × 250 × 400.01 is 2 cents above it
    const at = (odds: number): SlipInput => ({
      game: 'soccer',
      selections: [sel('a', 'wl', 'w', 250), sel('b', 'wl', 'w', odds), sel('c', 'wl', 'w', 1.01)],
      strings: [2],
      multiple: 3,
    })
    // a×b capped, a×c = 505, b×c = 808 (or 808.0202 → 808.02)
    expect(estimateSlip(at(400)).maxPayout).toBe(`${3 * (200_000 + 505 + 808)}.00`)
    expect(estimateSlip(at(400.01)).maxPayout).toBe(`${3 * (200_000 + 505) + 2424}.06`)
  })

  it('gives a stake beyond 2^53 cents exactly', () => {
    const selections = Array.from({ length: 15 }, (_, m) =>
      ['w', 'd', 'l'].map((name) => sel(`m${m}`, 'wl', name, 1.5, { handicap: 0 })),
    ).flat()
    const strings = [...Array(15).keys()].map((k) => k + 1)
    const got = estimateSlip({ game: 'bd', selections, strings, multiple: 9_999_999 })
    expect(got.stake).toBe(`${2n * 9_999_999n * (4n ** 15n - 1n)}.00`)
  })
})
