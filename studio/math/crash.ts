// Crash with a 1 % edge: from one 32-bit word X the crash point, in hundredths, is
//   floor(99 · 2^32 / (2^32 − X)), at least 100 (1.00×).
// So P(crash ≥ m) = floor(99 · 2^32 / m) / 2^32 for every m ≥ 101 hundredths, and a cash-out at m
// returns m/100 · that ≈ 99 % whatever m is (crashExactRtp); about 2 rounds in 100 end at 1.00×.
import type { Ratio } from './payout.ts'
import type { Rng } from './rng.ts'

export const CRASH_STATED_RTP_BP = 9900
const TWO_32 = 0x100000000
const EDGE_NUMERATOR = 99
export const MIN_CASHOUT = 101
export const MAX_CASHOUT = 1_000_000

/** Integer floor(a / b) for a, b below 2^53, exact where the float division would round up. */
function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b)
  if (q * b > a) q--
  else if ((q + 1) * b <= a) q++
  return q
}

/** The crash point in hundredths from one word (exact integer arithmetic: 99 · 2^32 < 2^39). */
export function crashPoint(word: number): number {
  return Math.max(100, floorDiv(EDGE_NUMERATOR * TWO_32, TWO_32 - word))
}

export interface CrashOutcome {
  crashPoint: number
  /** The player's automatic cash-out, in hundredths (101 = 1.01×). */
  cashOut: number
  win: boolean
  multiplierBp: number
}

export function playCrash(rng: Rng, cashOut: number): CrashOutcome {
  if (!Number.isInteger(cashOut) || cashOut < MIN_CASHOUT || cashOut > MAX_CASHOUT)
    throw new RangeError('cashOut')
  const point = crashPoint(rng.word())
  const win = point >= cashOut
  return { crashPoint: point, cashOut, win, multiplierBp: win ? cashOut * 100 : 0 }
}

/** Words X with crashPoint(X) ≥ m, over 2^32. */
export function crashSurvival(m: number): Ratio {
  if (m <= 100) return { num: 1n, den: 1n }
  return { num: BigInt(floorDiv(EDGE_NUMERATOR * TWO_32, m)), den: BigInt(TWO_32) }
}

export function crashExactRtp(cashOut: number): Ratio {
  const s = crashSurvival(cashOut)
  return { num: s.num * BigInt(cashOut), den: s.den * 100n }
}

// The live round: the multiplier rises on the studio's clock by an integer schedule (no floats, so
// the studio, the page and the verifier agree to the hundredth):
//   m(t) = 100 + floor(t / 150) + floor(t² / 1 500 000) hundredths at t ms since the round started
// (1.01× after 150 ms, 2.00× after about 8.7 s, 5.00× after 20 s, 29× after a minute). The round
// crashes when m(t) passes the crash point; a cash-out at t pays m(t) if m(t) ≤ the crash point.

/** The multiplier in hundredths at `elapsedMs` since the round started. */
export function crashMultiplierAt(elapsedMs: number): number {
  const t = Math.max(0, Math.floor(elapsedMs))
  return 100 + Math.floor(t / 150) + Math.floor((t * t) / 1_500_000)
}

/** The first millisecond at which the multiplier reaches `hundredths` (m(t) never falls). */
export function crashTimeOf(hundredths: number): number {
  let lo = 0
  let hi = 1
  while (crashMultiplierAt(hi) < hundredths) hi *= 2
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2)
    if (crashMultiplierAt(mid) >= hundredths) hi = mid
    else lo = mid + 1
  }
  return lo
}
