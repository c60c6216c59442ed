import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../test/harness.ts'
import { boGet, boPost, signInOperator } from '../../test/operators.ts'

let t: Awaited<ReturnType<typeof testApp>>
let admin: string
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
  admin = (await signInOperator(t)).token
  await t.signUp('depfirst', '25.5')
  await t.signUp('depsecond', '100')
}, 60_000)
afterAll(() => t?.close())

describe('the deposits list', () => {
  it('finance sees each deposit exactly, filtered by status and player, sorted and paged on the server', async () => {
    await boPost(t, '/operators', { name: 'fiona', role: 'finance', password: 'Operator123' }, admin)
    const finance = (await signInOperator(t, 'fiona', 'Operator123')).token
    const res = (await boGet(t, '/deposits?account=dep&status=success&sort=credit&order=asc', finance)).json()
    expect(res.data).toMatchObject({
      total: 2,
      rows: [
        {
          account: 'depfirst',
          amount: '25.500000',
          currency: 'USDT',
          credit: '25.500000',
          status: 'success',
        },
        { account: 'depsecond', credit: '100.000000', status: 'success' },
      ],
    })
    const paged = (await boGet(t, '/deposits?account=dep&pageSize=1&page=2&sort=credit', finance)).json().data
    expect(paged).toMatchObject({ total: 2, rows: [{ account: 'depfirst' }] })
    expect((await boGet(t, '/deposits?account=dep&status=pending', finance)).json().data.total).toBe(0)
    expect((await boGet(t, '/deposits?status=nope', finance)).statusCode).toBe(400)
  })

  it('support gets 403 forbiddenForRole', async () => {
    await boPost(t, '/operators', { name: 'sam', role: 'support', password: 'Operator123' }, admin)
    const support = (await signInOperator(t, 'sam', 'Operator123')).token
    const res = await boGet(t, '/deposits', support)
    expect([res.statusCode, res.json().msg]).toEqual([403, 'forbiddenForRole'])
  })
})
