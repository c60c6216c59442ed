import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { deposits } from '../payments/tables.ts'

/** What a player has deposited in all (credited deposits), in USDT minor units. */
export async function totalRecharge(db: Db, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.credit}), 0)::text` })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 3)))
  return BigInt(row?.total ?? '0')
}
