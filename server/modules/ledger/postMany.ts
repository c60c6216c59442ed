import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ensureHouseAccounts, type Leg } from './post.ts'

/** One ledger transaction's legs, already keyed (its ledger_transactions row exists). */
export interface Posting {
  transactionId: number
  legs: Leg[]
}

/**
 * Writes the entries of many balanced transactions inside the caller's transaction, in one
 * statement: a settlement batch's thousands of payouts cost one round trip, not one each. The same
 * ledger as postEntries (post.ts) writes, by the same rules: each transaction's legs sum to zero
 * (checked here, before anything is sent), a player's rows are updated in place (in key order, so
 * two batches never deadlock) with the table's CHECK as the last word on a balance below zero, and
 * the house side's legs are appended to `ledger_house_pending` (one row per house account for the
 * whole batch: the rollup only sums them) instead of updating a row every player shares. Every leg
 * is an entry of its own transaction; a player's carries the balance after it, in the order the
 * postings are given, so a player paid three times in one batch shows three running balances.
 * Answers the players' balances after the batch, by account key.
 */
export async function postMany(tx: Db, postings: readonly Posting[]) {
  const rows: LegRow[] = []
  for (const { transactionId, legs } of postings) {
    if (legs.length < 2) throw new Error('a ledger post needs at least two legs')
    const total = legs.reduce((sum, leg) => sum + leg.amount, 0n)
    if (total !== 0n) throw new Error(`ledger legs of ${transactionId} do not balance: ${total}`)
    for (const leg of legs)
      rows.push({
        tx: transactionId,
        key: leg.account.key,
        kind: leg.account.kind,
        userId: leg.account.userId,
        currency: leg.account.currency,
        amount: String(leg.amount),
        ord: rows.length,
      })
  }
  if (rows.length === 0) return new Map<string, bigint>()
  // The house accounts first, as postEntries does when one is missing: the post below then
  // always finds them.
  await ensureHouseAccounts(tx, rows)
  const result = (await tx.execute(sql`
    with legs as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as l(tx bigint, key text, kind text, "userId" bigint, currency text, amount text, ord int)
    ),
    sums as (
      select key, min(kind) as kind, min("userId") as user_id, min(currency) as currency,
        sum(amount::bigint)::bigint as amount
      from legs group by key
    ),
    house as (
      select a.id, a.key, s.amount from ledger_accounts a join sums s on s.key = a.key
      where s.kind not in ('player', 'player_bonus')
    ),
    players as (
      -- As in post.ts: an account that exists is proposed at 0 and its sum added on conflict, a
      -- new one proposed at its sum, so the CHECK judges every player's balance after the batch.
      insert into ledger_accounts (key, kind, user_id, currency, balance)
      select s.key, s.kind, s.user_id, s.currency,
        case when exists (select 1 from ledger_accounts a where a.key = s.key) then 0 else s.amount end
      from sums s
      where s.kind in ('player', 'player_bonus')
      order by s.key
      on conflict (key) do update
        set balance = ledger_accounts.balance + (select amount from sums where sums.key = excluded.key)
      returning id, key, balance
    ),
    pending as (
      insert into ledger_house_pending (account_id, amount)
      select id, amount from house where amount <> 0
    ),
    entries as (
      -- A player's balance after a leg: the balance after the batch, less the batch's sum on that
      -- account, plus the legs up to and including this one.
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select l.tx, coalesce(p.id, h.id), l.amount::bigint,
        case when p.id is not null then
          p.balance - s.amount + sum(l.amount::bigint) over (partition by l.key order by l.ord)
        end
      from legs l join sums s on s.key = l.key
        left join players p on p.key = l.key left join house h on h.key = l.key
      order by l.ord
    )
    select key, balance::text as balance from players`)) as unknown as {
    rows: { key: string; balance: string }[]
  }
  return new Map(result.rows.map((r) => [r.key, BigInt(r.balance)]))
}

interface LegRow {
  tx: number
  key: string
  kind: string
  userId: number | null
  currency: string
  amount: string
  ord: number
}
