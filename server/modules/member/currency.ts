import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { users } from '../players/tables.ts'
import { currencies } from '../site/tables.ts'

/**
 * The currency a player bets in and its units per USDT: stakes are typed in it, stored in USDT.
 * Every bet of every product reads this first, so both come from the process's reference cache:
 * the player's choice until they change it, the rates until an operator does (db/reference.ts).
 */
export async function playerCurrency(ctx: Pick<AppContext, 'db' | 'reference'>, userId: number) {
  const currency = await ctx.reference.read(`users:${userId}`, [], async () => {
    const [row] = await ctx.db.select({ currency: users.currency }).from(users).where(eq(users.id, userId))
    return row?.currency ?? 'USDT'
  })
  const rates = await ctx.reference.read('currencies', ['currencies'], async () => {
    const rows = await ctx.db
      .select({ currency: currencies.currency, exchange: currencies.exchange })
      .from(currencies)
    return new Map(rows.map((r) => [r.currency, r.exchange]))
  })
  return { currency, rate: rates.get(currency) ?? '1' }
}
