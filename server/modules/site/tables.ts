import {
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Server-generated secrets (the token signing key in demo mode), so restarts keep sessions valid. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

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
