import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Ledger accounts: one `player` account per user and currency, plus house-side accounts (house,
 * pending withdrawals, provider wallets, bonus, clearing). Only the ledger module changes
 * `balance`; a player balance can never go below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable name, e.g. "player:12:USDT" or "house:USDT", so callers never look ids up first. */
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    currency: text('currency').notNull().default('USDT'),
    /** Minor units (USDT: micro-units, 6 decimals). */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    // A player's cash and a player's bonus money are both theirs: neither may go below zero.
    check(
      'ledger_player_non_negative',
      sql`${t.kind} not in ('player', 'player_bonus') or ${t.balance} >= 0`,
    ),
    index('ledger_accounts_user_idx').on(t.userId),
  ],
)

/**
 * One money operation, named by the caller's idempotency key and stored with its first answer in
 * the same database transaction as its entries: a repeat gets that answer, a failure stays failed.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** SHA-256 of the request: the same key with another payload is refused. */
    requestHash: text('request_hash').notNull(),
    /** 'done' or 'failed'. */
    status: text('status').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_transactions_user_idx').on(t.userId, t.createdAt)],
)

/** Append-only legs of a transaction; the amounts of one transaction sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    /**
     * No foreign key, on purpose: checking one locks the referenced account's row (KEY SHARE), and
     * the house's row is every player's, so each bet would queue on it again. The one writer,
     * postEntries, takes these ids from ledger_accounts in the same statement, and accounts are
     * never deleted.
     */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The player's balance after this leg; null on the house side, whose balance is derived. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id)],
)

/**
 * The house side's movements not yet added to its accounts' `balance`: every post appends here
 * instead of updating a row all players share, and the ledger's rollup job (rollup.ts) moves them
 * into the balance now and then. A house account's balance is its `balance` plus its rows here,
 * which the `ledger_balances` view reads in one snapshot.
 */
export const ledgerHousePending = pgTable(
  'ledger_house_pending',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key, as ledger_entries.account_id: it would lock the house's row for every post. */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('ledger_house_pending_account_idx').on(t.accountId)],
)
