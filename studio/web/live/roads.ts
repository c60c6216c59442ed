// The table's history drawn the way players of each game read it: baccarat's bead plate and big
// road, dragon tiger's bead plate, roulette's last numbers with the hot and cold ones, sic bo's
// last dice with big/small. Pure functions of the results (oldest first), so they are unit-tested
// on known sequences (tests/node/live-roads.test.ts) and the page only draws the cells.

/** A bead plate's cell: one round per cell, filled down a column of `rows`, then the next column. */
export interface Bead<W extends string> {
  col: number
  row: number
  winner: W
}

/**
 * The bead plate of the last results: `rows` per column and at most `cols` columns, so the most
 * recent results stay in view; the oldest whole columns drop off the left as a real plate scrolls.
 */
export function beadPlate<W extends string>(winners: readonly W[], rows = 6, cols = 12): Bead<W>[] {
  const usedCols = Math.ceil(winners.length / rows)
  const start = Math.max(0, usedCols - cols) * rows
  return winners.slice(start).map((winner, i) => ({ col: Math.floor(i / rows), row: i % rows, winner }))
}

/** A big road's cell: a player or banker win, with the ties that followed it drawn as slashes. */
export interface RoadCell {
  col: number
  row: number
  winner: 'player' | 'banker'
  ties: number
}

/**
 * Baccarat's big road. A win by the same side as the one before goes down the column; the other
 * side starts a new column at the top. A column longer than `rows` (or blocked below by an older
 * tail) turns right along its row: the dragon tail. Ties take no cell: each adds a slash to the
 * last cell (ties before the first win go on the first cell).
 */
export function bigRoad(winners: readonly ('player' | 'banker' | 'tie')[], rows = 6): RoadCell[] {
  const cells: RoadCell[] = []
  const taken = new Set<string>()
  const at = (col: number, row: number) => `${col},${row}`
  let leadingTies = 0
  // The column where the current streak started, and where its last cell sits.
  let streakCol = -1
  let col = -1
  let row = -1
  let tailing = false
  for (const w of winners) {
    const last = cells[cells.length - 1]
    if (w === 'tie') {
      if (last) last.ties += 1
      else leadingTies += 1
      continue
    }
    if (last && last.winner === w) {
      if (!tailing && row + 1 < rows && !taken.has(at(col, row + 1))) row += 1
      else {
        tailing = true
        col += 1
      }
    } else {
      streakCol += 1
      while (taken.has(at(streakCol, 0))) streakCol += 1
      col = streakCol
      row = 0
      tailing = false
    }
    taken.add(at(col, row))
    cells.push({ col, row, winner: w, ties: cells.length === 0 ? leadingTies : 0 })
  }
  return cells
}

/** The big road's last `cols` columns (what fits on screen), renumbered from 0. */
export function lastColumns<T extends { col: number }>(cells: readonly T[], cols: number): T[] {
  const maxCol = cells.reduce((m, c) => Math.max(m, c.col), -1)
  const first = Math.max(0, maxCol - cols + 1)
  return cells.filter((c) => c.col >= first).map((c) => ({ ...c, col: c.col - first }))
}

export interface HotCold {
  /** How many of the results were counted (at most the window). */
  counted: number
  hot: { number: number; count: number }[]
  cold: { number: number; count: number }[]
}

/**
 * Roulette's hot and cold numbers over the last `window` spins (100 by custom): the `size` most
 * and least frequent pockets 0–36; equal counts go to the one seen most recently (hot) or longest
 * ago (cold), then the lower number, so the lists never depend on sort stability.
 */
export function hotCold(numbers: readonly number[], window = 100, size = 5): HotCold {
  const recent = numbers.slice(-window)
  const count = Array.from({ length: 37 }, () => 0)
  const lastSeen = Array.from({ length: 37 }, () => -1)
  recent.forEach((n, i) => {
    if (!Number.isInteger(n) || n < 0 || n > 36) return
    count[n] = (count[n] as number) + 1
    lastSeen[n] = i
  })
  const all = count.map((c, n) => ({ number: n, count: c, seen: lastSeen[n] as number }))
  const hot = [...all]
    .filter((a) => a.count > 0)
    .sort((a, b) => b.count - a.count || b.seen - a.seen || a.number - b.number)
  const cold = [...all].sort((a, b) => a.count - b.count || a.seen - b.seen || a.number - b.number)
  const strip = (list: typeof all) => list.slice(0, size).map(({ number, count }) => ({ number, count }))
  return { counted: recent.length, hot: strip(hot), cold: strip(cold) }
}

export type SicboSize = 'small' | 'big' | 'triple'

/** A sic bo roll as a player reads it: the three dice, their total, and small / big / triple. */
export function sicboRoll(dice: readonly number[]): { dice: number[]; total: number; size: SicboSize } {
  const total = dice.reduce((a, b) => a + b, 0)
  const triple = dice.length === 3 && dice[0] === dice[1] && dice[1] === dice[2]
  return { dice: [...dice], total, size: triple ? 'triple' : total <= 10 ? 'small' : 'big' }
}

/** Big / small / triple counts over the rolls given (the history strip's summary). */
export function sicboSummary(rolls: readonly (readonly number[])[]): Record<SicboSize, number> {
  const out: Record<SicboSize, number> = { small: 0, big: 0, triple: 0 }
  for (const r of rolls) out[sicboRoll(r).size] += 1
  return out
}
