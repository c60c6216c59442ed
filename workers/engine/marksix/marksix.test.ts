import { describe, expect, it } from 'vitest'
import type { Animal } from '../types.ts'
import { type MarkSixBet, markSixBetCount, markSixSelectionProblem } from './bets.ts'
import { markSixColour } from './numbers.ts'
import { markSixOddsIndex } from './odds.ts'
import { type MarkSixDraw, settleMarkSix } from './settle.ts'
import { ANIMALS, animalNumbers, markSixAnimal, yearAnimal } from './zodiac.ts'

describe('colours', () => {
  it('follows the published lists', () => {
    const all = Array.from({ length: 49 }, (_, i) => markSixColour(i + 1))
    expect(all.filter((c) => c === 'red')).toHaveLength(17)
    expect(all.filter((c) => c === 'blue')).toHaveLength(16)
    expect(all.filter((c) => c === 'green')).toHaveLength(16)
    expect([1, 3, 5, 45, 47, 49].map(markSixColour)).toEqual(['red', 'blue', 'green', 'red', 'blue', 'green'])
    expect(() => markSixColour(50)).toThrow(RangeError)
  })
})

describe('animals', () => {
  it('gives 01 13 25 37 49 to the year animal and walks backwards through the list', () => {
    expect(animalNumbers('snake', '2025-06-01')).toEqual([1, 13, 25, 37, 49])
    expect([1, 2, 3, 12, 13].map((n) => markSixAnimal(n, '2025-06-01'))).toEqual([
      'snake',
      'dragon',
      'rabbit',
      'horse',
      'snake',
    ])
  })

  it('changes at lunar new year, 2027 on 02-06 as markets.md decides, and runs to 2040', () => {
    const table: [string, Animal][] = [
      ['2024-02-09', 'rabbit'],
      ['2024-02-10', 'dragon'],
      ['2025-01-28', 'dragon'],
      ['2025-01-29', 'snake'],
      ['2026-02-16', 'snake'],
      ['2026-02-17', 'horse'],
      ['2027-02-05', 'horse'],
      ['2027-02-06', 'goat'],
      ['2028-01-26', 'monkey'],
      ['2029-02-13', 'rooster'],
      ['2030-02-03', 'dog'],
      ['2031-01-23', 'pig'],
      ['2032-02-11', 'rat'],
      ['2040-02-11', 'goat'],
      ['2040-02-12', 'monkey'],
      ['2040-12-31', 'monkey'],
    ]
    for (const [date, animal] of table) expect(yearAnimal(date), date).toBe(animal)
    expect(() => yearAnimal('2018-01-01')).toThrow(RangeError)
    expect(() => yearAnimal('2050-01-01')).toThrow(RangeError)
    expect(() => markSixAnimal(0, '2025-06-01')).toThrow(RangeError)
  })
})

describe('selection rules', () => {
  const animals = (n: number) =>
    (
      [
        'rat',
        'ox',
        'tiger',
        'rabbit',
        'dragon',
        'snake',
        'horse',
        'goat',
        'monkey',
        'rooster',
        'dog',
        'pig',
      ] as Animal[]
    ).slice(0, n)
  it('merge animal: 2–9 standard, exactly 6 in the variant build', () => {
    const merge = (n: number): MarkSixBet => ({ type: 'specialCodeMergeAnimal', animals: animals(n) })
    expect(markSixSelectionProblem(merge(1))).toEqual({ key: 'atLeastTwo' })
    expect(markSixSelectionProblem(merge(2))).toBeNull()
    expect(markSixSelectionProblem(merge(9))).toBeNull()
    expect(markSixSelectionProblem(merge(10))).toEqual({ key: 'mostNine' })
    expect(markSixSelectionProblem(merge(5), 'variant')).toEqual({ key: 'shouldSelectSix' })
    expect(markSixSelectionProblem(merge(6), 'variant')).toBeNull()
  })

  it('combination zodiacs: level 1 takes 1–5, level L at least L', () => {
    const combo = (level: 1 | 2 | 3 | 4 | 5, n: number): MarkSixBet => ({
      type: 'specialCodeCombinationZodiacs',
      level,
      animals: animals(n),
    })
    expect(markSixSelectionProblem(combo(1, 0))).toEqual({ key: 'atLeastOne' })
    expect(markSixSelectionProblem(combo(1, 5))).toBeNull()
    expect(markSixSelectionProblem(combo(1, 6))).toEqual({ key: 'mostFive' })
    expect(markSixSelectionProblem(combo(3, 2))).toEqual({ key: 'atLeastCombinationLevel', level: 3 })
    expect(markSixSelectionProblem(combo(3, 3))).toBeNull()
    expect(markSixBetCount(combo(3, 5))).toBe(10)
    expect(markSixBetCount(combo(2, 4))).toBe(6)
    expect(markSixBetCount({ type: 'specialCode', number: 7 })).toBe(1)
  })
})

describe('odds index (spec §9, and an entry per class of equally likely picks)', () => {
  // 2026-11-24 is in the horse year (from 2026-02-17), 2027-02-06 the first day of the goat
  const horse = '2026-11-24'
  const table: [MarkSixBet, number][] = [
    [{ type: 'specialCode', number: 1 }, 0],
    [{ type: 'specialCodeSide', side: 'big' }, 1],
    [{ type: 'specialCodeColor', colour: 'red' }, 2],
    [{ type: 'numberCode', position: 'no1', number: 1 }, 3],
    [{ type: 'numberCodeSide', position: 'no1', side: 'odd' }, 4],
    [{ type: 'numberCodeColor', position: 'no1', colour: 'red' }, 5],
    [{ type: 'numberCode', position: 'no6', number: 1 }, 18],
    [{ type: 'numberCodeColor', position: 'no6', colour: 'red' }, 20],
    [{ type: 'specialCodeAnimal', animal: 'rat' }, 21],
    [{ type: 'specialCodeAnimal', animal: 'horse' }, 30],
    [{ type: 'specialCodeMergeAnimal', animals: ['rat', 'ox'] }, 31],
    [{ type: 'specialCodeMergeAnimal', animals: ['rat', 'horse'] }, 32],
    [{ type: 'specialCodeMergeAnimal', animals: ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake'] }, 22],
    [{ type: 'specialCodeMergeAnimal', animals: ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'horse'] }, 39],
    [{ type: 'specialCodeMergeAnimal', animals: ANIMALS.filter((a) => a !== 'horse').slice(0, 9) }, 44],
    [{ type: 'specialCodeMergeAnimal', animals: ANIMALS.slice(0, 9) }, 45],
    [{ type: 'specialCodeMergeAnimal', animals: ['rat', 'rat'] }, -1],
    [{ type: 'specialCodeTail', tail: 3 }, 23],
    [{ type: 'specialCodeTail', tail: 0 }, 46],
    [{ type: 'specialCodeCombinationZodiacs', level: 1, animals: ['rat'] }, 24],
    [{ type: 'specialCodeCombinationZodiacs', level: 5, animals: ['rat'] }, 28],
    [{ type: 'tail', tail: 3 }, 29],
    [{ type: 'tail', tail: 0 }, 47],
  ]
  for (const [bet, index] of table)
    it(`${JSON.stringify(bet)} → ${index}`, () => expect(markSixOddsIndex(bet, horse)).toBe(index))

  it("prices the year's animal by the draw's lunar year", () => {
    const goat = { type: 'specialCodeAnimal', animal: 'goat' } as const
    expect(markSixOddsIndex(goat, '2027-02-05')).toBe(21)
    expect(markSixOddsIndex(goat, '2027-02-06')).toBe(30)
    const withGoat: MarkSixBet = { type: 'specialCodeMergeAnimal', animals: ['rat', 'goat'] }
    expect(markSixOddsIndex(withGoat, '2027-02-05')).toBe(31)
    expect(markSixOddsIndex(withGoat, '2027-02-06')).toBe(32)
  })
})

describe('settlement against a draw', () => {
  // 2025 is the snake year: 03 rabbit, 14 dragon, 25 snake, 36 horse, 47 goat, 12 horse, 49 snake
  const draw: MarkSixDraw = { numbers: [3, 14, 25, 36, 47, 12], special: 49, date: '2025-06-01' }
  const onPosition: MarkSixDraw = { numbers: [49, 14, 25, 36, 47, 12], special: 3, date: '2025-06-01' }
  const win = { outcome: 'win', payout: 4500n }
  const lose = { outcome: 'lose', payout: 0n }
  const tie = { outcome: 'tie', payout: 1000n }
  const table: [string, MarkSixBet, MarkSixDraw, object][] = [
    ['special code hit', { type: 'specialCode', number: 49 }, draw, win],
    ['special code miss', { type: 'specialCode', number: 48 }, draw, lose],
    ['special big on 49 ties', { type: 'specialCodeSide', side: 'big' }, draw, tie],
    ['special even on 49 ties', { type: 'specialCodeSide', side: 'even' }, draw, tie],
    ['special small on 03', { type: 'specialCodeSide', side: 'small' }, onPosition, win],
    ['special even on 03', { type: 'specialCodeSide', side: 'even' }, onPosition, lose],
    ['special colour: 49 is green', { type: 'specialCodeColor', colour: 'green' }, draw, win],
    ['special animal counts 49', { type: 'specialCodeAnimal', animal: 'snake' }, draw, win],
    ['special animal miss', { type: 'specialCodeAnimal', animal: 'horse' }, draw, lose],
    ['merge animal hit', { type: 'specialCodeMergeAnimal', animals: ['rat', 'snake'] }, draw, win],
    ['merge animal miss', { type: 'specialCodeMergeAnimal', animals: ['rat', 'ox'] }, draw, lose],
    ['special tail 9 on 49', { type: 'specialCodeTail', tail: 9 }, draw, win],
    ['special tail miss', { type: 'specialCodeTail', tail: 6 }, draw, lose],
    ['tail among all seven', { type: 'tail', tail: 6 }, draw, win],
    ['tail nobody has', { type: 'tail', tail: 0 }, draw, lose],
    ['number code no2', { type: 'numberCode', position: 'no2', number: 14 }, draw, win],
    ['number code wrong position', { type: 'numberCode', position: 'no1', number: 14 }, draw, lose],
    ['no3 big', { type: 'numberCodeSide', position: 'no3', side: 'big' }, draw, win],
    ['no1 odd', { type: 'numberCodeSide', position: 'no1', side: 'odd' }, draw, win],
    ['no1 big on 49 ties', { type: 'numberCodeSide', position: 'no1', side: 'big' }, onPosition, tie],
    ['no2 colour blue', { type: 'numberCodeColor', position: 'no2', colour: 'blue' }, draw, win],
    ['no6 colour green', { type: 'numberCodeColor', position: 'no6', colour: 'green' }, draw, lose],
    [
      'zodiac level 2: only rabbit+dragon wins, full pay',
      { type: 'specialCodeCombinationZodiacs', level: 2, animals: ['rabbit', 'dragon', 'rat'] },
      draw,
      win,
    ],
    [
      'zodiac level 2 with the year animal: 85% + 85% + 100%',
      { type: 'specialCodeCombinationZodiacs', level: 2, animals: ['snake', 'horse', 'goat'] },
      draw,
      { outcome: 'win', payout: 3825n + 3825n + 4500n },
    ],
    [
      'zodiac level 1 on the year animal pays 85%',
      { type: 'specialCodeCombinationZodiacs', level: 1, animals: ['snake'] },
      draw,
      { outcome: 'win', payout: 3825n },
    ],
    [
      'zodiac level 3 missing one animal',
      { type: 'specialCodeCombinationZodiacs', level: 3, animals: ['rabbit', 'dragon', 'pig'] },
      draw,
      lose,
    ],
  ]
  for (const [what, bet, d, want] of table) {
    it(what, () => expect(settleMarkSix(bet, 1000n, 4.5, d)).toEqual(want))
  }
})
