import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../clock.ts'
import { operatorSessions, operators } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { boGet, boPost, signInOperator } from '../../test/operators.ts'
import { createSealer } from './sealed.ts'
import { DEMO_OPERATOR, sealStoredSecrets } from './seed.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
}, 60_000)
afterAll(() => t?.close())

const advance = (ms: number) => (t.clock as Clock & { advance(ms: number): void }).advance(ms)
const minutes = (n: number) => n * 60_000
const status = async (token: string) => (await boGet(t, '/me', token)).statusCode
const storedSecret = async (name: string) =>
  (await t.database.db.select().from(operators).where(eq(operators.name, name)))[0]?.totpSecret

describe('operator TOTP secrets at rest', () => {
  it('are sealed in the database, yet the code from the readable secret signs in', async () => {
    const stored = await storedSecret(DEMO_OPERATOR.name)
    expect(stored).toMatch(/^v1\./)
    expect(stored).not.toContain(DEMO_OPERATOR.totpSecret)
    const admin = await signInOperator(t)
    expect(await status(admin.token)).toBe(200)

    const added = await boPost(
      t,
      '/operators',
      { name: 'kim', role: 'finance', password: 'Operator123' },
      admin.token,
    )
    expect(added.json().code).toBe(0)
    const kim = await signInOperator(t, 'kim', 'Operator123')
    // The enrolment shows the readable secret once; the table keeps it sealed.
    expect(kim.first.enrol?.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(await storedSecret('kim')).not.toContain(kim.secret)
    expect(await status(kim.token)).toBe(200)
  })

  it('one stored readable before sealing existed is sealed at startup and still works', async () => {
    const sealer = createSealer('k'.repeat(40))
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
    await t.database.db
      .insert(operators)
      .values({ name: 'legacy', role: 'support', passwordHash: 'x', totpSecret: plain })
    await sealStoredSecrets(t.database.db, sealer)
    const stored = await storedSecret('legacy')
    expect(stored).toMatch(/^v1\./)
    expect(sealer.open(stored ?? '')).toBe(plain)
    expect(() => createSealer('another key of forty characters long....').open(stored ?? '')).toThrow()
  })
})

describe('operator sessions end', () => {
  it('after 30 minutes without a request, and each request moves that deadline on', async () => {
    const { token } = await signInOperator(t)
    advance(minutes(25))
    expect(await status(token)).toBe(200)
    advance(minutes(25))
    expect(await status(token)).toBe(200)
    advance(minutes(31))
    expect(await status(token)).toBe(401)
  })

  it('after 12 hours however busy the operator is', async () => {
    const { token } = await signInOperator(t)
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      advance(minutes(20))
      expect(await status(token)).toBe(200)
    }
    advance(minutes(21))
    expect(await status(token)).toBe(401)
  })

  it('and rows of challenges and sessions over a day old are removed at the next sign-in', async () => {
    const rowsOf = async () => (await t.database.db.select({ n: count() }).from(operatorSessions))[0]?.n ?? 0
    await boPost(t, '/sign-in', { name: DEMO_OPERATOR.name, password: DEMO_OPERATOR.password })
    expect(await rowsOf()).toBeGreaterThan(3)
    advance(26 * 3600_000)
    const fresh = await signInOperator(t)
    // Only the admin's rows go; kim's (another operator) stay until kim signs in again.
    const left = await t.database.db
      .select({ operatorId: operatorSessions.operatorId })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(eq(operators.name, DEMO_OPERATOR.name))
    expect(left).toHaveLength(2)
    expect(await status(fresh.token)).toBe(200)
  })
})
