import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { manualClock } from '../../clock.ts'
import { CARDS, cardDeposit } from '../../test/deposits.ts'
import { balanceOf, launchToken, studioFor } from '../../test/games.ts'
import { testApp } from '../../test/harness.ts'
import { soccerSingle } from '../../test/soccer.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
})
afterAll(() => t.close())

const HOUR = 3_600_000
const clock = () => t.clock as ReturnType<typeof manualClock>
const as = (token: string) => ({ authorization: `Bearer ${token}` })
const limits = async (token: string) =>
  (await t.app.inject({ url: '/sports/member/limits', headers: as(token) })).json().data
const setLimit = async (token: string, body: object) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/sports/member/limits',
    headers: as(token),
    payload: body,
  })
  if (res.statusCode >= 500) throw new Error(res.body)
  return res.json()
}
const deposit = async (token: string, amount: string, key: string) =>
  (await cardDeposit(t, token, amount, key)).json()

describe('deposit limits', () => {
  it('holds at once, refuses a deposit beyond it naming what is left, and counts only what was credited', async () => {
    const token = await t.signUp('limitdep1', null)
    expect(await limits(token)).toEqual({ list: [], cooling_off_hours: 24 })
    const set = await setLimit(token, { kind: 'deposit', period: 'day', amount: '100' })
    expect(set.data.list).toEqual([
      {
        kind: 'deposit',
        period: 'day',
        amount: '100.000000',
        used: '0.000000',
        left: '100.000000',
        period_start: '2026-11-21',
        pending: null,
      },
    ])
    expect((await deposit(token, '60', 'limit-d1')).code).toBe(0)
    const refused = await deposit(token, '50', 'limit-d2')
    expect(refused).toMatchObject({
      msg: 'limitReached',
      data: { kind: 'deposit', period: 'day', left: '40.000000' },
    })
    expect(await balanceOf(t, token)).toBe('60.000000')
    // A declined card gives its share of the limit back.
    const declined = await cardDeposit(t, token, '40', 'limit-d3', CARDS.declined)
    expect(declined.json().msg).toBe('cardDeclined')
    expect((await limits(token)).list[0]).toMatchObject({ used: '60.000000', left: '40.000000' })
    expect((await deposit(token, '40', 'limit-d4')).code).toBe(0)
    expect((await limits(token)).list[0]).toMatchObject({ used: '100.000000', left: '0.000000' })
  })
})

describe('cooling-off', () => {
  it('a raise or a removal waits 24 hours and can be cancelled; a lower limit holds at once', async () => {
    let token = await t.signUp('limitcool1', null)
    // The access token outlives no day: the player signs in again after each wait.
    const later = async (ms: number) => {
      clock().advance(ms)
      token = (await t.signIn('limitcool1', 'Secret123')).token
    }
    await setLimit(token, { kind: 'wager', period: 'week', amount: '50' })
    const raised = (await setLimit(token, { kind: 'wager', period: 'week', amount: '80' })).data.list[0]
    const due = new Date(clock().now().getTime() + 24 * HOUR).toISOString()
    expect(raised).toMatchObject({ amount: '50.000000', pending: { amount: '80.000000', effective_at: due } })
    await later(23 * HOUR)
    expect((await limits(token)).list[0]).toMatchObject({
      amount: '50.000000',
      pending: { effective_at: due },
    })
    // Asking for the limit in force again cancels the raise.
    const cancelled = (await setLimit(token, { kind: 'wager', period: 'week', amount: '50' })).data.list[0]
    expect(cancelled).toMatchObject({ amount: '50.000000', pending: null })
    await later(2 * HOUR)
    expect((await limits(token)).list[0]).toMatchObject({ amount: '50.000000', pending: null })

    await setLimit(token, { kind: 'wager', period: 'week', amount: '90' })
    await later(24 * HOUR + 1000)
    expect((await limits(token)).list[0]).toMatchObject({ amount: '90.000000', pending: null })
    // Lower: at once, and a pending raise goes with it.
    await setLimit(token, { kind: 'wager', period: 'week', amount: '120' })
    const lowered = (await setLimit(token, { kind: 'wager', period: 'week', amount: '30' })).data.list[0]
    expect(lowered).toMatchObject({ amount: '30.000000', pending: null })
    // Removing waits too, then the limit is gone.
    const removing = (await setLimit(token, { kind: 'wager', period: 'week', amount: null })).data.list[0]
    expect(removing).toMatchObject({ amount: '30.000000', pending: { amount: null } })
    await later(24 * HOUR + 1000)
    expect((await limits(token)).list).toEqual([])
  })

  it('refuses what is not a limit, and changes nothing', async () => {
    const token = await t.signUp('limitbad1', null)
    const bad = [
      { kind: 'deposit', period: 'year', amount: '10' },
      { kind: 'spend', period: 'day', amount: '10' },
      { kind: 'deposit', period: 'day', amount: '-5' },
      { kind: 'deposit', period: 'day', amount: '1.234' },
      { kind: 'deposit', period: 'day', amount: 'ten' },
      { kind: 'session', period: 'day', amount: '60' },
    ]
    for (const body of bad) expect((await setLimit(token, body)).code).not.toBe(0)
    expect((await limits(token)).list).toEqual([])
  })
})

describe('wager and loss limits on every stake', () => {
  it('a sports stake beyond the wager limit is refused and moves nothing', async () => {
    await t.app.jobs.sportsTick()
    const token = await t.signUp('limitwager1', '100')
    await setLimit(token, { kind: 'wager', period: 'day', amount: '45' })
    const bet = await soccerSingle(t, token)
    // Each single stakes 20 (multiple 10 at 2 a unit).
    expect((await bet()).json().msg).toBe('success')
    expect((await bet()).json().msg).toBe('success')
    const before = await balanceOf(t, token)
    const refused = (await bet()).json()
    expect(refused).toMatchObject({
      msg: 'limitReached',
      data: { kind: 'wager', period: 'day', left: '5.000000' },
    })
    expect(await balanceOf(t, token)).toBe(before)
  })

  it('a game round counts toward the loss limit net of what it returned', async () => {
    const token = await t.signUp('limitloss1', '100')
    await setLimit(token, { kind: 'loss', period: 'month', amount: '30' })
    const studio = await studioFor(t)
    const session = await launchToken(t, token)
    // Lost 20, then 15 back on a 10 bet: a net loss of 15 of the 30.
    expect((await studio.playRound('pg', session, '20', '0')).debit.code).toBe(0)
    expect((await studio.playRound('pg', session, '10', '15')).settle?.code).toBe(0)
    await expect
      .poll(async () => (await limits(token)).list[0])
      .toMatchObject({ used: '15.000000', left: '15.000000' })
    const refused = await studio.playRound('pg', session, '16', '0')
    expect(refused.debit.code).not.toBe(0)
    expect(refused.debit.msg).toBe('limitReached')
    expect(await balanceOf(t, token)).toBe('85.000000')
    expect((await studio.playRound('pg', session, '15', '0')).debit.code).toBe(0)
  })
})
