import { CENTS_PER_WHOLE, ODDS_DECIMALS, STAKE_PER_BET } from '../constants.ts'
import { roundHalfEven, toMinorUnits } from '../money.ts'
import type { SportGame } from '../types.ts'
import { capFor, payoutPercent } from './rules.ts'
import { type StringMask, sizesOf } from './symmetric.ts'
import { type Tail, tailFrom, tailPicks } from './tail.ts'

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

const tooMany = () => new RangeError('too many winning combinations to total exactly')

/**
 * One scenario's walk (see exactTotalCents). A class rather than closures so that its hot loops
 * are compiled once for every scenario, not deoptimised for each new set of closures.
 */
class ScenarioWalk {
  readonly n: number
  readonly K: number
  readonly played: Uint8Array
  readonly factor: number
  readonly capCents: Float64Array
  readonly capAbove: Float64Array
  readonly capBelow: Float64Array
  readonly topAbove: number
  /** from match i on, are all odds at least 1 (so a product can only grow)? */
  readonly growing: Uint8Array
  /** e_t of the winning picks' counts from match i on: how many combinations of t they make */
  private counts: bigint[][] | undefined
  /** can a combination of size k, with `left` matches to go, still grow to a played size? */
  readonly reach: Uint8Array
  /** capped[size × (n + 1) + m]: combinations at the top cap ending on match m, not walked on */
  readonly capped: Float64Array
  readonly tail: Tail
  readonly head: number[] = []
  cents = 0
  total = 0n

  readonly g: readonly (readonly number[])[]
  readonly budget: WalkBudget

  constructor(
    g: readonly (readonly number[])[],
    sizes: readonly number[],
    game: SportGame,
    budget: WalkBudget,
  ) {
    this.g = g
    this.budget = budget
    const n = g.length
    const K = sizes.at(-1) ?? 0
    this.n = n
    this.K = K
    this.played = Uint8Array.from({ length: K + 1 }, (_, k) => (sizes.includes(k) ? 1 : 0))
    this.factor = Number(STAKE_PER_BET * payoutPercent(game))
    this.capCents = Float64Array.from({ length: K + 1 }, (_, k) => capFor(k) * Number(CENTS_PER_WHOLE))
    this.capAbove = this.capCents.map((c) => c * (1 + CLEAR))
    this.capBelow = this.capCents.map((c) => c * (1 - CLEAR))
    this.topAbove = this.capAbove[K] ?? 0
    this.growing = Uint8Array.from({ length: n + 1 }, (_, i) =>
      g.slice(i).every((x) => x.every((h) => h >= Number(ODDS_SCALE))) ? 1 : 0,
    )
    this.reach = new Uint8Array((K + 1) * (n + 1))
    for (let k = 0; k <= K; k++)
      for (let left = 0; left <= n; left++)
        this.reach[k * (n + 1) + left] = sizes.some((s) => s > k && s <= k + left) ? 1 : 0
    this.capped = new Float64Array((K + 1) * (n + 1))
    this.tail = tailFrom(g)
  }

  add(value: number) {
    this.cents += value
    if (this.cents >= FLUSH_AT) {
      this.total += BigInt(this.cents)
      this.cents = 0
    }
  }

  /**
   * A combination of `size` picks worth `value` cents in floats, ending in tail element `element`,
   * in whole cents. Written out again in walkTail's loop, where a call would box each float.
   */
  rounded(value: number, size: number, element: number): number {
    if (value < (this.capBelow[size] ?? 0)) {
      // The float value is off by under 3e-15 of itself (at most 2k + 6 roundings); unless that
      // could reach the half cent, its side of the half is the exact one.
      const floor = Math.floor(value)
      const fraction = value - floor
      const slack = value * NEAR_CENT
      if (fraction < 0.5 - slack) return floor
      if (fraction > 0.5 + slack) return floor + 1
    } else if (value > (this.capAbove[size] ?? 0)) return this.capCents[size] ?? 0
    return this.exact(size, element)
  }

  /** The same in integers, for a value too near a half cent or its cap for floats to tell. */
  exact(size: number, element: number): number {
    const picks = [...this.head, ...tailPicks(this.tail, element)].map(BigInt)
    return Number(exactCents(picks, BigInt(this.factor), size))
  }

  /**
   * A combination of `size` picks, the last on match m, at the largest cap with only odds of 1 or
   * more to come: capped, and so is every combination it starts. Returns its own cents.
   */
  capAll(size: number, m: number): number {
    const at = size * (this.n + 1) + m
    this.capped[at] = (this.capped[at] ?? 0) + 1
    return this.played[size] ? (this.capCents[size] ?? 0) : 0
  }

  /** e_t of the counts, worked out only for a scenario that has capped combinations to count. */
  eCnt(): bigint[][] {
    if (this.counts) return this.counts
    const { g, n, K } = this
    const eCnt = Array.from({ length: n + 1 }, () => new Array<bigint>(K + 1).fill(0n))
    ;(eCnt[n] as bigint[])[0] = 1n
    for (let i = n - 1; i >= 0; i--) {
      const here = eCnt[i] as bigint[]
      const below = eCnt[i + 1] as bigint[]
      const count = BigInt(g[i]?.length ?? 0)
      for (let t = 0; t <= K; t++) here[t] = (below[t] ?? 0n) + (t > 0 ? count * (below[t - 1] ?? 0n) : 0n)
    }
    this.counts = eCnt
    return eCnt
  }

  /** The combinations the capped ones start, each at its cap. */
  cappedAfter(): bigint {
    const { n, K, played, capCents } = this
    let total = 0n
    for (let size = 1; size <= K; size++) {
      for (let m = 0; m < n; m++) {
        const times = this.capped[size * (n + 1) + m] ?? 0
        if (times === 0) continue
        const after = this.eCnt()[m + 1] as bigint[]
        let each = 0n
        for (let t = 1; size + t <= K; t++)
          if (played[size + t]) each += (after[t] ?? 0n) * BigInt(capCents[size + t] ?? 0)
        total += BigInt(times) * each
      }
    }
    return total
  }

  /**
   * The combinations continuing a head of k picks, worth `scale` cents per unit of tail value:
   * for each played size, a run of tail values largest first, so those above the cap are counted
   * at once and only the rest are rounded one by one (and charged to the budget).
   */
  walkTail(k: number, scale: number) {
    const { most, order, sorted, start } = this.tail
    const { K, played, capAbove, capBelow, capCents } = this
    let sum = 0
    for (let t = 1; t <= most && k + t <= K; t++) {
      const size = k + t
      if (!played[size]) continue
      const end = start[t + 1] ?? 0
      const above = capAbove[size] ?? 0
      const below = capBelow[size] ?? 0
      // the first value at most the cap, by halving
      let lo = start[t] ?? 0
      let hi = end
      const first = lo
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if (scale * (sorted[mid] ?? 0) > above) lo = mid + 1
        else hi = mid
      }
      sum += (lo - first) * (capCents[size] ?? 0)
      this.budget.left -= end - lo
      if (this.budget.left < 0) throw tooMany()
      let i = lo
      for (; i < end && scale * (sorted[i] ?? 0) >= below; i++) sum += this.exact(size, order[i] ?? 0)
      for (; i < end; i++) {
        const v = scale * (sorted[i] ?? 0)
        // off the half, v + 0.5 rounds to the same side (its float error is under the slack), and
        // floor(v + 0.5) has no branch to mispredict on fractions as often above a half as below
        if (Math.abs(v - Math.floor(v) - 0.5) > v * NEAR_CENT) sum += Math.floor(v + 0.5)
        else sum += this.exact(size, order[i] ?? 0)
      }
    }
    this.add(sum)
  }

  /** Combinations continuing a head from match `from` on, its size k and float product p. */
  visit(from: number, k: number, p: number): void {
    const { n, K, g, played, growing, reach, factor, topAbove, head } = this
    this.walkTail(k, (factor * p) / (POW_N[k] ?? 1))
    for (let m = from; m < this.tail.from; m++) {
      for (const h of g[m] ?? []) {
        if (--this.budget.left < 0) throw tooMany()
        const size = k + 1
        const q = p * h
        const value = (factor * q) / (POW_N[size] ?? 1)
        head.push(h)
        if (value > topAbove && growing[m + 1]) this.add(this.capAll(size, m))
        else {
          if (played[size]) this.add(this.rounded(value, size, 0))
          if (size < K && reach[size * (n + 1) + n - m - 1]) this.visit(m + 1, size, q)
        }
        head.pop()
      }
    }
  }
}

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
 *
 * The combinations of the last matches are the same for every combination of the first ones,
 * so they are tabulated once (tail.ts), by size and largest value first: for each head, those
 * above their cap are counted with one halving search and the rest rounded in a loop over a flat
 * array, and only those rounded are charged to the budget. The worst legal slip (bd, 15 matches ×
 * 3 picks) estimated in 7.1–7.4 ms walked recursively, 0.8–0.9 ms this way (median, quiet machine).
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
  const sizes = sizesOf(ks).filter((k) => k <= g.length)
  if (sizes.length === 0) return 0n
  const walk = new ScenarioWalk(g, sizes, game, budget)
  walk.visit(0, 0, 1)
  return (walk.total + BigInt(walk.cents) + walk.cappedAfter()) * BigInt(multiple)
}
