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
 * Spec §9: below 10 two-sides (position index + 1), 10–11 champion and runner-up sum (10 its
 * sides, 11 its value: our reading), 12–16 first to fifth, 17–21 sixth to tenth, 22–26 dragon vs tiger.
 */
export function racingGroup(index: number): RacingGroup {
  if (!Number.isInteger(index) || index < 0 || index > 26)
    throw new RangeError(`no racing odds index ${index}`)
  if (index < 10) return 'twoSide'
  if (index < 12) return 'championAndRunersUpSum'
  if (index < 17) return 'oneToFifth'
  if (index < 22) return 'sixthToTenth'
  return 'dragonVsTriger'
}

export function racingOddsIndex(bet: RacingBet): number {
  switch (bet.type) {
    case 'twoSide':
      return bet.position - 1
    case 'sumSide':
      return 10
    case 'sum':
      return 11
    case 'position':
      return 11 + bet.position
    case 'dragonTiger':
      return 21 + bet.position
  }
}
