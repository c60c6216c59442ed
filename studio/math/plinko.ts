// Plinko: a ball falls through 8–16 rows of pegs, bouncing left or right at each row with one
// unbiased bit, and lands in the slot numbered by how many times it went right (0 … rows). Slot k
// of n rows is reached with chance C(n, k) / 2^n, and each risk level has its own symmetric table
// of multipliers (basis points), tuned so every table returns 98.97–99.00 % (plinkoExactRtp).
import type { Ratio } from './payout.ts'
import type { Rng } from './rng.ts'

export const PLINKO_STATED_RTP_BP = 9900
export const PLINKO_MIN_ROWS = 8
export const PLINKO_MAX_ROWS = 16
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const
export type PlinkoRisk = (typeof PLINKO_RISKS)[number]

export interface PlinkoBet {
  rows: number
  risk: PlinkoRisk
}

/**
 * Half of each table, from the edge slot (0 rights) to the middle one, in basis points; the other
 * half mirrors it. Higher risk takes from the middle to pay the edges more.
 */
const HALF_TABLES: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: {
    8: [56_000, 21_000, 11_000, 10_000, 5_000],
    9: [56_000, 20_000, 16_000, 10_000, 7_000],
    10: [88_000, 30_000, 14_000, 11_000, 10_000, 5_000],
    11: [83_000, 30_000, 19_000, 13_000, 10_000, 7_000],
    12: [100_000, 30_000, 16_000, 14_000, 11_000, 10_000, 5_000],
    13: [81_000, 40_000, 30_000, 19_000, 12_000, 9_000, 7_000],
    14: [70_000, 40_000, 19_000, 14_000, 13_000, 11_000, 10_000, 5_000],
    15: [150_000, 79_000, 30_000, 20_000, 15_000, 11_000, 10_000, 7_000],
    16: [160_000, 90_000, 20_000, 14_000, 14_000, 12_000, 11_000, 10_000, 5_000],
  },
  medium: {
    8: [131_000, 30_000, 13_000, 7_000, 4_000],
    9: [180_000, 40_000, 16_900, 9_000, 5_000],
    10: [223_000, 50_000, 20_000, 14_000, 6_000, 4_000],
    11: [237_000, 60_000, 30_000, 18_000, 7_000, 5_000],
    12: [330_000, 110_000, 40_000, 20_000, 11_000, 6_000, 3_000],
    13: [430_000, 130_000, 60_000, 30_000, 13_000, 7_000, 4_000],
    14: [580_000, 150_000, 70_000, 40_000, 19_000, 10_000, 5_000, 2_000],
    15: [880_000, 180_000, 110_000, 50_000, 30_000, 13_000, 5_000, 3_000],
    16: [1_100_000, 410_000, 100_000, 50_000, 30_000, 15_000, 10_000, 5_000, 3_000],
  },
  high: {
    8: [289_000, 40_000, 15_000, 3_000, 2_000],
    9: [428_000, 70_000, 20_000, 6_000, 2_000],
    10: [756_000, 100_000, 30_000, 9_000, 3_000, 2_000],
    11: [1_200_000, 140_000, 52_000, 13_900, 4_000, 2_000],
    12: [1_700_000, 238_000, 81_000, 20_000, 7_000, 2_000, 2_000],
    13: [2_600_000, 367_000, 110_000, 40_000, 10_000, 2_000, 2_000],
    14: [4_000_000, 560_000, 180_000, 50_000, 19_000, 3_100, 2_000, 2_000],
    15: [5_000_000, 830_000, 281_000, 80_000, 30_000, 5_000, 2_000, 2_000],
    16: [5_000_000, 1_300_000, 260_000, 99_000, 40_000, 20_000, 2_000, 2_000, 2_000],
  },
}

export function checkPlinkoBet(bet: PlinkoBet): void {
  if (!Number.isInteger(bet.rows) || bet.rows < PLINKO_MIN_ROWS || bet.rows > PLINKO_MAX_ROWS)
    throw new RangeError('rows')
  if (!PLINKO_RISKS.includes(bet.risk)) throw new RangeError('risk')
}

/** The rows + 1 slot multipliers in basis points, left to right. */
export function plinkoTable(bet: PlinkoBet): number[] {
  checkPlinkoBet(bet)
  const half = HALF_TABLES[bet.risk][bet.rows] as readonly number[]
  return Array.from({ length: bet.rows + 1 }, (_, k) => half[Math.min(k, bet.rows - k)] as number)
}

export interface PlinkoOutcome {
  /** One bounce per row, top to bottom: 0 left, 1 right. */
  path: number[]
  /** The slot the ball lands in, 0 … rows (the number of right bounces). */
  slot: number
  multiplierBp: number
}

/** Draws one int(2) per row, top to bottom (one word each: 2 divides 2^32, so none is skipped). */
export function playPlinko(rng: Rng, bet: PlinkoBet): PlinkoOutcome {
  const table = plinkoTable(bet)
  const path = Array.from({ length: bet.rows }, () => rng.int(2))
  const slot = path.reduce((s, b) => s + b, 0)
  return { path, slot, multiplierBp: table[slot] as number }
}

function choose(n: number, k: number): bigint {
  let r = 1n
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i)
  return r
}

/** Σ C(n, k) · multiplier(k) / (2^n · 10 000): the binomial expectation, exactly. */
export function plinkoExactRtp(bet: PlinkoBet): Ratio {
  const table = plinkoTable(bet)
  const num = table.reduce((s, m, k) => s + choose(bet.rows, k) * BigInt(m), 0n)
  return { num, den: (1n << BigInt(bet.rows)) * 10_000n }
}
