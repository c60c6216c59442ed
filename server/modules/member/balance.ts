import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema.ts'
import { playerAccount } from '../ledger/accounts.ts'

/** USDT is kept in micro-units (spec: 6 decimals). */
export const USDT_DECIMALS = 6

/** The player's wallet balance in USDT minor units; a player with no ledger account yet has 0. */
export async function playerBalance(db: Db, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, playerAccount(userId).key))
  return row?.balance ?? 0n
}
