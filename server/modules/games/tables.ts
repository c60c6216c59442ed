import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  inet,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

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
