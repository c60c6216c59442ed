import { binomial } from '../counting.ts'
import type { Animal } from '../types.ts'
import type { Colour, Side } from './numbers.ts'

export type Position = 'no1' | 'no2' | 'no3' | 'no4' | 'no5' | 'no6'
export const POSITIONS: readonly Position[] = ['no1', 'no2', 'no3', 'no4', 'no5', 'no6']

/** "L String 1" of combination zodiacs (spec: 1str1..5str1, Standard = level 1). */
export type ZodiacLevel = 1 | 2 | 3 | 4 | 5

export type MarkSixBet =
  | { type: 'specialCode'; number: number }
  | { type: 'specialCodeSide'; side: Side }
  | { type: 'specialCodeColor'; colour: Colour }
  | { type: 'specialCodeAnimal'; animal: Animal }
  | { type: 'specialCodeMergeAnimal'; animals: Animal[] }
  | { type: 'specialCodeTail'; tail: number }
  | { type: 'tail'; tail: number }
  | { type: 'specialCodeCombinationZodiacs'; level: ZodiacLevel; animals: Animal[] }
  | { type: 'numberCode'; position: Position; number: number }
  | { type: 'numberCodeSide'; position: Position; side: Side }
  | { type: 'numberCodeColor'; position: Position; colour: Colour }

/** The standard build or the variant build whose merge-animal bet takes exactly six. */
export type MarkSixBuild = 'standard' | 'variant'

export interface SelectionProblem {
  key: 'atLeastTwo' | 'mostNine' | 'shouldSelectSix' | 'atLeastOne' | 'mostFive' | 'atLeastCombinationLevel'
  /** for atLeastCombinationLevel: the level to show with the message */
  level?: number
}

/** Spec §5 selection rules for the multi-animal bets; null when the selection may be placed. */
export function markSixSelectionProblem(
  bet: MarkSixBet,
  build: MarkSixBuild = 'standard',
): SelectionProblem | null {
  if (bet.type === 'specialCodeMergeAnimal') {
    const n = new Set(bet.animals).size
    if (build === 'variant') return n === 6 ? null : { key: 'shouldSelectSix' }
    return n < 2 ? { key: 'atLeastTwo' } : n > 9 ? { key: 'mostNine' } : null
  }
  if (bet.type === 'specialCodeCombinationZodiacs') {
    const n = new Set(bet.animals).size
    if (bet.level === 1) return n < 1 ? { key: 'atLeastOne' } : n > 5 ? { key: 'mostFive' } : null
    return n < bet.level ? { key: 'atLeastCombinationLevel', level: bet.level } : null
  }
  return null
}

/** Bets a selection places: each L-animal combination is one bet; everything else is one. */
export function markSixBetCount(bet: MarkSixBet): number {
  return bet.type === 'specialCodeCombinationZodiacs' ? binomial(new Set(bet.animals).size, bet.level) : 1
}
