import { binomial } from '../counting.ts'
import type { Selection, SportGame } from '../types.ts'
import { groupByMatch } from './matches.ts'
import { longestParlay } from './rules.ts'

/**
 * The parlay sizes a slip may play: 1 (single) up to the longest its kinds allow, never more than
 * its matches; a slip mixing kinds takes the lowest. An empty slip offers nothing.
 */
export function availableStrings(game: SportGame, selections: Selection[]): number[] {
  const matches = groupByMatch(selections).length
  const longest = Math.min(matches, ...selections.map((s) => longestParlay(game, s.kind)))
  return Array.from({ length: longest }, (_, i) => i + 1)
}

/** The usual "M串N" presets for M matches: N combinations from the listed sizes. */
const PRESETS: Record<number, number[][]> = {
  2: [[2]],
  3: [[3], [2], [2, 3]],
  4: [[4], [3], [3, 4], [2], [2, 3, 4]],
  5: [[5], [4], [4, 5], [2], [3, 4, 5], [2, 3], [2, 3, 4, 5]],
  6: [[6], [5], [5, 6], [2], [3], [4, 5, 6], [2, 3], [3, 4, 5, 6], [2, 3, 4], [2, 3, 4, 5, 6]],
  7: [[7], [6], [6, 7], [5], [4], [2, 3, 4, 5, 6, 7]],
  8: [[8], [7], [7, 8], [6], [5], [4], [2, 3, 4, 5, 6, 7, 8]],
}

export interface ParlayPreset {
  /** e.g. "4串11" */
  label: string
  matches: number
  combinations: number
  strings: number[]
}

/** Presets for a slip of `matches` matches, limited to sizes in `allowed` (from availableStrings). */
export function parlayPresets(matches: number, allowed: readonly number[]): ParlayPreset[] {
  const sets = PRESETS[matches] ?? (matches > 8 ? [[matches]] : [])
  return sets
    .filter((strings) => strings.every((k) => allowed.includes(k)))
    .map((strings) => {
      const combinations = strings.reduce((s, k) => s + binomial(matches, k), 0)
      return { label: `${matches}串${combinations}`, matches, combinations, strings }
    })
}
