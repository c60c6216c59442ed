import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import webpush from 'web-push'
import type { PushPayload } from '#contract/push.ts'
import type { Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { pushPoster } from './delivery.ts'
import { type EndpointPolicy, endpointUrl } from './endpoint.ts'
import { PUSH_CHANNEL } from './outbox.ts'
import { MAX_DEVICES } from './routes.ts'
import { pushOutbox, pushSubscriptions } from './tables.ts'
import { pushText } from './texts.ts'
import type { VapidKeys } from './vapid.ts'

/** Tries per notification, and the wait before each retry (then it is given up). */
const RETRY_AFTER_S = [30, 120, 600, 3600] as const
/** A claimed row is left alone this long by other senders (a crashed send is retried after it). */
const LEASE_S = 120
/**
 * A push service connects and answers within this, or the send counts as failed (and is retried):
 * a device that never answers holds one place in the pool this long, and no one else's turn.
 */
const TIMEOUT_MS = 5_000
/** Notifications being sent at once (each to its player's devices at once, at most MAX_DEVICES). */
const PARALLEL = 16
/** How long a push service keeps a notification for a device that is offline. */
const TTL_S = 24 * 3600

type Subscription = typeof pushSubscriptions.$inferSelect
type Row = typeof pushOutbox.$inferSelect
type Outcome = 'sent' | 'gone' | 'failed'

interface SenderOptions {
  database: Database
  clock: Clock
  keys: VapidKeys
  /** Where endpoints may be: public https push services, and the configured test ones. */
  policy: EndpointPolicy
  log: { warn(obj: object, msg: string): void }
  timeoutMs?: number
  parallel?: number
}

/**
 * Sends what the outbox holds, after the cause's transaction committed: woken by the outbox's
 * NOTIFY and by `drain()` on a timer (retries). Notifications go out side by side, up to
 * `parallel` at once, each to all its devices at once, each send bounded by `timeoutMs`: a player
 * whose devices never answer delays no one else. Each device gets the words in its own language; a
 * device whose push service answers 404 or 410, or whose endpoint is not a public push service,
 * has its subscription deleted. Rows are claimed with SKIP LOCKED under a lease, so several
 * processes send each notification once.
 */
export async function createPushSender({
  database,
  clock,
  keys,
  policy,
  log,
  timeoutMs = TIMEOUT_MS,
  parallel = PARALLEL,
}: SenderOptions) {
  const { db } = database
  const poster = pushPoster(policy.resolve)
  const active = new Set<Promise<void>>()
  let claiming: Promise<void> | null = null
  let wanted = false
  /** Rows may be waiting that the pool had no room for: a finished send claims again. */
  let more = false
  let finished = 0

  async function sendTo(sub: Subscription, payload: PushPayload): Promise<Outcome> {
    const url = endpointUrl(sub.endpoint, policy)
    // Stored before endpoints were checked, or a test origin no longer configured: never valid.
    if (typeof url === 'string') return 'gone'
    let request: webpush.RequestDetails
    try {
      request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        { vapidDetails: keys, TTL: TTL_S, contentEncoding: 'aes128gcm' },
      )
    } catch (err) {
      // Keys nothing can be encrypted to: this subscription can never be sent to.
      log.warn({ err: String(err), host: url.host }, 'push subscription keys unusable')
      return 'gone'
    }
    try {
      const status = await poster.post({
        url,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: request.body ?? null,
        timeoutMs,
        trusted: policy.testOrigins.has(url.origin),
      })
      if (status === 404 || status === 410) return 'gone'
      if (status >= 200 && status < 300) return 'sent'
      log.warn({ status, host: url.host }, 'push service refused a notification')
      return 'failed'
    } catch (err) {
      // A name that now resolves to an inside address is refused by the socket's lookup (DNS
      // rebinding): the subscription goes, as one refused when it was made.
      if ((err as NodeJS.ErrnoException).code === 'ENOTPUBLIC') return 'gone'
      log.warn({ err: String(err), host: url.host }, 'push service unreachable')
      return 'failed'
    }
  }

  /** Claims up to `limit` due rows (so two processes never send one twice at once). */
  async function claim(limit: number) {
    const now = clock.now()
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(isNull(pushOutbox.sentAt), lte(pushOutbox.nextAttemptAt, now)))
      .orderBy(asc(pushOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true })
    return db
      .update(pushOutbox)
      .set({
        attempts: sql`${pushOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_S * 1000),
      })
      .where(inArray(pushOutbox.id, due))
      .returning()
  }

  /** One notification to each of its player's devices (the newest MAX_DEVICES), all at once. */
  async function deliver(row: Row) {
    const subs = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, row.userId))
      .orderBy(desc(pushSubscriptions.id))
      .limit(MAX_DEVICES)
    const outcomes = await Promise.all(
      subs.map(async (sub) => {
        const words = pushText(sub.language, row.kind as never, row.params)
        const outcome = await sendTo(sub, { ...words, url: row.url, tag: row.dedupeKey ?? `push-${row.id}` })
        if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id))
        return outcome
      }),
    )
    const retryAfter = RETRY_AFTER_S[row.attempts - 1]
    await db
      .update(pushOutbox)
      .set(
        outcomes.includes('failed') && retryAfter !== undefined
          ? { nextAttemptAt: new Date(clock.now().getTime() + retryAfter * 1000) }
          : { sentAt: clock.now() },
      )
      .where(eq(pushOutbox.id, row.id))
  }

  function start(row: Row) {
    const job: Promise<void> = deliver(row)
      .catch((err: unknown) => log.warn({ err: String(err) }, 'push sending failed'))
      .finally(() => {
        active.delete(job)
        finished += 1
        if (more) wake()
      })
    active.add(job)
  }

  /** Fills the pool with due rows while there is room; a wake-up meanwhile makes it look again. */
  async function fill() {
    while (wanted) {
      wanted = false
      more = false
      while (active.size < parallel) {
        const room = parallel - active.size
        const rows = await claim(room)
        for (const row of rows) start(row)
        if (rows.length < room) break
      }
      if (active.size >= parallel) more = true
    }
  }

  function wake() {
    wanted = true
    if (claiming) return
    claiming = fill()
      .catch((err: unknown) => log.warn({ err: String(err) }, 'push sending failed'))
      .finally(() => {
        claiming = null
        if (wanted) wake()
      })
  }

  /** Sends everything due and waits until every send has ended. Returns how many it sent. */
  async function drain(): Promise<number> {
    const before = finished
    wake()
    while (claiming || active.size > 0) await Promise.race([claiming, ...active].filter(Boolean))
    return finished - before
  }

  const unlisten = await database.listen(PUSH_CHANNEL, wake)
  return {
    drain,
    async close() {
      await unlisten()
      while (claiming || active.size > 0) await Promise.race([claiming, ...active].filter(Boolean))
      poster.close()
    },
  }
}
