import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { DomainEvent } from './kinds.ts'
import { domainEvents } from './tables.ts'

/**
 * Records that something happened, inside the caller's transaction: the event exists exactly when
 * its cause committed, so a consumer never reacts to money that did not move, nor misses money that did.
 */
export async function writeEvent(tx: Db, event: DomainEvent, at: Date) {
  const { kind, ...payload } = event
  await tx.insert(domainEvents).values({ kind, payload, occurredAt: at, userId: event.userId })
}

/**
 * Records many events at `at` in one statement, rows exactly as writeEvent's (a settlement batch's
 * thousands of bets, one round trip), in the order given.
 */
export async function writeEvents(tx: Db, events: readonly DomainEvent[], at: Date) {
  if (events.length === 0) return
  const rows = events.map(({ kind, ...payload }, n) => ({ kind, payload, userId: payload.userId, n }))
  await tx.execute(sql`
    insert into domain_events (kind, payload, occurred_at, user_id)
    select e.kind, e.payload, ${at.toISOString()}::timestamptz, e."userId"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as e(kind text, payload jsonb, "userId" bigint, n int)
    order by n`)
}
