import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { CricketPick } from '#engine/index.ts'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

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
