import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ledgerAccounts } from '../../db/schema.ts'

export const USDT_DECIMALS = 6

/** Minor units as a fixed-point decimal string, exact (bigint in, no floating point). */
export function minorToDecimal(minor: bigint, decimals = USDT_DECIMALS): string {
  const negative = minor < 0n
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  return `${negative ? '-' : ''}${whole}.${digits.slice(-decimals)}`
}

/** The player's wallet balance in USDT minor units; a player with no ledger account yet has 0. */
export async function playerBalance(db: Db, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'player')))
  return row?.balance ?? 0n
}
