import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, paymentChannels } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { addOperators, boGet, boPost, signInOperator } from '../../test/operators.ts'

const TRC = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'
let t: Awaited<ReturnType<typeof testApp>>
let admin: string
let finance: string
let support: string
let player: string
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
  admin = (await signInOperator(t)).token
  const added = await addOperators(t, admin, { fiona: 'finance', sam: 'support' })
  finance = added.fiona.token
  support = added.sam.token
  player = await t.signUp('channelplayer', '100')
  await t.app.inject({
    method: 'PUT',
    url: '/sports/member/bank_password',
    headers: { authorization: `Bearer ${player}` },
    payload: { bank_password: '123456' },
  })
}, 60_000)
afterAll(() => t?.close())

let keys = 0
const withdraw = () =>
  t.app.inject({
    method: 'POST',
    url: '/sports/withdraw',
    headers: { authorization: `Bearer ${player}`, 'idempotency-key': `channel-test-${keys++}` },
    payload: { channel_id: 11, amount: '5', address: TRC, bank_password: '123456' },
  })
const offered = async () =>
  (
    (
      await t.app.inject({ url: '/sports/withdraw/all', headers: { authorization: `Bearer ${player}` } })
    ).json().data as { id: number; allowed: boolean }[]
  ).find((c) => c.id === 11)?.allowed
const setAllowed = (token: string, id: number | string, body: object) =>
  boPost(t, `/withdrawal-channels/${id}`, body, token)
const snapshot = async () => ({
  audit: (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n,
  channels: await t.database.db.select().from(paymentChannels).orderBy(paymentChannels.id),
})

describe('withdrawal channels in the back office', () => {
  it('finance lists the withdrawal channels only, each with whether players may use it', async () => {
    const res = await boGet(t, '/withdrawal-channels', finance)
    expect(res.json().data).toEqual([
      { id: 11, name: 'USDT (TRC20)', kind: 'usdt', network: 'TRC20', allowed: true },
      { id: 12, name: 'USDT (ERC20)', kind: 'usdt', network: 'ERC20', allowed: true },
      { id: 13, name: 'Bank transfer', kind: 'bank', network: null, allowed: true },
    ])
  })

  it('finance disallows a channel: players are not offered it and a request on it is refused; then allowed again', async () => {
    const first = await withdraw()
    expect(first.json(), first.body).toMatchObject({ code: 0 })
    const off = await setAllowed(finance, 11, { allowed: false, reason: 'node resync' })
    expect(off.json()).toMatchObject({ code: 0, data: { id: 11, allowed: false } })
    expect(await offered()).toBe(false)
    const refused = await withdraw()
    expect([refused.statusCode, refused.json().msg]).toEqual([422, 'notAllowedToWithdraw'])

    expect((await setAllowed(finance, 11, { allowed: true, reason: 'node back' })).json().code).toBe(0)
    expect(await offered()).toBe(true)
    expect((await withdraw()).json().code).toBe(0)

    const log = (await boGet(t, '/audit?target=channel:&order=asc', admin)).json().data.rows as {
      actor: string
      action: string
      target: string
      before: unknown
      after: unknown
      reason: string
    }[]
    expect(log.map((r) => [r.actor, r.action, r.target, r.before, r.after, r.reason])).toEqual([
      [
        'fiona',
        'channel.disallow',
        'channel:USDT (TRC20)',
        { allowed: true },
        { allowed: false },
        'node resync',
      ],
      ['fiona', 'channel.allow', 'channel:USDT (TRC20)', { allowed: false }, { allowed: true }, 'node back'],
    ])
  })

  it('support gets 403 forbiddenForRole on the list and the change, and nothing changes', async () => {
    const before = await snapshot()
    const list = await boGet(t, '/withdrawal-channels', support)
    expect([list.statusCode, list.json().msg]).toEqual([403, 'forbiddenForRole'])
    const change = await setAllowed(support, 11, { allowed: false, reason: 'trying' })
    expect([change.statusCode, change.json().msg]).toEqual([403, 'forbiddenForRole'])
    expect(await snapshot()).toEqual(before)
  })

  it('bad input is a 400 with a message key, a deposit or unknown channel a 404, never a 5xx', async () => {
    const before = await snapshot()
    for (const [id, body, status, msg] of [
      [11, { allowed: 'no', reason: 'because' }, 400, 'invalidValue'],
      [11, { allowed: false }, 400, 'required'],
      [11, { allowed: false, reason: 'x'.repeat(501) }, 400, 'tooLong'],
      ['abc', { allowed: false, reason: 'because' }, 400, ''],
      [5, { allowed: false, reason: 'a deposit channel' }, 404, 'channelNotFound'],
      [999, { allowed: false, reason: 'unknown' }, 404, 'channelNotFound'],
    ] as const) {
      const res = await setAllowed(finance, id, body)
      expect(res.statusCode, `${id} ${JSON.stringify(body)}`).toBe(status)
      if (msg) expect(JSON.stringify(res.json())).toContain(msg)
    }
    expect(await snapshot()).toEqual(before)
  })
})
