// The sandbox studio's provably fair core (studio/math): what a player's verifier recomputes.
import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  blockMessage,
  fairRng,
  type Hmac,
  hashServerSeed,
  nextRound,
  openSeedPair,
  roll,
  rotateSeed,
  verifyServerSeed,
} from '../../studio/math/fair.ts'
import { makeRng } from '../../studio/math/rng.ts'
import { hmacSha256, sha256, toHex, utf8 } from '../../studio/math/sha256.ts'

const nodeHmac: Hmac = (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest())
const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'))
const seeds = { serverSeed: 'betsuite-server-seed-1', clientSeed: 'player-seed', nonce: 7 }

describe('the pure SHA-256 and HMAC the browser verifier runs', () => {
  it('gives the FIPS 180-4 digests, across the one- and two-block padding edges', () => {
    expect(toHex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(toHex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    for (const length of [55, 56, 63, 64, 65, 119, 120, 1000]) {
      const text = 'x'.repeat(length)
      expect(toHex(sha256(utf8(text)))).toBe(createHash('sha256').update(text).digest('hex'))
    }
  })

  it('gives the RFC 4231 HMAC-SHA256 vectors, a key longer than a block included', () => {
    expect(toHex(hmacSha256(hex('0b'.repeat(20)), utf8('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    )
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
    expect(
      toHex(
        hmacSha256(hex('aa'.repeat(131)), utf8('Test Using Larger Than Block-Size Key - Hash Key First')),
      ),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54')
  })
})

describe('a round derived from its seeds', () => {
  it('reads words from HMAC(server seed, "client:nonce"), then "client:nonce:1", "…:2" past 32 bytes', () => {
    const block0 = Buffer.from(nodeHmac(utf8(seeds.serverSeed), utf8('player-seed:7')))
    const block1 = Buffer.from(nodeHmac(utf8(seeds.serverSeed), utf8('player-seed:7:1')))
    const rng = fairRng(seeds)
    const words = Array.from({ length: 10 }, () => rng.word())
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)))
    expect(words.slice(8)).toEqual([block1.readUInt32BE(0), block1.readUInt32BE(4)])
    expect([blockMessage('c', 0, 0), blockMessage('c', 0, 2)]).toEqual(['c:0', 'c:0:2'])
  })

  it('gives the same floats with the pure HMAC as with node:crypto, each word / 2^32', () => {
    const pure = roll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 12)
    expect(roll(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 12, nodeHmac)).toEqual(pure)
    const block0 = Buffer.from(nodeHmac(utf8(seeds.serverSeed), utf8('player-seed:7')))
    expect(pure[0]).toBe(block0.readUInt32BE(0) / 2 ** 32)
    expect(pure.every((f) => f >= 0 && f < 1)).toBe(true)
    // another nonce, another round
    expect(roll(seeds.serverSeed, seeds.clientSeed, 8, 12)).not.toEqual(pure)
    for (const nonce of [-1, 1.5, Number.NaN]) expect(() => fairRng({ ...seeds, nonce })).toThrow(RangeError)
  })

  it('draws ints without modulo bias: a word in the incomplete last cycle is skipped', () => {
    // n = 3: 2^32 mod 3 = 1, so only the top word 2^32 − 1 is rejected
    const words = [0xffffffff, 0xfffffffe, 5]
    const rng = makeRng(() => words.shift() as number)
    expect(rng.int(3)).toBe(0xfffffffe % 3)
    expect(rng.int(3)).toBe(2)
    // n = 10 000: words from 4 294 960 000 up are rejected
    const big = [4_294_960_000, 4_294_959_999]
    expect(makeRng(() => big.shift() as number).int(10_000)).toBe(9999)
    expect(() => makeRng(() => 0).int(0)).toThrow(RangeError)
  })

  it('spreads a fixed round’s 60 000 draws of 0–9 evenly (chi-square under the 0.1 % bound)', () => {
    const rng = fairRng({ serverSeed: 'uniformity', clientSeed: 'fixed', nonce: 0 })
    const counts = new Array<number>(10).fill(0)
    const n = 60_000
    for (let i = 0; i < n; i++) {
      const d = rng.int(10)
      counts[d] = (counts[d] ?? 0) + 1
    }
    const expected = n / 10
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0)
    expect(chi).toBeLessThan(27.88)
  })
})

describe('seeds: the hash before play, the seed at rotation', () => {
  it('publishes SHA-256 of the server seed and verifies the revealed seed against it', () => {
    const pair = openSeedPair('a-secret-server-seed', 'mine')
    expect(pair.serverSeedHash).toBe(createHash('sha256').update('a-secret-server-seed').digest('hex'))
    expect(verifyServerSeed('a-secret-server-seed', pair.serverSeedHash.toUpperCase())).toBe(true)
    expect(verifyServerSeed('a-secret-server-seeD', pair.serverSeedHash)).toBe(false)
    expect(hashServerSeed('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  it('moves the nonce on each round, and rotation reveals the old seed with its rounds and starts over', () => {
    let pair = openSeedPair('old-seed', 'mine')
    const used: number[] = []
    for (let i = 0; i < 3; i++) {
      const r = nextRound(pair)
      used.push(r.seeds.nonce)
      pair = r.pair
    }
    expect(used).toEqual([0, 1, 2])
    const { revealed, next } = rotateSeed(pair, 'new-seed')
    expect(revealed).toMatchObject({ serverSeed: 'old-seed', clientSeed: 'mine', nextNonce: 3 })
    expect(verifyServerSeed(revealed.serverSeed, revealed.serverSeedHash)).toBe(true)
    expect(next).toEqual({
      serverSeed: 'new-seed',
      serverSeedHash: hashServerSeed('new-seed'),
      clientSeed: 'mine',
      nextNonce: 0,
    })
    expect(rotateSeed(pair, 'new-seed', 'changed').next.clientSeed).toBe('changed')
  })
})
