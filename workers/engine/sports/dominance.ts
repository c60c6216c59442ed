const descending = (xs: readonly number[]) => [...xs].sort((p, q) => q - p)

/**
 * With the other matches fixed, a match's share of a total is Σ over its winning selections of
 * the combinations through each, and each combination's value (rounded to the cent, capped) never
 * falls when one of its odds rises. So a set of odds A pays at most what B pays, whatever the
 * other matches do, when A's odds can be matched one to one with B's, each to one at least as
 * large: sorted from the largest, |A| ≤ |B| and a_i ≤ b_i. (Per-combination rounding rules out
 * comparing sums: {3.00} against {1.50, 1.50} can round either way.)
 */
export function paysAtMost(a: readonly number[], b: readonly number[]): boolean {
  if (a.length > b.length) return false
  const x = descending(a)
  const y = descending(b)
  return x.every((v, i) => v <= (y[i] ?? 0))
}

/**
 * Drops every set that another set beats for all possible other matches (`better(x, y)`: x is at
 * least as good as y); of equal sets the first stays.
 */
export function undominated(
  sets: readonly number[][],
  better: (x: number[], y: number[]) => boolean,
): number[][] {
  return sets.filter((set, i) =>
    sets.every((other, j) => j === i || !better(other, set) || (j > i && better(set, other))),
  )
}
