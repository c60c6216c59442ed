import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema.ts'
import { playerAccount } from '../ledger/accounts.ts'

/** USDT is kept in micro-units (spec: 6 decimals). */
export const USDT_DECIMALS = 6

/** The player's wallet balance (or `account`, their bonus money) in USDT minor units; 0 before any. */
export async function playerBalance(
  db: Db,
  userId: number,
  account = playerAccount(userId),
): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, account.key))
  return row?.balance ?? 0n
}
