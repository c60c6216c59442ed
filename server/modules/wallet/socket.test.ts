import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.ts'
import { testApp } from '../../test/harness.ts'
import { startPostgres } from '../../test/postgres.ts'
import { listening, openSocket as open, until } from '../../test/walletSocket.ts'

const card = { name: 'Dana Demo', number: '4242424242424242', expiry: '12/30', cvv: '123' }
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn()
})

describe('wallet socket', () => {
  it('closes at once with a reason when the token is missing or bad', async () => {
    const t = await testApp()
    cleanups.push(() => t.close())
    const url = await listening(t)
    expect(await open(url).closed).toEqual({ code: 4401, reason: 'unauthorized' })
    expect(await open(`${url}?token=forged`).closed).toEqual({ code: 4401, reason: 'unauthorized' })
  })

  it('pushes RECHARGE with the new balance when a deposit is credited', async () => {
    const t = await testApp()
    cleanups.push(() => t.close())
    const url = await listening(t)
    const { token } = await t.signIn()
    const s = open(`${url}?token=${token}`)
    await s.opened
    await t.app.inject({
      method: 'POST',
      url: '/sports/recharge',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'socket-dep-40' },
      payload: { channel_id: 5, amount: '40', card },
    })
    expect(await until(() => s.messages.length > 0)).toBe(true)
    expect(s.messages[0]).toEqual({ notifyType: 'RECHARGE', reason: 'deposit', balance: '40.000000' })
    s.socket.close()
  })

  it('reaches a socket held by another server process sharing PostgreSQL (LISTEN/NOTIFY)', async () => {
    const pg = startPostgres()
    cleanups.push(() => pg.stop())
    const dbA = await openDatabase({ url: pg.url, dataDir: 'unused' })
    const dbB = await openDatabase({ url: pg.url, dataDir: 'unused' })
    cleanups.push(
      () => dbA.close(),
      () => dbB.close(),
    )
    const a = await testApp({ database: dbA })
    const b = await testApp({ database: dbB })
    cleanups.push(
      () => a.close(),
      () => b.close(),
    )
    const urlB = await listening(b)
    const { token } = await a.signIn()
    const s = open(`${urlB}?token=${token}`)
    await s.opened
    await a.app.inject({
      method: 'POST',
      url: '/sports/recharge',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'socket-dep-15' },
      payload: { channel_id: 5, amount: '15.5', card },
    })
    expect(await until(() => s.messages.length > 0)).toBe(true)
    expect(s.messages[0]).toEqual({ notifyType: 'RECHARGE', reason: 'deposit', balance: '15.500000' })
    s.socket.close()
  }, 60_000)
})
