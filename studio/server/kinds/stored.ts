/**
 * An outcome with its keys in the order PostgreSQL's jsonb keeps them (shorter keys first, then by
 * their bytes), recursively. The studio stores outcomes as jsonb and the verifier compares the
 * recomputed outcome with the stored one as JSON text, so a kind that answers in this order reads
 * back exactly as it was played.
 */
export function asStored<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asStored) as T
  if (value === null || typeof value !== 'object') return value
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(keys.map((k) => [k, asStored((value as Record<string, unknown>)[k])])) as T
}
