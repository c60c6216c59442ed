import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  areaCode,
  emailAddress,
  mobileNumber,
  newPassword,
  nickname,
  otpCode,
  paymentPassword,
  phoneTarget,
} from '#contract/auth.ts'
import type { App, AppContext } from '../../context.ts'
import { ok, rejected } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { hashPassword, verifyPassword } from '../auth/index.ts'
import { users } from '../players/tables.ts'
import { consumeCode } from '../verification/index.ts'
import { notifyChange } from './changeNotice.ts'
import { checkPaymentPassword } from './payPassword.ts'

const realName = z.string().trim().min(2, 'realNameRequired').max(64, 'tooLong')
const accountChange = z
  .object({
    real_name: realName.optional(),
    account: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,20}$/, 'accountRule')
      .transform((a) => a.toLowerCase())
      .optional(),
  })
  .refine((b) => b.real_name !== undefined || b.account !== undefined, {
    message: 'required',
    path: ['real_name'],
  })

const currentPassword = z.string('currentPasswordRequired').min(1, 'currentPasswordRequired').max(128)
const changePassword = z.object({
  old_password: z.string().min(1, 'oldPasswordRequired').max(128),
  password: newPassword,
})
const bankPassword = z.object({
  bank_password: paymentPassword,
  old_bank_password: z.string().max(6).optional(),
})

/** Profile changes (spec §7 Member): each needs the signed-in player, some a code or a password. */
export function profileRoutes(ctx: AppContext) {
  const me = async (id: number) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id))
    if (!user) throw rejected('userNotFound')
    return user
  }
  const update = (id: number, values: Partial<typeof users.$inferInsert>) =>
    ctx.db.update(users).set(values).where(eq(users.id, id))
  /**
   * A stolen access token must not be enough to move the account's address (and then reset the
   * password through it): changing e-mail or phone needs the sign-in password too.
   */
  const withPassword = async (id: number, password: string) => {
    const user = await me(id)
    if (!(await verifyPassword(user.passwordHash, password)))
      throw rejected('wrongPassword', { field: 'password' })
    return user
  }

  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))

    app.get('/member/real_name', async (req) => ok({ real_name: (await me(currentUser(req).id)).realName }))

    app.put('/nickname', { schema: { body: z.object({ nickname }) } }, async (req) => {
      await update(currentUser(req).id, { nickname: req.body.nickname })
      return ok({ nickname: req.body.nickname })
    })

    app.put('/account', { schema: { body: accountChange } }, async (req) => {
      const { real_name, account } = req.body
      try {
        await update(currentUser(req).id, {
          ...(real_name ? { realName: real_name } : {}),
          ...(account ? { account } : {}),
        })
      } catch {
        throw rejected('accountTaken', { field: 'account' })
      }
      return ok({ real_name, account })
    })

    app.put(
      '/email',
      {
        schema: { body: z.object({ email: emailAddress, otp: otpCode, password: currentPassword }) },
        config: perPlayer(10),
      },
      async (req) => {
        const user = await withPassword(currentUser(req).id, req.body.password)
        const now = ctx.clock.now()
        await consumeCode(ctx.db, { target: req.body.email, purpose: 'change', code: req.body.otp }, now)
        try {
          await update(user.id, { email: req.body.email, emailVerifiedAt: now })
        } catch {
          throw rejected('emailTaken', { field: 'email' })
        }
        if (user.email && user.email !== req.body.email) {
          await notifyChange(ctx.outbox, { channel: 'email', to: user.email }, 'email')
        }
        return ok({ email: req.body.email })
      },
    )

    app.put(
      '/phone',
      {
        schema: {
          body: z.object({
            area_code: areaCode,
            phone: mobileNumber,
            otp: otpCode,
            password: currentPassword,
          }),
        },
        config: perPlayer(10),
      },
      async (req) => {
        const { area_code: area, phone, otp } = req.body
        const user = await withPassword(currentUser(req).id, req.body.password)
        const now = ctx.clock.now()
        await consumeCode(ctx.db, { target: phoneTarget(area, phone), purpose: 'change', code: otp }, now)
        try {
          await update(user.id, { areaCode: area, phone, phoneVerifiedAt: now })
        } catch {
          throw rejected('phoneTaken', { field: 'phone' })
        }
        const old = user.areaCode && user.phone ? phoneTarget(user.areaCode, user.phone) : null
        if (old && old !== phoneTarget(area, phone)) {
          await notifyChange(ctx.outbox, { channel: 'phone', to: old }, 'phone')
        }
        return ok({ area_code: area, phone })
      },
    )

    /**
     * Spec §5: changing the password needs a verified e-mail. Every session ends, and this device
     * gets a fresh one, so a thief who had a token is out while the player stays in.
     */
    app.post('/member/change_password', { schema: { body: changePassword } }, async (req) => {
      const user = await me(currentUser(req).id)
      if (!user.emailVerifiedAt) throw rejected('emailNotVerified')
      if (!(await verifyPassword(user.passwordHash, req.body.old_password))) {
        throw rejected('wrongPassword', { field: 'old_password' })
      }
      const now = ctx.clock.now()
      await update(user.id, { passwordHash: await hashPassword(req.body.password) })
      await ctx.sessions.endAll(user.id, now)
      return ok(await ctx.sessions.start(user, now))
    })

    /** Sets the payment password, or changes it when the old one is given correctly. */
    app.put('/member/bank_password', { schema: { body: bankPassword } }, async (req) => {
      const user = await me(currentUser(req).id)
      if (user.payPasswordHash) {
        if (!req.body.old_bank_password)
          throw rejected('oldPaymentPasswordRequired', { field: 'old_bank_password' })
        await checkPaymentPassword(
          ctx.db,
          user.id,
          req.body.old_bank_password,
          ctx.clock.now(),
          'old_bank_password',
        )
      }
      await update(user.id, {
        payPasswordHash: await hashPassword(req.body.bank_password),
        payFailures: 0,
        payLockedUntil: null,
      })
      return ok(null)
    })

    /** Lets the client confirm the payment password before it asks for a payment. */
    app.post(
      '/member/bank_password/check',
      { schema: { body: z.object({ bank_password: z.string().max(64) }) }, config: perPlayer(10) },
      async (req) => {
        await checkPaymentPassword(ctx.db, currentUser(req).id, req.body.bank_password, ctx.clock.now())
        return ok(null)
      },
    )
  }
}
