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
} from 'drizzle-orm/pg-core'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

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
