import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
let token: string
let keySeq = 0
const key = () => `k-${Date.now()}-${keySeq++}`
const TRC = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'

beforeAll(async () => {
  t = await testApp()
  token = (await t.signIn()).token
  await call('PUT', 'member/bank_password', { bank_password: '123456' })
  const card = { name: 'Dana Demo', number: '4242424242424242', expiry: '12/30', cvv: '123' }
  await call(
    'POST',
    'recharge',
    { channel_id: 5, amount: '1000', card },
    { 'idempotency-key': 'fund-demo-1000' },
  )
})
afterAll(() => t.close())

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/sports/${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  })
}
const withdraw = (body: object, k = key()) => call('POST', 'withdraw', body, { 'idempotency-key': k })
const micro = async () => BigInt((await call('GET', 'member/account')).json().data.score.replace('.', ''))

describe('withdrawals', () => {
  it('lists channels with their fees and the banks of a country', async () => {
    const channels = (await call('GET', 'withdraw/all')).json().data
    expect(channels.find((c: { id: number }) => c.id === 11)).toMatchObject({
      kind: 'usdt',
      min: '2.000000',
      network_fee: '1.000000',
    })
    expect((await call('GET', 'withdraw/bank_type?country=ph')).json().data[0]).toEqual({
      id: 'PH1',
      name: 'BDO Unibank',
    })
    expect((await call('GET', 'withdraw/trade_type')).json().data).toEqual(['usdt', 'bank'])
  })

  it.each([
    [{ channel_id: 11, amount: '1.99', address: TRC, bank_password: '123456' }, 'belowMinWithdraw'],
    [{ channel_id: 11, amount: '0', address: TRC, bank_password: '123456' }, 'amountMustBePositive'],
    [{ channel_id: 11, amount: '2.0000001', address: TRC, bank_password: '123456' }, 'tooManyDecimals'],
    [
      { channel_id: 12, amount: '4', address: '0x'.padEnd(42, 'a'), bank_password: '123456' },
      'netAmountNotPositive',
    ],
    [
      { channel_id: 11, amount: '5', address: '0x'.padEnd(42, 'a'), bank_password: '123456' },
      'invalidAddress',
    ],
    [{ channel_id: 11, amount: '99999999', address: TRC, bank_password: '123456' }, 'insufficientBalance'],
    [{ channel_id: 13, amount: '5', bank_password: '123456' }, 'realNameRequiredToWithdraw'],
    [{ channel_id: 77, amount: '5', address: TRC, bank_password: '123456' }, 'paymentTypesNotAvailable'],
  ])('refuses %o with %s and moves nothing', async (body, msg) => {
    const before = await micro()
    expect((await withdraw(body)).json().msg).toBe(msg)
    expect(await micro()).toBe(before)
  })

  it('needs an idempotency key and the payment password', async () => {
    const noKey = await call('POST', 'withdraw', {
      channel_id: 11,
      amount: '5',
      address: TRC,
      bank_password: '123456',
    })
    expect(noKey.json()).toMatchObject({ code: 400, msg: 'idempotencyKeyRequired' })
    const wrong = await withdraw({ channel_id: 11, amount: '5', address: TRC, bank_password: '654321' })
    expect(wrong.json()).toMatchObject({ msg: 'paymentPasswordWrong', data: { attemptsLeft: 4 } })
    await withdraw({ channel_id: 11, amount: '5', address: TRC, bank_password: '123456' })
  })

  it('moves the amount to pending; a repeat of the key is the same withdrawal; approval pays out', async () => {
    const before = await micro()
    const k = key()
    const first = (
      await withdraw({ channel_id: 11, amount: '10', address: TRC, bank_password: '123456' }, k)
    ).json().data
    expect(first).toMatchObject({
      status: 0,
      amount: '10000000',
      fee: '0',
      network_fee: '1000000',
      net: '9000000',
    })
    const repeat = (
      await withdraw({ channel_id: 11, amount: '10', address: TRC, bank_password: '123456' }, k)
    ).json().data
    expect(repeat).toEqual(first)
    expect(await micro()).toBe(before - 10_000_000n)
    const mine = (await call('GET', 'withdraw')).json().data
    const row = mine.find((w: { orderNo: string }) => w.orderNo === first.orderNo)
    expect((await t.app.services.withdrawals.decide(row.id, 'approve')).status).toBe(3)
    await expect(t.app.services.withdrawals.decide(row.id, 'reject')).rejects.toThrow(
      'withdrawalAlreadyDecided',
    )
    expect(await micro()).toBe(before - 10_000_000n)
  })

  it('a rejected withdrawal is refunded in full', async () => {
    const before = await micro()
    const w = (await withdraw({ channel_id: 11, amount: '3', address: TRC, bank_password: '123456' })).json()
      .data
    const id = (await call('GET', 'withdraw'))
      .json()
      .data.find((r: { orderNo: string }) => r.orderNo === w.orderNo).id
    await t.app.services.withdrawals.decide(id, 'reject', 'address flagged')
    expect(await micro()).toBe(before)
  })

  it('bank payouts go to a saved account of the player, after the real name is set', async () => {
    await call('PUT', 'account', { real_name: 'Dana Demo' })
    const bad = await call('POST', 'bank_information', {
      account_type: 'bank',
      country: 'PH',
      bank: 'BDO Unibank',
      account_name: 'Dana Demo',
      account: '12ab',
    })
    expect(bad.json().data).toMatchObject({ field: 'account', key: 'invalidAccountNumber' })
    const saved = (
      await call('POST', 'bank_information', {
        account_type: 'bank',
        country: 'PH',
        bank: 'BDO Unibank',
        account_name: 'Dana Demo',
        account: '001234567890',
        is_default: true,
      })
    ).json().data
    expect(
      (await call('GET', 'getWithdrawBankList?id=13')).json().data.map((a: { id: number }) => a.id),
    ).toEqual([saved.id])
    const w = (
      await withdraw({ channel_id: 13, amount: '100', bank_info_id: saved.id, bank_password: '123456' })
    ).json().data
    expect(w).toMatchObject({ fee: '1000000', network_fee: '0', net: '99000000' })
    expect(
      (await withdraw({ channel_id: 13, amount: '5', bank_info_id: 999999, bank_password: '123456' })).json()
        .msg,
    ).toBe('bankAccountRequired')
    expect((await call('DELETE', `bank_information?info_id=${saved.id}`)).json().code).toBe(0)
    expect((await call('DELETE', `bank_information?info_id=${saved.id}`)).json().msg).toBe('accountNotFound')
  })
})

describe('transfers and history', () => {
  it('sends money to another player with the payment password, once per key', async () => {
    const agent = await t.signIn('agent', 'Agent1234')
    const agentBalance = async () =>
      (
        await t.app.inject({
          url: '/sports/member/account',
          headers: { authorization: `Bearer ${agent.token}` },
        })
      ).json().data.score
    const before = await micro()
    const k = key()
    const send = () =>
      call(
        'POST',
        'member/transfer',
        { account: 'AGENT', amount: '7.5', bank_password: '123456' },
        { 'idempotency-key': k },
      )
    expect((await send()).json().code).toBe(0)
    expect((await send()).json().code).toBe(0)
    expect(await micro()).toBe(before - 7_500_000n)
    expect(await agentBalance()).toBe('7.500000')
    const self = await call(
      'POST',
      'member/transfer',
      { account: 'demo', amount: '1', bank_password: '123456' },
      { 'idempotency-key': key() },
    )
    expect(self.json().msg).toBe('cannotTransferToSelf')
    const nobody = await call(
      'POST',
      'member/transfer',
      { account: 'nobody', amount: '1', bank_password: '123456' },
      { 'idempotency-key': key() },
    )
    expect(nobody.json().msg).toBe('userNotFound')
  })

  it('names the recipient before the money goes: its public name, nobody and oneself refused, nothing sent', async () => {
    const before = await micro()
    const agent = (await call('GET', 'member/transfer/recipient?account=AGENT')).json()
    expect(agent).toMatchObject({ code: 0, data: { account: 'agent', nickname: 'DemoAgent' } })
    expect((await call('GET', 'member/transfer/recipient?account=nobody')).json().msg).toBe('userNotFound')
    expect((await call('GET', 'member/transfer/recipient?account=demo')).json().msg).toBe(
      'cannotTransferToSelf',
    )
    expect((await call('GET', 'member/transfer/recipient')).json().msg).toBe('required')
    expect(await micro()).toBe(before)
  })

  it('the change log lists recharges (34), withdrawals (50) and transfers with the balance after each', async () => {
    const log = (await call('GET', 'member/change_log?limit=100')).json().data.list
    const kinds = new Set(log.map((e: { kind: number }) => e.kind))
    expect([...kinds].sort()).toEqual([34, 50, 51, 60])
    const recharges = (await call('GET', 'member/change_log?kind=34')).json().data.list
    expect(
      recharges.every((e: { kind: number; amount: string }) => e.kind === 34 && !e.amount.startsWith('-')),
    ).toBe(true)
    // Newest first, and each balance is the one before it plus its amount.
    for (let i = 0; i + 1 < log.length; i++) {
      const [newer, older] = [log[i], log[i + 1]]
      expect(BigInt(newer.balance.replace('.', ''))).toBe(
        BigInt(older.balance.replace('.', '')) + BigInt(newer.amount.replace('.', '')),
      )
    }
    expect(log[0].balance).toBe((await call('GET', 'member/account')).json().data.score)
    expect(
      (await call('GET', 'member/change_log?start_date=2020-01-01&end_date=2020-01-31')).json().data.list,
    ).toEqual([])
    expect((await call('GET', 'member/change_log?start_date=yesterday')).json().data.key).toBe('invalidDate')
  })
})

describe("another player's ids", () => {
  it('cannot be used: saved accounts, withdrawals and pending deposits stay their owner’s', async () => {
    await call('PUT', 'account', { real_name: 'Dana Demo' })
    const mine = (
      await call('POST', 'bank_information', {
        account_type: 'bank',
        country: 'PH',
        bank: 'BDO Unibank',
        account_name: 'Dana Demo',
        account: '009876543210',
      })
    ).json().data
    const order = (
      await call('POST', 'recharge', { channel_id: 3, amount: '100' }, { 'idempotency-key': key() })
    ).json().data
    const agent = await t.signIn('agent', 'Agent1234')
    const as = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method,
        url: `/sports/${url}`,
        headers: { authorization: `Bearer ${agent.token}`, ...headers },
        payload,
      })
    await as('PUT', 'account', { real_name: 'Agent Smith' })
    expect((await as('DELETE', `bank_information?info_id=${mine.id}`)).json().msg).toBe('accountNotFound')
    expect((await as('GET', 'bank_information')).json().data.map((a: { id: number }) => a.id)).not.toContain(
      mine.id,
    )
    expect((await as('POST', 'continueRecharge', { order_no: order.orderNo })).json().msg).toBe(
      'paymentLinkNotAvailable',
    )
    const theft = await as(
      'POST',
      'withdraw',
      { channel_id: 13, amount: '5', bank_info_id: mine.id, bank_password: '123456' },
      { 'idempotency-key': key() },
    )
    expect(theft.json().msg).toBe('bankAccountRequired')
    expect((await call('GET', 'bank_information')).json().data.map((a: { id: number }) => a.id)).toContain(
      mine.id,
    )
  })
})
