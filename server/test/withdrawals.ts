import type { testApp } from './harness.ts'

type TestApp = Awaited<ReturnType<typeof testApp>>
const TRC = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'

/** A new player with 100 USDT and a payment password asks to withdraw `amount` USDT to a TRC20 address. */
export async function playerWithdrawal(t: TestApp, account: string, amount = '10') {
  const token = await t.signUp(account, '100')
  const headers = { authorization: `Bearer ${token}` }
  const asked = await (await withdrawer(t, token))(`w-${account}`, amount)
  if (asked.json().code !== 0) throw new Error(`withdraw: ${asked.body}`)
  const { orderNo } = asked.json().data as { orderNo: string }
  const mine = async () =>
    (
      (await t.app.inject({ url: '/sports/withdraw', headers })).json().data as {
        id: number
        orderNo: string
        status: number
      }[]
    ).find((w) => w.orderNo === orderNo)
  const id = (await mine())?.id ?? 0
  return { token, orderNo, id, mine }
}

/** The player sets the payment password 123456; `ask` then requests a TRC20 withdrawal under a key. */
export async function withdrawer(t: TestApp, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  await t.app.inject({
    method: 'PUT',
    url: '/sports/member/bank_password',
    headers,
    payload: { bank_password: '123456' },
  })
  return (key: string, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sports/withdraw',
      headers: { ...headers, 'idempotency-key': key },
      payload: { channel_id: 11, amount, address: TRC, bank_password: '123456' },
    })
}
