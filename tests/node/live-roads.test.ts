import { describe, expect, it } from 'vitest'
import {
  beadPlate,
  bigRoad,
  hotCold,
  lastColumns,
  sicboRoll,
  sicboSummary,
} from '../../studio/web/live/roads.ts'

type W = 'player' | 'banker' | 'tie'
const seq = (s: string): W[] => [...s].map((c) => (c === 'P' ? 'player' : c === 'B' ? 'banker' : 'tie'))
const cells = (s: string) =>
  bigRoad(seq(s)).map((c) => `${c.col},${c.row}${c.winner[0]}${c.ties ? `+${c.ties}` : ''}`)

describe('the bead plate', () => {
  it('fills down six rows, then the next column', () => {
    const plate = beadPlate(seq('PBBTPPB'))
    expect(plate.map((b) => [b.col, b.row, b.winner[0]])).toEqual([
      [0, 0, 'p'],
      [0, 1, 'b'],
      [0, 2, 'b'],
      [0, 3, 't'],
      [0, 4, 'p'],
      [0, 5, 'p'],
      [1, 0, 'b'],
    ])
  })
  it('keeps the last whole columns in view when the plate is full', () => {
    const plate = beadPlate(seq('P'.repeat(12) + 'B'.repeat(7)), 6, 3)
    // 19 results = 4 columns; the first drops off, so the plate starts at result 7.
    expect(plate).toHaveLength(13)
    expect(plate[0]).toEqual({ col: 0, row: 0, winner: 'player' })
    expect(plate.at(-1)).toEqual({ col: 2, row: 0, winner: 'banker' })
  })
})

describe('the big road', () => {
  it('goes down a column while one side keeps winning and starts a new column when the other wins', () => {
    expect(cells('BBBPPB')).toEqual(['0,0b', '0,1b', '0,2b', '1,0p', '1,1p', '2,0b'])
  })
  it('draws ties as slashes on the cell before them, never as cells', () => {
    expect(cells('BTTPT')).toEqual(['0,0b+2', '1,0p+1'])
    // Ties before the first win go on the first cell.
    expect(cells('TPB')).toEqual(['0,0p+1', '1,0b'])
  })
  it('turns a seventh win in a row right along the bottom row (the dragon tail)', () => {
    expect(cells('BBBBBBBB')).toEqual(['0,0b', '0,1b', '0,2b', '0,3b', '0,4b', '0,5b', '1,5b', '2,5b'])
  })
  it('turns right early when an older tail blocks the column, and the next streak starts after it', () => {
    const road = cells(`${'P'.repeat(7)}${'B'.repeat(6)}P`)
    expect(road).toEqual([
      '0,0p',
      '0,1p',
      '0,2p',
      '0,3p',
      '0,4p',
      '0,5p',
      '1,5p',
      '1,0b',
      '1,1b',
      '1,2b',
      '1,3b',
      '1,4b',
      '2,4b',
      '2,0p',
    ])
  })
  it('shows the last columns that fit, renumbered from 0', () => {
    const road = lastColumns(bigRoad(seq('PBPBPB')), 2)
    // Six alternating wins are six columns; the last two are P then B.
    expect(road.map((c) => c.col)).toEqual([0, 1])
    expect(road.map((c) => c.winner)).toEqual(['player', 'banker'])
  })
})

describe('roulette hot and cold numbers', () => {
  it('counts only the last 100 spins', () => {
    const spins = [...Array.from({ length: 50 }, () => 7), ...Array.from({ length: 100 }, (_, i) => i % 37)]
    const hc = hotCold(spins)
    expect(hc.counted).toBe(100)
    // 100 spins of 0..36 in turn: 0–25 came 3 times, 26–36 twice; 7's earlier run is outside the window.
    expect(hc.hot.map((h) => h.count)).toEqual([3, 3, 3, 3, 3])
    // Equal counts: the one seen most recently is hotter (25 was the last to reach 3).
    expect(hc.hot.map((h) => h.number)).toEqual([25, 24, 23, 22, 21])
    expect(hc.cold.map((c) => [c.number, c.count])).toEqual([
      [26, 2],
      [27, 2],
      [28, 2],
      [29, 2],
      [30, 2],
    ])
  })
  it('lists numbers never seen as the coldest', () => {
    const hc = hotCold([17, 17, 32, 0])
    expect(hc.hot).toEqual([
      { number: 17, count: 2 },
      { number: 0, count: 1 },
      { number: 32, count: 1 },
    ])
    expect(hc.cold.map((c) => c.number)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('sic bo rolls', () => {
  it('reads small 4–10, big 11–17 and triples apart', () => {
    expect(sicboRoll([1, 2, 3])).toEqual({ dice: [1, 2, 3], total: 6, size: 'small' })
    expect(sicboRoll([6, 5, 1])).toEqual({ dice: [6, 5, 1], total: 12, size: 'big' })
    expect(sicboRoll([4, 4, 4]).size).toBe('triple')
    expect(
      sicboSummary([
        [1, 2, 3],
        [6, 5, 1],
        [4, 4, 4],
        [5, 5, 1],
      ]),
    ).toEqual({ small: 1, big: 2, triple: 1 })
  })
})
