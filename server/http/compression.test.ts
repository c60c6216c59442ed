import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../clock.ts'
import { testApp } from '../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ clock: manualClock(new Date('2026-03-02T06:00:00Z')) })
  await t.app.jobs.sportsTick()
})
afterAll(() => t.close())

const LOBBY = '/sports/soccer?start=0&limit=100'
const lobby = (encoding?: string) =>
  t.app.inject({ url: LOBBY, headers: encoding ? { 'accept-encoding': encoding } : {} })

describe('compressed answers', () => {
  it('a lobby goes brotli to a browser that takes it, gzip to one that takes only gzip, the same JSON either way', async () => {
    const plain = await lobby()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(20_000)
    expect(plain.json().data.list.length).toBeGreaterThan(0)

    const br = await lobby('gzip, deflate, br')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const unbrotli = brotliDecompressSync(br.rawPayload).toString()
    expect(JSON.parse(unbrotli)).toEqual(plain.json())
    // The point of it: a phone downloads a small part of the bytes.
    expect(br.rawPayload.length * 5).toBeLessThan(plain.rawPayload.length)

    const gz = await lobby('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
  })

  it('an answer smaller than a packet goes as it is', async () => {
    const health = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'br, gzip' } })
    expect(health.statusCode).toBe(200)
    expect(health.rawPayload.length).toBeLessThan(1400)
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toBeTruthy()
  })
})
