// A 5-reel, 3-row video slot with 10 paylines, wilds, and scatters that start free spins.
// - Each reel stops at one unbiased int over its strip's length; the window shows that stop and the
//   two after it (wrapping).
// - Lines pay left to right from reel 1 for 3–5 of a symbol; the wild (reels 2–4 only, never on
//   reel 1) stands for every symbol but the scatter. Pays are in line bets (total bet / 10).
// - Scatters pay anywhere in the window on the total bet (3: 2×, 4: 10×, 5: 50×), and 3 or more
//   start 10 free spins on the same strips with every win doubled; 3 or more during free spins add
//   10 more (retrigger, no limit: each spin retriggers with the same small chance, so a round ends).
// The RTP has a closed form (slotExactRtp): reels are independent and each line sees one cell per
// reel, so a line's expected pay follows from the strips' symbol counts alone. The counts below are
// tuned so it is 95.99 % (96.00 % stated).
import type { Ratio } from './payout.ts'
import type { Rng } from './rng.ts'

export const SLOT_STATED_RTP_BP = 9600
export const REELS = 5
export const ROWS = 3

export const SYMBOLS = [
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
  'gem',
  'bell',
  'seven',
  'wild',
  'scatter',
] as const
export type SlotSymbol = (typeof SYMBOLS)[number]

/** Line bets paid for 3, 4, 5 in a row from reel 1. */
export const PAYTABLE: Record<Exclude<SlotSymbol, 'wild' | 'scatter'>, readonly [number, number, number]> = {
  ten: [5, 15, 50],
  jack: [5, 20, 60],
  queen: [10, 25, 80],
  king: [10, 30, 100],
  ace: [15, 40, 150],
  gem: [20, 60, 250],
  bell: [30, 100, 400],
  seven: [50, 200, 1000],
}
/** Total bets paid for 3, 4, 5 scatters anywhere. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50]
export const FREE_SPINS = 10
export const FREE_SPIN_MULTIPLIER = 2
const LINES_PER_BET = 10

/** Row (0 top … 2 bottom) on each reel, for each of the 10 lines. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
]

type Counts = Partial<Record<SlotSymbol, number>>

/** Symbol counts per reel: the tuned figures. */
const REEL_COUNTS: readonly Counts[] = [
  { ten: 7, jack: 7, queen: 7, king: 6, ace: 4, gem: 4, bell: 3, seven: 2, scatter: 2 },
  { ten: 7, jack: 7, queen: 7, king: 6, ace: 4, gem: 4, bell: 3, seven: 2, wild: 3, scatter: 2 },
  { ten: 7, jack: 7, queen: 7, king: 6, ace: 4, gem: 4, bell: 3, seven: 2, wild: 3, scatter: 2 },
  { ten: 7, jack: 7, queen: 7, king: 6, ace: 4, gem: 4, bell: 3, seven: 2, wild: 3, scatter: 2 },
  { ten: 8, jack: 7, queen: 7, king: 6, ace: 4, gem: 4, bell: 3, seven: 2, scatter: 2 },
]

/**
 * A strip from its counts, the same every time: scatters evenly spaced (at least ROWS apart, so a
 * window shows at most one per reel), the other symbols spread by smooth weighted round-robin.
 */
export function buildStrip(counts: Counts): SlotSymbol[] {
  const length = SYMBOLS.reduce((n, s) => n + (counts[s] ?? 0), 0)
  const scatters = counts.scatter ?? 0
  if (scatters > 0 && Math.floor(length / scatters) < ROWS) throw new RangeError('scatters too dense')
  const strip: (SlotSymbol | null)[] = Array.from({ length }, () => null)
  for (let i = 0; i < scatters; i++) strip[Math.floor((i * length) / scatters)] = 'scatter'
  const others = SYMBOLS.filter((s) => s !== 'scatter' && (counts[s] ?? 0) > 0)
  const total = others.reduce((n, s) => n + (counts[s] ?? 0), 0)
  const credit = new Map(others.map((s) => [s, 0]))
  for (let i = 0; i < length; i++) {
    if (strip[i] !== null) continue
    let best: SlotSymbol = others[0] as SlotSymbol
    for (const s of others) {
      credit.set(s, (credit.get(s) ?? 0) + (counts[s] ?? 0))
      if ((credit.get(s) ?? 0) > (credit.get(best) ?? 0)) best = s
    }
    credit.set(best, (credit.get(best) ?? 0) - total)
    strip[i] = best
  }
  return strip as SlotSymbol[]
}

export const STRIPS: readonly (readonly SlotSymbol[])[] = REEL_COUNTS.map(buildStrip)

export interface LineWin {
  line: number
  symbol: SlotSymbol
  count: number
  /** In line bets. */
  pays: number
}

export interface Spin {
  stops: number[]
  /** window[reel][row] */
  window: SlotSymbol[][]
  lineWins: LineWin[]
  scatters: number
  /** This spin's win in basis points of the total bet, free-spin doubling included. */
  winBp: number
  /** Free spins this spin awards (start or retrigger). */
  awards: number
}

export interface SlotOutcome {
  base: Spin
  freeSpins: Spin[]
  /** The round's total return in basis points of the total bet. */
  multiplierBp: number
}

export function evaluateLine(symbols: readonly SlotSymbol[]): {
  symbol: SlotSymbol
  count: number
  pays: number
} {
  const symbol = symbols[0] as SlotSymbol
  if (symbol === 'scatter' || symbol === 'wild') return { symbol, count: 0, pays: 0 }
  let count = 1
  while (count < REELS && (symbols[count] === symbol || symbols[count] === 'wild')) count++
  const pays = count >= 3 ? (PAYTABLE[symbol][count - 3] as number) : 0
  return { symbol, count, pays }
}

function spinOnce(rng: Rng, multiplier: number): Spin {
  const stops = STRIPS.map((strip) => rng.int(strip.length))
  const window = STRIPS.map((strip, r) =>
    Array.from(
      { length: ROWS },
      (_, row) => strip[((stops[r] as number) + row) % strip.length] as SlotSymbol,
    ),
  )
  const lineWins: LineWin[] = []
  let lineBets = 0
  PAYLINES.forEach((rows, line) => {
    const win = evaluateLine(rows.map((row, r) => window[r]?.[row] as SlotSymbol))
    if (win.pays > 0) {
      lineWins.push({ line, ...win })
      lineBets += win.pays
    }
  })
  const scatters = window.reduce((n, cells) => n + cells.filter((c) => c === 'scatter').length, 0)
  const scatterPay = scatters >= 3 ? (SCATTER_PAYS[scatters - 3] as number) : 0
  // a line bet is a tenth of the total bet: 1 000 basis points
  const winBp = (lineBets * (10_000 / LINES_PER_BET) + scatterPay * 10_000) * multiplier
  return { stops, window, lineWins, scatters, winBp, awards: scatters >= 3 ? FREE_SPINS : 0 }
}

export function playSlot(rng: Rng): SlotOutcome {
  const base = spinOnce(rng, 1)
  const freeSpins: Spin[] = []
  let left = base.awards
  while (left > 0) {
    const spin = spinOnce(rng, FREE_SPIN_MULTIPLIER)
    freeSpins.push(spin)
    left += spin.awards - 1
  }
  return { base, freeSpins, multiplierBp: freeSpins.reduce((n, s) => n + s.winBp, base.winBp) }
}

/**
 * The exact RTP as a fraction: per reel, P(symbol at a cell) = count / length and P(scatter in the
 * window) = ROWS · scatters / length; E[spin] = E[one line in line bets] + Σ P(k scatters) · pay(k);
 * free spins per trigger N = 10 / (1 − 10 · P(trigger)); RTP = E[spin] · (1 + 2 · P(trigger) · N).
 */
export function slotExactRtp(): Ratio {
  const lengths = STRIPS.map((s) => BigInt(s.length))
  const count = (r: number, s: SlotSymbol): bigint => BigInt(REEL_COUNTS[r]?.[s] ?? 0)
  const allCells = lengths.reduce((a, b) => a * b, 1n)
  // E[one line] · allCells, in line bets: Σ over the symbol on reel 1 and the run length
  let line = 0n
  for (const symbol of Object.keys(PAYTABLE) as (keyof typeof PAYTABLE)[]) {
    // ways[k] = cell combinations whose run is at least k long
    const atLeast: bigint[] = [0n, count(0, symbol) * (allCells / (lengths[0] as bigint))]
    for (let k = 2; k <= REELS; k++) {
      const r = k - 1
      const len = lengths[r] as bigint
      atLeast[k] = ((atLeast[k - 1] as bigint) * (count(r, symbol) + count(r, 'wild'))) / len
    }
    for (let k = 3; k <= REELS; k++) {
      const exactly = (atLeast[k] as bigint) - (k < REELS ? (atLeast[k + 1] as bigint) : 0n)
      line += exactly * BigInt(PAYTABLE[symbol][k - 3] as number)
    }
  }
  // scatter counts over all stop combinations: dist[k] · allStops
  let dist: bigint[] = [1n]
  for (let r = 0; r < REELS; r++) {
    const len = lengths[r] as bigint
    const hit = BigInt(ROWS) * count(r, 'scatter')
    const next: bigint[] = Array.from({ length: dist.length + 1 }, () => 0n)
    dist.forEach((w, k) => {
      next[k] = (next[k] as bigint) + w * (len - hit)
      next[k + 1] = (next[k + 1] as bigint) + w * hit
    })
    dist = next
  }
  const scatterPay = dist.reduce(
    (n, w, k) => n + (k >= 3 ? w * BigInt(SCATTER_PAYS[k - 3] as number) : 0n),
    0n,
  )
  const trigger = dist.reduce((n, w, k) => n + (k >= 3 ? w : 0n), 0n)
  // a line bet is a tenth of the total bet and there are 10 lines, so E[spin] in total bets is
  // E[one line] in line bets plus the scatter pays
  const spin = { num: line + scatterPay, den: allCells }
  // RTP = spin · (1 + M · p · 10 / (1 − 10p)), p = trigger / allCells
  //     = spin · (allCells − 10·trigger + M·10·trigger) / (allCells − 10·trigger)
  const F = BigInt(FREE_SPINS)
  const M = BigInt(FREE_SPIN_MULTIPLIER)
  return {
    num: spin.num * (allCells - F * trigger + M * F * trigger),
    den: spin.den * (allCells - F * trigger),
  }
}
