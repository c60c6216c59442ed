import { describe, expect, it } from 'vitest'
import { appOnPostgres } from '../../test/postgres.ts'

// Route limits off: this is about the lock in the database, not the per-route limit.
const on = appOnPostgres({ RATE_LIMITS: 'off' })

describe('payment password lock on PostgreSQL', () => {
  it('30 concurrent wrong guesses: exactly 5 are evaluated, then paying is locked even for the right one', async () => {
    const token = await on.t.signUp('racer01', null)
    const call = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
      on.t.app.inject({
        method,
        url: `/sports/${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      })
    expect((await call('member/bank_password', { bank_password: '123456' }, 'PUT')).json().code).toBe(0)

    const answers = (
      await Promise.all(
        Array.from({ length: 30 }, () => call('member/bank_password/check', { bank_password: '000000' })),
      )
    ).map((r) => r.json())
    const wrong = answers.filter((a) => a.msg === 'paymentPasswordWrong')
    // The guess that uses the fifth try was evaluated too: its lock answer names the field it judged.
    const lockedOnFifth = answers.filter((a) => a.msg === 'paymentLocked' && a.data.field)
    const refusedUnread = answers.filter((a) => a.msg === 'paymentLocked' && !a.data.field)
    expect(wrong.map((a) => a.data.attemptsLeft).sort()).toEqual([1, 2, 3, 4])
    expect(lockedOnFifth).toHaveLength(1)
    expect(refusedUnread).toHaveLength(25)
    expect(wrong.length + lockedOnFifth.length).toBe(5)

    const right = (await call('member/bank_password/check', { bank_password: '123456' })).json()
    expect(right).toMatchObject({ msg: 'paymentLocked', data: { attemptsLeft: 0 } })
  })
})
