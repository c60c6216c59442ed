import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { FAVOURITES_MAX } from '#contract/favourites.ts'
import { users } from '../players/tables.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

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
