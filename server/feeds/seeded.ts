import { createHash } from 'node:crypto'

/**
 * A small seeded generator: the same seed always gives the same numbers, so a fixture, its
 * strengths and its result follow from its league and round, never from the wall clock.
 */
export function seededRandom(seed: string) {
  let state = createHash('sha256').update(seed).digest()
  let offset = 0
  return () => {
    if (offset + 4 > state.length) {
      state = createHash('sha256').update(state).digest()
      offset = 0
    }
    const v = state.readUInt32BE(offset)
    offset += 4
    return v / 2 ** 32
  }
}

/** The same items in an order the seed decides (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}
