import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { PG, pgCode, pgConstraint } from '../../pg/errors.ts'
import { executeNamed } from '../../pg/named.ts'
import type { AccountRef } from './accounts.ts'

/** What posting refuses with: a balance would go below zero or past what a column holds. */
export const LEDGER_REFUSALS = ['insufficientBalance', 'balanceTooLarge']

export interface Leg {
  account: AccountRef
  /** Minor units; positive credits the account, negative debits it. */
  amount: bigint
}

/** The accounts whose balance is a row of their own, checked non-negative by the database. */
const PLAYER_KINDS = new Set(['player', 'player_bonus'])

/**
 * Writes one balanced set of entries inside the caller's transaction, in one statement: the legs
 * must sum to zero.
 *
 * Why the two sides differ: a player's accounts are theirs alone, so their rows are updated in
 * place (created on first use, in key order so two posts never deadlock) and never below zero: a
 * leg that would take one there updates nothing, the statement then writes nothing at all, and the
 * post answers insufficientBalance without failing the transaction (a stake may then try another
 * split of cash and bonus money, ledger/bets.ts). That holds for a post with one player row; one
 * with several (bonus money released to cash) is refused by the table's CHECK, which fails the
 * whole statement, so no row of it ever moves alone, even outside a transaction. The house side (house,
 * promotions, clearing, provider wallets…) is shared by every player: updating its row would make
 * every bet wait on every other (issue 29 measured a ceiling of 160 bets/s on `house:USDT`). Its
 * legs are appended to `ledger_house_pending` instead, which locks nothing, and the rollup job
 * (rollup.ts) adds them to the accounts' balances later; `ledger_balances` reads both at once.
 * Double entry holds per transaction as before: every leg is an entry, and they sum to zero.
 *
 * A house account not created yet is created first, in a statement of its own that waits for a
 * concurrent creator, so the post itself never meets a half-made account.
 */
export async function postEntries(tx: Db, transactionId: number, legs: Leg[]) {
  if (legs.length < 2) throw new Error('a ledger post needs at least two legs')
  const total = legs.reduce((sum, leg) => sum + leg.amount, 0n)
  if (total !== 0n) throw new Error(`ledger legs do not balance: ${total}`)

  const rows = legs.map((leg, ord) => ({
    key: leg.account.key,
    kind: leg.account.kind,
    userId: leg.account.userId,
    currency: leg.account.currency,
    amount: String(leg.amount),
    ord,
  }))
  const house = new Set(rows.filter((r) => !PLAYER_KINDS.has(r.kind)).map((r) => r.key))
  try {
    const players = rows.filter((r) => PLAYER_KINDS.has(r.kind)).map((r) => r.key)
    let posted = await post(tx, transactionId, rows, house.size, new Set(players).size)
    if (posted === 'houseMissing') {
      await ensureHouseAccounts(tx, rows)
      posted = await post(tx, transactionId, rows, house.size, new Set(players).size)
    }
    if (posted === 'houseMissing') throw new Error('ledger house account missing after it was made')
    if (posted === 'short') throw rejected('insufficientBalance')
    return posted
  } catch (err) {
    const code = pgCode(err)
    if (code === PG.checkViolation && pgConstraint(err) === 'ledger_player_non_negative')
      throw rejected('insufficientBalance')
    // Past what a bigint holds (a balance, or a leg's amount): a refusal, not a 500.
    if (code === PG.numericOutOfRange) throw rejected('balanceTooLarge')
    throw err
  }
}

interface LegRow {
  key: string
  kind: string
  userId: number | null
  currency: string
  amount: string
  ord: number
}

/**
 * The post: player rows updated (or created) unless one would go below zero, house legs
 * appended, every leg an entry (a player's with its balance after it). It writes nothing and
 * answers 'houseMissing' when a house account does not exist yet, and writes no house leg and no
 * entry, answering 'short', when a player's row was not updated: with one player account in the
 * post (a stake, a transfer) that is nothing written at all. The SQL text never changes: it is a
 * named prepared statement, parsed and planned once per connection (pg/named.ts).
 */
async function post(
  tx: Db,
  transactionId: number,
  rows: LegRow[],
  houseCount: number,
  playerCount: number,
): Promise<Map<string, bigint> | 'houseMissing' | 'short'> {
  const result = (await executeNamed(
    tx,
    'ledger_post',
    sql`
    with legs as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as l(key text, kind text, "userId" bigint, currency text, amount text, ord int)
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
    ready as (select count(*) = ${houseCount} as ok from house),
    players as (
      -- The CHECK judges the proposed row before any conflict: an account that exists is proposed
      -- at 0 and its sum added on conflict; a new one is proposed at its sum, refused if below 0.
      insert into ledger_accounts (key, kind, user_id, currency, balance)
      select s.key, s.kind, s.user_id, s.currency,
        case when exists (select 1 from ledger_accounts a where a.key = s.key) then 0 else s.amount end
      from sums s
      where s.kind in ('player', 'player_bonus') and (select ok from ready)
        -- Skipping a short row is only whole with one player row; with more, the CHECK fails it all.
        and (s.amount >= 0 or ${playerCount} > 1 or exists (select 1 from ledger_accounts a where a.key = s.key))
      order by s.key
      on conflict (key) do update
        set balance = ledger_accounts.balance + (select amount from sums where sums.key = excluded.key)
        where ${playerCount} > 1 or ledger_accounts.balance + (select amount from sums where sums.key = excluded.key) >= 0
      returning id, key, balance
    ),
    funded as (select count(*) = ${playerCount} as ok from players),
    pending as (
      insert into ledger_house_pending (account_id, amount)
      select id, amount from house where amount <> 0 and (select ok from ready) and (select ok from funded)
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select ${transactionId}, coalesce(p.id, h.id), l.amount::bigint,
        p.balance - coalesce(sum(l.amount::bigint) over (partition by l.key order by l.ord
          rows between 1 following and unbounded following), 0)
      from legs l left join players p on p.key = l.key left join house h on h.key = l.key
      where (select ok from ready) and (select ok from funded)
    )
    select (select ok from ready) as ok, (select ok from funded) as funded, key, balance::text as balance
    from players
    union all select (select ok from ready), (select ok from funded), null, null`,
  )) as unknown as {
    rows: { ok: boolean; funded: boolean; key: string | null; balance: string | null }[]
  }
  if (!result.rows[0]?.ok) return 'houseMissing'
  if (!result.rows[0]?.funded) return 'short'
  const balances = new Map<string, bigint>()
  for (const r of result.rows)
    if (r.key !== null && r.balance !== null) balances.set(r.key, BigInt(r.balance))
  return balances
}

/**
 * Creates the house accounts a post (or a batch of them, postMany.ts) names, each sent once; one
 * being created by another transaction is waited for. Cheap once they exist: a conflict that does
 * nothing locks nothing.
 */
export async function ensureHouseAccounts(tx: Db, rows: readonly Omit<LegRow, 'amount' | 'ord'>[]) {
  const house = [...new Map(rows.filter((r) => !PLAYER_KINDS.has(r.kind)).map((r) => [r.key, r])).values()]
  if (house.length === 0) return
  await tx.execute(sql`
    insert into ledger_accounts (key, kind, user_id, currency)
    select key, kind, "userId", currency
    from jsonb_to_recordset(${JSON.stringify(house)}::jsonb)
      as l(key text, kind text, "userId" bigint, currency text)
    on conflict (key) do nothing`)
}
