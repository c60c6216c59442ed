import pg from 'pg'
import type { Taken } from './products.ts'

/** The stake's ledger kind, the table of the bet rows and the column the answer's number is in. */
const PRODUCTS = {
  'soccer single': { kind: 'sport_stake', rows: 'sport_bets b on b.bet_no = r.n' },
  'mark six ticket': { kind: 'lottery_stake', rows: 'lottery_bets b on b.ticket = r.n' },
  'game round': {
    kind: 'game_stake',
    rows: "game_rounds b on b.provider = 'pg' and b.round_id = r.n and b.status = 'settled'",
  },
} as const

/**
 * The ledger after the runs, read in SQL on the bench's database: every taken bet has exactly one
 * stake transaction with a debit of the player, and exactly one row of its product; no stake was
 * debited for more requests than were sent; every transaction's entries sum to zero; no player
 * balance is negative; every account's balance (ledger_balances, the house side's pending legs
 * included) is the sum of its entries.
 */
export async function checkLedger(url: string, taken: Record<string, Taken>, userIds: number[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const lines: { ok: boolean; what: string }[] = []
  const check = (ok: boolean, what: string) => lines.push({ ok, what })
  const one = async (text: string, values: unknown[] = []) =>
    Number(Object.values((await client.query(text, values)).rows[0] ?? {})[0] ?? Number.NaN)
  try {
    for (const [name, t] of Object.entries(taken)) {
      const p = PRODUCTS[name as keyof typeof PRODUCTS]
      if (!p || t.sent === 0) continue
      // Joins, not a subquery per key: ledger_entries has no index by transaction (nothing on the
      // site reads it that way), so a correlated lookup scanned every entry for each of 50,000 keys.
      const debitedOnce = await one(
        `select count(*) from (
           select k.key from unnest($1::text[]) k(key)
           join ledger_transactions t on t.idempotency_key = k.key and t.kind = $2 and t.status = 'done'
           join (select distinct e.transaction_id from ledger_entries e
                 join ledger_accounts a on a.id = e.account_id
                 where a.kind in ('player', 'player_bonus') and e.amount < 0) d on d.transaction_id = t.id
           group by k.key having count(*) = 1) x`,
        [t.ledgerKeys, p.kind],
      )
      check(
        debitedOnce === t.ledgerKeys.length,
        `${name}: ${debitedOnce} of ${t.ledgerKeys.length} taken bets have exactly one stake debit`,
      )
      const rowsOnce = await one(
        `select count(*) from (select r.n from unnest($1::text[]) r(n) join ${p.rows}
           group by r.n having count(*) = 1) x`,
        [t.rows],
      )
      check(
        rowsOnce === t.rows.length,
        `${name}: ${rowsOnce} of ${t.rows.length} taken bets have exactly one row`,
      )
      const debits = await one(
        `select count(*) from ledger_transactions where kind = $1 and status = 'done' and user_id = any($2::bigint[])`,
        [p.kind, userIds],
      )
      check(
        debits >= t.ledgerKeys.length && debits <= t.sent,
        `${name}: ${debits} stake debits in all for ${t.sent} requests sent (${debits - t.ledgerKeys.length} whose answer was lost)`,
      )
    }
    const unbalanced = await one(
      'select count(*) from (select transaction_id from ledger_entries group by 1 having sum(amount) <> 0) x',
    )
    const transactions = await one('select count(*) from ledger_transactions')
    check(
      unbalanced === 0,
      `every ledger transaction's entries sum to zero (${unbalanced} of ${transactions} do not)`,
    )
    const negative = await one(
      "select count(*) from ledger_balances where kind in ('player', 'player_bonus') and balance < 0",
    )
    check(negative === 0, `no player balance is negative (${negative} are)`)
    const adrift = await one(
      `select count(*) from ledger_balances b
       left join (select account_id, sum(amount) as s from ledger_entries group by 1) e on e.account_id = b.id
       where b.balance <> coalesce(e.s, 0)`,
    )
    const accounts = await one('select count(*) from ledger_balances')
    check(
      adrift === 0,
      `every account's balance is the sum of its entries (${adrift} of ${accounts} are not)`,
    )
  } finally {
    await client.end()
  }
  return lines
}
