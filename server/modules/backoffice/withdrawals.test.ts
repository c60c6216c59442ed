import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, withdrawals } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { boGet, boPost, signInOperator } from '../../test/operators.ts'
import { playerWithdrawal } from '../../test/withdrawals.ts'

let t: Awaited<ReturnType<typeof testApp>>
let admin: string
let finance: string
let support: string
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
  admin = (await signInOperator(t)).token
  for (const [name, role] of [
    ['fiona', 'finance'],
    ['sam', 'support'],
  ])
    await boPost(t, '/operators', { name, role, password: 'Operator123' }, admin)
  finance = (await signInOperator(t, 'fiona', 'Operator123')).token
  support = (await signInOperator(t, 'sam', 'Operator123')).token
}, 60_000)
afterAll(() => t?.close())

const auditOf = async (id: number) =>
  (await t.database.db.select().from(auditLog)).filter((r) => r.target?.startsWith(`withdrawal:${id}:`))
const auditRows = async (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action))
const statusOf = async (id: number) =>
  (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]?.status
const balance = async (token: string) =>
  (
    await t.app.inject({ url: '/sports/member/account', headers: { authorization: `Bearer ${token}` } })
  ).json().data.score as string

describe('the withdrawal queue', () => {
  it('finance approves: the player sees it approved, the audit row has who, before and after', async () => {
    const w = await playerWithdrawal(t, 'wdapprove', '10')
    const listed = (await boGet(t, '/withdrawals?status=canApprove&account=wdapprove', finance)).json().data
    expect(listed).toMatchObject({
      total: 1,
      rows: [
        {
          id: w.id,
          orderNo: w.orderNo,
          account: 'wdapprove',
          amount: '10.000000',
          fee: '1.000000',
          net: '9.000000',
          status: 'canApprove',
          destination: { network: 'TRC20' },
        },
      ],
    })
    const res = await boPost(t, `/withdrawals/${w.id}/approve`, {}, finance)
    expect(res.json()).toMatchObject({ code: 0, data: { id: w.id, status: 3 } })
    expect((await w.mine())?.status).toBe(3)
    const [row] = (await auditRows('withdrawal.approve')).filter((r) =>
      r.target?.startsWith(`withdrawal:${w.id}:`),
    )
    expect(row).toMatchObject({
      actorName: 'fiona',
      actorRole: 'finance',
      target: `withdrawal:${w.id}:${w.orderNo}`,
      before: { status: 0 },
      after: { status: 3 },
    })
    // A second decision, of either kind, is refused and changes nothing.
    expect((await boPost(t, `/withdrawals/${w.id}/reject`, { reason: 'too late' }, admin)).json().msg).toBe(
      'withdrawalAlreadyDecided',
    )
    expect(await statusOf(w.id)).toBe(3)
  })

  it('reject needs a reason; with one, the player is refunded in full and the reason is kept', async () => {
    const w = await playerWithdrawal(t, 'wdreject', '7.5')
    const left = await balance(w.token)
    const noReason = await boPost(t, `/withdrawals/${w.id}/reject`, {}, admin)
    expect(noReason.statusCode).toBe(400)
    expect(await statusOf(w.id)).toBe(0)
    const res = await boPost(t, `/withdrawals/${w.id}/reject`, { reason: 'address flagged' }, admin)
    expect(res.json()).toMatchObject({ code: 0, data: { status: 4 } })
    expect(await balance(w.token)).not.toBe(left)
    expect(await balance(w.token)).toBe('100.000000')
    const [row] = (await auditRows('withdrawal.reject')).filter((r) =>
      r.target?.startsWith(`withdrawal:${w.id}:`),
    )
    expect(row).toMatchObject({ actorName: 'admin', reason: 'address flagged', after: { status: 4 } })
  })

  it('support gets 403 forbiddenForRole on the list and the decisions, and nothing changes', async () => {
    const w = await playerWithdrawal(t, 'wdsupport')
    for (const res of [
      await boGet(t, '/withdrawals', support),
      await boPost(t, `/withdrawals/${w.id}/approve`, {}, support),
      await boPost(t, `/withdrawals/${w.id}/reject`, { reason: 'no way' }, support),
    ])
      expect([res.statusCode, res.json().msg]).toEqual([403, 'forbiddenForRole'])
    expect(await statusOf(w.id)).toBe(0)
    expect(await auditOf(w.id)).toHaveLength(0)
  })

  it('an unknown withdrawal, a bad id and bad filters are refused without a 5xx', async () => {
    expect((await boPost(t, '/withdrawals/999999/approve', {}, finance)).json().msg).toBe(
      'withdrawalNotFound',
    )
    for (const url of [
      '/withdrawals/abc/approve',
      '/withdrawals/0/approve',
      '/withdrawals/99999999999/approve',
    ])
      expect((await boPost(t, url, {}, finance)).statusCode).toBe(400)
    for (const q of [
      'status=nope',
      'from=2026-13-01',
      'pageSize=1000',
      'sort=password',
      `account=${'x'.repeat(65)}`,
    ])
      expect((await boGet(t, `/withdrawals?${q}`, finance)).statusCode).toBe(400)
  })

  it('pages, sorts and filters by date on the server', async () => {
    await playerWithdrawal(t, 'wdpagea', '3')
    await playerWithdrawal(t, 'wdpageb', '4')
    const all = (await boGet(t, '/withdrawals?account=wdpage&sort=amount&order=asc', finance)).json().data
    expect(all.rows.map((r: { amount: string }) => r.amount)).toEqual(['3.000000', '4.000000'])
    const second = (
      await boGet(t, '/withdrawals?account=wdpage&pageSize=1&page=2&sort=amount', finance)
    ).json().data
    expect(second).toMatchObject({ total: 2, page: 2, rows: [{ account: 'wdpagea' }] })
    // The row's own day: the database stamps a request's time.
    const today = all.rows[0].createdAt.slice(0, 10)
    expect(
      (await boGet(t, `/withdrawals?account=wdpage&from=${today}&to=${today}`, finance)).json().data.total,
    ).toBe(2)
    expect((await boGet(t, '/withdrawals?account=wdpage&to=2026-01-01', finance)).json().data.total).toBe(0)
  })
})
