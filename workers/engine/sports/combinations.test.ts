import { describe, expect, it } from 'vitest'
import { everyCombination, halfEven, random } from '../test-support/brute-force.ts'
import { randomSlip } from '../test-support/slips.ts'
import type { SlipInput } from '../types.ts'
import { combinationAt, combinationCount, planCombinations } from './combinations.ts'
import { combinationCents } from './exact.ts'
import { batchBuffers, combinationRows, decodeRows, fillRows } from './rows.ts'

const key = (combo: readonly number[]) => [...combo].sort((a, b) => a - b).join(',')
const indicesOf = (input: SlipInput, index: number) =>
  combinationAt(input, index).map((s) => input.selections.indexOf(s))

describe('combinationAt', () => {
  it('numbers exactly the combinations of 300 random slips, each once, one pick per match', () => {
    const rnd = random(5)
    for (let i = 0; i < 300; i++) {
      const input = randomSlip(rnd)
      const want = everyCombination(input).map((c) => key(c))
      const count = combinationCount(input)
      expect(count).toBe(want.length)
      const got = Array.from({ length: count }, (_, j) => key(indicesOf(input, j)))
      expect(new Set(got).size).toBe(count)
      expect(new Set(got)).toEqual(new Set(want))
    }
  })

  it('reaches any row of a billion-combination slip and rejects indices out of range', () => {
    const selections = Array.from({ length: 15 }, (_, m) =>
      ['w', 'd', 'l'].map((name) => ({ matchId: `m${m}`, kind: 'wl' as const, name, odds: 2, handicap: 0 })),
    ).flat()
    const input: SlipInput = {
      game: 'bd',
      selections,
      strings: [...Array(15).keys()].map((k) => k + 1),
      multiple: 1,
    }
    const last = 4 ** 15 - 2
    expect(combinationAt(input, 0)).toEqual([selections[0]])
    // the last row is the 15-match combination of every match's last pick
    expect(combinationAt(input, last)).toEqual(selections.filter((s) => s.name === 'l'))
    expect(() => combinationAt(input, last + 1)).toThrow(RangeError)
    expect(() => combinationAt(input, -1)).toThrow(RangeError)
    const middle = combinationAt(input, 123_456_789)
    expect(new Set(middle.map((s) => s.matchId)).size).toBe(middle.length)
  })
})

describe('combination rows in batches', () => {
  it('fills a batch from any start exactly as random access reads it', () => {
    const rnd = random(9)
    for (let i = 0; i < 200; i++) {
      const input = randomSlip(rnd)
      const plan = planCombinations(input)
      const start = Math.floor(rnd() * plan.total)
      const batch = fillRows(plan, input, start, 1 + Math.floor(rnd() * 40))
      expect(batch.count).toBe(Math.min(batch.offsets.length - 1, plan.total - start))
      for (let r = 0; r < batch.count; r++) {
        const picks = [...batch.picks.subarray(batch.offsets[r], batch.offsets[r + 1])]
        expect(picks).toEqual(indicesOf(input, start + r))
      }
    }
  })

  it('decodes rows with the spec fields and the capped prize × multiple', () => {
    const input: SlipInput = {
      game: 'basketball',
      selections: [
        { matchId: 'a', kind: 'bs', name: 'b', odds: 1.8, line: 201.5 },
        { matchId: 'b', kind: 'handicap', name: 'w', odds: 600, handicap: -4.5 },
        { matchId: 'c', kind: 'wl', name: 'l', odds: 400 },
      ],
      strings: [2, 3],
      multiple: 3,
    }
    const rows = combinationRows(input, 0, 10)
    // b×c and a×b×c exceed the 200,000 cap of 2 and 3 matches
    expect(rows.map((r) => r.prize)).toEqual(['6480.00', '4320.00', '600000.00', '600000.00'])
    expect(rows[0]?.entries).toEqual([
      { match_id: 'a', kind: 'bs', name: 'b', odds: 1.8, extra: 201.5, prize: '6480.00', handicap_val: null },
      {
        match_id: 'b',
        kind: 'handicap',
        name: 'w',
        odds: 600,
        extra: null,
        prize: '6480.00',
        handicap_val: -4.5,
      },
    ])
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3])
  })

  it('gives each row its exact prize, rounded down to the cent', () => {
    const input: SlipInput = {
      game: 'soccer',
      selections: [
        { matchId: 'a', kind: 'wl', name: 'w', odds: 5.89 },
        { matchId: 'b', kind: 'wl', name: 'w', odds: 9.73 },
        { matchId: 'c', kind: 'wl', name: 'w', odds: 4.94 },
        { matchId: 'd', kind: 'wl', name: 'w', odds: 5.55 },
        { matchId: 'd', kind: 'wl', name: 'd', odds: 50_000 },
      ],
      strings: [1, 4],
      multiple: 999_999,
    }
    const prizes = combinationRows(input, 0, 10).map((r) => [r.entries.map((e) => e.odds).join('×'), r.prize])
    // 2 × 5.89 × 9.73 × 4.94 × 5.55 = 3,142.5200898… is 3,142.52 settled (half to even to the cent),
    // × 999,999; 2 × 50,000 is exactly the 100,000 cap of a single
    expect(prizes).toContainEqual(['5.89×9.73×4.94×5.55', '3142516857.48'])
    expect(prizes).toContainEqual(['50000', '99999900000.00'])
    expect(prizes).toContainEqual(['5.89', '11779988.22'])
  })

  it('prices 20,000 random rows exactly as settlement does: half to even to the cent, capped, × multiple', () => {
    const rnd = random(11)
    const caps = [0, 100_000, 200_000, 200_000, 500_000, 500_000, ...Array(10).fill(1_000_000)]
    for (let i = 0; i < 20_000; i++) {
      const k = 1 + Math.floor(rnd() * 15)
      const row = Array.from({ length: k }, () => 101 + Math.floor(rnd() ** 3 * 20_000))
      const factor = rnd() < 0.5 ? 200 : 130
      const multiple = [1, 3, 10, 999, 123_457, 9_999_999][Math.floor(rnd() * 6)] ?? 1
      const product = row.reduce((p, h) => p * BigInt(h), BigInt(factor))
      const cap = BigInt(caps[k] ?? 0) * 100n
      const cents = halfEven(product, 100n ** BigInt(k))
      const want = (cents < cap ? cents : cap) * BigInt(multiple)
      expect(combinationCents(row, factor, multiple), `${factor} × ${row} × ${multiple}`).toBe(Number(want))
    }
  })

  it('hands out transferable buffers that survive a structured clone', () => {
    const input = randomSlip(random(3))
    const batch = fillRows(planCombinations(input), input, 0, 1000)
    const copy = structuredClone(batch, { transfer: batchBuffers(batch) })
    expect(batch.picks.length).toBe(0)
    expect(decodeRows(input, copy)).toEqual(combinationRows(input, 0, 1000))
  })
})
