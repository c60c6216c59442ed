import { CENTS_PER_WHOLE, FULL_PERCENT, MAX_PARLAY, ODDS_DECIMALS, STAKE_PER_BET } from '../constants.ts'
import { toMinorUnits } from '../money.ts'
import type { SportGame } from '../types.ts'
import { capFor, payoutPercent } from './rules.ts'
import type { StringMask } from './symmetric.ts'

const ODDS_SCALE = 10n ** BigInt(ODDS_DECIMALS)
/**
 * Float shadows only sort out the clear cases: a product further than this share from its cap
 * (float error here is about 1e-14) is on that side exactly; anything nearer is compared in integers.
 */
const CLEAR = 1e-9
const SAFE = Number.MAX_SAFE_INTEGER

const descending = (p: bigint, q: bigint) => (q > p ? 1 : q < p ? -1 : 0)

/** A float amount's share that bounds its error, with room to spare (see combinationCents). */
const NEAR_CENT = 1e-14

const POW_N = Array.from({ length: MAX_PARLAY + 1 }, (_, k) => Number(ODDS_SCALE) ** k)

/**
 * One combination's payout in cents at `multiple`, rounded down: min(cap_k, factor × Π odds) ×
 * multiple, with odds as hundredths (numbers) and the factor in percent of the stake (200, or 130
 * for bd). Clear cases are told apart in floats (see CLEAR); the amount itself is always integer.
 */
export function combinationCents(hundredths: readonly number[], factor: number, multiple: number): number {
  const k = hundredths.length
  const capCents = capFor(k) * Number(CENTS_PER_WHOLE) * multiple
  const scale = POW_N[k] ?? 1
  let pF = factor
  for (const h of hundredths) pF *= h
  // the cap in the product's unit: percent × odds hundredths
  const capF = capFor(k) * Number(FULL_PERCENT) * scale
  if (pF > capF * (1 + CLEAR)) return capCents
  if (pF < capF * (1 - CLEAR)) {
    // The float amount is off by under 3e-15 of itself (k + 3 roundings); unless that could
    // reach a whole cent, its floor is the exact one.
    const cents = (pF * multiple) / scale
    const floor = Math.floor(cents)
    const slack = cents * NEAR_CENT
    if (cents - floor > slack && floor + 1 - cents > slack) return floor
  }
  // otherwise in integers
  let exact = BigInt(factor)
  for (const h of hundredths) exact *= BigInt(h)
  const scaleBig = ODDS_SCALE ** BigInt(k)
  if (exact >= BigInt(capFor(k)) * FULL_PERCENT * scaleBig) return capCents
  return Number((exact * BigInt(multiple)) / scaleBig)
}

/**
 * The exact total of one scenario in cents, rounded down (markets.md: estimates round only the
 * final total down to the cent): multiple × Σ over played k, over k of the matches, over one
 * winning selection of each, of min(cap_k, 2 × percent/100 × Π odds). `groups` holds each
 * match's winning odds. Integers throughout: odds are hundredths, so a size-k value counts in
 * 1/(100 × 100^k) of the currency (percent × odds hundredths), and each size is lifted to the
 * largest one's unit before they are added.
 *
 * The walk is cappedTotal's (capped.ts): depth-first over matches by largest odds, carrying the
 * product p of the chosen ones; for each remaining size a whole band of combinations that are all
 * below (or all above) their cap is settled at once, and only the rest is split by the next match.
 * The walk just counts per band (Σ p below, how often capped); the sums are formed once at the end.
 */
export function exactTotalCents(
  groups: readonly (readonly number[])[],
  game: SportGame,
  ks: StringMask,
  multiple: number,
): bigint {
  const g = groups
    .filter((x) => x.length > 0)
    .map((x) => x.map((o) => toMinorUnits(o, ODDS_DECIMALS)).sort(descending))
  g.sort((x, y) => descending(x[0] ?? 0n, y[0] ?? 0n))
  const n = g.length
  const K = Math.min(n, 31 - Math.clz32(ks))
  if (K <= 0) return 0n
  const w = K + 1
  const factor = STAKE_PER_BET * payoutPercent(game)
  const pow = Array.from({ length: w }, (_, k) => ODDS_SCALE ** BigInt(k))
  const cap = pow.map((p, k) => BigInt(capFor(k)) * FULL_PERCENT * p)

  // e_t of the odds sums and of the counts of matches i.. (exact, for the final sums), and the
  // largest and smallest products of t of their odds (floats for the walk; exact ones on demand)
  const eSum = new Array<bigint>((n + 1) * w).fill(0n)
  const eCnt = new Array<bigint>((n + 1) * w).fill(0n)
  const topF = new Float64Array((n + 1) * w).fill(1)
  const bottomF = new Float64Array((n + 1) * w).fill(1)
  eSum[n * w] = 1n
  eCnt[n * w] = 1n
  const oddsN = g.map((x) => x.map(Number))
  const largestN = oddsN.map((x) => x[0] ?? 0)
  const smallestN = oddsN.map((x) => x[x.length - 1] ?? 0)
  const smallestFrom = smallestN.map((_, i) => smallestN.slice(i).sort((p, q) => p - q))
  for (let i = n - 1; i >= 0; i--) {
    const sum = (g[i] ?? []).reduce((s, x) => s + x, 0n)
    const count = BigInt(g[i]?.length ?? 0)
    let hi = 1
    let lo = 1
    for (let t = 0; t <= K; t++) {
      const at = i * w + t
      const below = (i + 1) * w + t
      eSum[at] = (eSum[below] ?? 0n) + (t > 0 ? sum * (eSum[below - 1] ?? 0n) : 0n)
      eCnt[at] = (eCnt[below] ?? 0n) + (t > 0 ? count * (eCnt[below - 1] ?? 0n) : 0n)
      topF[at] = hi
      bottomF[at] = lo
      hi *= largestN[i + t] ?? 0
      lo *= smallestFrom[i]?.[t] ?? 0
    }
  }
  const exactProduct = (xs: readonly number[], from: number, t: number) =>
    xs.slice(from, from + t).reduce((p, x) => p * BigInt(x), 1n)
  const top = (i: number, t: number) => exactProduct(largestN, i, t)
  const bottom = (i: number, t: number) => exactProduct(smallestFrom[i] ?? [], 0, t)
  const any = eCnt.map((c) => c > 0n)
  const capF = cap.map((c) => Number(c) / Number(factor))

  // per band (i, j, t): Σ of the products p of j chosen matches whose every continuation by t of
  // the matches from i is uncapped, and how many times all of them were capped. A product stays a
  // plain number while it is a safe integer (so exact), which spares most BigInts.
  const cell = (i: number, j: number, t: number) => (i * w + j) * w + t
  const pSumN = new Float64Array((n + 1) * w * w)
  const pSum = new Array<bigint>((n + 1) * w * w).fill(0n)
  const cappedTimes = new Float64Array((n + 1) * w * w)
  const touched: number[] = []
  const touch = (at: number) => {
    if (pSumN[at] === 0 && pSum[at] === 0n && cappedTimes[at] === 0) touched.push(at)
  }
  const addP = (at: number, p: number | bigint) => {
    touch(at)
    const s = (pSumN[at] ?? 0) + Number(p)
    if (typeof p === 'number' && s <= SAFE) pSumN[at] = s
    else pSum[at] = (pSum[at] ?? 0n) + BigInt(p)
  }
  const exactly = (p: number | bigint, bound: bigint, k: number) =>
    factor * BigInt(p) * bound - (cap[k] ?? 0n)

  const visit = (i: number, j: number, p: number | bigint, pF: number, active: number): void => {
    let mixed = 0
    for (let t = 0, k = j; t <= n - i && k <= K; t++, k++) {
      const at = i * w + t
      if (!((active >> k) & 1) || !any[at]) continue
      const c = capF[k] ?? 0
      const hi = pF * (topF[at] ?? 0)
      const lo = pF * (bottomF[at] ?? 0)
      if (hi < c * (1 - CLEAR) || (hi <= c * (1 + CLEAR) && exactly(p, top(i, t), k) <= 0n))
        addP(cell(i, j, t), p)
      else if (lo > c * (1 + CLEAR) || (lo >= c * (1 - CLEAR) && exactly(p, bottom(i, t), k) >= 0n)) {
        touch(cell(i, j, t))
        cappedTimes[cell(i, j, t)] = (cappedTimes[cell(i, j, t)] ?? 0) + 1
      } else mixed |= 1 << k
    }
    if (mixed === 0) return
    visit(i + 1, j, p, pF, mixed)
    const odds = oddsN[i] ?? []
    for (let o = 0; o < odds.length; o++) {
      const x = odds[o] ?? 0
      // a float product of integers that is at most SAFE is the exact product
      const product = typeof p === 'number' ? p * x : SAFE + 1
      const next = product <= SAFE ? product : BigInt(p) * (g[i]?.[o] ?? 0n)
      visit(i + 1, j + 1, next, pF * x, mixed)
    }
  }
  visit(0, 0, 1, 1, ks)

  // Σ_k lift_k × (factor × Σ p × e_t(sums) + cap_k × times × e_t(counts)), in 1/(100 × 100^K)
  let total = 0n
  for (const at of touched) {
    const t = at % w
    const j = Math.floor(at / w) % w
    const i = Math.floor(at / (w * w))
    const k = j + t
    const p = (pSum[at] ?? 0n) + BigInt(pSumN[at] ?? 0)
    const times = BigInt(cappedTimes[at] ?? 0)
    const value = factor * p * (eSum[i * w + t] ?? 0n) + (cap[k] ?? 0n) * times * (eCnt[i * w + t] ?? 0n)
    total += value * (pow[K - k] ?? 1n)
  }
  // in cents that is total / 100^K, times the multiple, cut down
  return (total * BigInt(multiple)) / (pow[K] ?? 1n)
}
