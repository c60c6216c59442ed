import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
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

  it("stops a signed-out session's socket: the next push closes it instead of reaching it", async () => {
    const t = await testApp()
    cleanups.push(() => t.close())
    const url = await listening(t)
    const phone = await t.signIn()
    const laptop = await t.signIn()
    const onPhone = open(`${url}?token=${phone.token}`)
    const onLaptop = open(`${url}?token=${laptop.token}`)
    await Promise.all([onPhone.opened, onLaptop.opened])
    await t.app.inject({
      method: 'POST',
      url: '/sports/sign_out',
      payload: { fresh_token: phone.fresh_token },
    })
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sports/recharge',
      headers: { authorization: `Bearer ${laptop.token}`, 'idempotency-key': 'socket-dep-70' },
      payload: { channel_id: 5, amount: '70', card },
    })
    expect(paid.json()).toMatchObject({ code: 0 })
    expect(await until(() => onLaptop.messages.length > 0)).toBe(true)
    expect(await onPhone.closed).toEqual({ code: 4401, reason: 'unauthorized' })
    expect(onPhone.messages).toEqual([])
    onLaptop.socket.close()
  })

  it("closes a locked player's socket on the next push", async () => {
    const t = await testApp()
    cleanups.push(() => t.close())
    const url = await listening(t)
    const { token, user_id } = await t.signIn()
    const s = open(`${url}?token=${token}`)
    await s.opened
    await t.database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, user_id))
    // A balance change announced as any server process announces it.
    const message = { notifyType: 'RECHARGE', reason: 'deposit', balance: '1.000000' }
    await t.database.notify('wallet_push', JSON.stringify({ userId: user_id, message }))
    expect(await s.closed).toEqual({ code: 4401, reason: 'unauthorized' })
    expect(s.messages).toEqual([])
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
