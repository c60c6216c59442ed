import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { areaCode, emailAddress, mobileNumber, phoneTarget, registrationPhone } from '#contract/auth.ts'
import type { App, AppContext } from '../../context.ts'
import { ok, rejected, unauthorized } from '../../http/envelope.ts'
import { optionalUser } from '../../http/guard.ts'
import { users } from '../players/tables.ts'
import { type Channel, issueCode, type Purpose } from './codes.ts'

/** `kind` of spec §7's verify calls: what the code will be used for. */
const KINDS: Record<string, Purpose> = { '1': 'register', '2': 'login', '3': 'reset', '4': 'change' }
const kind = z
  .enum(Object.keys(KINDS) as [string, ...string[]], 'invalidKind')
  .transform((k) => KINDS[k] as Purpose)

// Per address; the per-target limits (one a minute, ten an hour) live in issueCode.
const perAddress = { rateLimit: { max: 20, timeWindow: '1 minute' } }

export function verificationRoutes(ctx: AppContext) {
  const taken = async (channel: Channel, target: { email?: string; area?: string; phone?: string }) => {
    const where =
      channel === 'email'
        ? eq(users.email, target.email ?? '')
        : and(eq(users.areaCode, target.area ?? ''), eq(users.phone, target.phone ?? ''))
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(where)
    return Boolean(row)
  }

  /**
   * Registration and changes need a free address; sign-in and reset need a known one, but an
   * unknown one answers the same "sent" without sending, so nobody can probe who has an account.
   */
  async function send(
    channel: Channel,
    purpose: Purpose,
    key: { email?: string; area?: string; phone?: string },
  ) {
    const target = channel === 'email' ? (key.email ?? '') : phoneTarget(key.area ?? '', key.phone ?? '')
    const exists = await taken(channel, key)
    const field = channel === 'email' ? 'email' : 'phone'
    if ((purpose === 'register' || purpose === 'change') && exists) {
      throw rejected(channel === 'email' ? 'emailTaken' : 'phoneTaken', { field })
    }
    if ((purpose === 'login' || purpose === 'reset') && !exists) {
      return ok({ expiresIn: 300, resendIn: 60 })
    }
    return ok(await issueCode(ctx.db, ctx.outbox, { channel, target, purpose }, ctx.clock.now()))
  }

  return async (app: App) => {
    app.addHook('onRequest', optionalUser(ctx))
    const needsUserForChange = (purpose: Purpose, user: unknown) => {
      if (purpose === 'change' && !user) throw unauthorized()
    }

    app.get(
      '/verify/reg/phone',
      { schema: { querystring: registrationPhone }, config: perAddress },
      async (req) => send('phone', 'register', req.query),
    )

    app.get(
      '/verify/email',
      { schema: { querystring: z.object({ email: emailAddress, kind }) }, config: perAddress },
      async (req) => {
        needsUserForChange(req.query.kind, req.user)
        return send('email', req.query.kind, { email: req.query.email })
      },
    )

    app.get(
      '/verify/phone',
      {
        schema: { querystring: z.object({ phone: mobileNumber, area: areaCode, kind }) },
        config: perAddress,
      },
      async (req) => {
        needsUserForChange(req.query.kind, req.user)
        return send('phone', req.query.kind, { area: req.query.area, phone: req.query.phone })
      },
    )
  }
}
