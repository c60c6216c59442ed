import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../players/tables.ts'
import { currencies } from '../site/tables.ts'

/** The currency a player bets in and its units per USDT: stakes are typed in it, stored in USDT. */
export async function playerCurrency(db: Db, userId: number) {
  const [player] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId))
  const currency = player?.currency ?? 'USDT'
  const [row] = await db.select().from(currencies).where(eq(currencies.currency, currency))
  return { currency, rate: row?.exchange ?? '1' }
}
