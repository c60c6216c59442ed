import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

/**
 * Moves the house side's pending movements into its accounts' balances: the rows one statement
 * deletes are exactly the rows it adds, so every snapshot sees each movement once, either still
 * pending or in the balance (`ledger_balances` sums both). Posts never wait on this: they append
 * rows, and rows committed after the statement began wait for the next run. Answers how many
 * movements it moved. A job of one process at a time (main.ts), though two at once would only
 * take turns on the same rows.
 */
export async function rollupHouse(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    with moved as (delete from ledger_house_pending returning account_id, amount),
    sums as (select account_id, sum(amount) as amount, count(*) as n from moved group by account_id),
    applied as (
      update ledger_accounts a set balance = a.balance + sums.amount
      from sums where a.id = sums.account_id
    )
    select coalesce(sum(n), 0)::int as moved from sums`)) as unknown as { rows: { moved: number }[] }
  return result.rows[0]?.moved ?? 0
}

/** Any account's balance in its minor units as of now, house side included (0 before any entry). */
export async function accountBalance(db: Db, key: string): Promise<bigint> {
  const result = (await db.execute(
    sql`select balance::text as balance from ledger_balances where key = ${key}`,
  )) as unknown as { rows: { balance: string }[] }
  return BigInt(result.rows[0]?.balance ?? '0')
}
