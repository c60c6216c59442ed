import { and, asc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { DomainEvent, Frame } from './kinds.ts'
import { domainEvents } from './tables.ts'

/** What one consumer does with an event, in the transaction that claims it; frames go out after commit. */
export type Consumer<E extends DomainEvent = DomainEvent> = (tx: Db, event: E, now: Date) => Promise<Frame[]>

/** Who handles each kind; a kind nobody lists is marked handled and nothing more. */
export type Consumers = { [K in DomainEvent['kind']]?: Consumer<Extract<DomainEvent, { kind: K }>>[] }

/** An event failing this often is left for an operator (it never blocks the ones after it). */
const MAX_ATTEMPTS = 5

/** Events claimed and handled in one transaction: a settlement run's events cost a few commits, not one each. */
const BATCH = 50

/**
 * Handles pending events, oldest first, in batches: the rows are claimed FOR UPDATE SKIP LOCKED,
 * every consumer of each one's kind runs, and they are marked handled before commit. Another
 * process draining at once skips the rows this one holds, so each event is handled exactly once.
 * A consumer that fails rolls its batch back; the batch's events are then handled one per
 * transaction, so only the failing one goes back to pending (attempts + 1) and the drain goes on.
 * Returns the balance frames to send, now that their transactions committed.
 */
export async function drainEvents(
  db: Db,
  consumers: Consumers,
  now: () => Date,
  limit = 500,
  /** Only this player's events: a settlement's own, consumed before that player's next bet settles. */
  userId?: number,
) {
  const frames: Frame[] = []
  const failed: number[] = []
  let handled = 0
  while (handled < limit) {
    const claimed: number[] = []
    const pending = (ids?: readonly number[]) =>
      and(
        isNull(domainEvents.handledAt),
        lt(domainEvents.attempts, MAX_ATTEMPTS),
        notIn(failed),
        userId === undefined ? undefined : eq(domainEvents.userId, userId),
        ids ? inArray(domainEvents.id, [...ids]) : undefined,
      )
    try {
      const done = await handleBatch(db, consumers, now, pending(), Math.min(BATCH, limit - handled), claimed)
      if (!done) break
      frames.push(...done)
      handled += claimed.length
    } catch (err) {
      if (claimed.length === 0) throw err
      // One at a time now: every event of the batch but the failing ones is handled.
      for (const id of claimed) {
        try {
          frames.push(...((await handleBatch(db, consumers, now, pending([id]), 1, [])) ?? []))
        } catch {
          failed.push(id)
          await db
            .update(domainEvents)
            .set({ attempts: sql`${domainEvents.attempts} + 1` })
            .where(eq(domainEvents.id, id))
        }
        handled++
      }
    }
  }
  return frames
}

/** Claims up to `max` events matching `where` and handles them in one transaction; undefined when none. */
async function handleBatch(
  db: Db,
  consumers: Consumers,
  now: () => Date,
  where: SQL | undefined,
  max: number,
  claimed: number[],
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(domainEvents)
      .where(where)
      .orderBy(asc(domainEvents.id))
      .limit(max)
      .for('update', { skipLocked: true })
    if (rows.length === 0) return undefined
    claimed.push(...rows.map((r) => r.id))
    const at = now()
    const out: Frame[] = []
    for (const row of rows) {
      const event = { ...row.payload, kind: row.kind } as DomainEvent
      for (const consume of (consumers[event.kind] ?? []) as Consumer[])
        out.push(...(await consume(tx as unknown as Db, event, at)))
    }
    await tx.update(domainEvents).set({ handledAt: at }).where(inArray(domainEvents.id, claimed))
    return out
  })
}

const notIn = (ids: readonly number[]) =>
  ids.length === 0
    ? undefined
    : sql`${domainEvents.id} not in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
