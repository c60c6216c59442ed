import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Domain events: what happened to the money (a bet settled, a game round settled), written in the
 * same transaction as the money moved, and handled once, after commit, by the modules that react
 * to it (rewards' wagering, push notes, the reports' rollup). A row is claimed FOR UPDATE SKIP LOCKED and marked handled
 * in the transaction that handles it, so of several processes exactly one handles each event.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened (events/kinds.ts DomainEvent['kind']). */
    kind: text('kind').notNull(),
    /** Its facts, money as decimal strings of USDT micro-units (JSON has no bigint). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The server's (injectable) clock when it happened: consumers date what they do by it. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Handling attempts that failed; a failing event is retried and never blocks the others. */
    attempts: smallint('attempts').notNull().default(0),
    userId: bigint('user_id', { mode: 'number' }),
  },
  (t) => [index('domain_events_pending_idx').on(t.id).where(sql`${t.handledAt} is null`)],
)
