import { asc } from 'drizzle-orm'
import { formatMinorUnits } from '#engine/money.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { optionalUser } from '../../http/guard.ts'
import { USDT_DECIMALS } from '../ledger/index.ts'
import { totalRecharge } from './recharge.ts'
import { vipLevels } from './tables.ts'

/** The VIP ladder, ascending, and for a signed-in player the level reached. */
export function vipRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.get('/api/v1/vip', { preHandler: optionalUser(ctx) }, async (req) => {
      const levels = await ctx.db.select().from(vipLevels).orderBy(asc(vipLevels.recharge))
      const recharged = req.user ? await totalRecharge(ctx.db, req.user.id) : null
      const reached = recharged === null ? null : levels.filter((l) => l.recharge <= recharged).at(-1)
      return ok({
        levels: levels.map((l) => ({
          level: l.level,
          name: l.name,
          img: l.img,
          recharge: formatMinorUnits(l.recharge, USDT_DECIMALS, 'USDT'),
        })),
        current:
          recharged === null
            ? null
            : {
                level: reached?.level ?? null,
                total_recharge: formatMinorUnits(recharged, USDT_DECIMALS, 'USDT'),
              },
      })
    })
  }
}
