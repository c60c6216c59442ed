import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'
import { endOf } from './exclusions.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
})
afterAll(() => t.close())

const DAY = 86_400_000
const clock = () => t.clock as ReturnType<typeof manualClock>
const as = (token: string) => ({ authorization: `Bearer ${token}` })
const signIn = async (account: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/sports/sign_in',
      payload: { account, password: 'Secret123' },
    })
  ).json()

describe('time-out', () => {
  it('ends every session at once, refuses sign-in until it ends saying until when, then lets the player back', async () => {
    const token = await t.signUp('breaktime1', null)
    const other = (await signIn('breaktime1')).data
    const until = new Date(clock().now().getTime() + 7 * DAY).toISOString()
    const taken = await t.app.inject({
      method: 'POST',
      url: '/sports/member/timeout',
      headers: as(token),
      payload: { period: '7d' },
    })
    expect(taken.json()).toMatchObject({ code: 0, data: { kind: 'timeout', period: '7d', until } })
    // Both sessions are over: the access tokens and the other device's refresh token.
    expect((await t.app.inject({ url: '/sports/member/info', headers: as(token) })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/sports/member/info', headers: as(other.token) })).statusCode).toBe(
      401,
    )
    const refresh = await t.app.inject({ url: '/sports/refresh/token', headers: as(other.fresh_token) })
    expect(refresh.json().code).not.toBe(0)
    expect(await signIn('breaktime1')).toMatchObject({ msg: 'timedOut', data: { until } })
    clock().advance(7 * DAY - 1000)
    expect((await signIn('breaktime1')).msg).toBe('timedOut')
    clock().advance(2000)
    expect((await signIn('breaktime1')).code).toBe(0)
  })

  it('refuses a period it does not offer, changing nothing', async () => {
    const token = await t.signUp('breaktime2', null)
    const res = await t.app.inject({
      method: 'POST',
      url: '/sports/member/timeout',
      headers: as(token),
      payload: { period: '1h' },
    })
    expect(res.statusCode).toBe(400)
    expect((await t.app.inject({ url: '/sports/member/info', headers: as(token) })).json().code).toBe(0)
  })
})

describe('no offers during a break', () => {
  it('a deposit the chain delivers meanwhile is credited and counted toward the deposit limit, and earns no reward', async () => {
    const token = await t.signUp('breakoffer1', null)
    await t.app.inject({
      method: 'PUT',
      url: '/sports/member/limits',
      headers: as(token),
      payload: { kind: 'deposit', period: 'month', amount: '20' },
    })
    const recharge = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/sports/recharge',
        headers: { ...as(token), 'idempotency-key': 'breakoffer-address' },
        payload: body,
      })
    const { address } = (await recharge({ channel_id: 1 })).json().data
    await t.app.inject({
      method: 'POST',
      url: '/sports/member/timeout',
      headers: as(token),
      payload: { period: '24h' },
    })
    await t.app.inject({
      method: 'POST',
      url: '/sports/demo/chain/transfer',
      payload: { network: 'TRC20', address, amount: '50' },
    })
    clock().advance(120_000)
    expect(await t.app.jobs.chainTick()).toBe(1)
    clock().advance(DAY)
    const back = (await signIn('breakoffer1')).data.token
    expect((await t.app.inject({ url: '/sports/member/account', headers: as(back) })).json().data.score).toBe(
      '50.000000',
    )
    // Money that arrived cannot be refused, but it counts: the month's limit is used up.
    const [limit] = (await t.app.inject({ url: '/sports/member/limits', headers: as(back) })).json().data.list
    expect(limit).toMatchObject({ used: '50.000000', left: '0.000000' })
    // The first deposit made nothing Eligible, where the same deposit off a break does.
    const firstDepositClaims = async (player: string) =>
      (await t.app.inject({ url: '/sports/claim/bonus', headers: as(player) }))
        .json()
        .data.schedules.filter((s: { kind: string }) => s.kind === 'first_deposit')
        .flatMap((s: { claims: unknown[] }) => s.claims)
    expect(await firstDepositClaims(back)).toEqual([])
    const other = await t.signUp('breakoffer2', null)
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/sports/recharge',
      headers: { ...as(other), 'idempotency-key': 'breakoffer-address2' },
      payload: { channel_id: 1 },
    })
    await t.app.inject({
      method: 'POST',
      url: '/sports/demo/chain/transfer',
      payload: { network: 'TRC20', address: theirs.json().data.address, amount: '50' },
    })
    clock().advance(120_000)
    expect(await t.app.jobs.chainTick()).toBe(1)
    expect(await firstDepositClaims(other)).toHaveLength(1)
  })
})

describe('self-exclusion', () => {
  it('for good: sign-in answers selfExcluded with no end, and the account cannot be opened again', async () => {
    const token = await t.signUp('breakself1', null)
    const taken = await t.app.inject({
      method: 'POST',
      url: '/sports/member/self_exclusion',
      headers: as(token),
      payload: { period: 'forever' },
    })
    expect(taken.json().data).toEqual({ kind: 'self_exclusion', period: 'forever', until: null })
    clock().advance(3650 * DAY)
    expect(await signIn('breakself1')).toMatchObject({ msg: 'selfExcluded', data: { until: null } })
    const again = await t.app.inject({
      method: 'POST',
      url: '/sports/reg',
      payload: { account: 'breakself1', password: 'Secret123' },
    })
    expect(again.json()).toMatchObject({ msg: 'selfExcluded', data: { until: null } })
  })

  it('for a year: the sign-in names the day a calendar year on', async () => {
    const token = await t.signUp('breakself2', null)
    await t.app.inject({
      method: 'POST',
      url: '/sports/member/self_exclusion',
      headers: as(token),
      payload: { period: '1y' },
    })
    const end = (await signIn('breakself2')).data.until
    expect(end).toBe(endOf('1y', clock().now()).toISOString())
  })

  it('months are calendar months: 31 August and six months is the last day of February', () => {
    expect(endOf('6m', new Date('2026-08-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z')
    expect(endOf('1y', new Date('2028-02-29T10:00:00Z')).toISOString()).toBe('2029-02-28T10:00:00.000Z')
    expect(endOf('6w', new Date('2026-12-01T00:00:00Z')).toISOString()).toBe('2027-01-12T00:00:00.000Z')
  })
})
