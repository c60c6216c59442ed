import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'
import { verificationCodes } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { startPostgres } from '../../test/postgres.ts'

// Real connections race on a real server; PGlite's single connection would hide the race.
let pg: ReturnType<typeof startPostgres>
let database: Database
let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  pg = startPostgres()
  database = await openDatabase({ url: pg.url, dataDir: 'unused' })
  // Route limits off: this is about the code's five tries in the database, not the route limit.
  t = await testApp({ database, env: { RATE_LIMITS: 'off' } })
}, 60_000)

afterAll(async () => {
  await t?.close()
  await database?.close()
  pg?.stop()
})

describe('one-time code guesses on PostgreSQL', () => {
  it('30 concurrent wrong guesses: exactly 5 are evaluated, then the right code is refused too', async () => {
    const email = 'guesser@example.com'
    const sent = await t.app.inject({ url: `/sports/verify/email?email=${encodeURIComponent(email)}&kind=1` })
    expect(sent.json().code).toBe(0)
    const code = await t.codeFor(email)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`
    const signUp = (otp: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sports/sign_up/otp/email',
        payload: { email, otp, password: 'Secret123' },
      })

    const answers = (await Promise.all(Array.from({ length: 30 }, () => signUp(wrong)))).map((r) => r.json())
    expect(answers.every((a) => a.msg === 'verificationCodeFailed')).toBe(true)
    // Before the claim, every concurrent guess read "0 tries used" and was compared: 30 here.
    const [row] = await database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, email))
    expect(row?.attempts).toBe(5)

    expect((await signUp(code)).json()).toMatchObject({ msg: 'verificationCodeFailed' })
  })
})
