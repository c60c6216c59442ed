import { asc, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import type { AccountRef } from './accounts.ts'
import { ledgerAccounts, ledgerEntries } from './tables.ts'

/** What posting refuses with: a balance would go below zero or past what a column holds. */
export const LEDGER_REFUSALS = ['insufficientBalance', 'balanceTooLarge']

/** The largest balance an account's bigint column holds (2^63 − 1 micro-units), either sign. */
const BALANCE_LIMIT = 9_223_372_036_854_775_807n

export interface Leg {
  account: AccountRef
  /** Minor units; positive credits the account, negative debits it. */
  amount: bigint
}

/**
 * Writes one balanced set of entries inside the caller's transaction: the legs must sum to zero.
 * Accounts are created on first use and locked in id order, so two operations touching the same
 * accounts can never deadlock. A player account that would go below zero refuses the whole post
 * with insufficientBalance (the database's CHECK is the last line behind this), and any account
 * that would pass what its column holds refuses it with balanceTooLarge.
 */
export async function postEntries(tx: Db, transactionId: number, legs: Leg[]) {
  if (legs.length < 2) throw new Error('a ledger post needs at least two legs')
  const total = legs.reduce((sum, leg) => sum + leg.amount, 0n)
  if (total !== 0n) throw new Error(`ledger legs do not balance: ${total}`)

  const refs = [...new Map(legs.map((l) => [l.account.key, l.account])).values()]
  await tx
    .insert(ledgerAccounts)
    .values(refs.map((r) => ({ key: r.key, kind: r.kind, userId: r.userId, currency: r.currency })))
    .onConflictDoNothing({ target: ledgerAccounts.key })
  const locked = await tx
    .select()
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.key,
        refs.map((r) => r.key),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update')
  const byKey = new Map(locked.map((a) => [a.key, a]))

  const balances = new Map<string, bigint>()
  for (const leg of legs) {
    const account = byKey.get(leg.account.key)
    if (!account) throw new Error(`ledger account ${leg.account.key} missing`)
    const next = (balances.get(account.key) ?? account.balance) + leg.amount
    if ((account.kind === 'player' || account.kind === 'player_bonus') && next < 0n)
      throw rejected('insufficientBalance')
    // Past what the bigint column holds the database would refuse the write with an error, not an answer.
    if (next > BALANCE_LIMIT || next < -BALANCE_LIMIT) throw rejected('balanceTooLarge')
    balances.set(account.key, next)
  }
  for (const [key, balance] of balances) {
    const account = byKey.get(key)
    if (!account) continue
    await tx
      .update(ledgerAccounts)
      .set({ balance })
      .where(inArray(ledgerAccounts.id, [account.id]))
  }
  const running = new Map(locked.map((a) => [a.key, a.balance]))
  await tx.insert(ledgerEntries).values(
    legs.map((leg) => {
      const account = byKey.get(leg.account.key)
      const after = (running.get(leg.account.key) ?? 0n) + leg.amount
      running.set(leg.account.key, after)
      return { transactionId, accountId: account?.id ?? 0, amount: leg.amount, balanceAfter: after }
    }),
  )
  return balances
}
