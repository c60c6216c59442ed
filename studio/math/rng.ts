// The one way every game turns random words into draws, whatever produces the words: the provably
// fair HMAC stream (fair.ts) in play and in the verifier, a fast seeded generator in the bench.
// A game given the same words draws the same outcome, so the bench measures the very math played.

export interface Rng {
  /** Uniform in [0, 1) on a grid of 2^-32: one 32-bit word / 2^32 (the only use of floats). */
  float(): number
  /** Uniform integer in [0, n), 1 ≤ n ≤ 2^32, without modulo bias (see makeRng). */
  int(n: number): number
  /** The next raw 32-bit word, for games that work on it exactly (crash). */
  word(): number
}

const TWO_32 = 0x100000000

/**
 * int(n) rejects the words at or above the largest multiple of n below 2^32 and takes the rest
 * modulo n: each residue then has exactly floor(2^32 / n) words, so no value is favoured. The
 * chance of a redraw is below n / 2^32 (under 1 in 400 000 for a 10 000-sided roll).
 */
export function makeRng(nextWord: () => number): Rng {
  return {
    word: nextWord,
    float: () => nextWord() / TWO_32,
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(${n}): 1 ≤ n ≤ 2^32`)
      const limit = TWO_32 - (TWO_32 % n)
      for (;;) {
        const w = nextWord()
        if (w < limit) return w % n
      }
    },
  }
}

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator): for the bench's tens of millions of
 * rounds, where the HMAC stream would spend its time hashing. Not for play: it is predictable.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9
  let b = 0x243f6a88
  let c = 0xb7e15162
  let d = seed >>> 0
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = ((c << 21) | (c >>> 11)) >>> 0
    c = (c + t) >>> 0
    return t
  }
  for (let i = 0; i < 15; i++) next()
  return makeRng(next)
}
