import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deposits, paymentChannels } from '../../db/schema.ts'
import { paymentSigner } from '../../providers/payments/sandbox.ts'
import { testApp } from '../../test/harness.ts'

const JWT_SECRET = 'p'.repeat(40)
let t: Awaited<ReturnType<typeof testApp>>
let token: string
let userId: number
beforeAll(async () => {
  t = await testApp({
    env: {
      APP_MODE: 'production',
      JWT_SECRET,
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMS_URL: 'http://127.0.0.1:9/sms',
    },
  })
  // What an operator would configure: a channel of every deposit kind, but no gateway adapters.
  await t.database.db.insert(paymentChannels).values([
    { id: 1, direction: 'deposit', kind: 'usdt', name: 'USDT (TRC20)', network: 'TRC20' },
    { id: 3, direction: 'deposit', kind: 'fiat', name: 'GCash', currency: 'PHP', wholeOnly: true },
    { id: 5, direction: 'deposit', kind: 'card', name: 'Bank card', minAmount: '10', maxAmount: '10000' },
  ])
  const reg = await t.app.inject({
    method: 'POST',
    url: '/sports/reg',
    payload: { account: 'prodplayer', password: 'Secret123' },
  })
  ;({ token, user_id: userId } = reg.json().data)
})
afterAll(() => t.close())

const auth = () => ({ authorization: `Bearer ${token}` })
const balance = async () =>
  (await t.app.inject({ url: '/sports/member/account', headers: auth() })).json().data.score
const recharge = (payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/sports/recharge',
    headers: { ...auth(), 'idempotency-key': key },
    payload,
  })

describe('production mode creates no money', () => {
  it('seeds no demo accounts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sports/sign_in',
      payload: { account: 'demo', password: 'Demo1234' },
    })
    expect(res.json().code).not.toBe(0)
  })

  it('a test card is not charged by any sandbox: the channel is not available and nothing is credited', async () => {
    const card = { name: 'Test Card', number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }
    const res = await recharge({ channel_id: 5, amount: '10000', card }, 'prod-card-1')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 1, msg: 'paymentTypesNotAvailable' })
    expect(await balance()).toBe('0.000000')
  })

  it('channels without a configured provider are neither offered nor usable', async () => {
    expect((await t.app.inject('/sports/recharge/type')).json().data).toEqual([])
    expect((await t.app.inject('/sports/pay/all')).json().data).toEqual([])
    expect((await recharge({ channel_id: 3, amount: '500' }, 'prod-fiat-1')).json().msg).toBe(
      'paymentTypesNotAvailable',
    )
    expect((await recharge({ channel_id: 1 }, 'prod-usdt-1')).json().msg).toBe('paymentTypesNotAvailable')
  })

  it('has no sandbox pay page, and a callback signed with the sandbox key credits nothing', async () => {
    await t.database.db
      .insert(deposits)
      .values({ orderNo: 'DPRODORDER1', userId, channelId: 3, amount: '565', credit: 10_000_000n })
    const post = await t.app.inject({
      method: 'POST',
      url: '/sandbox/pay/DPRODORDER1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid',
    })
    expect(post.statusCode).toBe(404)
    expect((await t.app.inject('/sandbox/pay/DPRODORDER1')).body).not.toContain('sandbox')
    // The key the demo's sandbox gateway signs with, derived as app.ts derives it.
    const sandboxKey = createHmac('sha256', JWT_SECRET).update('payments').digest('hex')
    const callback = await t.app.inject({
      method: 'POST',
      url: '/sports/pay/callback',
      headers: { 'x-payment-signature': paymentSigner(sandboxKey).sign('DPRODORDER1:paid') },
      payload: { order_no: 'DPRODORDER1', status: 'paid' },
    })
    expect(callback.statusCode).toBe(401)
    expect(await balance()).toBe('0.000000')
    const cont = await t.app.inject({
      method: 'POST',
      url: '/sports/continueRecharge',
      headers: auth(),
      payload: { order_no: 'DPRODORDER1' },
    })
    expect(cont.json().msg).toBe('paymentLinkNotAvailable')
  })

  it('has no sandbox chain to send USDT from, and no watcher crediting it', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/sports/demo/chain/transfer',
      payload: { network: 'TRC20', address: `T${'1'.repeat(33)}`, amount: '5' },
    })
    expect(sent.statusCode).toBe(404)
    expect(await t.app.jobs.chainTick()).toBe(0)
  })
})
