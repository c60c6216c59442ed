import { and, eq, type SQL } from 'drizzle-orm'
import {
  emailReset,
  emailSignIn,
  emailSignUp,
  mobileReset,
  mobileSignIn,
  mobileSignUp,
  phonePassword,
  phoneSignUp,
  phoneTarget,
} from '#contract/auth.ts'
import type { App, AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { ok, rejected } from '../../http/envelope.ts'
import { users } from '../players/tables.ts'
import { checkCode, claimCode, consumeCode } from '../verification/index.ts'
import { addressSignInLimit } from './addressLimit.ts'
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts'
import { type NewAccount, registerAccount } from './register.ts'

// Keyed by address and the identity tried, so a flood on one account never locks out another.
const limitBy = (max: number, identity: (body: Record<string, unknown>) => unknown) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    // After parsing, so the key can read the body.
    hook: 'preHandler' as const,
    keyGenerator: (req: { ip: string; body?: unknown }) =>
      `${req.ip}:${String(identity((req.body ?? {}) as Record<string, unknown>) ?? '')}`,
  },
})
const byEmail = limitBy(10, (b) => b.email)
const byPhone = limitBy(10, (b) => `${b.areaCode ?? b.area_code}${b.mobile ?? b.phone}`)

/** Sign-up, sign-in and password reset by one-time code (spec §7 Register, Login, forget/email). */
export function otpRoutes(ctx: AppContext) {
  const issued = async (user: { id: number; role: number }) => ({
    ...(await ctx.sessions.start(user, ctx.clock.now())),
    user_id: user.id,
    role: user.role,
  })

  /** The code is spent only if the account is created: both happen in one transaction. */
  const signUp = async (code: { target: string; otp: string }, account: NewAccount) => {
    // A wrong guess must be counted even though the transaction below never starts.
    const checked = await checkCode(
      ctx.db,
      { target: code.target, purpose: 'register', code: code.otp },
      ctx.clock.now(),
    )
    return ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db
      await claimCode(db, checked, ctx.clock.now())
      return registerAccount(db, account, ctx.clock.now())
    })
  }

  const signInFrom = addressSignInLimit(ctx)

  const findBy = async (where: SQL | undefined) => {
    const [user] = await ctx.db.select().from(users).where(where)
    return user
  }

  return async (app: App) => {
    app.post('/sign_up/otp/email', { schema: { body: emailSignUp }, config: byEmail }, async (req) => {
      const { email, otp, password, inviteCode: code } = req.body
      const now = ctx.clock.now()
      const user = await signUp(
        { target: email, otp },
        { account: email, password, inviteCode: code, email: { address: email, verifiedAt: now } },
      )
      return ok(await issued(user))
    })

    const phoneSignUpHandler = async (
      area: string,
      number: string,
      otp: string,
      password: string,
      code?: string,
    ) => {
      const target = phoneTarget(area, number)
      const user = await signUp(
        { target, otp },
        {
          account: `${area}${number}`,
          password,
          inviteCode: code,
          phone: { area, number, verifiedAt: ctx.clock.now() },
        },
      )
      return ok(await issued(user))
    }

    app.post('/sign_up/otp/mobile', { schema: { body: mobileSignUp }, config: byPhone }, async (req) =>
      phoneSignUpHandler(
        req.body.areaCode,
        req.body.mobile,
        req.body.otp,
        req.body.password,
        req.body.inviteCode,
      ),
    )

    app.post('/reg/phone', { schema: { body: phoneSignUp }, config: byPhone }, async (req) =>
      phoneSignUpHandler(
        req.body.area_code,
        req.body.phone,
        req.body.otp,
        req.body.password,
        req.body.inviteCode,
      ),
    )

    app.post('/sign_in/otp/email', { schema: { body: emailSignIn }, config: byEmail }, async (req) =>
      signInFrom(req, async () => {
        await consumeCode(
          ctx.db,
          { target: req.body.email, purpose: 'login', code: req.body.otp },
          ctx.clock.now(),
        )
        const user = await findBy(eq(users.email, req.body.email))
        if (!user) throw rejected('verificationCodeFailed', { field: 'otp' })
        return ok(await issued(user))
      }),
    )

    app.post('/sign_in/otp/mobile', { schema: { body: mobileSignIn }, config: byPhone }, async (req) =>
      signInFrom(req, async () => {
        const { areaCode: area, mobile, otp } = req.body
        await consumeCode(
          ctx.db,
          { target: phoneTarget(area, mobile), purpose: 'login', code: otp },
          ctx.clock.now(),
        )
        const user = await findBy(and(eq(users.areaCode, area), eq(users.phone, mobile)))
        if (!user) throw rejected('verificationCodeFailed', { field: 'otp' })
        return ok(await issued(user))
      }),
    )

    app.post('/sign/phone', { schema: { body: phonePassword }, config: byPhone }, async (req) =>
      signInFrom(req, async () => {
        const { area_code: area, phone, password } = req.body
        const user = await findBy(and(eq(users.areaCode, area), eq(users.phone, phone)))
        if (!user) {
          await burnPasswordCheck(password)
          throw rejected('invalidCredentials')
        }
        if (!(await verifyPassword(user.passwordHash, password))) throw rejected('invalidCredentials')
        return ok(await issued(user))
      }),
    )

    /** Forgotten password: a reset code, a new password, every session ended. */
    const reset = async (code: { target: string; otp: string }, where: SQL | undefined, password: string) => {
      const now = ctx.clock.now()
      await consumeCode(ctx.db, { target: code.target, purpose: 'reset', code: code.otp }, now)
      const user = await findBy(where)
      if (!user) throw rejected('verificationCodeFailed', { field: 'otp' })
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, user.id))
      await ctx.sessions.endAll(user.id, now)
      return ok(null)
    }

    app.post('/forget/email', { schema: { body: emailReset }, config: byEmail }, async (req) =>
      reset(
        { target: req.body.email, otp: req.body.otp },
        eq(users.email, req.body.email),
        req.body.password,
      ),
    )

    /** Spec §5: reset by mobile as well as by e-mail; the code comes from verify/phone (kind 3). */
    app.post('/forget/mobile', { schema: { body: mobileReset }, config: byPhone }, async (req) => {
      const { areaCode: area, mobile, otp, password } = req.body
      return reset(
        { target: phoneTarget(area, mobile), otp },
        and(eq(users.areaCode, area), eq(users.phone, mobile)),
        password,
      )
    })
  }
}
