import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { WalletBalance } from '#contract/wallet.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { App, AppContext } from '../../context.ts'
import { notFound, ok, rejected } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { bonusAccount, playerBalance, USDT_DECIMALS } from '../ledger/index.ts'
import { users } from '../players/tables.ts'
import { currencies } from '../site/tables.ts'

const currencyQuery = z.object({ unit: z.string().trim().min(1).max(10) })

export function memberRoutes(ctx: AppContext) {
  const loadUser = async (id: number) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id))
    if (!user) throw notFound('userNotFound')
    return user
  }

  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))

    app.get('/member/info', async (req) => {
      const user = await loadUser(currentUser(req).id)
      return ok({
        user_id: user.id,
        account: user.account,
        nickname: user.nickname,
        real_name: user.realName,
        email: user.email,
        area_code: user.areaCode,
        mobile: user.phone,
        role: user.role,
        invite_code: user.inviteCode,
        currency: user.currency,
        email_verified: user.emailVerifiedAt !== null,
        phone_verified: user.phoneVerifiedAt !== null,
        real_name_set: Boolean(user.realName),
        pay_password_set: user.payPasswordHash !== null,
      })
    })

    /** Wallet balance: `score` in USDT (exact decimal string); the client multiplies by the exchange. */
    app.get('/member/account', async (req) => {
      const user = await loadUser(currentUser(req).id)
      const score = await playerBalance(ctx.db, user.id)
      const bonus = await playerBalance(ctx.db, user.id, bonusAccount(user.id))
      const balance: WalletBalance = {
        score: formatMinorUnits(score, USDT_DECIMALS, 'USDT'),
        currency: user.currency,
        bonus_score: formatMinorUnits(bonus, USDT_DECIMALS, 'USDT'),
      }
      return ok(balance)
    })

    app.put('/member/currency', { schema: { querystring: currencyQuery } }, async (req) => {
      const unit = req.query.unit.toUpperCase()
      const [known] = await ctx.db
        .select()
        .from(currencies)
        .where(and(eq(currencies.currency, unit), eq(currencies.status, 1)))
      if (!known) throw rejected('currencyNotAvailable')
      await ctx.db
        .update(users)
        .set({ currency: unit })
        .where(eq(users.id, currentUser(req).id))
      return ok({ currency: unit, exchange: known.exchange })
    })
  }
}
