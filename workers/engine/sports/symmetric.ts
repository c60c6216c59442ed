/** Bit k set: combinations of k matches are played. */
export type StringMask = number

/** e_0..e_K of the values: e_k sums the products of every k of them. */
export function elementary(values: readonly number[], K: number): number[] {
  const e = [1, ...new Array<number>(K).fill(0)]
  for (const v of values) {
    for (let k = K; k >= 1; k--) e[k] = (e[k] ?? 0) + v * (e[k - 1] ?? 0)
  }
  return e
}

/** The played sizes as bits, keeping only those the slip's matches can fill. */
export function stringMask(strings: readonly number[], matches: number): StringMask {
  let mask = 0
  for (const k of strings) {
    if (!Number.isInteger(k) || k < 1 || k > 15) throw new RangeError(`no ${k} String 1`)
    if (k <= matches) mask |= 1 << k
  }
  return mask
}

/** The sizes in a mask, ascending. */
export function sizesOf(mask: StringMask): number[] {
  const out: number[] = []
  for (let k = 1; k < 32; k++) if ((mask >> k) & 1) out.push(k)
  return out
}

/** Σ over played k of e_k(values), times `factor`: a total when no cap binds. */
export function playedSum(values: readonly number[], ks: StringMask, factor = 1): number {
  const e = elementary(values, Math.max(0, Math.min(values.length, 31 - Math.clz32(ks))))
  return factor * sizesOf(ks).reduce((s, k) => s + (e[k] ?? 0), 0)
}
