/**
 * Verifiable draws. A draw's numbers are derived from a secret 32-byte seed whose SHA-256 is
 * published before betting closes; the seed is revealed with the result, so anyone can hash it,
 * compare, and derive the same numbers. The derivation only needs SHA-256, which the server gets
 * from node:crypto and a browser from WebCrypto, hence the injected, asynchronous hash.
 */
export type Sha256 = (bytes: Uint8Array) => Promise<Uint8Array>

export const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
export const bytesToHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** Uniform integers from SHA-256(seed ‖ counter) blocks, with rejection so no value is favoured. */
function uniformStream(seed: Uint8Array, sha256: Sha256) {
  let counter = 0
  let block: Uint8Array = new Uint8Array(0)
  let offset = 0
  const nextUint32 = async () => {
    if (offset + 4 > block.length) {
      const input = new Uint8Array(seed.length + 4)
      input.set(seed)
      new DataView(input.buffer).setUint32(seed.length, counter++)
      block = await sha256(input)
      offset = 0
    }
    const value = new DataView(block.buffer, block.byteOffset).getUint32(offset)
    offset += 4
    return value
  }
  return async (n: number) => {
    const limit = Math.floor(2 ** 32 / n) * n
    for (;;) {
      const v = await nextUint32()
      if (v < limit) return v % n
    }
  }
}

/** The first `take` of 1..`size` in a seeded Fisher–Yates order. */
export async function seededOrder(
  seedHex: string,
  size: number,
  take: number,
  sha256: Sha256,
): Promise<number[]> {
  const pick = uniformStream(hexToBytes(seedHex), sha256)
  const pool = Array.from({ length: size }, (_, i) => i + 1)
  for (let i = 0; i < take; i++) {
    const j = i + (await pick(size - i))
    const a = pool[i] as number
    pool[i] = pool[j] as number
    pool[j] = a
  }
  return pool.slice(0, take)
}

/** Mark Six: six numbers and a special number, distinct, 1..49. */
export async function markSixFromSeed(seedHex: string, sha256: Sha256) {
  const seven = await seededOrder(seedHex, 49, 7, sha256)
  return { numbers: seven.slice(0, 6), special: seven[6] as number }
}

/** PK10 and airship: the finishing order of cars 1..10. */
export const racingFromSeed = (seedHex: string, sha256: Sha256) => seededOrder(seedHex, 10, 10, sha256)

/** Whether a revealed seed matches its published hash. */
export async function seedMatches(seedHex: string, hashHex: string, sha256: Sha256) {
  return bytesToHex(await sha256(hexToBytes(seedHex))) === hashHex.toLowerCase()
}
