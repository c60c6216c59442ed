import { describe, expect, it } from 'vitest'
import { cardDeposit } from '../../test/deposits.ts'
import { balanceOf } from '../../test/games.ts'
import { appOnPostgres } from '../../test/postgres.ts'
import { soccerSingle } from '../../test/soccer.ts'

// Route limits off: this is about the limit claimed in the database, not the per-route limit.
const on = appOnPostgres({ RATE_LIMITS: 'off' })

const as = (token: string) => ({ authorization: `Bearer ${token}` })
const setLimit = (token: string, kind: string, amount: string) =>
  on.t.app.inject({
    method: 'PUT',
    url: '/sports/member/limits',
    headers: as(token),
    payload: { kind, period: 'day', amount },
  })

describe('player limits on PostgreSQL, under concurrency', () => {
  it('30 card deposits at once against a deposit limit that allows 10 credit exactly 10', async () => {
    const token = await on.t.signUp('limitrace1', null)
    expect((await setLimit(token, 'deposit', '100')).json().code).toBe(0)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => cardDeposit(on.t, token, '10', `limit-race-${i}`)),
    )
    const msgs = answers.map((r) => r.json().msg)
    expect(msgs.filter((m) => m === 'success')).toHaveLength(10)
    expect(msgs.filter((m) => m === 'limitReached')).toHaveLength(20)
    expect(await balanceOf(on.t, token)).toBe('100.000000')
  })

  it('30 soccer stakes at once against a wager limit that allows 10 place exactly 10', async () => {
    await on.t.app.jobs.sportsTick()
    const token = await on.t.signUp('limitrace2', '1000')
    // A single stakes 20: 200 a day is ten of them.
    expect((await setLimit(token, 'wager', '200')).json().code).toBe(0)
    const bet = await soccerSingle(on.t, token)
    const msgs = (await Promise.all(Array.from({ length: 30 }, () => bet()))).map((r) => r.json().msg)
    expect(msgs.filter((m) => m === 'success')).toHaveLength(10)
    expect(msgs.filter((m) => m === 'limitReached')).toHaveLength(20)
    expect(await balanceOf(on.t, token)).toBe('800.000000')
    const [wager] = (await on.t.app.inject({ url: '/sports/member/limits', headers: as(token) })).json().data
      .list
    expect(wager).toMatchObject({ used: '200.000000', left: '0.000000' })
  })
})
