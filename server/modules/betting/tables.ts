import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core'

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
