// Mines: a 5×5 grid hides 1–24 mines, placed at the round's start by a partial Fisher–Yates shuffle
// of the 25 tiles (one unbiased int per mine). After k safe reveals a cash-out pays
//   floor(0.99 · C(25, k) / C(25 − mines, k)) in basis points,
// the fair odds of surviving k picks less the 1 % edge, so every cash-out returns 99 % less rounding.
import type { Ratio } from './payout.ts'
import type { Rng } from './rng.ts'

export const MINES_STATED_RTP_BP = 9900
export const TILES = 25

function choose(n: number, k: number): number {
  let r = 1
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i
  return Math.round(r)
}

function checkMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < 1 || mines > TILES - 1) throw new RangeError('mines')
}

/** Multiplier in basis points for cashing out after `revealed` safe tiles (0 reveals: 1×, no bet). */
export function minesMultiplierBp(mines: number, revealed: number): number {
  checkMines(mines)
  if (!Number.isInteger(revealed) || revealed < 0 || revealed > TILES - mines)
    throw new RangeError('revealed')
  if (revealed === 0) return 10_000
  // C(25, 12) · 9900 < 2^53: the products are exact
  return Math.floor((MINES_STATED_RTP_BP * choose(TILES, revealed)) / choose(TILES - mines, revealed))
}

/** The mine tiles (0–24, row by row), in the order drawn. */
export function placeMines(rng: Rng, mines: number): number[] {
  checkMines(mines)
  const tiles = Array.from({ length: TILES }, (_, i) => i)
  for (let i = 0; i < mines; i++) {
    const j = i + rng.int(TILES - i)
    const t = tiles[i] as number
    tiles[i] = tiles[j] as number
    tiles[j] = t
  }
  return tiles.slice(0, mines)
}

export interface MinesOutcome {
  mines: number[]
  /** The picks revealed, up to and including a mine if one was hit. */
  revealed: number[]
  hitMine: boolean
  multiplierBp: number
}

/**
 * A whole round at once: the picks in order, then a cash-out if no mine was hit. The studio plays
 * it tile by tile with the same placeMines and minesMultiplierBp.
 */
export function playMines(rng: Rng, mines: number, picks: readonly number[]): MinesOutcome {
  const placed = placeMines(rng, mines)
  const seen = new Set<number>()
  for (const p of picks) {
    if (!Number.isInteger(p) || p < 0 || p >= TILES || seen.has(p)) throw new RangeError('picks')
    seen.add(p)
  }
  if (picks.length < 1 || picks.length > TILES - mines) throw new RangeError('picks')
  const mineSet = new Set(placed)
  const revealed: number[] = []
  for (const p of picks) {
    revealed.push(p)
    if (mineSet.has(p)) return { mines: placed, revealed, hitMine: true, multiplierBp: 0 }
  }
  return { mines: placed, revealed, hitMine: false, multiplierBp: minesMultiplierBp(mines, picks.length) }
}

export function minesExactRtp(mines: number, picks: number): Ratio {
  return {
    num: BigInt(choose(TILES - mines, picks)) * BigInt(minesMultiplierBp(mines, picks)),
    den: BigInt(choose(TILES, picks)) * 10_000n,
  }
}
