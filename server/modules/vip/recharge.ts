import type { Db } from '../../db/client.ts'

/**
 * What a player has deposited in all, in USDT minor units. Deposits arrive with the wallet's
 * ledger; until a player has made one, the total is zero.
 */
export async function totalRecharge(_db: Db, _userId: number): Promise<bigint> {
  return 0n
}
