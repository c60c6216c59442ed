// Provably fair derivation (studio/README.md, "How a round is derived"). Before play the player
// sees SHA-256(server seed); each round's words are HMAC-SHA256(key = server seed, message =
// `${clientSeed}:${nonce}`), and past the first 32 bytes `${clientSeed}:${nonce}:${cursor}` for
// cursor = 1, 2, … (the Stake-style cursor); rotating the seed reveals the old one, and anyone can
// recompute every round it made.
import { makeRng, type Rng } from './rng.ts'
import { hmacSha256, sha256, toHex, utf8 } from './sha256.ts'

/** HMAC-SHA256(key, message) → 32 bytes; injected so the server can use node:crypto. */
export type Hmac = (key: Uint8Array, message: Uint8Array) => Uint8Array

export interface RoundSeeds {
  serverSeed: string
  clientSeed: string
  nonce: number
}

export function blockMessage(clientSeed: string, nonce: number, cursor: number): string {
  return cursor === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${cursor}`
}

/** The round's byte stream, 32 bytes per HMAC block, read as big-endian 32-bit words. */
export function fairRng(seeds: RoundSeeds, hmac: Hmac = hmacSha256): Rng {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('nonce')
  const key = utf8(seeds.serverSeed)
  let cursor = 0
  let block: Uint8Array = new Uint8Array(0)
  let offset = 32
  return makeRng(() => {
    if (offset === 32) {
      block = hmac(key, utf8(blockMessage(seeds.clientSeed, seeds.nonce, cursor)))
      cursor++
      offset = 0
    }
    const w =
      (((block[offset] as number) << 24) |
        ((block[offset + 1] as number) << 16) |
        ((block[offset + 2] as number) << 8) |
        (block[offset + 3] as number)) >>>
      0
    offset += 4
    return w
  })
}

/** The first `count` floats of a round, each from one 32-bit word (rng.ts). */
export function roll(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
  hmac: Hmac = hmacSha256,
): number[] {
  const rng = fairRng({ serverSeed, clientSeed, nonce }, hmac)
  return Array.from({ length: count }, () => rng.float())
}

/** What the player sees before the seed plays: SHA-256 of its UTF-8 text, lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)))
}

export function verifyServerSeed(serverSeed: string, publishedHash: string): boolean {
  return hashServerSeed(serverSeed) === publishedHash.toLowerCase()
}

export interface SeedPair {
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  /** The nonce the next round will use; each round takes one and moves it on. */
  nextNonce: number
}

export function openSeedPair(serverSeed: string, clientSeed: string): SeedPair {
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nextNonce: 0 }
}

/** Takes the next round's seeds and moves the nonce on. */
export function nextRound(pair: SeedPair): { seeds: RoundSeeds; pair: SeedPair } {
  return {
    seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce },
    pair: { ...pair, nextNonce: pair.nextNonce + 1 },
  }
}

/**
 * Rotation: the old server seed is revealed with the rounds it played (nonces 0 … nextNonce − 1),
 * and a new one, whose hash alone is shown, starts at nonce 0. The studio draws the new seed from
 * its own CSPRNG; the math only needs its text.
 */
export function rotateSeed(
  pair: SeedPair,
  newServerSeed: string,
  newClientSeed: string = pair.clientSeed,
): { revealed: SeedPair; next: SeedPair } {
  return { revealed: pair, next: openSeedPair(newServerSeed, newClientSeed) }
}
