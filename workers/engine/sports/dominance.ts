/**
 * With the other matches fixed, a match's share of a capped total is Σ g(odds) over its winning
 * selections, where g (a sum of min(cap, λ·odds)) is concave, nondecreasing and g(0) = 0. Such g
 * are exactly the mixtures of t ↦ min(c, t), so a set of odds A pays at most what B pays, whatever
 * the other matches do, iff Σ_A min(c, a) ≤ Σ_B min(c, b) for every c > 0. Both sides are piecewise
 * linear with breaks at the odds, so checking every break decides it (the smallest compares the counts).
 */
export function paysAtMost(a: readonly number[], b: readonly number[]): boolean {
  const clipped = (set: readonly number[], c: number) => set.reduce((s, x) => s + Math.min(c, x), 0)
  for (const c of [...a, ...b]) if (clipped(a, c) > clipped(b, c) + 1e-9) return false
  return true
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
