import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../players/tables.ts'
import { currencies } from '../site/tables.ts'

/** The currency a player bets in and its units per USDT: stakes are typed in it, stored in USDT. */
export async function playerCurrency(db: Db, userId: number) {
  // One round trip: every bet of every product reads this first.
  const [row] = await db
    .select({ currency: users.currency, exchange: currencies.exchange })
    .from(users)
    .leftJoin(currencies, eq(currencies.currency, users.currency))
    .where(eq(users.id, userId))
  return { currency: row?.currency ?? 'USDT', rate: row?.exchange ?? '1' }
}
