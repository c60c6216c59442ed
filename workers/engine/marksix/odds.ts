import type { MarkSixBet } from './bets.ts'
import { POSITIONS } from './bets.ts'
import { yearAnimal } from './zodiac.ts'

const NUMBER_GROUP = { numberCode: 0, numberCodeSide: 1, numberCodeColor: 2 } as const
const FIXED = {
  specialCode: 0,
  specialCodeSide: 1,
  specialCodeColor: 2,
  specialCodeCombinationZodiacs: 23,
} as const

/** The odds entry of the year's animal, which owns five numbers (01 13 25 37 49); 21 prices the others' four. */
const YEAR_ANIMAL = 30
/** Tail 0 (10 20 30 40) has four numbers, the other tails five: 23 and 29 price tails 1–9. */
const SPECIAL_TAIL_ZERO = 46
const TAIL_ZERO = 47

/** An entry no table holds: a merge-animal set of a size that cannot be placed (fewer than 2, more than 9). */
const NO_ENTRY = -1

/**
 * Merge animals by the numbers the set covers: n animals own 4n numbers, 4n + 1 with the year's
 * animal. Index 22 keeps the spec's six-animal set without the year's (24 numbers, the variant
 * build's bet); the other fifteen classes, 2 to 9 animals without and with the year's, take
 * 31–45 in that order.
 */
function mergeAnimalIndex(bet: Extract<MarkSixBet, { type: 'specialCodeMergeAnimal' }>, drawDate: string) {
  const animals = new Set(bet.animals)
  const n = animals.size
  if (n < 2 || n > 9) return NO_ENTRY
  const k = 2 * (n - 2) + (animals.has(yearAnimal(drawDate)) ? 1 : 0)
  const sixWithoutYear = 8
  return k === sixWithoutYear ? 22 : k < sixWithoutYear ? 31 + k : 30 + k
}

/**
 * The odds entry that prices a Mark Six pick on a draw of `drawDate` (YYYY-MM-DD). Spec §9 names
 * 0..29 (the six positions in order, each with number code, side and colour: 3 + 3 × position +
 * group). Picks of one bet type that cover a different number of balls win with a different
 * chance, so they have entries of their own (markets.md, house edge): the year's animal (30),
 * merge-animal sets by size and year (22, 31–45), and tail 0 (46 on the special number, 47 on
 * all seven). Which animal is the year's follows the draw date's lunar year.
 */
export function markSixOddsIndex(bet: MarkSixBet, drawDate: string): number {
  switch (bet.type) {
    case 'numberCode':
    case 'numberCodeSide':
    case 'numberCodeColor':
      return 3 + 3 * POSITIONS.indexOf(bet.position) + NUMBER_GROUP[bet.type]
    case 'specialCodeCombinationZodiacs':
      return FIXED.specialCodeCombinationZodiacs + bet.level
    case 'specialCodeAnimal':
      return bet.animal === yearAnimal(drawDate) ? YEAR_ANIMAL : 21
    case 'specialCodeMergeAnimal':
      return mergeAnimalIndex(bet, drawDate)
    case 'specialCodeTail':
      return bet.tail === 0 ? SPECIAL_TAIL_ZERO : 23
    case 'tail':
      return bet.tail === 0 ? TAIL_ZERO : 29
    default:
      return FIXED[bet.type]
  }
}
