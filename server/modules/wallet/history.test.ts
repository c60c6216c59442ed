import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

const clock = manualClock(new Date('2026-11-21T12:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let token: string
let keys = 0
const TRC = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'

beforeAll(async () => {
  t = await testApp({ clock })
  token = await t.signUp('orderviewer', '30')
  await call('PUT', 'member/bank_password', { bank_password: '123456' })
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
  t.app.inject({
    method,
    url: `/sports/${url}`,
    headers: { authorization: `Bearer ${as}`, 'idempotency-key': `orders-${keys++}-key` },
    payload,
  })

describe('the wallet’s orders', () => {
  it('lists deposit orders with channel and status; only a pending payment-page order can be reopened', async () => {
    const gcash = (await call('POST', 'recharge', { channel_id: 3, amount: '150' })).json().data
    expect(gcash.status).toBe(0)
    const orders = (await call('GET', 'recharge?start=0&limit=10')).json().data
    expect(orders).toHaveLength(2)
    expect(orders[0]).toMatchObject({
      order_no: gcash.orderNo,
      channel: 'GCash',
      kind: 'fiat',
      amount: '150.000000',
      currency: 'PHP',
      status: 0,
      can_continue: true,
    })
    // The card deposit that funded the player was paid at once: success, nothing to reopen.
    expect(orders[1]).toMatchObject({ kind: 'card', credit: '30.000000', status: 3, can_continue: false })

    // Reopening asks for a fresh signed link to the owner's own pending order.
    clock.advance(60_000)
    const again = (await call('POST', 'continueRecharge', { order_no: gcash.orderNo })).json().data
    expect(again.payUrl).not.toBe(gcash.payUrl)
    expect((await t.app.inject(again.payUrl)).body).toContain('150.000000 PHP')
    const stranger = await t.signUp('orderstranger', null)
    const theirs = await call('POST', 'continueRecharge', { order_no: gcash.orderNo }, stranger)
    expect(theirs.json().msg).toBe('paymentLinkNotAvailable')
    expect((await call('GET', 'recharge', undefined, stranger)).json().data).toEqual([])
  })

  it('lists withdrawals pending, approved, and rejected with the operator’s reason', async () => {
    const request = async (amount: string) =>
      (
        await call('POST', 'withdraw', { channel_id: 11, amount, address: TRC, bank_password: '123456' })
      ).json().data.orderNo as string
    const approved = await request('5')
    const rejected = await request('4')
    const pending = await request('3')
    const idOf = async (orderNo: string) =>
      (await call('GET', 'withdraw')).json().data.find((w: { orderNo: string }) => w.orderNo === orderNo).id
    await t.app.services.withdrawals.decide(await idOf(approved), 'approve')
    await t.app.services.withdrawals.decide(await idOf(rejected), 'reject', 'address flagged')
    const list = (await call('GET', 'withdraw')).json().data
    const byOrder = (orderNo: string) => list.find((w: { orderNo: string }) => w.orderNo === orderNo)
    expect(byOrder(pending)).toMatchObject({ status: 0, amount: '3000000', reason: null })
    expect(byOrder(approved)).toMatchObject({ status: 3, amount: '5000000' })
    expect(byOrder(rejected)).toMatchObject({ status: 4, reason: 'address flagged' })
  })
})

describe('the change log', () => {
  it('accounts for every change of the balance: bets and payouts too, each balance the one before plus its amount', async () => {
    const player = await t.signUp('ledgerreader', '50')
    await t.app.jobs.drawTick()
    const next = (await call('GET', 'hkmarksix', undefined, player)).json().data.next
    const ticket = await call(
      'POST',
      'marksix/bet',
      {
        game: 'hkmarksix',
        match_id: next.match_id,
        items: [{ bet: { type: 'specialCode', number: 7 }, amount: '2' }],
      },
      player,
    )
    expect(ticket.json().code).toBe(0)
    const log = (await call('GET', 'member/change_log?limit=100', undefined, player)).json().data.list
    expect(log.map((e: { kind: number; amount: string }) => [e.kind, e.amount])).toEqual([
      [70, '-2.000000'],
      [34, '50.000000'],
    ])
    for (let i = 0; i + 1 < log.length; i++) {
      const [newer, older] = [log[i], log[i + 1]]
      expect(BigInt(newer.balance.replace('.', ''))).toBe(
        BigInt(older.balance.replace('.', '')) + BigInt(newer.amount.replace('.', '')),
      )
    }
    expect(log[0].balance).toBe((await call('GET', 'member/account', undefined, player)).json().data.score)
    const bets = (await call('GET', 'member/change_log?kind=70', undefined, player)).json().data.list
    expect(bets).toHaveLength(1)
    expect((await call('GET', 'member/change_log?kind=99', undefined, player)).json().data.list).toEqual([])
  })
})
