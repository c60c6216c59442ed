import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({
    env: { ACCESS_TOKEN_TTL_S: '60', REFRESH_TOKEN_TTL_S: '3600', REFRESH_ABSOLUTE_TTL_S: '7200' },
  })
})
afterAll(() => t.close())

const clock = () => t.clock as ReturnType<typeof manualClock>
const refresh = (token: string) =>
  t.app.inject({ url: '/sports/refresh/token', headers: { authorization: `Bearer ${token}` } })
const info = (token: string, uid?: string) =>
  t.app.inject({
    url: '/sports/member/info',
    headers: { authorization: `Bearer ${token}`, ...(uid ? { uid } : {}) },
  })

describe('sign in and sessions', () => {
  it('signs in the demo player with role user (3) and the agent with role 2', async () => {
    expect(await t.signIn()).toMatchObject({ role: 3 })
    expect(await t.signIn('agent', 'Agent1234')).toMatchObject({ role: 2 })
  })

  it('refuses a wrong password with a message key, not a 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sports/sign_in',
      payload: { account: 'demo', password: 'x' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 1, msg: 'invalidCredentials' })
  })

  it('guards member routes and checks the uid header against the token', async () => {
    const { token, user_id } = await t.signIn()
    expect((await t.app.inject('/sports/member/info')).statusCode).toBe(401)
    expect((await info(token)).json().data.account).toBe('demo')
    expect((await info(token, String(user_id))).statusCode).toBe(200)
    expect((await info(token, '999')).statusCode).toBe(401)
  })

  it('an access token expires; the refresh token rotates on every use', async () => {
    const s = await t.signIn()
    clock().advance(61_000)
    expect((await info(s.token)).statusCode).toBe(401)
    const r1 = (await refresh(s.fresh_token)).json().data
    expect(r1.fresh_token).not.toBe(s.fresh_token)
    expect((await info(r1.token)).statusCode).toBe(200)
    const r2 = (await refresh(r1.fresh_token)).json().data
    expect((await info(r2.token)).statusCode).toBe(200)
  })

  it('reusing a spent refresh token revokes the whole family', async () => {
    const s = await t.signIn()
    const r1 = (await refresh(s.fresh_token)).json().data
    expect((await refresh(s.fresh_token)).statusCode).toBe(401)
    // The thief's replay also kills the legitimate holder's newer token.
    expect((await refresh(r1.fresh_token)).statusCode).toBe(401)
  })

  it('a family ends at its absolute expiry however often it is refreshed', async () => {
    let tokens = await t.signIn()
    for (let i = 0; i < 3; i++) {
      clock().advance(30 * 60_000)
      tokens = (await refresh(tokens.fresh_token)).json().data
    }
    clock().advance(40 * 60_000)
    expect((await refresh(tokens.fresh_token)).statusCode).toBe(401)
  })

  it('sign out revokes the refresh token', async () => {
    const s = await t.signIn()
    const out = await t.app.inject({
      method: 'POST',
      url: '/sports/sign_out',
      payload: { fresh_token: s.fresh_token },
    })
    expect(out.statusCode).toBe(200)
    expect((await refresh(s.fresh_token)).statusCode).toBe(401)
  })
})

describe('quick register', () => {
  it('creates a player linked to the referrer of a valid invite code', async () => {
    const agent = await t.signIn('agent', 'Agent1234')
    const code = (await info(agent.token)).json().data.invite_code
    const res = await t.app.inject({
      method: 'POST',
      url: '/sports/reg',
      payload: { account: 'NewPlayer1', password: 'Secret123', inviteCode: code.toLowerCase() },
    })
    expect(res.statusCode).toBe(200)
    const player = res.json().data
    expect(player.role).toBe(3)
    expect((await info(player.token)).json().data.account).toBe('newplayer1')
  })

  it.each([
    [{ account: 'ab', password: 'Secret123' }, 'account', 'accountRule'],
    [{ account: 'player77', password: 'short1' }, 'password', 'passwordRule'],
    [{ account: 'player77', password: 'lettersonly' }, 'password', 'passwordRule'],
  ])('refuses %o with %s: %s', async (payload, field, key) => {
    const res = await t.app.inject({ method: 'POST', url: '/sports/reg', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().data).toEqual({ field, key })
  })

  it('refuses a taken account and an unknown invite code', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/sports/reg',
      payload: { account: 'demo', password: 'Secret123' },
    })
    expect(taken.json()).toMatchObject({ code: 1, msg: 'accountTaken' })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/sports/reg',
      payload: { account: 'someone9', password: 'Secret123', inviteCode: 'NOPE0000' },
    })
    expect(unknown.json()).toMatchObject({ code: 1, msg: 'invalidInviteCode' })
  })
})

describe('member', () => {
  it('balance starts at zero in USDT and the display currency switches', async () => {
    const { token } = await t.signIn()
    const auth = { authorization: `Bearer ${token}` }
    expect((await t.app.inject({ url: '/sports/member/account', headers: auth })).json().data).toEqual({
      score: '0.000000',
      bonus_score: '0.000000',
      currency: 'USDT',
    })
    const ok = await t.app.inject({ method: 'PUT', url: '/sports/member/currency?unit=cny', headers: auth })
    expect(ok.json()).toMatchObject({ code: 0, data: { currency: 'CNY' } })
    const bad = await t.app.inject({ method: 'PUT', url: '/sports/member/currency?unit=XYZ', headers: auth })
    expect(bad.json()).toMatchObject({ code: 1, msg: 'currencyNotAvailable' })
    expect((await t.app.inject({ url: '/sports/member/account', headers: auth })).json().data.currency).toBe(
      'CNY',
    )
  })
})

describe('rate limits', () => {
  it('a flood against one account is cut off without locking out another from the same address', async () => {
    const attempt = (account: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/sports/sign_in', payload: { account, password } })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await attempt('victim', 'guess1234')).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect((await attempt('victim', 'guess1234')).json()).toMatchObject({ code: 429, msg: 'tooManyRequests' })
    expect((await attempt('agent', 'Agent1234')).statusCode).toBe(200)
  })
})

describe('rate limit switch', () => {
  it('RATE_LIMITS=off lifts the limits for a shared test server, and is refused in production', async () => {
    const open = await testApp({ env: { RATE_LIMITS: 'off' } })
    try {
      const statuses = new Set<number>()
      for (let i = 0; i < 12; i++) {
        const res = await open.app.inject({
          method: 'POST',
          url: '/sports/sign_in',
          payload: { account: 'x', password: 'y' },
        })
        statuses.add(res.statusCode)
      }
      expect([...statuses]).toEqual([422])
    } finally {
      await open.close()
    }
    const { loadConfig } = await import('../../config.ts')
    expect(() =>
      loadConfig({ APP_MODE: 'production', JWT_SECRET: 'x'.repeat(40), RATE_LIMITS: 'off' }),
    ).toThrow(/RATE_LIMITS/)
  })
})
