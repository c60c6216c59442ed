import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { manualClock } from '../../clock.ts'
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { loggerOptions } from '../../http/logging.ts'
import { fakeBuild, testApp } from '../../test/harness.ts'

const SECRET = 'a-test-signing-secret-of-at-least-32-characters'
let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ env: { JWT_SECRET: SECRET, RATE_LIMITS: 'off' } })
})
afterAll(() => t.close())

const info = (token: string) =>
  t.app.inject({ url: '/sports/member/info', headers: { authorization: `Bearer ${token}` } })
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('an access token ends with its session', () => {
  it('sign-out ends the token at once, not 15 minutes later', async () => {
    const s = await t.signIn()
    const other = await t.signIn()
    expect((await info(s.token)).statusCode).toBe(200)
    expect((await post('sign_out', { fresh_token: s.fresh_token })).statusCode).toBe(200)
    expect((await info(s.token)).statusCode).toBe(401)
    // Another device's session is its own.
    expect((await info(other.token)).statusCode).toBe(200)
  })

  it('a password reset ends every token of the player', async () => {
    const email = 'reset-ends@example.com'
    await t.app.inject({ url: `/sports/verify/email?email=${email}&kind=1` })
    const signUp = await post('sign_up/otp/email', {
      email,
      otp: await t.codeFor(email),
      password: 'Secret123',
    })
    const { token } = signUp.json().data
    expect((await info(token)).statusCode).toBe(200)
    ;(t.clock as ReturnType<typeof manualClock>).advance(61_000)
    await t.app.inject({ url: `/sports/verify/email?email=${email}&kind=3` })
    const reset = await post('forget/email', { email, otp: await t.codeFor(email), password: 'Newpass123' })
    expect(reset.json().code).toBe(0)
    expect((await info(token)).statusCode).toBe(401)
  })

  it('a password change ends the old token and the answer carries a working one', async () => {
    const email = 'change-ends@example.com'
    ;(t.clock as ReturnType<typeof manualClock>).advance(61_000)
    await t.app.inject({ url: `/sports/verify/email?email=${email}&kind=1` })
    const signUp = await post('sign_up/otp/email', {
      email,
      otp: await t.codeFor(email),
      password: 'Secret123',
    })
    const { token } = signUp.json().data
    const changed = await post(
      'member/change_password',
      { old_password: 'Secret123', password: 'Newpass123' },
      token,
    )
    expect(changed.json().code).toBe(0)
    expect((await info(token)).statusCode).toBe(401)
    expect((await info(changed.json().data.token)).statusCode).toBe(200)
  })

  it('a token must carry an expiry, a subject and a live session', async () => {
    const s = await t.signIn()
    const key = new TextEncoder().encode(SECRET)
    const now = Math.floor(t.clock.now().getTime() / 1000)
    const sid = JSON.parse(Buffer.from(s.token.split('.')[1] ?? '', 'base64url').toString()).sid
    const forge = (claims: { sub?: string; exp?: number; sid?: string }) => {
      const jwt = new SignJWT({ role: 3, ...(claims.sid ? { sid: claims.sid } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now)
      if (claims.sub) jwt.setSubject(claims.sub)
      if (claims.exp) jwt.setExpirationTime(claims.exp)
      return jwt.sign(key)
    }
    const sub = String(s.user_id)
    expect((await info(await forge({ sub, exp: now + 60, sid }))).statusCode).toBe(200)
    expect((await info(await forge({ sub, sid }))).statusCode).toBe(401)
    expect((await info(await forge({ exp: now + 60, sid }))).statusCode).toBe(401)
    expect((await info(await forge({ sub, exp: now + 60 }))).statusCode).toBe(401)
    expect((await info(await forge({ sub, exp: now + 60, sid: randomUUID() }))).statusCode).toBe(401)
    expect((await info(await forge({ sub, exp: now + 60, sid: 'not-a-session' }))).statusCode).toBe(401)
  })
})

describe('authentication comes before validation', () => {
  it('a visitor posting an invalid body is told to sign in, not what the schema wants', async () => {
    for (const url of [
      'withdraw',
      'soccer/bet',
      'member/transfer',
      'recharge',
      'member/bank_password/check',
    ]) {
      const res = await post(url, { nonsense: true })
      expect(res.statusCode, url).toBe(401)
      expect(res.json(), url).toEqual({ code: 401, msg: 'unauthorizedError', data: null })
    }
    const query = await t.app.inject({ url: '/sports/member/change_log?start=-5&kind=abc' })
    expect(query.statusCode).toBe(401)
  })

  it('no route checks the player after validating (every guard runs on request)', async () => {
    await t.app.ready()
    const tree = t.app.printRoutes({ includeHooks: true, commonPrefix: false })
    expect(tree).toContain('requireSignedIn()')
    const late = tree
      .split('\n')
      .filter((l) => /\((preParsing|preValidation|preHandler)\)/.test(l) && /SignedIn\(\)/.test(l))
    expect(late).toEqual([])
  })
})

describe('tokens never reach the log', () => {
  it('redacts the socket token in the URL and the authorization header', async () => {
    const lines: string[] = []
    const config = loadConfig({ LOG_LEVEL: 'info', STATIC_DIR: fakeBuild(), RATE_LIMITS: 'off' })
    const database = await openDatabase({ dataDir: 'memory://' })
    const app = await buildApp({
      config,
      database,
      clock: manualClock(new Date('2026-11-21T12:00:00Z')),
      logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }),
    })
    try {
      const secret = 'eyJhbGciOiJIUzI1NiJ9.secret-token-value.sig'
      await app.inject({ url: `/wss-new?token=${secret}&x=1` })
      await app.inject({ url: '/sports/member/info', headers: { authorization: `Bearer ${secret}` } })
      const log = lines.join('')
      expect(log).toContain('/wss-new?token=%5Bredacted%5D&x=1')
      expect(log).toContain('/sports/member/info')
      expect(log).not.toContain('secret-token-value')
    } finally {
      await app.close()
      await database.close()
    }
  })
})
