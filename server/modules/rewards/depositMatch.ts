import { and, eq, gte, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { deposits, withdrawals } from '../payments/tables.ts'
import { users } from '../players/tables.ts'
import type { campaigns, rewardClaims } from './tables.ts'

/** Spec §4 approval state of a refused withdrawal, whose money went back to the player. */
const REJECTED = 4

/**
 * Locks the player's row for the rest of the transaction. A claim of a deposit-matched reward and
 * a withdrawal request both take it before they look at each other's rows, so whichever comes
 * second sees what the first committed: of the two racing, exactly one goes through.
 */
export async function lockPlayer(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/**
 * The deposit a reward matches (its order number), for the rewards a deposit earns on its own: a
 * first-deposit match and a recharge reward. Null for any other reward.
 */
export function qualifyingDeposit(
  campaign: Pick<typeof campaigns.$inferSelect, 'kind'>,
  claim: Pick<typeof rewardClaims.$inferSelect, 'source'>,
) {
  if (campaign.kind !== 'first_deposit' && campaign.kind !== 'deposit') return null
  return claim.source.startsWith('deposit:') ? claim.source.slice('deposit:'.length) : null
}

/**
 * Whether the player has taken that deposit back out, or is doing so: a withdrawal requested since
 * the deposit was made that was not rejected (waiting, processing, paid or failed). Both times are
 * the database's own. Read under lockPlayer, so no withdrawal can be committing meanwhile.
 */
export async function depositWithdrawn(tx: Db, userId: number, orderNo: string) {
  const [found] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .innerJoin(deposits, and(eq(deposits.orderNo, orderNo), eq(deposits.userId, userId)))
    .where(
      and(
        eq(withdrawals.userId, userId),
        ne(withdrawals.status, REJECTED),
        gte(withdrawals.createdAt, deposits.createdAt),
      ),
    )
    .limit(1)
  return found !== undefined
}
