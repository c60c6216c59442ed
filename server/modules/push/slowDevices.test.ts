import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { manualClock } from '../../clock.ts'
import { pushOutbox, pushSubscriptions } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { localPushService } from '../../test/pushService.ts'
import { enqueuePush } from './outbox.ts'

/**
 * Devices whose push service takes the request and never answers (a phone's vendor having a bad
 * day): they hold a place in the sender's pool until the send timeout, and nobody else's turn.
 * Two sites share one push service (and VAPID keys): one with a send timeout far beyond what any
 * test waits for (the stalled requests end only when the test ends them, so what arrives before
 * that did not wait for them), one with a short timeout, to see the sender give up.
 */
let push: Awaited<ReturnType<typeof localPushService>>
let patient: Awaited<ReturnType<typeof testApp>>
let hasty: Awaited<ReturnType<typeof testApp>>
const PARALLEL = 4

beforeAll(async () => {
  push = await localPushService()
  const vapid = webpush.generateVAPIDKeys()
  const env = {
    PUSH_TEST_ORIGINS: push.origin,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  }
  patient = await testApp({ env, push: { timeoutMs: 600_000, parallel: PARALLEL } })
  hasty = await testApp({
    env,
    clock: manualClock(new Date('2026-11-23T08:00:00Z')),
    push: { timeoutMs: 300 },
  })
  await push.useKey(vapid.publicKey)
})
afterAll(async () => {
  push.answerAll(404)
  push.release()
  await patient.close()
  await hasty.close()
  await push.close()
})

type Site = typeof patient
/** A player with devices on the push service, named `${name}1`, `${name}2`…; `stall` ones never answer. */
async function player(t: Site, name: string, devices: number, stall: boolean) {
  const token = await t.signUp(name, null)
  const { user_id: userId } = await t.signIn(name, 'Secret123')
  for (let i = 1; i <= devices; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sports/push/subscribe',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...push.device(`${name}${i}`), language: 'en' },
    })
    expect(res.json().code).toBe(0)
    if (stall) push.answer(`${name}${i}`, 'stall')
  }
  return userId
}
/** Notifications for these players, in this order, committed together (as a draw's results are). */
const notify = (t: Site, userIds: number[]) =>
  t.database.db.transaction((tx) =>
    enqueuePush(
      tx as never,
      userIds.map((userId) => ({
        userId,
        kind: 'privateMessage' as const,
        params: { title: 'Draw 042 results' },
        url: '/private-messages',
      })),
      t.clock.now(),
    ),
  )

describe('Web Push: one slow device delays no one', () => {
  it("a player whose three devices never answer does not delay another player's notification", async () => {
    const slow = await player(patient, 'slowpoke', 3, true)
    const quick = await player(patient, 'quickly', 1, false)
    push.events.length = 0
    // The slow player's notification is first in line.
    await notify(patient, [slow, quick])
    const sending = patient.app.jobs.pushTick()
    await Promise.all([push.arrived('quickly1'), push.until(() => push.held.size === 3)])
    // The quick player's arrived while all three slow devices were still being waited for.
    expect(push.events.filter((e) => !e.startsWith('held')).at(0)).toBe('delivered quickly1')
    expect(push.held.size).toBe(3)
    push.release()
    await sending
    for (const i of [1, 2, 3]) push.forget(`slowpoke${i}`)
  })

  it('at most a bounded number of notifications are sent at once: a full pool takes the next when one ends', async () => {
    const stalled = []
    for (let i = 0; i < PARALLEL + 2; i++) stalled.push(await player(patient, `pool${i}`, 1, true))
    const last = await player(patient, 'poollast', 1, false)
    const players = [...stalled, last]
    push.events.length = 0
    await notify(patient, players)
    const sending = patient.app.jobs.pushTick()
    await push.until(() => push.held.size === PARALLEL)
    // PARALLEL stalled sends fill the pool; the other notifications are not even claimed yet.
    const claimed = await patient.database.db
      .select({ userId: pushOutbox.userId, attempts: pushOutbox.attempts })
      .from(pushOutbox)
      .where(inArray(pushOutbox.userId, players))
    expect(
      claimed
        .filter((r) => r.attempts > 0)
        .map((r) => r.userId)
        .sort((a, b) => a - b),
    ).toEqual(stalled.slice(0, PARALLEL))
    // Places free up: the two other stalled players and the last one get theirs.
    push.release()
    await push.until(() => push.held.size === 2 && push.delivered.some((d) => d.device === 'poollast1'))
    push.release()
    await sending
    expect(push.events.filter((e) => e.startsWith('held'))).toHaveLength(PARALLEL + 2)
  })

  it('a device that never answers is given up at the send timeout and retried later; the others are sent', async () => {
    const slow = await player(hasty, 'hastyslow', 3, true)
    const quick = await player(hasty, 'hastyquick', 1, false)
    push.events.length = 0
    await notify(hasty, [slow, quick])
    // Returns once every send has ended: the stalled ones by the sender's timeout, not by the test.
    await hasty.app.jobs.pushTick()
    // The push service sees each connection end a moment after the sender dropped it.
    const ended = () => push.events.filter((e) => e.startsWith('ended hastyslow')).sort()
    await push.until(() => ended().length === 3)
    expect(ended()).toEqual(['ended hastyslow1', 'ended hastyslow2', 'ended hastyslow3'])
    expect(push.delivered.filter((d) => d.device === 'hastyquick1')).toHaveLength(1)
    const unsent = await hasty.database.db
      .select()
      .from(pushOutbox)
      .where(and(eq(pushOutbox.userId, slow), isNull(pushOutbox.sentAt)))
    expect(unsent).toHaveLength(1)
    // A timeout is not a device gone: its subscriptions stay, and the retry reaches them.
    const subs = await hasty.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, slow))
    expect(subs).toHaveLength(3)
    for (const i of [1, 2, 3]) push.answer(`hastyslow${i}`, 201)
    ;(hasty.clock as ReturnType<typeof manualClock>).advance(31_000)
    await hasty.app.jobs.pushTick()
    expect(
      push.delivered
        .filter((d) => d.device.startsWith('hastyslow'))
        .map((d) => d.device)
        .sort(),
    ).toEqual(['hastyslow1', 'hastyslow2', 'hastyslow3'])
  })
})
