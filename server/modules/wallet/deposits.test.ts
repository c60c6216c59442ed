import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainTransfers } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
let token: string
beforeAll(async () => {
  t = await testApp()
  token = (await t.signIn()).token
})
afterAll(() => t.close())

const auth = () => ({ authorization: `Bearer ${token}` })
let keys = 0
const recharge = (payload: object, headers: Record<string, string> = auth()) =>
  t.app.inject({
    method: 'POST',
    url: '/sports/recharge',
    headers: { 'idempotency-key': `dep-key-${keys++}`, ...headers },
    payload,
  })
const balance = async () =>
  (await t.app.inject({ url: '/sports/member/account', headers: auth() })).json().data.score
/** The balance in micro-USDT, exactly. */
const micro = async () => BigInt((await balance()).replace('.', ''))
const form = 'application/x-www-form-urlencoded'

/** Opens the sandbox payment page as the payer's browser does: the page, and its form to submit. */
async function openPayPage(payUrl: string) {
  const page = await t.app.inject(payUrl)
  const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? ''
  const csrf = /name="csrf" value="([0-9a-f]+)"/.exec(page.body)?.[1] ?? ''
  const submit = (
    status: 'paid' | 'cancelled',
    over: { url?: string; cookie?: string; csrf?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: over.url ?? payUrl,
      headers: { 'content-type': form, cookie: over.cookie ?? cookie },
      payload: `status=${status}&csrf=${over.csrf ?? csrf}`,
    })
  return { page, cookie, csrf, submit }
}

describe('deposit channels', () => {
  it('lists the four kinds and their channels', async () => {
    expect((await t.app.inject('/sports/recharge/type')).json().data.sort()).toEqual([
      'card',
      'fiat',
      'third_party',
      'usdt',
    ])
    const channels = (await t.app.inject('/sports/pay/all')).json().data
    expect(channels.find((c: { id: number }) => c.id === 3)).toMatchObject({
      kind: 'fiat',
      currency: 'PHP',
      min: '100.000000',
      whole_only: true,
    })
  })

  it('needs a signed-in player', async () => {
    expect((await recharge({ channel_id: 3, amount: '100' }, {})).statusCode).toBe(401)
  })
})

describe('fiat through the sandbox payment page', () => {
  it('refuses amounts under the minimum, with decimals on a whole-only channel, and unknown channels', async () => {
    expect((await recharge({ channel_id: 3, amount: '99' })).json()).toMatchObject({
      msg: 'belowMinDeposit',
      data: { min: '100.000000' },
    })
    expect((await recharge({ channel_id: 3, amount: '100.5' })).json().msg).toBe('tooManyDecimals')
    expect((await recharge({ channel_id: 3, amount: '-100' })).json().msg).toBe('invalidAmount')
    expect((await recharge({ channel_id: 99, amount: '100' })).json().msg).toBe('paymentTypesNotAvailable')
    expect((await recharge({ channel_id: 'x', amount: '100' })).statusCode).toBe(400)
  })

  it('pays on the sandbox page, credits once at the exchange rate, and closes the page', async () => {
    const before = await micro()
    const created = (await recharge({ channel_id: 3, amount: '100' })).json().data
    expect(created).toMatchObject({ kind: 'fiat', status: 0 })
    const payPage = await openPayPage(created.payUrl)
    expect(payPage.page.headers['content-type']).toContain('text/html')
    expect(payPage.page.body).toContain('100.000000 PHP')
    const paid = await payPage.submit('paid')
    expect(paid.body).toContain('Payment received')
    // 100 PHP at 56.5 per USDT, cut to micro-units.
    expect((await micro()) - before).toBe(1_769_911n)
    const again = await payPage.submit('paid')
    // The gateway repeating its callback gets the first answer; nothing is credited twice.
    expect(again.body).toContain('Payment received')
    expect((await micro()) - before).toBe(1_769_911n)
    expect((await t.app.inject(created.payUrl)).body).toContain('This payment is closed')
  })

  it('a cancelled payment credits nothing and its link is gone', async () => {
    const before = await balance()
    const created = (await recharge({ channel_id: 4, amount: '200' })).json().data
    await (await openPayPage(created.payUrl)).submit('cancelled')
    expect(await balance()).toBe(before)
    const cont = await t.app.inject({
      method: 'POST',
      url: '/sports/continueRecharge',
      headers: auth(),
      payload: { order_no: created.orderNo },
    })
    expect(cont.json().msg).toBe('paymentLinkNotAvailable')
  })

  it('a callback with a forged signature is refused', async () => {
    const created = (await recharge({ channel_id: 3, amount: '150' })).json().data
    const forged = await t.app.inject({
      method: 'POST',
      url: '/sports/pay/callback',
      headers: { 'x-payment-signature': 'ab'.repeat(32) },
      payload: { order_no: created.orderNo, status: 'paid' },
    })
    expect(forged.statusCode).toBe(401)
    const cont = await t.app.inject({
      method: 'POST',
      url: '/sports/continueRecharge',
      headers: auth(),
      payload: { order_no: created.orderNo },
    })
    // Coming back gives a fresh link to the same page.
    expect(cont.json().data.payUrl).toMatch(
      new RegExp(`^/sandbox/pay/${created.orderNo}\\?exp=\\d+&sig=[0-9a-f]{64}$`),
    )
    expect((await t.app.inject(cont.json().data.payUrl)).body).toContain('150.000000 PHP')
  })
})

describe('the sandbox payment page acts only through the signed link and its own form', () => {
  const order = async () => (await recharge({ channel_id: 3, amount: '300' })).json().data
  const refusedPage = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode).toBe(403)
    expect(res.body).toContain('not valid or has expired')
  }

  it('refuses the page without a signature, with a forged one, or with another order’s', async () => {
    const created = await order()
    const other = await order()
    const [, query] = created.payUrl.split('?')
    const [, otherQuery] = other.payUrl.split('?')
    refusedPage(await t.app.inject(`/sandbox/pay/${created.orderNo}`))
    refusedPage(
      await t.app.inject(`/sandbox/pay/${created.orderNo}?${query.replace(/sig=\w{8}/, 'sig=00000000')}`),
    )
    refusedPage(await t.app.inject(`/sandbox/pay/${created.orderNo}?${otherQuery}`))
    // A later expiry under the old signature is a forgery too.
    refusedPage(
      await t.app.inject(
        created.payUrl.replace(/exp=(\d+)/, (_: string, e: string) => `exp=${Number(e) + 3600}`),
      ),
    )
  })

  it('refuses the page and its form once the link is older than 15 minutes', async () => {
    const created = await order()
    const payPage = await openPayPage(created.payUrl)
    expect(payPage.page.statusCode).toBe(200)
    const before = await micro()
    ;(t.clock as unknown as { advance(ms: number): void }).advance(15 * 60_000)
    // The access token lives as long; sign in again to read the balance.
    token = (await t.signIn()).token
    refusedPage(await t.app.inject(created.payUrl))
    refusedPage(await payPage.submit('paid'))
    expect(await micro()).toBe(before)
  })

  it('a POST without the page’s CSRF token or cookie, or on an unsigned link, credits nothing', async () => {
    const created = await order()
    const payPage = await openPayPage(created.payUrl)
    const otherPage = await openPayPage((await order()).payUrl)
    const before = await micro()
    refusedPage(await payPage.submit('paid', { csrf: '' }))
    refusedPage(await payPage.submit('paid', { csrf: otherPage.csrf }))
    refusedPage(await payPage.submit('paid', { cookie: '' }))
    refusedPage(await payPage.submit('paid', { cookie: otherPage.cookie }))
    refusedPage(await payPage.submit('paid', { url: `/sandbox/pay/${created.orderNo}` }))
    expect(await micro()).toBe(before)
    // The owner's own link and form still work.
    expect((await payPage.submit('paid')).body).toContain('Payment received')
    expect((await micro()) - before).toBe(5_309_734n)
  })
})

describe('bank card', () => {
  const card = { name: 'Dana Demo', number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }

  it.each([
    [{ ...card, name: ' ' }, 'cardNameRequired'],
    [{ ...card, number: '4242 4242 4242 4241' }, 'invalidCardNumber'],
    [{ ...card, expiry: '13/30' }, 'invalidExpiry'],
    [{ ...card, expiry: '01/20' }, 'cardExpired'],
    [{ ...card, cvv: '12' }, 'invalidCvv'],
  ])('refuses %o with %s', async (bad, key) => {
    const before = await balance()
    expect((await recharge({ channel_id: 5, amount: '25', card: bad })).json().msg).toBe(key)
    expect(await balance()).toBe(before)
  })

  it('a declined card credits nothing; an approved one credits at once', async () => {
    const before = await micro()
    const declined = await recharge({
      channel_id: 5,
      amount: '25',
      card: { ...card, number: '4000 0000 0000 0002' },
    })
    expect(declined.json().msg).toBe('cardDeclined')
    expect(await micro()).toBe(before)
    const approved = await recharge({ channel_id: 5, amount: '25', card })
    expect(approved.json().data).toMatchObject({ kind: 'card', status: 3 })
    expect(await micro()).toBe(before + 25_000_000n)
  })
})

describe('USDT', () => {
  it('gives each player a stable address per network', async () => {
    const trc = (await recharge({ channel_id: 1 })).json().data
    expect(trc.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
    expect((await recharge({ channel_id: 1 })).json().data.address).toBe(trc.address)
    expect((await recharge({ channel_id: 2 })).json().data.address).toMatch(/^0x[0-9a-f]{40}$/)
  })
})

describe('the sandbox chain', () => {
  it('credits a transfer to the player address once its confirmations are in, once only', async () => {
    const { address } = (await recharge({ channel_id: 1 })).json().data
    const before = await micro()
    const sent = await t.app.inject({
      method: 'POST',
      url: '/sports/demo/chain/transfer',
      payload: { network: 'TRC20', address, amount: '12.345678' },
    })
    expect(sent.json().data.confirmsInSeconds).toBe(120)
    expect(await t.app.jobs.chainTick()).toBe(0)
    expect(await micro()).toBe(before)
    ;(t.clock as unknown as { advance(ms: number): void }).advance(120_000)
    expect(await t.app.jobs.chainTick()).toBe(1)
    expect(await t.app.jobs.chainTick()).toBe(0)
    expect((await micro()) - before).toBe(12_345_678n)
  })

  it('refuses a transfer to an address this server did not hand out, or on another network', async () => {
    const { address } = (await recharge({ channel_id: 1 })).json().data
    for (const payload of [
      { network: 'TRC20', address: `T${'1'.repeat(33)}`, amount: '5' },
      { network: 'ERC20', address, amount: '5' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/sports/demo/chain/transfer', payload })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ code: 1, msg: 'unknownDepositAddress', data: { field: 'address' } })
    }
    ;(t.clock as unknown as { advance(ms: number): void }).advance(121_000)
    expect(await t.app.jobs.chainTick()).toBe(0)
  })

  it('refuses an amount above the bound with a clear refusal, not a 500', async () => {
    const { address } = (await recharge({ channel_id: 1 })).json().data
    for (const amount of ['999999999999999', '9000000000000', '1000000000.5']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sports/demo/chain/transfer',
        payload: { network: 'TRC20', address, amount },
      })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ msg: 'amountTooLarge', data: { field: 'amount' } })
    }
  })

  it('a transfer that cannot be credited does not stop the watcher crediting the next', async () => {
    const { address } = (await recharge({ channel_id: 1 })).json().data
    const other = { authorization: `Bearer ${await t.signUp('chainpayee', null)}` }
    const payee = (await recharge({ channel_id: 1 }, other)).json().data.address
    const payeeBalance = async () =>
      (await t.app.inject({ url: '/sports/member/account', headers: other })).json().data.score
    // What the old unbounded route let in: two of 9e12 USDT, whose sum overflows the ledger's int8.
    for (const txHash of ['e'.repeat(64), 'f'.repeat(64)]) {
      await t.database.db
        .insert(chainTransfers)
        .values({ network: 'TRC20', address, amount: 9n * 10n ** 18n, txHash, confirmsAt: t.clock.now() })
    }
    const sent = await t.app.inject({
      method: 'POST',
      url: '/sports/demo/chain/transfer',
      payload: { network: 'TRC20', address: payee, amount: '7' },
    })
    expect(sent.json().code).toBe(0)
    ;(t.clock as unknown as { advance(ms: number): void }).advance(120_000)
    await t.app.jobs.chainTick()
    expect(await payeeBalance()).toBe('7.000000')
    // The one that cannot be credited is skipped again, alone, without failing the tick.
    expect(await t.app.jobs.chainTick()).toBe(0)
    expect(await payeeBalance()).toBe('7.000000')
  })
})

describe('retries', () => {
  it('the same key charges a card once and answers the same order', async () => {
    const card = { name: 'Dana Demo', number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }
    const before = await micro()
    const headers = { ...auth(), 'idempotency-key': 'card-retry-1' }
    const first = (await recharge({ channel_id: 5, amount: '12', card }, headers)).json().data
    const second = (await recharge({ channel_id: 5, amount: '12', card }, headers)).json().data
    expect(second.orderNo).toBe(first.orderNo)
    expect((await micro()) - before).toBe(12_000_000n)
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/sports/recharge',
      headers: auth(),
      payload: { channel_id: 3, amount: '100' },
    })
    expect(noKey.json()).toMatchObject({ msg: 'idempotencyKeyRequired' })
  })
})

describe('VIP level', () => {
  it('rises with credited deposits', async () => {
    const player = await t.app.inject({
      method: 'POST',
      url: '/sports/reg',
      payload: { account: 'vipclimber', password: 'Secret123' },
    })
    const headers = { authorization: `Bearer ${player.json().data.token}` }
    const vip = async () => (await t.app.inject({ url: '/sports/api/v1/vip', headers })).json().data.current
    expect(await vip()).toEqual({ level: 1, total_recharge: '0.000000' })
    const card = { name: 'V C', number: '4242424242424242', expiry: '12/30', cvv: '123' }
    for (let i = 0; i < 11; i++) {
      const key = `vip-climb-${i}`
      const res = await recharge(
        { channel_id: 5, amount: '100', card },
        { ...headers, 'idempotency-key': key },
      )
      expect(res.json().code, JSON.stringify(res.json())).toBe(0)
    }
    expect(await vip()).toEqual({ level: 2, total_recharge: '1100.000000' })
  })
})
