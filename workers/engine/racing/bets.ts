import type { Side } from '../marksix/numbers.ts'

/** Spec §3 racing groups, spelled as the racing state spells them. */
export type RacingGroup =
  | 'twoSide'
  | 'championAndRunersUpSum'
  | 'oneToFifth'
  | 'sixthToTenth'
  | 'dragonVsTriger'

/** A draw is the order of cars 1..10: order[0] is the champion. */
export type RacingDraw = readonly number[]

export type RacingBet =
  /** position 1..10: big 6–10, small 1–5, odd, even */
  | { type: 'twoSide'; position: number; side: Side }
  /** champion + runner-up sum (3..19): big above 11 */
  | { type: 'sumSide'; side: Side }
  | { type: 'sum'; value: number }
  /** the car in a position */
  | { type: 'position'; position: number; car: number }
  /** position 1..5 against position 11 − position: dragon when the front car's number is higher */
  | { type: 'dragonTiger'; position: number; pick: 'dragon' | 'tiger' }

/**
 * Unordered pairs of distinct cars 1..10 whose numbers add up to `value` (3..19): 1 for 3, 4, 18
 * and 19, up to 5 for 11. The champion and runner-up are one of the 45 pairs, each equally likely.
 */
const sumPairs = (value: number) => Math.max(0, Math.floor((Math.min(value, 22 - value) - 1) / 2))

/**
 * Sum values by the pairs they cover: 11 (5 pairs) keeps the spec's index 11, the rest take 28–31
 * (4 pairs: 9, 10, 12, 13 … 1 pair: 3, 4, 18, 19).
 */
const SUM_VALUE_INDEX: Readonly<Record<number, number>> = { 5: 11, 4: 28, 3: 29, 2: 30, 1: 31 }
/** Small (sum 11 or less) and odd each cover 25 of the 45 pairs; big and even, at index 10, cover 20. */
const SUM_SMALL_OR_ODD = 27
const LAST_INDEX = 31

/**
 * Spec §9: below 10 two-sides (position index + 1), 10–11 champion and runner-up sum (10 its
 * sides, 11 its value: our reading), 12–16 first to fifth, 17–21 sixth to tenth, 22–26 dragon vs
 * tiger. Sum picks that cover a different number of pairs win with a different chance, so they
 * have entries of their own (markets.md, house edge): 27 small or odd, 28–31 the sum values.
 */
export function racingGroup(index: number): RacingGroup {
  if (!Number.isInteger(index) || index < 0 || index > LAST_INDEX)
    throw new RangeError(`no racing odds index ${index}`)
  if (index < 10) return 'twoSide'
  if (index < 12 || index >= SUM_SMALL_OR_ODD) return 'championAndRunersUpSum'
  if (index < 17) return 'oneToFifth'
  if (index < 22) return 'sixthToTenth'
  return 'dragonVsTriger'
}

/** The odds entry that prices a racing pick. */
export function racingOddsIndex(bet: RacingBet): number {
  switch (bet.type) {
    case 'twoSide':
      return bet.position - 1
    case 'sumSide':
      return bet.side === 'small' || bet.side === 'odd' ? SUM_SMALL_OR_ODD : 10
    case 'sum':
      return SUM_VALUE_INDEX[sumPairs(bet.value)] ?? 11
    case 'position':
      return 11 + bet.position
    case 'dragonTiger':
      return 21 + bet.position
  }
}
