import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, users } from '../../db/schema.ts'
import { boPost, signInOperator } from '../../test/operators.ts'
import { appOnPostgres } from '../../test/postgres.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })

describe('balance adjustments racing on PostgreSQL', () => {
  it('the same key sent three times at once adjusts once; debits at once never take the balance below zero', async () => {
    const t = on.t
    const admin = (await signInOperator(t)).token
    const token = await t.signUp('raceadjust', '10')
    const [player] = await on.database.db.select().from(users).where(eq(users.account, 'raceadjust'))
    const id = player?.id ?? 0
    const balance = async () =>
      (
        await t.app.inject({ url: '/sports/member/account', headers: { authorization: `Bearer ${token}` } })
      ).json().data.score as string
    const adjust = (amount: string, key: string) =>
      boPost(t, `/players/${id}/adjust`, { amount, reason: 'race test', key }, admin)

    const same = (await Promise.all([1, 2, 3].map(() => adjust('5', 'race-same-key')))).map((r) => r.json())
    expect(same.map((a) => a.data)).toEqual(Array(3).fill({ balance: '15.000000', amount: '5.000000' }))
    expect(await balance()).toBe('15.000000')

    // Four debits of 6 against 15: two fit, two are refused.
    const debits = (await Promise.all([1, 2, 3, 4].map((n) => adjust('-6', `race-debit-${n}`)))).map((r) =>
      r.json(),
    )
    expect(debits.filter((a) => a.code === 0)).toHaveLength(2)
    expect(debits.filter((a) => a.msg === 'insufficientBalance')).toHaveLength(2)
    expect(await balance()).toBe('3.000000')
    const audit = (await on.database.db.select().from(auditLog)).filter((r) => r.action === 'player.adjust')
    expect(audit).toHaveLength(3)
  }, 120_000)
})
