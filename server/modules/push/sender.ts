import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import webpush from 'web-push'
import type { PushPayload } from '#contract/push.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { pushOutbox, pushSubscriptions } from '../../db/schema.ts'
import { PUSH_CHANNEL } from './outbox.ts'
import { pushText } from './texts.ts'
import type { VapidKeys } from './vapid.ts'

/** Tries per notification, and the wait before each retry (then it is given up). */
const RETRY_AFTER_S = [30, 120, 600, 3600] as const
/** A claimed row is left alone this long by other senders (a crashed send is retried after it). */
const LEASE_S = 120
const BATCH = 50
/** A push service answers within this, or the send counts as failed (and is retried). */
const TIMEOUT_MS = 10_000
/** How long a push service keeps a notification for a device that is offline. */
const TTL_S = 24 * 3600

type Subscription = typeof pushSubscriptions.$inferSelect
type Outcome = 'sent' | 'gone' | 'failed'

interface SenderOptions {
  database: Database
  clock: Clock
  keys: VapidKeys
  /** http: endpoints (a local test push service) only in demo mode; production sends only to https. */
  allowHttp: boolean
  log: { warn(obj: object, msg: string): void }
}

/**
 * Sends what the outbox holds, after the cause's transaction committed: woken by the outbox's
 * NOTIFY and by `drain()` on a timer (retries). Each device gets the words in its own language; a
 * device whose push service answers 404 or 410 has unsubscribed and its subscription is deleted.
 */
export async function createPushSender({ database, clock, keys, allowHttp, log }: SenderOptions) {
  const { db } = database
  let running: Promise<number> | null = null
  let again = false

  async function sendTo(sub: Subscription, payload: PushPayload): Promise<Outcome> {
    const url = new URL(sub.endpoint)
    if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return 'gone'
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      { vapidDetails: keys, TTL: TTL_S, contentEncoding: 'aes128gcm' },
    )
    try {
      const answer = await fetch(request.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      await answer.body?.cancel()
      if (answer.status === 404 || answer.status === 410) return 'gone'
      if (answer.ok) return 'sent'
      log.warn({ status: answer.status, host: url.host }, 'push service refused a notification')
      return 'failed'
    } catch (err) {
      log.warn({ err: String(err), host: url.host }, 'push service unreachable')
      return 'failed'
    }
  }

  /** Claims due rows (so two processes never send one twice at once) and sends them. */
  async function drainOnce() {
    const now = clock.now()
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(isNull(pushOutbox.sentAt), lte(pushOutbox.nextAttemptAt, now)))
      .orderBy(asc(pushOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    const rows = await db
      .update(pushOutbox)
      .set({
        attempts: sql`${pushOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_S * 1000),
      })
      .where(inArray(pushOutbox.id, due))
      .returning()
    for (const row of rows) {
      const subs = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId))
      let failed = false
      for (const sub of subs) {
        const words = pushText(sub.language, row.kind as never, row.params)
        const outcome = await sendTo(sub, { ...words, url: row.url, tag: row.dedupeKey ?? `push-${row.id}` })
        if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id))
        if (outcome === 'failed') failed = true
      }
      const retryAfter = RETRY_AFTER_S[row.attempts - 1]
      await db
        .update(pushOutbox)
        .set(
          failed && retryAfter !== undefined
            ? { nextAttemptAt: new Date(clock.now().getTime() + retryAfter * 1000) }
            : { sentAt: clock.now() },
        )
        .where(eq(pushOutbox.id, row.id))
    }
    return rows.length
  }

  /** Sends everything due; a wake-up during a run makes it run once more. Returns how many it sent. */
  function drain(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let total = 0
      try {
        do {
          again = false
          let n: number
          do {
            n = await drainOnce()
            total += n
          } while (n === BATCH)
        } while (again)
      } finally {
        running = null
      }
      return total
    })()
    return running
  }

  const unlisten = await database.listen(PUSH_CHANNEL, () => {
    void drain().catch((err: unknown) => log.warn({ err: String(err) }, 'push sending failed'))
  })
  return {
    drain,
    async close() {
      await unlisten()
      await running?.catch(() => undefined)
    },
  }
}
