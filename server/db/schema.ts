import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { FAVOURITES_MAX } from '#contract/favourites.ts'
import type { CricketLines, CricketMarket, CricketModel, CricketPick, CricketResult } from '#engine/index.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Server-generated secrets (the token signing key in demo mode), so restarts keep sessions valid. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull().unique(),
    email: text('email').unique(),
    areaCode: text('area_code'),
    phone: text('phone'),
    nickname: text('nickname').notNull(),
    realName: text('real_name'),
    passwordHash: text('password_hash').notNull(),
    /** 2 agent, 3 user (spec §6). */
    role: smallint('role').notNull().default(3),
    inviteCode: text('invite_code').notNull().unique(),
    referrerId: bigint('referrer_id', { mode: 'number' }),
    currency: text('currency').notNull().default('USDT'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Payment password (argon2id); five wrong tries lock paying until `payLockedUntil`. */
    payPasswordHash: text('pay_password_hash'),
    payFailures: smallint('pay_failures').notNull().default(0),
    payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
    /** Spec §6: withdrawals can be disallowed per user. */
    withdrawDisabled: boolean('withdraw_disabled').notNull().default(false),
    /** Locked by an operator: no sign-in, and every live token stops working (back office Players). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_phone_unique').on(t.areaCode, t.phone)],
)

/** One row per issued refresh token; a family is one sign-in, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
)

/** Site configuration by key; `footer` holds the footer text keyed by language code. */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  currency: text('currency').notNull().unique(),
  /** Units of this currency per 1 USDT, exact. */
  exchange: numeric('exchange', { precision: 24, scale: 8 }).notNull().default('1'),
  sportBetMin: numeric('sport_bet_min', { precision: 24, scale: 6 }).notNull().default('0.01'),
  lotterBetMin: numeric('lotter_bet_min', { precision: 24, scale: 6 }).notNull().default('1'),
  status: smallint('status').notNull().default(1),
  flag: text('flag').notNull().default(''),
  img: text('img').notNull().default(''),
  sort: integer('sort').notNull().default(0),
})

/** Game availability (spec §4: Active 1, Disable 2, Hidden 3), keyed by game type code. */
export const games = pgTable(
  'games',
  {
    gameId: integer('game_id').primaryKey(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('games_status_check', sql`${t.status} in (1, 2, 3)`)],
)

export const slideshow = pgTable('slideshow', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  pic: text('pic').notNull(),
  /** Title by language code, English fallback. */
  name: jsonb('name').$type<Record<string, string>>().notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Marketing switches a slide off, or shows it only from `startsAt` until `endsAt`. */
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
})

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

/**
 * One-time codes sent by e-mail or SMS. Only a hash is kept; a code is single use, expires after
 * five minutes and dies after five wrong guesses.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    /** Normalised address: lower-case e-mail, or "+area number". */
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose)],
)

/** What the demo outbox delivered (readable in demo mode only): codes a tester needs to see. */
export const outboxMessages = pgTable('outbox_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  target: text('target').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
})

/** Invite codes by type: every user has type 1 (players); agents may also hand out type 2 (agents). */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
  },
  (t) => [uniqueIndex('invite_codes_user_type').on(t.userId, t.type)],
)

/** The VIP ladder (spec §1): a level is reached at its recharge threshold, in USDT minor units. */
export const vipLevels = pgTable('vip_levels', {
  level: smallint('level').primaryKey(),
  name: text('name').notNull(),
  img: text('img').notNull(),
  recharge: bigint('recharge', { mode: 'bigint' }).notNull(),
})

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

/**
 * Lottery and racing draws. The seed's SHA-256 is public from the start; the seed is revealed with
 * the result, and the result is derived from the seed, so anyone can check a draw.
 */
export const draws = pgTable(
  'draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: text('game').notNull(),
    /** The draw number players see, e.g. "2026-131" or "20261121-0142". */
    matchId: text('match_id').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Kept secret until the draw; never served before `status` is settled. */
    seed: text('seed').notNull(),
    result: jsonb('result').$type<{ numbers: number[]; special?: number }>(),
    /** open, closed, settled, canceled (spec §4). */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('draws_game_match').on(t.game, t.matchId),
    index('draws_game_time').on(t.game, t.drawAt),
  ],
)

/**
 * Odds entries by index (spec §3: top, prop, odd, min, max; §9 index meaning), one table per game:
 * each Mark Six region and each race has its own odds; `family` says which rules read the entry.
 */
export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    game: text('game').notNull(),
    family: text('family').notNull(),
    index: integer('index').notNull(),
    top: text('top').notNull(),
    prop: text('prop').notNull(),
    odd: numeric('odd', { precision: 10, scale: 3 }).notNull(),
    min: numeric('min', { precision: 24, scale: 6 }).notNull(),
    max: numeric('max', { precision: 24, scale: 6 }).notNull(),
  },
  (t) => [uniqueIndex('lottery_odds_game_index').on(t.game, t.index)],
)

/** A placed lottery or racing selection; status 1 pending, 16 settled, 32 cancelled (spec §4). */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => draws.id),
    game: text('game').notNull(),
    ticket: text('ticket').notNull(),
    bet: jsonb('bet').notNull(),
    oddsIndex: integer('odds_index').notNull(),
    odds: numeric('odds', { precision: 10, scale: 3 }).notNull(),
    /** Per bet, and in all (a combination-zodiac selection places several bets). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    count: integer('count').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** What of the stake came from bonus money (cash first, then bonus: BET_FUNDING), USDT micro. */
    bonusStake: bigint('bonus_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    /** USDT micro an extra-bonus campaign paid on this bet's winnings at settlement (0: none). */
    extraBonus: bigint('extra_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    status: smallint('status').notNull().default(1),
    outcome: text('outcome'),
    payout: bigint('payout', { mode: 'bigint' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('lottery_bets_draw').on(t.drawId, t.status), index('lottery_bets_user').on(t.userId, t.id)],
)

/** Sports fixtures from the feed, with their current prices and, once played, their scores. */
export const matches = pgTable(
  'matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The feed's own id, so a fixture announced twice is stored once. */
    feedKey: text('feed_key').notNull().unique(),
    game: text('game').notNull(),
    code: text('code').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    /** scheduled, finished, postponed, void. */
    status: text('status').notNull().default('scheduled'),
    /** A trader stopped betting on it (back office); placement refuses it until resumed. */
    suspended: boolean('suspended').notNull().default(false),
    strength: jsonb('strength').$type<{ home: number; away: number }>().notNull(),
    markets: jsonb('markets').notNull(),
    oddsVersion: integer('odds_version').notNull().default(1),
    halfHome: smallint('half_home'),
    halfAway: smallint('half_away'),
    fullHome: smallint('full_home'),
    fullAway: smallint('full_away'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('matches_game_kickoff').on(t.game, t.kickoff)],
)

/**
 * Stake and payout limits per game in USDT (spec §3 bet-limit state); the client shows them × the
 * exchange rate and the server enforces them the same way. 0 means no limit.
 */
export const gameLimits = pgTable('game_limits', {
  game: text('game').primaryKey(),
  minBet: numeric('min_bet', { precision: 24, scale: 6 }).notNull(),
  maxBet: numeric('max_bet', { precision: 24, scale: 6 }).notNull(),
  minMultiple: integer('min_multiple').notNull(),
  maxMultiple: integer('max_multiple').notNull(),
  minBonus: numeric('min_bonus', { precision: 24, scale: 6 }).notNull(),
  maxBonus: numeric('max_bonus', { precision: 24, scale: 6 }).notNull(),
  minBetGameType: numeric('min_bet_game_type', { precision: 24, scale: 6 }).notNull(),
  maxBetGameType: numeric('max_bet_game_type', { precision: 24, scale: 6 }).notNull(),
})

/**
 * A sports slip as placed: its selections at the odds taken, strings and multiple. Combinations
 * are not stored (a slip may have millions); the engine derives any of them from the slip.
 */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betNo: text('bet_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    game: text('game').notNull(),
    selections: jsonb('selections').notNull(),
    strings: jsonb('strings').$type<number[]>().notNull(),
    multiple: integer('multiple').notNull(),
    combinations: integer('combinations').notNull(),
    /** The player's currency and its rate when placed; stake, payout and max_payout are USDT micro. */
    currency: text('currency').notNull(),
    exchange: numeric('exchange', { precision: 24, scale: 8 }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** What of the stake came from bonus money (cash first, then bonus: BET_FUNDING), USDT micro. */
    bonusStake: bigint('bonus_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    /** USDT micro an extra-bonus campaign paid on this bet's winnings at settlement (0: none). */
    extraBonus: bigint('extra_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull(),
    status: smallint('status').notNull().default(1),
    payout: bigint('payout', { mode: 'bigint' }),
    /** Stake and payout as the player saw them: 6-place units of `currency`, exact. */
    shownStake: bigint('shown_stake', { mode: 'bigint' }).notNull(),
    shownPayout: bigint('shown_payout', { mode: 'bigint' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('sport_bets_user').on(t.userId, t.game, t.id), index('sport_bets_status').on(t.status)],
)

/**
 * Cricket matches as the cricket feed announces them: the match's model (each side's expected
 * runs and sixes), the over/under lines fixed at scheduling, the markets priced from the model,
 * and once played the result with both innings.
 */
export const cricketMatches = pgTable(
  'cricket_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    feedKey: text('feed_key').notNull().unique(),
    code: text('code').notNull(),
    league: text('league').notNull(),
    /** Balls per innings: 120 (T20), 100 (The Hundred). */
    balls: smallint('balls').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    /** scheduled, finished, postponed, void. */
    status: text('status').notNull().default('scheduled'),
    /** A trader stopped betting on it (back office); placement refuses it until resumed. */
    suspended: boolean('suspended').notNull().default(false),
    model: jsonb('model').$type<CricketModel>().notNull(),
    lines: jsonb('lines').$type<CricketLines>().notNull(),
    markets: jsonb('markets').$type<CricketMarket[]>().notNull(),
    oddsVersion: integer('odds_version').notNull().default(1),
    result: jsonb('result').$type<CricketResult>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cricket_matches_status_kickoff').on(t.status, t.kickoff)],
)

/**
 * A cricket slip as placed: each pick is a single bet paying its amount × its odd, kept with the
 * odds and labels it was taken at. Stake and payout are USDT micro; the shown ones are 6-place
 * units of the player's currency, exact.
 */
export const cricketBets = pgTable(
  'cricket_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betNo: text('bet_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    picks: jsonb('picks').$type<CricketPick[]>().notNull(),
    currency: text('currency').notNull(),
    exchange: numeric('exchange', { precision: 24, scale: 8 }).notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** What of the stake came from bonus money (cash first, then bonus: BET_FUNDING), USDT micro. */
    bonusStake: bigint('bonus_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    /** USDT micro an extra-bonus campaign paid on this bet's winnings at settlement (0: none). */
    extraBonus: bigint('extra_bonus', { mode: 'bigint' }).notNull().default(sql`0`),
    shownStake: bigint('shown_stake', { mode: 'bigint' }).notNull(),
    /** pending 1, settled 16, cancelled 32. */
    status: smallint('status').notNull().default(1),
    payout: bigint('payout', { mode: 'bigint' }),
    shownPayout: bigint('shown_payout', { mode: 'bigint' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('cricket_bets_user').on(t.userId, t.id), index('cricket_bets_status').on(t.status)],
)

/**
 * A player's favourite teams and leagues, by the name the lobbies show. Each takes one of
 * FAVOURITES_MAX numbered slots, unique per player, so the database itself refuses one more than
 * the cap however many requests race to add.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** team, league. */
    kind: text('kind').notNull(),
    /** soccer, basketball, bd, cricket. */
    sport: text('sport').notNull(),
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_item').on(t.userId, t.kind, t.sport, t.name),
    uniqueIndex('favourites_user_slot').on(t.userId, t.slot),
    check('favourites_slot_range', sql`${t.slot} >= 0 and ${t.slot} < ${sql.raw(String(FAVOURITES_MAX))}`),
    check('favourites_kind_check', sql`${t.kind} in ('team', 'league')`),
  ],
)

/**
 * Back-office operators: not players. Their own password (argon2id), TOTP secret (RFC 6238) and a
 * lock after five wrong second factors, claimed in one conditional UPDATE per try.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull().unique(),
    /** support, finance, trader, marketing, admin (contract/backoffice.ts). */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32; kept readable because every sign-in recomputes the code from it. */
    totpSecret: text('totp_secret').notNull(),
    /** Null until the operator has entered a first code from this secret. */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last accepted 30-second step: a code is good once, never replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    totpFailures: smallint('totp_failures').notNull().default(0),
    totpLockedUntil: timestamp('totp_locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('operators_role_check', sql`${t.role} in ('support', 'finance', 'trader', 'marketing', 'admin')`),
  ],
)

/** Ten single-use recovery codes per enrolment, stored as hashes. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_recovery_codes_unique').on(t.operatorId, t.codeHash)],
)

/**
 * Operator sessions, by the hash of an opaque token (never a player's JWT). A `challenge` row is
 * the five-minute step between the password and the second factor; an `active` one a sign-in.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    stage: text('stage').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('operator_sessions_stage_check', sql`${t.stage} in ('challenge', 'active')`),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
)

/**
 * Every operator action, written in the transaction of its effect. Append-only: the migration adds
 * a trigger that refuses UPDATE and DELETE. `actor_id` is null for the command line ('cli').
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => operators.id),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    address: inet('address'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action)],
)

/**
 * One seamless game round (PG, Tada, PG2): opened by the studio's debit, settled by its credit,
 * or rolled back. `roundId` is the studio's; a rollback of a round never seen leaves a
 * 'rolled_back' row with no bet, so a debit arriving late for it is refused, not taken.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameId: text('game_id').notNull(),
    /** Micro-units (6 places) of `currency`: USDT for the seamless studios, the studio's own for ng (CNY). */
    bet: bigint('bet', { mode: 'bigint' }).notNull().default(sql`0`),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull().default('USDT'),
    status: text('status').notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_provider_round_idx').on(t.provider, t.roundId),
    index('game_rounds_user_idx').on(t.userId, t.createdAt),
    check('game_rounds_status_check', sql`${t.status} in ('open', 'settled', 'rolled_back')`),
  ],
)

/**
 * How far our pull of a transfer studio's settled rounds (ky, ng) has read: the studio's own
 * increasing record id. Rounds played on the studio's wallet reach `game_rounds` only this way.
 */
export const gameRecordCursors = pgTable('game_record_cursors', {
  provider: text('provider').primaryKey(),
  cursor: bigint('cursor', { mode: 'bigint' }).notNull().default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Money moved to or from a transfer-wallet studio (ky, ng). The ledger movement and this row
 * commit together; 'pending' means the studio's answer is not known yet and reconciliation
 * decides (asks the studio by `orderId`), so a lost answer is never lost money nor paid twice.
 */
export const gameTransfers = pgTable(
  'game_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    orderId: text('order_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    direction: text('direction').notNull(),
    /** USDT micro-units moved in our ledger. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Minor units (6 places) of `currency` on the studio's side, at `rate` units per USDT. */
    studioAmount: bigint('studio_amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 24, scale: 8 }).notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('game_transfers_user_idx').on(t.userId, t.provider),
    check('game_transfers_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('game_transfers_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
  ],
)

/**
 * The device a player opened a live table from (spec §3 device info record), one row per login:
 * the address our server saw (the client sends the fixed '{ip}'), what the browser said of
 * itself, and the frame's size. Kept for the operator's fraud and dispute checks.
 */
export const liveDeviceRecords = pgTable(
  'live_device_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tableId: text('table_id').notNull(),
    /** The path's countryFromLanguage (us, cn, …). */
    country: text('country').notNull(),
    ip: inet('ip').notNull(),
    os: text('os').notNull(),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    fingerprint: text('fingerprint').notNull(),
    javaEnabled: boolean('java_enabled').notNull(),
    language: text('language').notNull(),
    colorDepth: integer('color_depth').notNull(),
    screenHeight: integer('screen_height').notNull(),
    screenWidth: integer('screen_width').notNull(),
    /** '+08:00', '-05:30'. */
    timezoneOffset: text('timezone_offset').notNull(),
    frameWidth: integer('frame_width').notNull(),
    frameHeight: integer('frame_height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_device_records_user_idx').on(t.userId, t.createdAt)],
)

/**
 * The sandbox game studio's seeds (studio/README.md): one active pair per player and provider, the
 * server seed kept secret (only its hash shown) until the player rotates it, when it is revealed.
 * The studio is an outside service: `player_id` is the id our wallet's authenticate op gave it,
 * not a reference into our tables.
 */
export const sandboxStudioSeeds = pgTable(
  'sandbox_studio_seeds',
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
  (t) => [
    uniqueIndex('sandbox_studio_seeds_active_idx')
      .on(t.provider, t.playerId)
      .where(sql`${t.revealedAt} is null`),
  ],
)

/**
 * The sandbox studio's rounds: what was staked, the seeds and nonce it played, its outcome and its
 * wallet state. A round is 'debiting' until our wallet took the bet, 'open' while the player steps
 * it (mines, crash), 'crediting' until the win landed, then 'settled'; 'refused' when the debit
 * was refused and 'rolled_back' when the studio gave the bet back.
 */
export const sandboxStudioRounds = pgTable(
  'sandbox_studio_rounds',
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
    seedId: bigint('seed_id', { mode: 'number' }).references(() => sandboxStudioSeeds.id),
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
    index('sandbox_studio_rounds_player_idx').on(t.provider, t.playerId, t.id),
    index('sandbox_studio_rounds_pending_idx').on(t.status),
    check(
      'sandbox_studio_rounds_status_check',
      sql`${t.status} in ('debiting', 'open', 'crediting', 'settled', 'refused', 'rolled_back')`,
    ),
  ],
)

/**
 * The live studio's tables (studio/server/live, issue 16): one row per table, whether an operator
 * paused it and why. Rounds are numbered per table from 1 (the fair nonce).
 */
export const sandboxLiveTables = pgTable('sandbox_live_tables', {
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
export const sandboxLiveRounds = pgTable(
  'sandbox_live_rounds',
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
    uniqueIndex('sandbox_live_rounds_number_idx').on(t.tableId, t.number),
    index('sandbox_live_rounds_phase_idx').on(t.phase),
    check('sandbox_live_rounds_phase_check', sql`${t.phase} in ('betting', 'dealing', 'result', 'voided')`),
  ],
)

/**
 * A bet at a live table: one player's spot stakes confirmed together, its own seamless wallet round
 * (`{round}.{bet}`), once per (round, player, key). 'debiting' until our wallet took it, then
 * 'placed'; 'refused' when it did not; at the result 'crediting' until the credit landed, then
 * 'won'/'lost'; when voided 'refunding' until the rollback landed, then 'refunded'.
 */
export const sandboxLiveBets = pgTable(
  'sandbox_live_bets',
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
    uniqueIndex('sandbox_live_bets_key_idx').on(t.roundId, t.playerId, t.key),
    index('sandbox_live_bets_player_idx').on(t.playerId, t.id),
    index('sandbox_live_bets_status_idx').on(t.status),
    check(
      'sandbox_live_bets_status_check',
      sql`${t.status} in ('debiting', 'placed', 'refused', 'crediting', 'won', 'lost', 'refunding', 'refunded')`,
    ),
  ],
)

/**
 * The sandbox transfer studio's own wallet per player (ky in USDT, ng in CNY; 6-place minor units).
 * It stands for an outside studio's books, not ours: our side of the same money is the ledger's
 * `provider:{ky|ng}:USDT`. Never below zero (the check is the last guard; updates refuse first).
 */
export const sandboxTransferWallets = pgTable(
  'sandbox_transfer_wallets',
  {
    provider: text('provider').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_transfer_wallets_idx').on(t.provider, t.userId),
    check('sandbox_transfer_wallets_balance_check', sql`${t.balance} >= 0`),
  ],
)

/**
 * Every movement of a sandbox studio wallet, applied once by its id: our transfer orders ('in',
 * 'out'; the id is our order id) and the studio's own rounds ('bet', 'win', 'refund' of a rolled
 * back bet; the id is the studio's transaction id, `roundId` the round). An order asked about
 * before it arrived, or a round rolled back before its bet, is stored 'void' (no amount), so a late
 * copy never applies. The applied amounts of a wallet sum to its balance.
 */
export const sandboxTransferOrders = pgTable(
  'sandbox_transfer_orders',
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
    index('sandbox_transfer_orders_wallet_idx').on(t.provider, t.userId),
    index('sandbox_transfer_orders_round_idx').on(t.roundId),
    index('sandbox_transfer_orders_seq_idx').on(t.seq),
    check(
      'sandbox_transfer_orders_kind_check',
      sql`${t.kind} in ('in', 'out', 'bet', 'win', 'refund', 'void')`,
    ),
    check('sandbox_transfer_orders_status_check', sql`${t.status} in ('applied', 'void')`),
  ],
)

/**
 * A rewards campaign an operator runs (issue 17): what it pays for (`kind`), from `startsAt` until
 * `endsAt` (or until an operator ends it), and how: `rules` per kind (amounts in USDT micro as
 * text, see contract/rewards.ts), paid as bonus money with a wagering requirement or as cash.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    /** 'bonus' (wagering applies) or 'cash'. */
    payout: text('payout').notNull(),
    /** Wagering requirement as a multiple of the bonus (0: none). */
    wagerMultiple: integer('wager_multiple').notNull().default(0),
    /** Percent of a settled stake that counts toward wagering, per product. */
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    /** Days an Eligible reward may be claimed before it Expires. */
    claimDays: integer('claim_days').notNull(),
    /** Days a claimed bonus has to meet its wagering before it expires. */
    wagerDays: integer('wager_days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'campaigns_kind_check',
      sql`${t.kind} in ('check_in', 'first_deposit', 'deposit', 'lottery_task', 'vip_level', 'referral', 'extra_bonus')`,
    ),
    check('campaigns_payout_check', sql`${t.payout} in ('bonus', 'cash')`),
  ],
)

/**
 * One reward a player may get from a campaign, once per `source` (the deposit, the level, the
 * task): Pending while a task is under way, Eligible from its cause, Claimed once, or Expired
 * (spec §4: 0, 1, 2, 3). The unique source makes an event that is seen twice change nothing.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    /** USDT micro-units paid on claim. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: smallint('status').notNull(),
    /** Tasks: how much of `target` is done (USDT micro staked). */
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
    target: bigint('target', { mode: 'bigint' }).notNull().default(sql`0`),
    eligibleAt: timestamp('eligible_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_claims_source_unique').on(t.campaignId, t.userId, t.source),
    index('reward_claims_user_idx').on(t.userId, t.status),
    check('reward_claims_status_check', sql`${t.status} in (0, 1, 2, 3)`),
  ],
)

/** One daily check-in per player and site day; `cycleDay` 1–7 is the streak's place in the week. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id),
    /** 'YYYY-MM-DD' in SITE_TIMEZONE. */
    day: text('day').notNull(),
    cycleDay: smallint('cycle_day').notNull(),
    streak: integer('streak').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('check_ins_day_unique').on(t.userId, t.day)],
)

/**
 * Bonus money granted by a claim: `required` USDT micro of weighted settled stakes turn it into
 * cash; at `expiresAt`, or on a confirmed withdrawal, what is left is taken back.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => rewardClaims.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    /** 'open', 'converted', 'expired', 'forfeited'. */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bonuses_user_idx').on(t.userId, t.status),
    check('bonuses_status_check', sql`${t.status} in ('open', 'converted', 'expired', 'forfeited')`),
  ],
)

/**
 * Announcements (issue 18): 'public' ones site-wide and marketing's 'notice' ones, each per
 * language with English as the fallback, shown from `startsAt` until `endsAt`; `pinned` ones list
 * first, `popup` ones open once per player or device.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    popup: boolean('popup').notNull().default(false),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('notices_kind_check', sql`${t.kind} in ('public', 'notice')`)],
)

/**
 * A private message: written by an operator to one player or a segment (`segment`: 'user:ID',
 * 'all', 'vip:LEVEL', 'agent:ID'), or by the system (`key` names its text, `params` fill it).
 * Delivered at sending to each player of the segment as a `message_deliveries` row.
 */
export const privateMessages = pgTable('private_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  segment: text('segment').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  key: text('key'),
  params: jsonb('params').$type<Record<string, string>>(),
  createdAt: createdAt(),
})

/** One player's copy of a private message and when they read it. */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => privateMessages.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('message_deliveries_user_idx').on(t.userId, t.messageId),
  ],
)

/**
 * Live support (issue 18): one conversation per visitor or player. A visitor is known only by the
 * hash of the random id the server handed them (nonLoginOtherChatID); signing in attaches the
 * conversation to the account. `status` waiting → taken (one operator, set by a conditional
 * UPDATE so two cannot take it) → closed with a tag → waiting again on the player's next message.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorKeyHash: text('visitor_key_hash').unique(),
    userId: bigint('user_id', { mode: 'number' })
      .unique()
      .references(() => users.id),
    status: text('status').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    closedTag: text('closed_tag'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_conversations_status_idx').on(t.status, t.waitingSince),
    check('chat_conversations_status_check', sql`${t.status} in ('new', 'waiting', 'taken', 'closed')`),
  ],
)

/** Messages of a conversation: text or one stored image; delivered and read marks per message. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    /** 'player', 'operator' or 'system'. */
    sender: text('sender').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    body: text('body'),
    imageId: text('image_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_sender_check', sql`${t.sender} in ('player', 'operator', 'system')`),
  ],
)

/** Images sent in a chat, checked by their content; readable only through their conversation. */
export const chatImages = pgTable('chat_images', {
  /** Random, unguessable; still checked against the reader's conversation. */
  id: text('id').primaryKey(),
  conversationId: bigint('conversation_id', { mode: 'number' })
    .notNull()
    .references(() => chatConversations.id),
  mime: text('mime').notNull(),
  /** Base64 of the bytes: PGlite and PostgreSQL read it alike. */
  data: text('data').notNull(),
  createdAt: createdAt(),
})

/**
 * Web Push subscriptions, one per device (the push service's endpoint is unique): tied to the
 * sign-in session that made it, so signing out (or any end of that session) removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The refresh-token family (sign-in session) the device subscribed under. */
    sessionId: uuid('session_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device's language (one of the site's ten): what its notifications are written in. */
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
)

/**
 * Notifications to send, written in the same transaction as their cause (a settled bet, a credited
 * deposit, …) and sent after commit, with retries, so sending never sits inside a money transaction.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** What happened (contract/push.ts PUSH_KINDS) and its values for the texts. */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** The screen a click opens: a path on the site. */
    url: text('url').notNull(),
    /** One notification per key (a player's tickets on one draw are told once). */
    dedupeKey: text('dedupe_key').unique(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
)

export { domainEvents } from '../modules/events/tables.ts'
