import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, ledgerEntries, users } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { boPost, signInOperator } from '../../test/operators.ts'

/**
 * An operator's balance adjustments at the limits: one adjustment moves at most 1,000,000,000
 * USDT, a credit never takes a balance above 10,000,000,000 USDT, and no account of the ledger
 * passes what its bigint column holds. Each refusal is a clear code and changes nothing.
 */
let t: Awaited<ReturnType<typeof testApp>>
let admin: string
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
  admin = (await signInOperator(t)).token
}, 60_000)
afterAll(() => t?.close())

const idOf = async (account: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]?.id ?? 0
const balanceOf = async (token: string) =>
  (
    await t.app.inject({ url: '/sports/member/account', headers: { authorization: `Bearer ${token}` } })
  ).json().data.score as string
/** Entries and audit rows: what a refused adjustment must leave as it was. */
const written = async () => ({
  entries: (await t.database.db.select({ n: count() }).from(ledgerEntries))[0]?.n,
  audit: (
    await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'player.adjust'))
  )[0]?.n,
})
const adjust = (id: number, amount: string, key: string) =>
  boPost(t, `/players/${id}/adjust`, { amount, reason: 'limits', key }, admin)

describe('balance adjustment limits', () => {
  it('one adjustment above 1,000,000,000 USDT is refused with 400 adjustmentTooLarge, either way', async () => {
    const token = await t.signUp('bigcredit', '10')
    const id = await idOf('bigcredit')
    const before = await written()
    // What used to be taken nine times, until the tenth overflowed the column with a 500.
    for (let i = 0; i < 10; i++) {
      const res = await adjust(id, '999999999999', `huge-credit-${i}`)
      expect([i, res.statusCode, res.json()]).toEqual([
        i,
        400,
        { code: 400, msg: 'adjustmentTooLarge', data: { field: 'amount', key: 'adjustmentTooLarge' } },
      ])
    }
    for (const amount of ['1000000000.000001', '-1000000000.000001', '-999999999999'])
      expect((await adjust(id, amount, `huge-${amount.replace(/\W/g, '_')}`)).json().msg).toBe(
        'adjustmentTooLarge',
      )
    expect(await balanceOf(token)).toBe('10.000000')
    expect(await written()).toEqual(before)
    // The cap itself is taken.
    const res = await adjust(id, '1000000000', 'cap-credit')
    expect(res.json()).toMatchObject({ code: 0, data: { balance: '1000000010.000000' } })
  })

  it('a credit taking the balance above 10,000,000,000 USDT is refused with balanceTooLarge and changes nothing', async () => {
    const token = await t.signUp('fullwallet', null)
    const id = await idOf('fullwallet')
    for (let i = 0; i < 10; i++) expect((await adjust(id, '1000000000', `fill-up-${i}`)).json().code).toBe(0)
    expect(await balanceOf(token)).toBe('10000000000.000000')
    const before = await written()
    const over = await adjust(id, '0.000001', 'one-micro-over')
    expect(over.statusCode).toBe(422)
    expect(over.json()).toEqual({ code: 1, msg: 'balanceTooLarge', data: { max: '10000000000.000000' } })
    // The same key again answers the same refusal; nothing was written either time.
    expect((await adjust(id, '0.000001', 'one-micro-over')).json().msg).toBe('balanceTooLarge')
    expect(await balanceOf(token)).toBe('10000000000.000000')
    expect(await written()).toEqual(before)
    // A debit still works, and a credit back up to the cap.
    expect((await adjust(id, '-5', 'take-five')).json().data.balance).toBe('9999999995.000000')
    expect((await adjust(id, '5', 'give-five')).json().data.balance).toBe('10000000000.000000')
  })
})
