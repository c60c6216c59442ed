import type { MarkSixBet } from './bets.ts'
import { POSITIONS } from './bets.ts'

const NUMBER_GROUP = { numberCode: 0, numberCodeSide: 1, numberCodeColor: 2 } as const
const FIXED = {
  specialCode: 0,
  specialCodeSide: 1,
  specialCodeColor: 2,
  specialCodeAnimal: 21,
  specialCodeMergeAnimal: 22,
  specialCodeTail: 23,
  tail: 29,
} as const

/**
 * Spec §9 lottery odds index. The spec only says "3–20 number code groups": we read them as the six
 * positions in order, each with number code, side and colour (3 + 3 × position + group).
 */
export function markSixOddsIndex(bet: MarkSixBet): number {
  switch (bet.type) {
    case 'numberCode':
    case 'numberCodeSide':
    case 'numberCodeColor':
      return 3 + 3 * POSITIONS.indexOf(bet.position) + NUMBER_GROUP[bet.type]
    case 'specialCodeCombinationZodiacs':
      return 23 + bet.level
    default:
      return FIXED[bet.type]
  }
}
