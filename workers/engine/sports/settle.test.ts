import { describe, expect, it } from 'vitest'
import { bruteWins, everyScore, random } from '../test-support/brute-force.ts'
import { NAMES } from '../test-support/slips.ts'
import type { Kind, Score, Selection, SportGame } from '../types.ts'
import { selectionWins } from './results.ts'
import { type MatchResult, settleCombination } from './settle.ts'

const score = (home: number, away: number, halfHome = 0, halfAway = 0): Score => ({
  home,
  away,
  halfHome,
  halfAway,
})
const sel = (matchId: string, odds: number, kind: Kind = 'wl', name = 'w'): Selection => ({
  matchId,
  kind,
  name,
  odds,
})

describe('selectionWins', () => {
  it('agrees with the market tables on every score for every name', () => {
    const rnd = random(11)
    for (const game of ['soccer', 'bd', 'basketball'] as SportGame[]) {
      const scores = everyScore(game).filter(() => rnd() < 0.2)
      for (const [kind, names] of Object.entries(NAMES[game])) {
        for (const name of names ?? []) {
          const s: Selection = {
            matchId: 'm',
            kind: kind as Kind,
            name,
            odds: 2,
            handicap: game === 'basketball' ? -6.5 : -1,
            line: 199.5,
          }
          for (const sc of scores)
            expect(selectionWins(game, s, sc), `${game} ${kind} ${name} ${JSON.stringify(sc)}`).toBe(
              bruteWins(game, s, sc),
            )
        }
      }
    }
  })

  it('wins a 2:1 result on correct score 2:1, wl w, goals 3, handicap −1 d and half dw from 0:0', () => {
    const s = score(2, 1)
    for (const [kind, name, handicap] of [
      ['correct_score', '2:1'],
      ['wl', 'w'],
      ['goals', '3'],
      ['handicap', 'd', -1],
      ['half', 'dw'],
      ['up', 'ts'],
    ] as const) {
      expect(selectionWins('soccer', { matchId: 'm', kind, name, odds: 2, handicap }, s)).toBe(true)
    }
    expect(
      selectionWins('soccer', { matchId: 'm', kind: 'correct_score', name: 'w_other', odds: 2 }, score(6, 1)),
    ).toBe(true)
    expect(
      selectionWins('soccer', { matchId: 'm', kind: 'correct_score', name: 'w_other', odds: 2 }, score(5, 2)),
    ).toBe(false)
  })

  it('ignores handicap on soccer wl but not on bd wl, and rejects unknown names', () => {
    const w = { matchId: 'm', kind: 'wl' as const, name: 'w', odds: 2, handicap: -1 }
    expect(selectionWins('soccer', w, score(1, 0))).toBe(true)
    expect(selectionWins('bd', w, score(1, 0))).toBe(false)
    expect(() => selectionWins('soccer', { ...w, name: 'x' }, score(1, 0))).toThrow(RangeError)
    expect(() => selectionWins('basketball', { ...w, kind: 'goals' }, score(1, 0))).toThrow(RangeError)
  })
})

describe('settleCombination', () => {
  const results = new Map<string, MatchResult>([
    ['home', score(2, 0, 1, 0)],
    ['draw', score(1, 1)],
    ['void', 'void'],
  ])
  const table: [string, SportGame, Selection[], number, 'win' | 'lose' | 'refund', bigint][] = [
    ['a two-match parlay', 'soccer', [sel('home', 1.5), sel('draw', 2.35, 'wl', 'd')], 1, 'win', 705n],
    [
      '× multiple after rounding',
      'soccer',
      [sel('home', 1.5), sel('draw', 2.35, 'wl', 'd')],
      7,
      'win',
      4935n,
    ],
    ['a lost pick', 'soccer', [sel('home', 1.5), sel('draw', 2.35)], 5, 'lose', 0n],
    ['bd half to even, up (2.015 → 2.02)', 'bd', [sel('home', 1.55)], 1, 'win', 202n],
    ['bd half to even, down (1.625 → 1.62)', 'bd', [sel('home', 1.25)], 1, 'win', 162n],
    ['20% tax above 10,000', 'soccer', [sel('home', 6000)], 2, 'win', 960_000n * 2n],
    ['no tax at exactly 10,000', 'soccer', [sel('home', 5000)], 1, 'win', 1_000_000n],
    [
      'tax on the odd cent, half to even (10,000.02 → 8,000.02)',
      'soccer',
      [sel('home', 5000.01)],
      1,
      'win',
      800_002n,
    ],
    ['single cap 100,000 then tax', 'soccer', [sel('home', 60000)], 1, 'win', 8_000_000n],
    [
      '2-match cap 200,000 then tax',
      'soccer',
      [sel('home', 500), sel('draw', 500, 'wl', 'd')],
      3,
      'win',
      16_000_000n * 3n,
    ],
    ['a void match counts at odds 1', 'soccer', [sel('home', 1.5), sel('void', 9)], 2, 'win', 600n],
    ['a void single is refunded', 'soccer', [sel('void', 9)], 10, 'refund', 2000n],
  ]
  for (const [what, game, combination, multiple, outcome, cents] of table) {
    it(what, () => {
      expect(settleCombination(game, combination, results, multiple)).toEqual({ outcome, cents })
    })
  }

  it('needs a result for every match', () => {
    expect(() => settleCombination('soccer', [sel('unknown', 2)], results, 1)).toThrow(RangeError)
  })
})
