import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { markSixFromSeed, racingFromSeed, seededOrder, seedMatches } from './draws.ts'

const sha256 = async (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest())
const seed = 'ab'.repeat(32)

describe('verifiable draws', () => {
  it('derives the same numbers from the same seed, distinct and in range', async () => {
    const a = await markSixFromSeed(seed, sha256)
    expect(await markSixFromSeed(seed, sha256)).toEqual(a)
    const all = [...a.numbers, a.special]
    expect(new Set(all).size).toBe(7)
    expect(all.every((n) => n >= 1 && n <= 49)).toBe(true)
    const order = await racingFromSeed(seed, sha256)
    expect([...order].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('a different seed gives a different draw, and only the true seed matches its hash', async () => {
    expect(await markSixFromSeed('cd'.repeat(32), sha256)).not.toEqual(await markSixFromSeed(seed, sha256))
    const hash = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')
    expect(await seedMatches(seed, hash, sha256)).toBe(true)
    expect(await seedMatches('cd'.repeat(32), hash, sha256)).toBe(false)
  })

  it('is unbiased: over many seeds every number is drawn about equally often', async () => {
    const counts = new Array(10).fill(0)
    for (let i = 0; i < 3000; i++) {
      const s = createHash('sha256').update(String(i)).digest('hex')
      const [first] = await seededOrder(s, 10, 1, sha256)
      counts[(first as number) - 1]++
    }
    // Expected 300 each; a chi-square with 9 degrees of freedom stays under 27.9 with 99.9%.
    const chi = counts.reduce((sum, c) => sum + (c - 300) ** 2 / 300, 0)
    expect(chi).toBeLessThan(27.9)
  })
})
