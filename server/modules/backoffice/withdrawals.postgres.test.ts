import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, withdrawals } from '../../db/schema.ts'
import { boPost, signInOperator } from '../../test/operators.ts'
import { appOnPostgres } from '../../test/postgres.ts'
import { playerWithdrawal } from '../../test/withdrawals.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })

describe('withdrawal decisions racing on PostgreSQL', () => {
  it('approve and reject at once by two operators: exactly one wins, the other is told it was decided', async () => {
    const t = on.t
    const admin = (await signInOperator(t)).token
    await boPost(t, '/operators', { name: 'fiona', role: 'finance', password: 'Operator123' }, admin)
    const finance = (await signInOperator(t, 'fiona', 'Operator123')).token
    for (let round = 0; round < 5; round++) {
      const w = await playerWithdrawal(t, `racer${round}`, '10')
      const answers = (
        await Promise.all([
          boPost(t, `/withdrawals/${w.id}/approve`, {}, finance),
          boPost(t, `/withdrawals/${w.id}/reject`, { reason: 'flagged' }, admin),
          boPost(t, `/withdrawals/${w.id}/approve`, {}, admin),
        ])
      ).map((r) => r.json())
      const winners = answers.filter((a) => a.code === 0)
      expect(winners).toHaveLength(1)
      expect(answers.filter((a) => a.msg === 'withdrawalAlreadyDecided')).toHaveLength(2)
      const [row] = await on.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.id))
      expect(row?.status).toBe(winners[0].data.status)
      const audit = (await on.database.db.select().from(auditLog)).filter((r) =>
        r.target?.startsWith(`withdrawal:${w.id}:`),
      )
      expect(audit).toHaveLength(1)
      // The player got either the refund or nothing back, once.
      const score = (
        await t.app.inject({ url: '/sports/member/account', headers: { authorization: `Bearer ${w.token}` } })
      ).json().data.score
      expect(score).toBe(row?.status === 4 ? '100.000000' : '90.000000')
    }
  }, 120_000)
})
