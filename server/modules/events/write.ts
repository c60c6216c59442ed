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
