import { CENTS_PER_WHOLE, ODDS_DECIMALS, STAKE_PER_BET } from '../constants.ts'
import { roundHalfEven, toMinorUnits } from '../money.ts'
import type { SportGame } from '../types.ts'
import { capFor, payoutPercent } from './rules.ts'
import { type StringMask, sizesOf } from './symmetric.ts'

const ODDS_SCALE = 10n ** BigInt(ODDS_DECIMALS)
/**
 * Float shadows only sort out the clear cases: a value further than this share from its cap or
 * from a half cent (float error here is about 1e-14) is on that side exactly; anything nearer is
 * worked out in integers.
 */
const CLEAR = 1e-9
const NEAR_CENT = 1e-14

const POW_N = Array.from({ length: 16 }, (_, k) => Number(ODDS_SCALE) ** k)

/**
 * One combination's payout in cents at `multiple`, as settlement pays it before tax (markets.md):
 * its value at multiple 1, factor × Π odds, rounded half to even to the cent, capped, then ×
 * multiple. Odds are hundredths (numbers), the factor is in percent of the stake (200, or 130 for
 * bd). Clear cases are told apart in floats (see CLEAR); the amount itself is always integer.
 */
export function combinationCents(hundredths: readonly number[], factor: number, multiple: number): number {
  const k = hundredths.length
  const capCents = capFor(k) * Number(CENTS_PER_WHOLE)
  let pF = factor
  for (const h of hundredths) pF *= h
  const cents = pF / (POW_N[k] ?? 1)
  if (cents > capCents * (1 + CLEAR)) return capCents * multiple
  if (cents < capCents * (1 - CLEAR)) {
    // The float value is off by under 3e-15 of itself (k + 2 roundings); unless that could reach
    // the half cent, its side of the half is the exact one.
    const floor = Math.floor(cents)
    const fraction = cents - floor
    const slack = cents * NEAR_CENT
    if (fraction < 0.5 - slack) return floor * multiple
    if (fraction > 0.5 + slack) return (floor + 1) * multiple
  }
  return Number(exactCents(hundredths.map(BigInt), BigInt(factor), k) * BigInt(multiple))
}

/** min(cap, factor × Π hundredths / 100^k rounded half to even), in cents at multiple 1, exactly. */
function exactCents(hundredths: readonly bigint[], factor: bigint, k: number): bigint {
  const product = hundredths.reduce((p, h) => p * h, factor)
  const value = roundHalfEven(product, ODDS_SCALE ** BigInt(k))
  const cap = BigInt(capFor(k)) * CENTS_PER_WHOLE
  return value < cap ? value : cap
}

/**
 * Combinations one estimate walks before it gives up (about a second): a slip that wins in more
 * combinations at once costs far more than any stake limit lets a player buy (each costs 2), and
 * settling it would enumerate as many.
 */
export const MOST_EXACT_COMBINATIONS = 1 << 21

/** What is left of an estimate's walk, shared by the scenarios it totals. */
interface WalkBudget {
  left: number
}

/** Float sums of whole cents stay exact below this; past it they move into a bigint. */
const FLUSH_AT = 2 ** 52

/**
 * The exact total of one scenario in cents, as settlement pays it before tax: multiple × Σ over
 * played k, over k of the matches, over one winning selection of each, of the combination's value
 * rounded half to even to the cent and capped. `groups` holds each match's winning odds.
 *
 * Each combination is rounded on its own, so the total is not a sum of products that symmetric
 * polynomials could count: the winning combinations are walked depth first, each valued like
 * combinationCents (floats where they decide exactly, integers where they do not). A combination
 * already at the largest cap in play, with only odds of 1 or more to come, is capped in every
 * combination it starts, so those are counted, not walked. The walk is the number of winning
 * combinations below the caps, which settlement enumerates too; past the budget (RangeError)
 * the slip is too large to price.
 */
export function exactTotalCents(
  groups: readonly (readonly number[])[],
  game: SportGame,
  ks: StringMask,
  multiple: number,
  budget: WalkBudget = { left: MOST_EXACT_COMBINATIONS },
): bigint {
  const g = groups
    .filter((x) => x.length > 0)
    .map((x) => x.map((o) => Number(toMinorUnits(o, ODDS_DECIMALS))))
  const n = g.length
  const sizes = sizesOf(ks).filter((k) => k <= n)
  const K = sizes.at(-1) ?? 0
  if (K === 0) return 0n
  const played = Array.from({ length: K + 1 }, (_, k) => sizes.includes(k))
  const factor = Number(STAKE_PER_BET * payoutPercent(game))
  const capCents = Array.from({ length: K + 1 }, (_, k) => capFor(k) * Number(CENTS_PER_WHOLE))
  const topCap = capCents[K] ?? 0
  // from match i on: are all odds at least 1 (so a product can only grow), and e_t of the counts
  const growing = g.map((_, i) => g.slice(i).every((x) => x.every((h) => h >= Number(ODDS_SCALE))))
  growing.push(true)
  const eCnt = Array.from({ length: n + 1 }, () => new Array<bigint>(K + 1).fill(0n))
  ;(eCnt[n] as bigint[])[0] = 1n
  for (let i = n - 1; i >= 0; i--) {
    const here = eCnt[i] as bigint[]
    const below = eCnt[i + 1] as bigint[]
    const count = BigInt(g[i]?.length ?? 0)
    for (let t = 0; t <= K; t++) here[t] = (below[t] ?? 0n) + (t > 0 ? count * (below[t - 1] ?? 0n) : 0n)
  }
  // the largest played size reachable from size k with `left` matches to go
  const reaches = (k: number, left: number) => sizes.some((s) => s > k && s <= k + left)

  let cents = 0
  let total = 0n
  const add = (value: number) => {
    cents += value
    if (cents >= FLUSH_AT) {
      total += BigInt(cents)
      cents = 0
    }
  }
  const path: number[] = []
  // combinations continuing a path from match `from` on, its size k and float product p
  const visit = (from: number, k: number, p: number): void => {
    for (let m = from; m < n; m++) {
      for (const h of g[m] ?? []) {
        if (--budget.left < 0) throw new RangeError('too many winning combinations to total exactly')
        const size = k + 1
        const q = p * h
        const value = (factor * q) / (POW_N[size] ?? 1)
        path.push(h)
        if (value > topCap * (1 + CLEAR) && growing[m + 1]) {
          // capped now and in every combination it starts
          if (played[size]) add(capCents[size] ?? 0)
          const after = eCnt[m + 1] as bigint[]
          for (let t = 1; size + t <= K; t++)
            if (played[size + t]) total += (after[t] ?? 0n) * BigInt(capCents[size + t] ?? 0)
        } else {
          if (played[size]) add(combinationCents(path, factor, 1))
          if (size < K && reaches(size, n - m - 1)) visit(m + 1, size, q)
        }
        path.pop()
      }
    }
  }
  visit(0, 0, 1)
  return (total + BigInt(cents)) * BigInt(multiple)
}
