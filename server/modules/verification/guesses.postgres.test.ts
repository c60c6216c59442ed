import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { verificationCodes } from '../../db/schema.ts'
import { appOnPostgres } from '../../test/postgres.ts'

// Route limits off: this is about the code's five tries in the database, not the route limit.
const on = appOnPostgres({ RATE_LIMITS: 'off' })

describe('one-time code guesses on PostgreSQL', () => {
  it('30 concurrent wrong guesses: exactly 5 are evaluated, then the right code is refused too', async () => {
    const email = 'guesser@example.com'
    const sent = await on.t.app.inject({
      url: `/sports/verify/email?email=${encodeURIComponent(email)}&kind=1`,
    })
    expect(sent.json().code).toBe(0)
    const code = await on.t.codeFor(email)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`
    const signUp = (otp: string) =>
      on.t.app.inject({
        method: 'POST',
        url: '/sports/sign_up/otp/email',
        payload: { email, otp, password: 'Secret123' },
      })

    const answers = (await Promise.all(Array.from({ length: 30 }, () => signUp(wrong)))).map((r) => r.json())
    expect(answers.every((a) => a.msg === 'verificationCodeFailed')).toBe(true)
    // Before the claim, every concurrent guess read "0 tries used" and was compared: 30 here.
    const [row] = await on.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, email))
    expect(row?.attempts).toBe(5)

    expect((await signUp(code)).json()).toMatchObject({ msg: 'verificationCodeFailed' })
  })
})
