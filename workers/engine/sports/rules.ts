import type { Kind, SportGame } from '../types.ts'

/** Longest parlay per kind (markets.md); a kind missing from a game's table is not sold there. */
const LONGEST: Record<SportGame, Partial<Record<Kind, number>>> = {
  soccer: { wl: 8, handicap: 8, goals: 6, correct_score: 4, half: 4 },
  basketball: { wl: 8, handicap: 8, bs: 8, mv: 4 },
  bd: { wl: 15, goals: 6, up: 6, correct_score: 3, half: 6 },
}

export function longestParlay(game: SportGame, kind: Kind): number {
  const limit = LONGEST[game][kind]
  if (limit === undefined) throw new RangeError(`${game} has no ${kind} market`)
  return limit
}

/** Cap of one combination's value at multiple 1, by its number of matches. */
export function capFor(k: number): number {
  if (k <= 1) return 100_000
  if (k <= 3) return 200_000
  if (k <= 5) return 500_000
  return 1_000_000
}

/** 2 per bet, and bd pays 65% of the odds product. */
export function valueFactor(game: SportGame): number {
  return game === 'bd' ? 1.3 : 2
}

/** A slip with a single needs this multiple at least. */
export const SINGLE_MIN_MULTIPLE = 10
