import { describe, expect, it } from 'vitest'
import type { Kind, Selection, SportGame } from '../types.ts'
import { availableStrings, parlayPresets } from './strings.ts'

const picks = (kinds: Kind[], matches: number): Selection[] =>
  Array.from({ length: matches }, (_, m) =>
    kinds.map((kind) => ({ matchId: `m${m}`, kind, name: 'w', odds: 2 })),
  ).flat()
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

describe('availableStrings', () => {
  const table: [SportGame, Kind[], number, number][] = [
    ['soccer', ['wl'], 10, 8],
    ['soccer', ['handicap'], 10, 8],
    ['soccer', ['goals'], 10, 6],
    ['soccer', ['correct_score'], 10, 4],
    ['soccer', ['half'], 10, 4],
    ['soccer', ['wl', 'goals'], 10, 6],
    ['basketball', ['wl', 'bs'], 10, 8],
    ['basketball', ['handicap', 'mv'], 10, 4],
    ['bd', ['wl'], 20, 15],
    ['bd', ['wl', 'up'], 20, 6],
    ['bd', ['goals'], 20, 6],
    ['bd', ['correct_score', 'half'], 20, 3],
    ['bd', ['half'], 20, 6],
    ['bd', ['wl'], 5, 5],
  ]
  for (const [game, kinds, matches, longest] of table) {
    it(`${game} ${kinds.join('+')} on ${matches} matches offers 1..${longest}`, () => {
      expect(availableStrings(game, picks(kinds, matches))).toEqual(upTo(longest))
    })
  }

  it('offers nothing on an empty slip and rejects a market the game lacks', () => {
    expect(availableStrings('soccer', [])).toEqual([])
    expect(() => availableStrings('basketball', picks(['goals'], 1))).toThrow(RangeError)
  })
})

describe('parlayPresets', () => {
  it('lists the M串N presets with N the number of combinations', () => {
    expect(parlayPresets(3, upTo(8)).map((p) => p.label)).toEqual(['3串1', '3串3', '3串4'])
    expect(parlayPresets(4, upTo(8)).find((p) => p.label === '4串11')?.strings).toEqual([2, 3, 4])
    expect(parlayPresets(6, upTo(8)).map((p) => p.label)).toEqual([
      '6串1',
      '6串6',
      '6串7',
      '6串15',
      '6串20',
      '6串22',
      '6串35',
      '6串42',
      '6串50',
      '6串57',
    ])
    expect(parlayPresets(8, upTo(8)).at(-1)).toMatchObject({ label: '8串247', combinations: 247 })
  })

  it('drops presets that need longer strings than the slip allows', () => {
    expect(parlayPresets(6, upTo(4)).map((p) => p.label)).toEqual(['6串15', '6串20', '6串35', '6串50'])
    expect(parlayPresets(12, upTo(15)).map((p) => p.label)).toEqual(['12串1'])
  })
})
