import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { LimitClaim } from '#contract/protection.ts'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Deposit and withdrawal channels. Amounts are in the channel's currency (a fiat channel takes
 * whole pesos, say); credits and debits to the wallet are USDT minor units at the exchange rate.
 */
export const paymentChannels = pgTable('payment_channels', {
  id: integer('id').primaryKey(),
  direction: text('direction').notNull(),
  /** usdt, fiat, third_party, card (deposits); usdt, bank (withdrawals). */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  network: text('network'),
  country: text('country'),
  currency: text('currency').notNull().default('USDT'),
  minAmount: numeric('min_amount', { precision: 24, scale: 6 }).notNull().default('0'),
  maxAmount: numeric('max_amount', { precision: 24, scale: 6 }).notNull().default('1000000'),
  wholeOnly: boolean('whole_only').notNull().default(false),
  /** Withdrawals: service fee in percent of the amount, and a fixed network fee in USDT. */
  feePercent: numeric('fee_percent', { precision: 6, scale: 3 }).notNull().default('0'),
  networkFee: numeric('network_fee', { precision: 24, scale: 6 }).notNull().default('0'),
  status: smallint('status').notNull().default(1),
  sort: integer('sort').notNull().default(0),
})

/** Spec §4 transaction states: pending 0, audited 1, failed 2, success 3, rejected 4, processing 5. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    /** In the channel's currency, as the payer entered it. */
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    /** What the wallet receives, USDT minor units. */
    credit: bigint('credit', { mode: 'bigint' }).notNull(),
    status: smallint('status').notNull().default(0),
    address: text('address'),
    /** The player's deposit limits this order took from (protection/claims.ts): given back if it fails. */
    limitClaims: jsonb('limit_claims').$type<LimitClaim[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deposits_user_idx').on(t.userId, t.createdAt)],
)

/** The sandbox chain: transfers sent to deposit addresses, confirmed after a delay. */
export const chainTransfers = pgTable('chain_transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  network: text('network').notNull(),
  address: text('address').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  txHash: text('tx_hash').notNull().unique(),
  confirmsAt: timestamp('confirms_at', { withTimezone: true }).notNull(),
  depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
  createdAt: createdAt(),
})

/** Spec §4 approval states: canApprove 0, processing 1, failed 2, successTransaction 3, reject 4. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    networkFee: bigint('network_fee', { mode: 'bigint' }).notNull(),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    destination: jsonb('destination').$type<Record<string, string>>().notNull(),
    status: smallint('status').notNull().default(0),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('withdrawals_user_idx').on(t.userId, t.createdAt)],
)

/** Saved withdrawal accounts (spec §3): bank or crypto address, one of them the default. */
export const bankInformation = pgTable('bank_information', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  accountType: text('account_type').notNull(),
  country: text('country'),
  bank: text('bank'),
  accountName: text('account_name'),
  account: text('account').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
})

/** Which player a deposit address belongs to (addresses are derived, this is the reverse map). */
export const depositAddresses = pgTable('deposit_addresses', {
  address: text('address').primaryKey(),
  network: text('network').notNull(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  channelId: integer('channel_id')
    .notNull()
    .references(() => paymentChannels.id),
})
