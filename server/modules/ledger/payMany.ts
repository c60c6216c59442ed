import { sql } from 'drizzle-orm'
import type { LedgerKind } from '#contract/ledger.ts'
import type { Db } from '../../db/client.ts'
import { playerAccount, systemAccount } from './accounts.ts'
import { hashOf } from './idempotent.ts'
import { type Posting, postMany } from './postMany.ts'

/** A bet's payout as payOnce takes it (bets.ts): its key, kind and request, and what the house pays. */
export interface Payout {
  key: string
  kind: LedgerKind
  userId: number
  request: unknown
  /** USDT micro, all of it cash (0 pays nothing but still settles the key). */
  payout: bigint
}

/**
 * Settles many bets' payouts at once inside the caller's transaction, each exactly once under its
 * own key: the keys are claimed in one statement (`on conflict do nothing`) with the very row,
 * request hash and answer payOnce would have written, so a key already paid, by this path or
 * payOnce's, is skipped here and replays as paid there; then the claimed ones' entries are posted
 * in one statement (postMany): house → player cash. No bonus money: a bet with a bonus stake goes
 * through payOnce. Answers the keys this call claimed, with their ledger transaction ids: only
 * their bets may be marked settled and told, in the same transaction.
 */
export async function payOnceMany(tx: Db, payouts: readonly Payout[]) {
  if (payouts.length === 0) return new Map<string, number>()
  const ops = payouts.map((p, ord) => ({
    key: p.key,
    kind: p.kind,
    userId: p.userId,
    hash: hashOf(p.request),
    payout: String(p.payout),
    ord,
  }))
  const claimed = (await tx.execute(sql`
    insert into ledger_transactions (idempotency_key, kind, user_id, request_hash, status, response)
    select key, kind, "userId", hash, 'done', jsonb_build_object('payout', payout)
    from jsonb_to_recordset(${JSON.stringify(ops)}::jsonb)
      as o(key text, kind text, "userId" bigint, hash text, payout text, ord int)
    order by ord
    on conflict (idempotency_key) do nothing
    returning id, idempotency_key as key`)) as unknown as { rows: { id: string | number; key: string }[] }
  const ids = new Map(claimed.rows.map((r) => [r.key, Number(r.id)]))
  const postings: Posting[] = []
  for (const p of payouts) {
    const transactionId = ids.get(p.key)
    if (transactionId === undefined || p.payout <= 0n) continue
    postings.push({
      transactionId,
      legs: [
        { account: systemAccount('house'), amount: -p.payout },
        { account: playerAccount(p.userId), amount: p.payout },
      ],
    })
  }
  await postMany(tx, postings)
  return ids
}
