import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, operatorSessions, operators } from '../../db/schema.ts'
import { boGet, boPost, signInOperator, totpCode } from '../../test/operators.ts'
import { appOnPostgres } from '../../test/postgres.ts'

// Route limits off: this is about the operator's five tries in the database, not the route limit.
const on = appOnPostgres({ RATE_LIMITS: 'off' })

describe('the second-factor lock on PostgreSQL', () => {
  it('30 concurrent wrong codes: exactly 5 are counted, then the right code is refused for 15 minutes', async () => {
    const t = on.t
    const admin = (await signInOperator(t)).token
    await boPost(t, '/operators', { name: 'racer', role: 'finance', password: 'Operator123' }, admin)
    const { secret } = await signInOperator(t, 'racer', 'Operator123')
    // An attacker with the password opens as many challenges as they like: the lock is the operator's.
    const challenges = await Promise.all(
      Array.from(
        { length: 30 },
        async () =>
          (await boPost(t, '/sign-in', { name: 'racer', password: 'Operator123' })).json().data
            .challenge as string,
      ),
    )
    const good = totpCode(secret, t.clock)
    const bad = good === '000000' ? '111111' : '000000'
    const answers = (
      await Promise.all(
        challenges.map((challenge) => boPost(t, '/sign-in/second-factor', { challenge, code: bad })),
      )
    ).map((r) => r.json().msg)
    expect(answers.filter((m) => m === 'secondFactorWrong')).toHaveLength(4)
    expect(answers.filter((m) => m === 'operatorLocked')).toHaveLength(26)
    const [row] = await on.database.db.select().from(operators).where(eq(operators.name, 'racer'))
    expect(row?.totpFailures).toBe(5)
    expect(row?.totpLockedUntil?.getTime()).toBe(t.clock.now().getTime() + 15 * 60_000)
    expect(
      await on.database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.locked')),
    ).toHaveLength(1)

    const right = await boPost(t, '/sign-in/second-factor', { challenge: challenges[0], code: good })
    expect(right.json().msg).toBe('operatorLocked')
    const me = await boGet(t, '/me', admin)
    expect(me.json().data.name).toBe('admin')
  })

  it('two right answers racing on one challenge open one session', async () => {
    const t = on.t
    const { secret } = await signInOperator(t, 'admin')
    const first = (await boPost(t, '/sign-in', { name: 'admin', password: 'Admin12345' })).json().data
    ;(t.clock as unknown as { advance(ms: number): void }).advance(30_000)
    const code = totpCode(secret, t.clock)
    const before = (
      await on.database.db.select().from(operatorSessions).where(eq(operatorSessions.stage, 'active'))
    ).length
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        boPost(t, '/sign-in/second-factor', { challenge: first.challenge, code }),
      ),
    )
    expect(answers.filter((r) => r.json().code === 0)).toHaveLength(1)
    const after = (
      await on.database.db.select().from(operatorSessions).where(eq(operatorSessions.stage, 'active'))
    ).length
    expect(after - before).toBe(1)
  })
})
