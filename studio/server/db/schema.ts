import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The studio's own tables, in its own PostgreSQL schema `studio`: an outside service's books,
 * never the site's. Its migrations (./migrations) are applied by the studio when it starts
 * (./migrate.ts); nothing here references a site table.
 */
const studio = pgSchema('studio')

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * The sandbox game studio's seeds (studio/README.md): one active pair per player and provider, the
 * server seed kept secret (only its hash shown) until the player rotates it, when it is revealed.
 * The studio is an outside service: `player_id` is the id our wallet's authenticate op gave it,
 * not a reference into our tables.
 */
export const seeds = studio.table(
  'seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    playerId: text('player_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round takes. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: createdAt(),
    /** Set on rotation: the seed is public from then on. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('seeds_active_idx').on(t.provider, t.playerId).where(sql`${t.revealedAt} is null`)],
)

/**
 * The sandbox studio's rounds: what was staked, the seeds and nonce it played, its outcome and its
 * wallet state. A round is 'debiting' until our wallet took the bet, 'open' while the player steps
 * it (mines, crash), 'crediting' until the win landed, then 'settled'; 'refused' when the debit
 * was refused and 'rolled_back' when the studio gave the bet back.
 */
export const rounds = studio.table(
  'rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull().unique(),
    provider: text('provider').notNull(),
    gameId: text('game_id').notNull(),
    kind: text('kind').notNull(),
    playerId: text('player_id').notNull(),
    /** The launch token the round was started with: its credit and rollback carry it. */
    token: text('token').notNull(),
    currency: text('currency').notNull(),
    /** The bet the player asked, minor units (the kind's start reads it). */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    /** The total staked, minor units. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull(),
    /** The seed pair the round was bound to when it was started (before its debit). */
    seedId: bigint('seed_id', { mode: 'number' }).references(() => seeds.id),
    /**
     * The client seed the round plays with, taken with the seed pair at its start: a change the
     * player makes meanwhile plays from the next round, so the record replays to this round's outcome.
     */
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    params: jsonb('params').notNull(),
    /** The open round's hidden state (mines' places, crash point): never sent before it ends. */
    state: jsonb('state'),
    /** Step actions in order, with the ms since the start each came at: the verifier replays them. */
    actions: jsonb('actions').notNull().default(sql`'[]'::jsonb`),
    /** While open, what the player may see of the round (the view); once done, its outcome. */
    outcome: jsonb('outcome'),
    /** The refusal our wallet gave (insufficientBalance, gameNotActive), for a refused round. */
    refusal: text('refusal'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('rounds_player_idx').on(t.provider, t.playerId, t.id),
    index('rounds_pending_idx').on(t.status),
    check(
      'rounds_status_check',
      sql`${t.status} in ('debiting', 'open', 'crediting', 'settled', 'refused', 'rolled_back')`,
    ),
  ],
)

/**
 * The live studio's tables (studio/server/live, issue 16): one row per table, whether an operator
 * paused it and why. Rounds are numbered per table from 1 (the fair nonce).
 */
export const liveTables = studio.table('live_tables', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  paused: boolean('paused').notNull().default(false),
  pausedReason: text('paused_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A live table's round, stored phase by phase: 'betting' (the window; its seed drawn and only the
 * hash public), 'dealing' (the outcome drawn from the seed at its start), 'result' (every bet's
 * win fixed; credits sent), or 'voided' (every bet rolled back). The seed is public once the round
 * is in 'result'. A restart completes a round past its window and voids one still in 'betting'.
 */
export const liveRounds = studio.table(
  'live_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull().unique(),
    tableId: text('table_id').notNull(),
    number: integer('number').notNull(),
    phase: text('phase').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    outcome: jsonb('outcome'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    dealEndsAt: timestamp('deal_ends_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('live_rounds_number_idx').on(t.tableId, t.number),
    index('live_rounds_phase_idx').on(t.phase),
    check('live_rounds_phase_check', sql`${t.phase} in ('betting', 'dealing', 'result', 'voided')`),
  ],
)

/**
 * A bet at a live table: one player's spot stakes confirmed together, its own seamless wallet round
 * (`{round}.{bet}`), once per (round, player, key). 'debiting' until our wallet took it, then
 * 'placed'; 'refused' when it did not; at the result 'crediting' until the credit landed, then
 * 'won'/'lost'; when voided 'refunding' until the rollback landed, then 'refunded'.
 */
export const liveBets = studio.table(
  'live_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: text('bet_id').notNull().unique(),
    roundId: text('round_id').notNull(),
    tableId: text('table_id').notNull(),
    playerId: text('player_id').notNull(),
    key: text('key').notNull(),
    /** The launch token it was placed with: its credit or rollback carries it after a restart. */
    token: text('token').notNull(),
    currency: text('currency').notNull(),
    /** Spot → stake, decimal strings of minor units. */
    spots: jsonb('spots').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }),
    status: text('status').notNull(),
    refusal: text('refusal'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_bets_key_idx').on(t.roundId, t.playerId, t.key),
    index('live_bets_player_idx').on(t.playerId, t.id),
    index('live_bets_status_idx').on(t.status),
    check(
      'live_bets_status_check',
      sql`${t.status} in ('debiting', 'placed', 'refused', 'crediting', 'won', 'lost', 'refunding', 'refunded')`,
    ),
  ],
)

/**
 * The sandbox transfer studio's own wallet per player (ky in USDT, ng in CNY; 6-place minor units).
 * It stands for an outside studio's books, not ours: our side of the same money is the ledger's
 * `provider:{ky|ng}:USDT`. Never below zero (the check is the last guard; updates refuse first).
 */
export const transferWallets = studio.table(
  'transfer_wallets',
  {
    provider: text('provider').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfer_wallets_idx').on(t.provider, t.userId),
    check('transfer_wallets_balance_check', sql`${t.balance} >= 0`),
  ],
)

/**
 * Every movement of a sandbox studio wallet, applied once by its id: our transfer orders ('in',
 * 'out'; the id is our order id) and the studio's own rounds ('bet', 'win', 'refund' of a rolled
 * back bet; the id is the studio's transaction id, `roundId` the round). An order asked about
 * before it arrived, or a round rolled back before its bet, is stored 'void' (no amount), so a late
 * copy never applies. The applied amounts of a wallet sum to its balance.
 */
export const transferOrders = studio.table(
  'transfer_orders',
  {
    orderId: text('order_id').primaryKey(),
    /** The studio's increasing id: what the operator's pull of settled rounds keeps as its cursor. */
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    provider: text('provider'),
    userId: bigint('user_id', { mode: 'number' }),
    roundId: text('round_id'),
    kind: text('kind').notNull(),
    /** Signed: what the order added to the wallet. */
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfer_orders_wallet_idx').on(t.provider, t.userId),
    index('transfer_orders_round_idx').on(t.roundId),
    index('transfer_orders_seq_idx').on(t.seq),
    check('transfer_orders_kind_check', sql`${t.kind} in ('in', 'out', 'bet', 'win', 'refund', 'void')`),
    check('transfer_orders_status_check', sql`${t.status} in ('applied', 'void')`),
  ],
)
