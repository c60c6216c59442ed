import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { rejected } from '../../http/envelope.ts'
import { verifyPassword } from '../auth/passwords.ts'

export const PAY_MAX_FAILURES = 5
export const PAY_LOCK_MS = 24 * 3600_000

/**
 * Checks the payment password before money moves. Five wrong tries in a row lock paying for 24
 * hours; each refusal says how many tries are left, a lock says until when.
 */
export async function checkPaymentPassword(
  db: Db,
  userId: number,
  password: string,
  now: Date,
  field = 'bank_password',
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user?.payPasswordHash) throw rejected('paymentPasswordNotSet')
  if (user.payLockedUntil && user.payLockedUntil > now) {
    throw rejected('paymentLocked', { lockedUntil: user.payLockedUntil.toISOString(), attemptsLeft: 0 })
  }
  if (await verifyPassword(user.payPasswordHash, password)) {
    if (user.payFailures > 0 || user.payLockedUntil) {
      await db.update(users).set({ payFailures: 0, payLockedUntil: null }).where(eq(users.id, userId))
    }
    return
  }
  // A lock that has run out starts the count afresh.
  const failures = (user.payLockedUntil ? 0 : user.payFailures) + 1
  const locked = failures >= PAY_MAX_FAILURES
  await db
    .update(users)
    .set({
      payFailures: locked ? 0 : sql`${failures}`,
      payLockedUntil: locked ? new Date(now.getTime() + PAY_LOCK_MS) : null,
    })
    .where(eq(users.id, userId))
  if (locked) {
    throw rejected('paymentLocked', {
      lockedUntil: new Date(now.getTime() + PAY_LOCK_MS).toISOString(),
      attemptsLeft: 0,
    })
  }
  throw rejected('paymentPasswordWrong', {
    field,
    attemptsLeft: PAY_MAX_FAILURES - failures,
  })
}
