import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { hashPassword } from '../auth/index.ts'
import { operators } from '../operators/tables.ts'
import type { Sealer } from './sealed.ts'

/**
 * The demo's admin, listed in the README with its TOTP secret (add it to any authenticator app).
 * Seeded into an empty table in demo mode only: production refuses SEED_DEMO.
 */
export const DEMO_OPERATOR = {
  name: 'admin',
  password: 'Admin12345',
  role: 'admin',
  totpSecret: 'BETSUITEDEMOADMINSECRETKEY234567',
} as const

export async function seedDemoOperator(db: Db, now: Date, sealer: Sealer) {
  const [existing] = await db.select({ n: count() }).from(operators)
  if (existing?.n) return
  await db
    .insert(operators)
    .values({
      name: DEMO_OPERATOR.name,
      role: DEMO_OPERATOR.role,
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      totpSecret: sealer.seal(DEMO_OPERATOR.totpSecret),
      totpEnrolledAt: now,
    })
    .onConflictDoNothing()
}

/** Seals any TOTP secret stored readable before sealing existed (startup, every mode). */
export async function sealStoredSecrets(db: Db, sealer: Sealer) {
  const rows = await db.select({ id: operators.id, secret: operators.totpSecret }).from(operators)
  for (const row of rows.filter((r) => !sealer.isSealed(r.secret)))
    await db
      .update(operators)
      .set({ totpSecret: sealer.seal(row.secret) })
      .where(and(eq(operators.id, row.id), eq(operators.totpSecret, row.secret)))
}
