import { BET_STATUS } from '#contract/games.ts'
import type { BetSettled, EventNote } from '../events/index.ts'
import { type BetProduct, familyOf, wagerProductOf } from './product.ts'
import type { Outcome, SettlingBet } from './settleTypes.ts'

/**
 * The bet.settled event of a bet settled at `at`, as both settlement paths write it (one bet's
 * transaction, or a batch's): `told` is the product's note (undefined for the usual won / lost /
 * returned, null for none), `completes` whether the row decided the whole bet the player placed.
 */
export function settledEvent<B extends SettlingBet>(
  product: BetProduct,
  bet: B,
  outcome: Outcome,
  told: EventNote | null | undefined,
  completes: boolean,
  at: Date,
): BetSettled {
  return {
    kind: 'bet.settled',
    userId: bet.userId,
    product: wagerProductOf(product),
    bet: { id: bet.id, status: outcome.status, ...(bet.betNo !== undefined && { betNo: bet.betNo }) },
    stake: String(bet.stake),
    payout: String(outcome.payout),
    cancelled: outcome.status === BET_STATUS.cancelled,
    ...(told !== undefined && { note: told }),
    game: bet.game ?? familyOf(product),
    placedAt: bet.createdAt.toISOString(),
    decidedAt: at.toISOString(),
    completes,
  }
}
