import { eq } from 'drizzle-orm'
import { quickLogin, quickRegister, signOut } from '#contract/auth.ts'
import type { App, AppContext } from '../../context.ts'
import { ok, rejected, unauthorized } from '../../http/envelope.ts'
import { bearer } from '../../http/guard.ts'
import { users } from '../players/tables.ts'
import { addressSignInLimit } from './addressLimit.ts'
import { burnPasswordCheck, verifyPassword } from './passwords.ts'
import { RESERVED_ACCOUNTS, registerAccount } from './register.ts'

// Keyed by address and account together: a flood against one account cannot lock out another.
const signInLimit = {
  max: 10,
  timeWindow: '1 minute',
  // After parsing, so the key can read the account from the body.
  hook: 'preHandler' as const,
  keyGenerator: (req: { ip: string; body?: unknown }) =>
    `${req.ip}:${String((req.body as { account?: unknown } | undefined)?.account ?? '').toLowerCase()}`,
}

export function authRoutes(ctx: AppContext) {
  const roleOf = async (userId: number) => {
    const [row] = await ctx.db
      .select({ role: users.role, lockedAt: users.lockedAt })
      .from(users)
      .where(eq(users.id, userId))
    // A locked player's session cannot be refreshed either.
    return row && !row.lockedAt ? row.role : null
  }

  const signInFrom = addressSignInLimit(ctx)

  return async (app: App) => {
    app.post('/sign_in', { schema: { body: quickLogin }, config: { rateLimit: signInLimit } }, async (req) =>
      signInFrom(req, async () => {
        const { account, password } = req.body
        const [user] = await ctx.db.select().from(users).where(eq(users.account, account.toLowerCase()))
        if (!user) {
          await burnPasswordCheck(password)
          throw rejected('invalidCredentials')
        }
        if (!(await verifyPassword(user.passwordHash, password))) {
          throw rejected('invalidCredentials')
        }
        const tokens = await ctx.sessions.start(user, ctx.clock.now())
        return ok({ ...tokens, user_id: user.id, role: user.role })
      }),
    )

    app.post(
      '/reg',
      { schema: { body: quickRegister }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
      async (req) => {
        const { account, password, inviteCode } = req.body
        // The README's demo accounts are never a player's: production refuses to start on a database
        // holding them with their passwords (modules/demo/traces.ts), so nobody may register one.
        if ((RESERVED_ACCOUNTS as readonly string[]).includes(account))
          throw rejected('accountTaken', { field: 'account' })
        const user = await registerAccount(ctx.db, { account, password, inviteCode }, ctx.clock.now())
        const tokens = await ctx.sessions.start(user, ctx.clock.now())
        return ok({ ...tokens, user_id: user.id, role: user.role })
      },
    )

    app.get('/refresh/token', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req) => {
      const token = bearer(req)
      if (!token) throw unauthorized()
      return ok(await ctx.sessions.refresh(token, roleOf, ctx.clock.now()))
    })

    app.post('/sign_out', { schema: { body: signOut } }, async (req) => {
      await ctx.sessions.end(req.body.fresh_token, ctx.clock.now())
      return ok(null)
    })
  }
}
