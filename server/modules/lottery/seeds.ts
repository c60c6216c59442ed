import { createHash, randomBytes } from 'node:crypto'
import { markSixFromSeed, racingFromSeed } from '#engine/draws.ts'
import { GAMES } from './games.ts'

const sha256 = async (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest())

/** A fresh secret seed for a draw and the SHA-256 the draw publishes before it is drawn. */
export function committedSeed() {
  const seed = randomBytes(32).toString('hex')
  return { seed, seedHash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') }
}

/** What a draw of `game` comes to from its seed, as anyone holding the revealed seed can derive. */
export async function resultFromSeed(game: string, seed: string) {
  return GAMES[game]?.family === 'racing'
    ? { numbers: await racingFromSeed(seed, sha256) }
    : await markSixFromSeed(seed, sha256)
}
