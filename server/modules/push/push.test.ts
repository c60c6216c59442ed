import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { manualClock } from '../../clock.ts'
import { pushSubscriptions } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { localPushService } from '../../test/pushService.ts'
import { playerWithdrawal } from '../../test/withdrawals.ts'
import { addMessage, playerConversation } from '../chat/store.ts'
import { sendMessage } from '../notices/messages.ts'
import { betNote } from './notes.ts'
import { pushText } from './texts.ts'

let t: Awaited<ReturnType<typeof testApp>>
let push: Awaited<ReturnType<typeof localPushService>>
const clock = () => t.clock as ReturnType<typeof manualClock>

beforeAll(async () => {
  // A Monday morning: PK10 draws every 5 minutes from here.
  const { manualClock } = await import('../../clock.ts')
  push = await localPushService()
  t = await testApp({
    clock: manualClock(new Date('2026-11-23T08:00:00Z')),
    env: { PUSH_TEST_ORIGINS: push.origin },
  })
  await push.useKey((await t.app.inject({ url: '/sports/push/key' })).json().data.publicKey)
})
afterAll(async () => {
  await t.close()
  await push.close()
})

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const subscribe = (token: string, sub: object, language: string) =>
  t.app.inject({
    method: 'POST',
    url: '/sports/push/subscribe',
    headers: auth(token),
    payload: { ...sub, language },
  })
/** What reached a device since `from` (sending happens after commit; the tick waits for it). */
const sentTo = async (device: string) => {
  await t.app.jobs.pushTick()
  return push.delivered.filter((d) => d.device === device).map((d) => d.payload)
}
const deposit = (token: string, key: string, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/sports/recharge',
    headers: { ...auth(token), 'idempotency-key': key },
    payload: {
      channel_id: 5,
      amount,
      card: { name: 'P N', number: '4242424242424242', expiry: '12/30', cvv: '123' },
    },
  })
const subscriptions = async (userId: number) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))

describe('Web Push: what the closed app hears', () => {
  it('serves a VAPID public key generated once and kept for the next start', async () => {
    const key = (await t.app.inject({ url: '/sports/push/key' })).json().data.publicKey
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    // A restart on the same database serves the same key: the devices' subscriptions stay valid.
    const again = await testApp({ database: t.database })
    try {
      expect((await again.app.inject({ url: '/sports/push/key' })).json().data.publicKey).toBe(key)
    } finally {
      await again.close()
    }
  })

  it('a credited deposit reaches the device in its language, opening the wallet, signed and encrypted', async () => {
    const token = await t.signUp('pushdepo', null)
    expect((await subscribe(token, push.device('depo'), 'ja')).json()).toMatchObject({ code: 0 })
    expect((await deposit(token, 'push-depo-1', '25')).json().code).toBe(0)
    const [note] = await sentTo('depo')
    expect(note).toEqual({
      title: '入金完了',
      body: '25.000000 USDT が残高に追加されました。',
      url: '/?wallet=true',
      tag: expect.any(String),
    })
    expect(push.delivered.find((d) => d.device === 'depo')?.ttl).toBe('86400')
    expect(push.refused).toEqual([])
  })

  it('a withdrawal approved and one rejected are told with their order and amount', async () => {
    const a = await playerWithdrawal(t, 'pushwd', '10')
    await subscribe(a.token, push.device('wd'), 'en')
    await t.app.services.withdrawals.decide(a.id, 'approve')
    const b = await (async () => {
      const w = await playerWithdrawal(t, 'pushwd2', '12')
      await subscribe(w.token, push.device('wd2'), 'es')
      await t.app.services.withdrawals.decide(w.id, 'reject', 'address flagged')
      return w
    })()
    expect(await sentTo('wd')).toEqual([
      {
        title: 'Withdrawal approved',
        body: `Your withdrawal ${a.orderNo} of 10.000000 USDT was approved.`,
        url: '/?wallet=true',
        tag: expect.any(String),
      },
    ])
    expect(await sentTo('wd2')).toEqual([
      {
        title: 'Retiro rechazado',
        body: `Tu retiro ${b.orderNo} de 12.000000 USDT fue rechazado y reembolsado.`,
        url: '/?wallet=true',
        tag: expect.any(String),
      },
    ])
  })

  it("a draw's result is told once to a player with tickets on it, opening that game", async () => {
    const token = await t.signUp('pushdraw', '100')
    await subscribe(token, push.device('draw'), 'zh')
    await t.app.jobs.drawTick()
    const pk = (await t.app.inject({ url: '/sports/pk10/last', headers: auth(token) })).json().data.next
    const placed = await t.app.inject({
      method: 'POST',
      url: '/sports/pk10/bet',
      headers: { ...auth(token), 'idempotency-key': 'push-draw-ticket' },
      payload: {
        match_id: pk.match_id,
        items: [
          { bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '4' },
          { bet: { type: 'position', position: 3, car: 7 }, amount: '3' },
        ],
      },
    })
    expect(placed.json().code).toBe(0)
    clock().advance(10 * 60_000)
    await t.app.jobs.drawTick()
    const notes = await sentTo('draw')
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({
      title: '开奖结果',
      url: '/lottery/pk10',
      tag: expect.stringMatching(/^draw:/),
    })
    expect(notes[0]?.body).toMatch(
      new RegExp(`^第 ${pk.match_id} 期已开奖：(\\d+ ){9}\\d+。您的注单已结算。$`),
    )
  })

  it("an operator's private message and a support reply are told, opening the inbox and the chat", async () => {
    const token = await t.signUp('pushmsg', null)
    const { user_id: userId } = await t.signIn('pushmsg', 'Secret123')
    await subscribe(token, push.device('msg'), 'ru')
    await t.database.db.transaction((tx) =>
      sendMessage(
        tx as never,
        { to: 'user', id: userId },
        { title: 'Weekend bonus', body: 'Details…' },
        clock().now(),
      ),
    )
    const conversation = await playerConversation(t.database.db, userId)
    await addMessage(
      t.database.db,
      conversation.id,
      'operator',
      { body: 'Your deposit is on its way.' },
      clock().now(),
    )
    expect(await sentTo('msg')).toEqual([
      { title: 'Новое сообщение', body: 'Weekend bonus', url: '/private-messages', tag: expect.any(String) },
      {
        title: 'Поддержка ответила',
        body: 'Your deposit is on its way.',
        url: '/chat',
        tag: expect.any(String),
      },
    ])
  })

  it('a settled bet says won with the amount, lost, or returned, and opens My bets', () => {
    const won = betNote({ id: 1, userId: 1, betNo: 'S1' }, { status: 16, payout: 12_500_000n })
    const lost = betNote({ id: 2, userId: 1, betNo: 'S2' }, { status: 16, payout: 0n })
    const back = betNote({ id: 3, userId: 1, betNo: 'S3' }, { status: 32, payout: 5_000_000n })
    expect([won, lost, back].map((n) => ({ ...pushText('en', n.kind, n.params), url: n.url }))).toEqual([
      { title: 'Bet won', body: 'Your bet S1 won 12.500000 USDT.', url: '/my-bets' },
      { title: 'Bet lost', body: 'Your bet S2 did not win.', url: '/my-bets' },
      { title: 'Bet returned', body: 'Your bet S3 was void: 5.000000 USDT returned.', url: '/my-bets' },
    ])
  })
})

describe('Web Push: subscriptions', () => {
  it('a visitor cannot subscribe, and a malformed subscription is refused', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/sports/push/subscribe',
      payload: push.device('v'),
    })
    expect(visitor.statusCode).toBe(401)
    const token = await t.signUp('pushbad', null)
    const bad = await subscribe(token, { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } }, 'en')
    expect(bad.statusCode).toBe(400)
  })

  it('a push service answering 410 or 404 removes that subscription; a 500 is retried later', async () => {
    const token = await t.signUp('pushgone', null)
    const { user_id: userId } = await t.signIn('pushgone', 'Secret123')
    await subscribe(token, push.device('gone'), 'en')
    await subscribe(token, push.device('lost'), 'en')
    await subscribe(token, push.device('flaky'), 'en')
    push.answer('gone', 410)
    push.forget('lost')
    push.answer('flaky', 500)
    expect((await deposit(token, 'push-gone-1', '25')).json().code).toBe(0)
    await t.app.jobs.pushTick()
    expect((await subscriptions(userId)).map((s) => s.endpoint.split('/').pop())).toEqual(['flaky'])
    push.answer('flaky', 201)
    expect(await sentTo('flaky')).toEqual([]) // not before its retry time
    clock().advance(31_000)
    expect(await sentTo('flaky')).toEqual([expect.objectContaining({ title: 'Deposit credited' })])
    clock().advance(10 * 60_000)
    expect(await sentTo('flaky')).toHaveLength(1) // sent once it got through
  })

  it("a player's sixth and seventh devices replace the oldest: five are kept and told", async () => {
    const token = await t.signUp('pushmany', null)
    const { user_id: userId } = await t.signIn('pushmany', 'Secret123')
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      expect((await subscribe(token, push.device(`many${n}`), 'en')).json().code).toBe(0)
    const kept = ['many3', 'many4', 'many5', 'many6', 'many7']
    expect((await subscriptions(userId)).map((s) => s.endpoint.split('/').pop()).sort()).toEqual(kept)
    expect((await deposit(token, 'push-many-1', '25')).json().code).toBe(0)
    await t.app.jobs.pushTick()
    expect(
      push.delivered
        .filter((d) => d.device.startsWith('many'))
        .map((d) => d.device)
        .sort(),
    ).toEqual(kept)
  })

  it("signing out removes that device's subscription, not the other device's", async () => {
    const token = await t.signUp('pushout', null)
    const phone = await t.signIn('pushout', 'Secret123')
    await subscribe(token, push.device('laptop'), 'en')
    await subscribe(phone.token, push.device('phone'), 'en')
    await t.app.inject({
      method: 'POST',
      url: '/sports/sign_out',
      payload: { fresh_token: phone.fresh_token },
    })
    expect((await subscriptions(phone.user_id)).map((s) => s.endpoint.split('/').pop())).toEqual(['laptop'])
    const off = await t.app.inject({
      method: 'POST',
      url: '/sports/push/unsubscribe',
      headers: auth(token),
      payload: { endpoint: push.device('laptop').endpoint },
    })
    expect(off.json().code).toBe(0)
    expect(await subscriptions(phone.user_id)).toEqual([])
  })
})
