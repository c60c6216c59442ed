import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { campaigns, ledgerEntries, ledgerTransactions } from '../../db/schema.ts'
import { appOnPostgres } from '../../test/postgres.ts'

// Route limits off: this is about the database under concurrent requests, not the per-route limit.
const on = appOnPostgres({ RATE_LIMITS: 'off' })

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  on.t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload })
const cash = async (token: string) => (await call(token, 'GET', '/sports/member/account')).json().data.score
const entriesOf = async (kind: string) =>
  on.t.database.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.kind, kind))

describe('rewards on PostgreSQL', () => {
  it('20 concurrent claims of one reward credit it once', async () => {
    // The demo recharge reward (5 USDT bonus for a deposit of 50 or more) is made Eligible by the deposit.
    const token = await on.t.signUp('claimer01', '100')
    const overview = (await call(token, 'GET', '/sports/claim/bonus')).json().data
    const recharge = overview.schedules.find((s: { kind: string }) => s.kind === 'deposit')
    const id = recharge.claims[0].id
    const answers = (
      await Promise.all(Array.from({ length: 20 }, () => call(token, 'POST', '/sports/claim/bonus', { id })))
    ).map((r) => r.json())
    expect(answers.every((a) => a.code === 0 || a.msg === 'rewardAlreadyClaimed')).toBe(true)
    expect(answers.filter((a) => a.code === 0).length).toBeGreaterThanOrEqual(1)
    const after = (await call(token, 'GET', '/sports/claim/bonus')).json().data
    expect(after.bonus.balance).toBe('5.000000')
    expect(after.bonus.open).toHaveLength(1)
    expect(await entriesOf('reward_claim')).toHaveLength(2)
  })

  it('20 concurrent check-ins on one day pay one', async () => {
    const [checkIn] = await on.t.database.db.select().from(campaigns).where(eq(campaigns.kind, 'check_in'))
    const token = await on.t.signUp('checker01', null)
    const answers = (
      await Promise.all(
        Array.from({ length: 20 }, () => call(token, 'POST', '/activities/api/v1/benefit/check_in')),
      )
    ).map((r) => r.json())
    expect(answers.every((a) => a.code === 0 || a.msg === 'alreadyCheckedIn')).toBe(true)
    expect(await cash(token)).toBe('0.100000')
    expect(checkIn?.rules).toMatchObject({ amounts: expect.arrayContaining(['0.1']) })
    expect(await entriesOf('check_in')).toHaveLength(2)
  })
})
