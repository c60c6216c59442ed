import { sql } from 'drizzle-orm'
import type { PushKind } from '#contract/push.ts'
import type { Db } from '../../db/client.ts'
import { pushOutbox } from './tables.ts'

export const PUSH_CHANNEL = 'push_outbox'

export interface PushNote {
  userId: number
  kind: PushKind
  params: Record<string, string>
  url: string
  /** At most one notification per key (on conflict the later one is dropped). */
  dedupeKey?: string
}

/**
 * Records notifications to send inside the caller's transaction: they exist exactly when their
 * cause committed. The NOTIFY is delivered at commit too, waking the sender (sender.ts) only then;
 * nothing is sent from inside the transaction.
 */
export async function enqueuePush(tx: Db, notes: readonly PushNote[], now: Date) {
  if (notes.length === 0) return
  await tx
    .insert(pushOutbox)
    .values(
      notes.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        params: n.params,
        url: n.url,
        dedupeKey: n.dedupeKey ?? null,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
  await tx.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`)
}
