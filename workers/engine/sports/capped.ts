import { capFor } from './rules.ts'
import type { StringMask } from './symmetric.ts'

/**
 * The exact total at multiple 1 of one scenario: Σ over played k, over k of the matches, over one
 * winning selection of each, of min(cap_k, factor × Π odds). `groups` holds each match's winning odds.
 *
 * Depth-first over matches sorted by largest odds, carrying the product p of the chosen ones. For
 * each remaining size t, p × (t largest odds left) ≤ cap means none of those combinations is capped
 * (their sum is p × e_t of the odds sums), and p × (t smallest odds left) ≥ cap means all are
 * (cap × e_t of the counts). Only sizes in between are split by the next match, so the search
 * touches just the band of combinations that straddle a cap and never enumerates the rest.
 */
export function cappedTotal(groups: readonly (readonly number[])[], factor: number, ks: StringMask): number {
  const g = groups.filter((x) => x.length > 0).map((x) => [...x].sort((p, q) => q - p))
  g.sort((x, y) => (y[0] ?? 0) - (x[0] ?? 0))
  const n = g.length
  const K = Math.min(n, 31 - Math.clz32(ks))
  if (K <= 0) return 0
  const w = K + 1
  const eSum = new Float64Array((n + 1) * w)
  const eCnt = new Float64Array((n + 1) * w)
  const top = new Float64Array((n + 1) * w)
  const bottom = new Float64Array((n + 1) * w)
  eSum[n * w] = 1
  eCnt[n * w] = 1
  for (let i = n - 1; i >= 0; i--) {
    const odds = g[i] ?? []
    const sum = odds.reduce((s, x) => s + x, 0)
    const smallest = g
      .slice(i)
      .map((x) => x[x.length - 1] ?? 1)
      .sort((p, q) => p - q)
    let hi = 1
    let lo = 1
    for (let t = 0; t <= K; t++) {
      const at = i * w + t
      const below = (i + 1) * w + t
      eSum[at] = (eSum[below] ?? 0) + (t > 0 ? sum * (eSum[below - 1] ?? 0) : 0)
      eCnt[at] = (eCnt[below] ?? 0) + (t > 0 ? odds.length * (eCnt[below - 1] ?? 0) : 0)
      top[at] = hi
      bottom[at] = lo
      hi *= g[i + t]?.[0] ?? 0
      lo *= smallest[t] ?? 0
    }
  }
  top[n * w] = 1
  bottom[n * w] = 1

  let total = 0
  const visit = (i: number, j: number, p: number, active: number): void => {
    let mixed = 0
    for (let t = 0, k = j; t <= n - i && k <= K; t++, k++) {
      const at = i * w + t
      const count = eCnt[at] ?? 0
      if (!((active >> k) & 1) || count === 0) continue
      const cap = capFor(k)
      const scale = factor * p
      if (scale * (top[at] ?? 0) <= cap) total += scale * (eSum[at] ?? 0)
      else if (scale * (bottom[at] ?? 0) >= cap) total += cap * count
      else mixed |= 1 << k
    }
    if (mixed === 0) return
    visit(i + 1, j, p, mixed)
    for (const o of g[i] ?? []) visit(i + 1, j + 1, p * o, mixed)
  }
  visit(0, 0, 1, ks)
  return total
}
