import { ANIMALS, type Animal, type MarkSixBet, type Position, zeroPad } from '#engine/index.ts'

export const BET_TYPES = [
  'specialCode',
  'specialCodeSide',
  'specialCodeColor',
  'specialCodeAnimal',
  'specialCodeMergeAnimal',
  'specialCodeTail',
  'tail',
  'specialCodeCombinationZodiacs',
  'numberCode',
  'numberCodeSide',
  'numberCodeColor',
] as const

export type BetType = (typeof BET_TYPES)[number]

/** A pick on the board; its odds entry follows the draw it is for (markSixOddsIndex). */
export interface Card {
  key: string
  label: string
  bet: MarkSixBet
  /** A number card shows its ball. */
  ball?: number
}

const SIDES = ['big', 'small', 'odd', 'even'] as const
const COLOURS = ['red', 'blue', 'green'] as const
const numbers = Array.from({ length: 49 }, (_, i) => i + 1)
const card = (key: string, label: string, bet: MarkSixBet, ball?: number): Card => ({ key, label, bet, ball })

/** The cards of a single-pick bet type (multi-animal types are built with the animal picker). */
export function cardsFor(type: BetType, position: Position): Card[] {
  switch (type) {
    case 'specialCode':
      return numbers.map((n) => card(`sc-${n}`, zeroPad(n), { type, number: n }, n))
    case 'specialCodeSide':
      return SIDES.map((side) => card(`scs-${side}`, side, { type, side }))
    case 'specialCodeColor':
      return COLOURS.map((colour) => card(`scc-${colour}`, colour, { type, colour }))
    case 'specialCodeAnimal':
      return ANIMALS.map((animal) => card(`sca-${animal}`, animal, { type, animal }))
    case 'specialCodeTail':
      return Array.from({ length: 10 }, (_, tail) => card(`sct-${tail}`, `${tail}`, { type, tail }))
    case 'tail':
      return Array.from({ length: 10 }, (_, tail) => card(`t-${tail}`, `${tail}`, { type, tail }))
    case 'numberCode':
      return numbers.map((n) => card(`nc-${position}-${n}`, zeroPad(n), { type, position, number: n }, n))
    case 'numberCodeSide':
      return SIDES.map((side) => card(`ncs-${position}-${side}`, side, { type, position, side }))
    case 'numberCodeColor':
      return COLOURS.map((colour) => card(`ncc-${position}-${colour}`, colour, { type, position, colour }))
    default:
      return []
  }
}

/** A multi-animal selection as one card: merge animals, or combination zodiacs at a level. */
export function animalSetCard(
  type: 'specialCodeMergeAnimal' | 'specialCodeCombinationZodiacs',
  animals: Animal[],
  level: 1 | 2 | 3 | 4 | 5,
): Card {
  const sorted = [...animals].sort((a, b) => ANIMALS.indexOf(a) - ANIMALS.indexOf(b))
  const bet: MarkSixBet =
    type === 'specialCodeMergeAnimal' ? { type, animals: sorted } : { type, level, animals: sorted }
  return card(
    `${type}-${type === 'specialCodeMergeAnimal' ? '' : `${level}-`}${sorted.join('.')}`,
    sorted.join(' '),
    bet,
  )
}
