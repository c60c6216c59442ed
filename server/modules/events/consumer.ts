import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { DomainEvent, Frame } from './kinds.ts'
import { domainEvents } from './tables.ts'

/** What one consumer does with an event, in the transaction that claims it; frames go out after commit. */
export type Consumer<E extends DomainEvent = DomainEvent> = (tx: Db, event: E, now: Date) => Promise<Frame[]>

/** Who handles each kind; a kind nobody lists is marked handled and nothing more. */
export type Consumers = { [K in DomainEvent['kind']]?: Consumer<Extract<DomainEvent, { kind: K }>>[] }

/** An event failing this often is left for an operator (it never blocks the ones after it). */
const MAX_ATTEMPTS = 5

/**
 * Handles pending events, oldest first, each in its own transaction: the row is claimed FOR UPDATE
 * SKIP LOCKED, every consumer of its kind runs, and it is marked handled before commit. Another
 * process draining at once skips the rows this one holds, so each event is handled exactly once;
 * a consumer that fails rolls its event back to pending (attempts + 1) and the drain goes on.
 * Returns the balance frames to send, now that their transactions committed.
 */
export async function drainEvents(db: Db, consumers: Consumers, now: () => Date, limit = 500) {
  const frames: Frame[] = []
  const failed: number[] = []
  for (let handled = 0; handled < limit; handled++) {
    let claimed: number | undefined
    try {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(domainEvents)
          .where(and(isNull(domainEvents.handledAt), lt(domainEvents.attempts, MAX_ATTEMPTS), notIn(failed)))
          .orderBy(asc(domainEvents.id))
          .limit(1)
          .for('update', { skipLocked: true })
        if (!row) return undefined
        claimed = row.id
        const event = { ...row.payload, kind: row.kind } as DomainEvent
        const at = now()
        const out: Frame[] = []
        for (const consume of (consumers[event.kind] ?? []) as Consumer[])
          out.push(...(await consume(tx, event, at)))
        await tx.update(domainEvents).set({ handledAt: at }).where(eq(domainEvents.id, row.id))
        return out
      })
      if (!done) break
      frames.push(...done)
    } catch (err) {
      if (claimed === undefined) throw err
      failed.push(claimed)
      await db
        .update(domainEvents)
        .set({ attempts: sql`${domainEvents.attempts} + 1` })
        .where(eq(domainEvents.id, claimed))
    }
  }
  return frames
}

const notIn = (ids: readonly number[]) =>
  ids.length === 0
    ? undefined
    : sql`${domainEvents.id} not in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
