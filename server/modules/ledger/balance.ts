import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { type AccountRef, playerAccount } from './accounts.ts'
import { ledgerAccounts } from './tables.ts'

/** USDT is kept in micro-units (spec: 6 decimals). */
export const USDT_DECIMALS = 6

/**
 * The one read of a player's balance: their wallet (or `account`, e.g. their bonus money) in its
 * minor units, 0 before any entry. Unlocked: a post re-checks the balance under its own lock.
 */
export async function playerBalance(
  db: Db,
  userId: number,
  account: AccountRef = playerAccount(userId),
): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, account.key))
  return row?.balance ?? 0n
}
