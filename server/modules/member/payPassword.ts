import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { verifyPassword } from '../auth/index.ts'
import { users } from '../players/tables.ts'

/** What checkPaymentPassword refuses with (the API description lists them for the routes that check it). */
export const PAYMENT_PASSWORD_REFUSALS = ['paymentPasswordNotSet', 'paymentPasswordWrong', 'paymentLocked']

export const PAY_MAX_FAILURES = 5
export const PAY_LOCK_MS = 24 * 3600_000

/**
 * Takes one try before the password is looked at, in one conditional UPDATE, so concurrent
 * guesses cannot all read the same count: only an unlocked row is claimed, a lock that has run
 * out starts the count afresh, and the claim that uses the last try sets the lock itself.
 */
async function claimTry(db: Db, userId: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`
  const lockedUntil = sql`${new Date(now.getTime() + PAY_LOCK_MS).toISOString()}::timestamptz`
  const lapsed = sql`(${users.payLockedUntil} is not null and ${users.payLockedUntil} <= ${at})`
  const tries = sql`(case when ${lapsed} then 1 else ${users.payFailures} + 1 end)`
  const [claimed] = await db
    .update(users)
    .set({
      payFailures: sql`${tries}`,
      payLockedUntil: sql`(case when ${tries} >= ${PAY_MAX_FAILURES} then ${lockedUntil} else null end)`,
    })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.payPasswordHash),
        or(isNull(users.payLockedUntil), lte(users.payLockedUntil, now)),
      ),
    )
    .returning({ hash: users.payPasswordHash, tries: users.payFailures, lockedUntil: users.payLockedUntil })
  return claimed
}

/**
 * Checks the payment password before money moves. Five wrong tries in a row lock paying for 24
 * hours; each refusal says how many tries are left, a lock says until when. The answer that used
 * the last try names the field, as a wrong password does; a try refused by the lock does not.
 */
export async function checkPaymentPassword(
  db: Db,
  userId: number,
  password: string,
  now: Date,
  field = 'bank_password',
) {
  const claimed = await claimTry(db, userId, now)
  if (!claimed?.hash) {
    const [user] = await db
      .select({ hash: users.payPasswordHash, lockedUntil: users.payLockedUntil })
      .from(users)
      .where(eq(users.id, userId))
    if (!user?.hash) throw rejected('paymentPasswordNotSet')
    throw rejected('paymentLocked', { lockedUntil: user.lockedUntil?.toISOString() ?? null, attemptsLeft: 0 })
  }
  if (await verifyPassword(claimed.hash, password)) {
    await db.update(users).set({ payFailures: 0, payLockedUntil: null }).where(eq(users.id, userId))
    return
  }
  if (claimed.lockedUntil) {
    throw rejected('paymentLocked', {
      field,
      lockedUntil: claimed.lockedUntil.toISOString(),
      attemptsLeft: 0,
    })
  }
  throw rejected('paymentPasswordWrong', { field, attemptsLeft: PAY_MAX_FAILURES - claimed.tries })
}
