import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/envelope.ts'
import { toUsdtMicro } from '../../money/exchange.ts'
import { type AccountRef, bonusAccount, playerAccount, systemAccount } from './accounts.ts'
import { playerBalance } from './balance.ts'
import { type Operation, runOnce } from './idempotent.ts'
import { type Leg, postEntries } from './post.ts'

/**
 * Debits a bet's stake, typed in the player's currency (6-place units at `rate` units per USDT),
 * from the player to the house inside the transaction placing the bet; `stake` in USDT micro when
 * the product converted it itself. Cash pays first and bonus money the rest (BET_FUNDING). Returns
 * the stake and its bonus part in USDT micro and the player's new cash balance; insufficientBalance
 * refuses a stake beyond cash and bonus together.
 */
export async function debitStake(
  tx: Db,
  transactionId: number,
  userId: number,
  amount: { shownStake: bigint; stake?: bigint },
  rate: string,
) {
  const stake = amount.stake ?? toUsdtMicro(amount.shownStake, rate)
  const house = systemAccount('house')
  // BET_FUNDING: cash first, the rest from bonus money. Most stakes are covered by cash: posted
  // as that at once, one statement. A post short of cash writes nothing and refuses without
  // failing the transaction (post.ts), and the stake is then split by the cash there is.
  try {
    const balances = await postEntries(tx, transactionId, [
      { account: house, amount: stake },
      { account: playerAccount(userId), amount: -stake },
    ])
    const balance = balances.get(playerAccount(userId).key)
    if (balance !== undefined) return { stake, bonusStake: 0n, balance: String(balance) }
  } catch (err) {
    if (!(err instanceof AppError && err.message === 'insufficientBalance')) throw err
  }
  // The balance is read unlocked: the post refuses insufficientBalance if it moved below what it takes.
  const cash = await playerBalance(tx, userId)
  const fromCash = cash >= stake ? stake : cash > 0n ? cash : 0n
  const bonusStake = stake - fromCash
  const legs: Leg[] = [{ account: house, amount: stake }]
  if (fromCash > 0n || bonusStake === 0n) legs.push({ account: playerAccount(userId), amount: -fromCash })
  if (bonusStake > 0n) legs.push({ account: bonusAccount(userId), amount: -bonusStake })
  const balances = await postEntries(tx, transactionId, legs)
  const balance = balances.get(playerAccount(userId).key) ?? cash - fromCash
  return { stake, bonusStake, balance: String(balance) }
}

/**
 * Settles a bet exactly once: the house pays `payout` (USDT micro; nothing moves when it is 0) to
 * the player, `bonus.amount` of it to where the bet's bonus stake returns, and `record` marks the
 * bet settled (and may post more of the same ledger transaction) in the same transaction, so a bet is never
 * marked paid without its entries, nor paid twice when a settlement run is repeated. `lock`, when
 * given, runs first in that transaction (a bet whose siblings settle apart locks them before any
 * account, so two of them never wait on each other). Returns whether this call settled it (false
 * when an earlier run already had).
 */
export async function payOnce(
  db: Db,
  op: Operation & { userId: number },
  payout: bigint,
  record: (tx: Db, transactionId: number) => Promise<unknown>,
  bonus?: { amount: bigint; to: (tx: Db) => Promise<AccountRef> },
  lock?: (tx: Db) => Promise<unknown>,
) {
  let settledNow = false
  await runOnce(db, op, async (tx, transactionId) => {
    await lock?.(tx)
    // The part of the payout owed to the bonus stake goes where that money belongs now.
    const toBonus = bonus && bonus.amount > 0n ? bonus.amount : 0n
    const toCash = payout - toBonus
    if (payout > 0n) {
      const legs: Leg[] = [{ account: systemAccount('house'), amount: -payout }]
      if (toCash > 0n) legs.push({ account: playerAccount(op.userId), amount: toCash })
      if (toBonus > 0n && bonus) legs.push({ account: await bonus.to(tx), amount: toBonus })
      await postEntries(tx, transactionId, legs)
    }
    await record(tx, transactionId)
    settledNow = true
    return { payout: String(payout) }
  })
  return settledNow
}
