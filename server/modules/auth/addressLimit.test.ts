import { afterEach, describe, expect, it } from 'vitest'
import type { manualClock } from '../../clock.ts'
import { loadConfig } from '../../config.ts'
import { testApp } from '../../test/harness.ts'
import { ADDRESS_MAX_FAILURES, ADDRESS_WINDOW_MS } from './addressLimit.ts'

// Each test builds its own app with rate limits on (the default), so counts start at zero.
let t: Awaited<ReturnType<typeof testApp>> | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const signIn = (
  app: NonNullable<typeof t>['app'],
  account: string,
  password: string,
  forwardedFor?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/sports/sign_in',
    payload: { account, password },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })

describe('the client address cannot be chosen by the client', () => {
  it('a different X-Forwarded-For on every try does not escape the per-address limit', async () => {
    t = await testApp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(t.app, 'demo', 'wrong', `203.0.113.${i}`)).statusCode)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422))
    expect(statuses[10]).toBe(429)
  })

  it('a configured proxy is believed: behind it, each client has its own limit', async () => {
    // app.inject comes from 127.0.0.1, which plays the proxy here.
    t = await testApp({ env: { TRUST_PROXY: '127.0.0.1' } })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(t.app, 'demo', 'wrong', `203.0.113.${i}`)).statusCode)
    expect(statuses).toEqual(Array(11).fill(422))
  })

  it('TRUST_PROXY takes addresses and CIDRs, or a hop count, and refuses anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ])
    const hops = loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY as (address: string, hop: number) => boolean
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false])
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/)
  })
})

describe('password spraying from one address', () => {
  it(`after ${ADDRESS_MAX_FAILURES} failures across any accounts and sign-in routes, the address waits 15 minutes`, async () => {
    t = await testApp()
    const app = t.app
    const sprayed: number[] = []
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const route = i % 3
      const res =
        route === 0
          ? await signIn(app, `victim${i}`, 'Summer2026')
          : route === 1
            ? await app.inject({
                method: 'POST',
                url: '/sports/sign/phone',
                payload: {
                  area_code: '63',
                  phone: `91700000${String(i).padStart(2, '0')}`,
                  password: 'Summer2026',
                },
              })
            : await app.inject({
                method: 'POST',
                url: '/sports/sign_in/otp/email',
                payload: { email: `victim${i}@example.com`, otp: '123456' },
              })
      sprayed.push(res.statusCode)
    }
    expect(sprayed).toEqual(Array(ADDRESS_MAX_FAILURES).fill(422))
    // A new account name, even the right password: the address is held up, not the account.
    const held = await signIn(app, 'demo', 'Demo1234')
    expect(held.statusCode).toBe(429)
    expect(held.json()).toMatchObject({ msg: 'tooManyRequests', data: { retryAfter: 900 } })
    ;(t.clock as ReturnType<typeof manualClock>).advance(ADDRESS_WINDOW_MS)
    expect((await signIn(app, 'demo', 'Demo1234')).statusCode).toBe(200)
  })

  it('concurrent attempts cannot all slip under the limit', async () => {
    t = await testApp()
    const app = t.app
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_MAX_FAILURES + 10 }, (_, i) => signIn(app, `spray${i}`, 'Summer2026')),
    )
    const counts = { refused: 0, evaluated: 0 }
    for (const a of answers) counts[a.statusCode === 429 ? 'refused' : 'evaluated']++
    expect(counts).toEqual({ evaluated: ADDRESS_MAX_FAILURES, refused: 10 })
  })

  it('successful sign-ins do not count', async () => {
    t = await testApp()
    const app = t.app
    const statuses: number[] = []
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 5; i++)
      statuses.push((await signIn(app, `a${i}`, 'x')).statusCode)
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await signIn(app, i % 2 ? 'demo' : 'agent', i % 2 ? 'Demo1234' : 'Agent1234')).statusCode,
      )
    for (let i = 0; i < 5; i++) statuses.push((await signIn(app, `b${i}`, 'x')).statusCode)
    expect(statuses).toEqual([
      ...Array(ADDRESS_MAX_FAILURES - 5).fill(422),
      ...Array(6).fill(200),
      ...Array(5).fill(422),
    ])
    expect((await signIn(app, 'demo', 'Demo1234')).statusCode).toBe(429)
  })
})
