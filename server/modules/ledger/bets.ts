import type { Db } from '../../db/client.ts'
import { toUsdtMicro } from '../../money/exchange.ts'
import { playerAccount, systemAccount } from './accounts.ts'
import { type Operation, runOnce } from './idempotent.ts'
import { postEntries } from './post.ts'

/**
 * Debits a bet's stake, typed in the player's currency (6-place units at `rate` units per USDT),
 * from the player to the house inside the transaction placing the bet; `stake` in USDT micro when
 * the product converted it itself. Returns the stake in USDT micro and the player's new balance;
 * insufficientBalance refuses it.
 */
export async function debitStake(
  tx: Db,
  transactionId: number,
  userId: number,
  amount: { shownStake: bigint; stake?: bigint },
  rate: string,
) {
  const stake = amount.stake ?? toUsdtMicro(amount.shownStake, rate)
  const balances = await postEntries(tx, transactionId, [
    { account: playerAccount(userId), amount: -stake },
    { account: systemAccount('house'), amount: stake },
  ])
  return { stake, balance: String(balances.get(playerAccount(userId).key)) }
}

/**
 * Settles a bet exactly once: the house pays `payout` (USDT micro; nothing moves when it is 0) to
 * the player, and `record` marks the bet settled in the same transaction, so a bet is never
 * marked paid without its entries, nor paid twice when a settlement run is repeated. Returns
 * whether this call settled it (false when an earlier run already had).
 */
export async function payOnce(
  db: Db,
  op: Operation & { userId: number },
  payout: bigint,
  record: (tx: Db) => Promise<unknown>,
) {
  let settledNow = false
  await runOnce(db, op, async (tx, transactionId) => {
    if (payout > 0n) {
      await postEntries(tx, transactionId, [
        { account: systemAccount('house'), amount: -payout },
        { account: playerAccount(op.userId), amount: payout },
      ])
    }
    await record(tx)
    settledNow = true
    return { payout: String(payout) }
  })
  return settledNow
}
