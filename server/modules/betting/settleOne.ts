import { BET_STATUS } from '#contract/games.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { writeEvent } from '../events/index.ts'
import { payOnce } from '../ledger/index.ts'
import type { SettledPlacement } from '../rewards/index.ts'
import { handleEvents, SETTLEMENT_MONEY } from '../subscribers/index.ts'
import { type BetProduct, familyOf, payoutKind } from './product.ts'
import { settledEvent } from './settledEvent.ts'
import type { Outcome, Pushes, SettleHooks, SettlingBet } from './settleTypes.ts'

/**
 * Settles one decided bet in a transaction of its own (payOnce, under `${family}-settle:${bet.id}`):
 * its placement locked and summed, the payout paid (a bonus stake's share back to bonus money),
 * the placement's extra bonus, the bet recorded and its event written; then that player's events
 * consumed, before their next bet settles. Answers whether this call settled it.
 */
export async function settleOne<B extends SettlingBet, O extends Outcome>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  product: BetProduct,
  hooks: SettleHooks<B, O>,
  bet: B,
  outcome: O,
  pushes: Pushes,
) {
  const family = familyOf(product)
  const op = {
    key: `${family}-settle:${bet.id}`,
    kind: payoutKind(product),
    userId: bet.userId,
    request: { bet: bet.id },
  }
  let whole: SettledPlacement | undefined
  // The placement's extra bonus is money: paid in the settlement's transaction, when this bet is
  // its last part to settle. What follows from the settlement is its event, in the same transaction.
  const paidAndTold = async (tx: Db) => {
    const extra =
      whole && family !== 'game'
        ? await SETTLEMENT_MONEY.payExtraBonus(tx, family, op.kind, bet.userId, whole)
        : 0n
    const at = ctx.clock.now()
    await hooks.record(tx, bet, outcome, extra, at)
    const told = hooks.note ? (hooks.note(bet, outcome) ?? null) : undefined
    await writeEvent(tx, settledEvent(product, bet, outcome, told, await hooks.completes(tx, bet), at), at)
  }
  // A run that read the bet before another settled it finds it paid: nothing to pay or tell.
  // What a bet staked from bonus money comes back to bonus money in proportion: a void bet's
  // exact bonus stake, a win's share of the payout (rounded down; the rest is cash).
  const bonus = {
    amount: bet.stake > 0n ? (outcome.payout * bet.bonusStake) / bet.stake : 0n,
    to: (tx: Db) => SETTLEMENT_MONEY.bonusReturnAccount(tx, bet.userId),
  }
  const lock = async (tx: Db) => {
    whole = await hooks.placement(tx, bet, outcome)
  }
  if (!(await payOnce(ctx.db, op, outcome.payout, paidAndTold, bonus, lock))) return false
  // Consumed now, before the next bet settles: its bonus return sees this stake's wagering.
  for (const frame of await handleEvents(ctx.db, ctx.clock, bet.userId))
    pushes.set(`${frame.userId}:${frame.reason}`, frame)
  pushPaid(pushes, bet.userId, outcome)
  return true
}

/** A paid player is told their balance moved and why: a win is a payout, a stake coming back a refund. */
export function pushPaid(pushes: Pushes, userId: number, outcome: Outcome) {
  if (outcome.payout <= 0n) return
  const reason = outcome.status === BET_STATUS.cancelled ? 'refund' : 'payout'
  pushes.set(`${userId}:${reason}`, { userId, reason })
}
