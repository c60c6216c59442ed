/** n choose k (0 when k > n). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let c = 1
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i
  return c
}

/** Every `size`-subset of `items`, in order. */
export function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  return items.flatMap((first, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [first, ...rest]))
}
