import { bigint, pgTable, smallint, text } from 'drizzle-orm/pg-core'

/** The VIP ladder (spec §1): a level is reached at its recharge threshold, in USDT minor units. */
export const vipLevels = pgTable('vip_levels', {
  level: smallint('level').primaryKey(),
  name: text('name').notNull(),
  img: text('img').notNull(),
  recharge: bigint('recharge', { mode: 'bigint' }).notNull(),
})
