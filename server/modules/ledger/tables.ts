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
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id)],
)
