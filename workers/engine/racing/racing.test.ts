import { describe, expect, it } from 'vitest'
import { type RacingBet, racingGroup, racingOddsIndex } from './bets.ts'
import { settleRacing } from './settle.ts'

describe('racing odds groups (spec §9)', () => {
  it('maps every index to its group', () => {
    const groups = Array.from({ length: 32 }, (_, i) => racingGroup(i))
    expect(groups.slice(0, 10).every((g) => g === 'twoSide')).toBe(true)
    expect(groups.slice(10, 12)).toEqual(['championAndRunersUpSum', 'championAndRunersUpSum'])
    expect(groups.slice(12, 17).every((g) => g === 'oneToFifth')).toBe(true)
    expect(groups.slice(17, 22).every((g) => g === 'sixthToTenth')).toBe(true)
    expect(groups.slice(22, 27).every((g) => g === 'dragonVsTriger')).toBe(true)
    expect(groups.slice(27).every((g) => g === 'championAndRunersUpSum')).toBe(true)
    expect(() => racingGroup(32)).toThrow(RangeError)
  })

  it('puts every bet at an index of its own group', () => {
    const table: [RacingBet, number, string][] = [
      [{ type: 'twoSide', position: 1, side: 'big' }, 0, 'twoSide'],
      [{ type: 'twoSide', position: 10, side: 'odd' }, 9, 'twoSide'],
      [{ type: 'sumSide', side: 'big' }, 10, 'championAndRunersUpSum'],
      [{ type: 'sumSide', side: 'even' }, 10, 'championAndRunersUpSum'],
      [{ type: 'sumSide', side: 'small' }, 27, 'championAndRunersUpSum'],
      [{ type: 'sumSide', side: 'odd' }, 27, 'championAndRunersUpSum'],
      [{ type: 'sum', value: 11 }, 11, 'championAndRunersUpSum'],
      [{ type: 'sum', value: 10 }, 28, 'championAndRunersUpSum'],
      [{ type: 'sum', value: 12 }, 28, 'championAndRunersUpSum'],
      [{ type: 'sum', value: 7 }, 29, 'championAndRunersUpSum'],
      [{ type: 'sum', value: 16 }, 30, 'championAndRunersUpSum'],
      [{ type: 'sum', value: 3 }, 31, 'championAndRunersUpSum'],
      [{ type: 'sum', value: 19 }, 31, 'championAndRunersUpSum'],
      [{ type: 'position', position: 1, car: 3 }, 12, 'oneToFifth'],
      [{ type: 'position', position: 5, car: 3 }, 16, 'oneToFifth'],
      [{ type: 'position', position: 6, car: 3 }, 17, 'sixthToTenth'],
      [{ type: 'position', position: 10, car: 3 }, 21, 'sixthToTenth'],
      [{ type: 'dragonTiger', position: 1, pick: 'dragon' }, 22, 'dragonVsTriger'],
      [{ type: 'dragonTiger', position: 5, pick: 'tiger' }, 26, 'dragonVsTriger'],
    ]
    for (const [bet, index, group] of table) {
      expect(racingOddsIndex(bet)).toBe(index)
      expect(racingGroup(index)).toBe(group)
    }
  })
})

describe('racing settlement', () => {
  const order = [3, 7, 1, 10, 5, 2, 9, 8, 4, 6]
  const win = { outcome: 'win', payout: 1980n }
  const lose = { outcome: 'lose', payout: 0n }
  const table: [string, RacingBet, readonly number[], object][] = [
    ['champion 3 is small', { type: 'twoSide', position: 1, side: 'small' }, order, win],
    ['champion 3 is odd', { type: 'twoSide', position: 1, side: 'odd' }, order, win],
    ['champion 3 is not big', { type: 'twoSide', position: 1, side: 'big' }, order, lose],
    ['4th car 10 is big', { type: 'twoSide', position: 4, side: 'big' }, order, win],
    ['4th car 10 is even', { type: 'twoSide', position: 4, side: 'even' }, order, win],
    ['6th car 2 is small', { type: 'twoSide', position: 6, side: 'small' }, order, win],
    ['sum 10 is small', { type: 'sumSide', side: 'small' }, order, win],
    ['sum 10 is even', { type: 'sumSide', side: 'even' }, order, win],
    ['sum 11 is small', { type: 'sumSide', side: 'small' }, [5, 6, 1, 2, 3, 4, 7, 8, 9, 10], win],
    ['sum 12 is big', { type: 'sumSide', side: 'big' }, [5, 7, 1, 2, 3, 4, 6, 8, 9, 10], win],
    ['sum value 10', { type: 'sum', value: 10 }, order, win],
    ['sum value 11 misses', { type: 'sum', value: 11 }, order, lose],
    ['car 10 fourth', { type: 'position', position: 4, car: 10 }, order, win],
    ['car 9 seventh', { type: 'position', position: 7, car: 9 }, order, win],
    ['car 9 not eighth', { type: 'position', position: 8, car: 9 }, order, lose],
    ['1st 3 vs 10th 6: tiger', { type: 'dragonTiger', position: 1, pick: 'tiger' }, order, win],
    ['2nd 7 vs 9th 4: dragon', { type: 'dragonTiger', position: 2, pick: 'dragon' }, order, win],
    ['3rd 1 vs 8th 8: not dragon', { type: 'dragonTiger', position: 3, pick: 'dragon' }, order, lose],
    ['4th 10 vs 7th 9: dragon', { type: 'dragonTiger', position: 4, pick: 'dragon' }, order, win],
    ['5th 5 vs 6th 2: dragon', { type: 'dragonTiger', position: 5, pick: 'dragon' }, order, win],
  ]
  for (const [what, bet, draw, want] of table) {
    it(what, () => expect(settleRacing(bet, 1000n, 1.98, draw)).toEqual(want))
  }

  it('rejects a draw that is not an order of the ten cars', () => {
    expect(() => settleRacing({ type: 'sum', value: 3 }, 1n, 2, [1, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toThrow(
      RangeError,
    )
  })
})
