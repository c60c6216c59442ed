import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'
import { testApp } from '../../test/harness.ts'
import { startPostgres } from '../../test/postgres.ts'

// Real connections race on a real server; PGlite's single connection would hide the race.
let pg: ReturnType<typeof startPostgres>
let database: Database
let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  pg = startPostgres()
  database = await openDatabase({ url: pg.url, dataDir: 'unused' })
  // Route limits off: this is about the lock in the database, not the per-route limit.
  t = await testApp({ database, env: { RATE_LIMITS: 'off' } })
}, 60_000)

afterAll(async () => {
  await t?.close()
  await database?.close()
  pg?.stop()
})

describe('payment password lock on PostgreSQL', () => {
  it('30 concurrent wrong guesses: exactly 5 are evaluated, then paying is locked even for the right one', async () => {
    const token = await t.signUp('racer01', null)
    const call = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({ method, url: `/sports/${url}`, headers: { authorization: `Bearer ${token}` }, payload })
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
