import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

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
