import { BET_STATUS, type BetStatus } from '#contract/games.ts'
import type { PushReason } from '#contract/ledger.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { toUsdtMicro } from '../../money/exchange.ts'
import { payOnce } from '../ledger/bets.ts'
import { betNote } from '../push/notes.ts'
import { enqueuePush, type PushNote } from '../push/outbox.ts'
import { bonusReturnAccount } from '../rewards/bonus.ts'
import { onStakeSettled } from '../rewards/events.ts'
import { extraBonusFor, payExtraBonus } from '../rewards/extraBonus.ts'
import { type ProductName, payoutKind } from './product.ts'

/** What a decided bet comes to: its status and what it pays, in USDT micro-units (0 pays nothing). */
export interface Outcome {
  status: BetStatus
  payout: bigint
}

/**
 * What a decided sports or cricket bet comes to: a bet on nothing but void matches is cancelled
 * and its exact stake goes back; any other is settled, paying what it returned (6-place units of
 * its currency) at the rate it was placed at.
 */
export function outcomeOf(
  bet: { stake: bigint; shownStake: bigint; exchange: string },
  returned: bigint,
  allVoid: boolean,
) {
  return allVoid
    ? { status: BET_STATUS.cancelled, shownPayout: bet.shownStake, payout: bet.stake }
    : { status: BET_STATUS.settled, shownPayout: returned, payout: toUsdtMicro(returned, bet.exchange) }
}

/**
 * The one pay-once path of every product. For each pending bet `decide` says what it comes to
 * (undefined while it is open); the house pays it and `record` marks it in the same transaction,
 * under a key of the bet, so a repeated run pays nothing twice, an extra bonus included (EXTRA_BONUS,
 * contract/rewards.ts); what the bet staked from bonus money
 * returns (with its share of a win) to bonus money. Then every paid player is told
 * their balance moved and why: a win is a payout, a cancelled bet's stake coming back a refund.
 * The closed app hears it by Web Push: `note` (by default won, lost or returned with the amount)
 * is queued in the same transaction and sent after it commits.
 * Returns how many bets this run settled.
 */
export async function settleBets<
  B extends {
    id: number
    userId: number
    stake: bigint
    bonusStake: bigint
    createdAt: Date
    betNo?: string
  },
  O extends Outcome,
>(
  ctx: Pick<AppContext, 'db' | 'walletPush' | 'clock'>,
  product: ProductName,
  pending: readonly B[],
  decide: (bet: B) => O | undefined,
  /** Marks the bet settled, keeping `extraBonus` (USDT micro) on it. */
  record: (tx: Db, bet: B, outcome: O, extraBonus: bigint) => Promise<unknown>,
  note: (bet: B, outcome: O) => PushNote | undefined = betNote,
) {
  const pushes = new Map<string, { userId: number; reason: PushReason }>()
  let settled = 0
  for (const bet of pending) {
    const outcome = decide(bet)
    if (outcome === undefined) continue
    const op = {
      key: `${product}-settle:${bet.id}`,
      kind: payoutKind(product),
      userId: bet.userId,
      request: { bet: bet.id },
    }
    let converted = false
    // The settled stake counts toward rewards (bonus wagering, lottery tasks) in the same transaction.
    // An extra-bonus campaign's share of the winnings is paid in the same ledger transaction.
    const paidAndCounted = async (tx: Db, transactionId: number) => {
      const cancelled = outcome.status === BET_STATUS.cancelled
      const extra = await extraBonusFor(tx, {
        product,
        stake: bet.stake,
        payout: outcome.payout,
        placedAt: bet.createdAt,
        cancelled,
      })
      await payExtraBonus(tx, transactionId, bet.userId, extra)
      await record(tx, bet, outcome, extra)
      const told = note(bet, outcome)
      if (told) await enqueuePush(tx, [told], ctx.clock.now())
      converted = await onStakeSettled(
        tx,
        { userId: bet.userId, product, stake: bet.stake, cancelled },
        ctx.clock.now(),
      )
    }
    // A run that read the bet before another settled it finds it paid: nothing to pay or tell.
    // What a bet staked from bonus money comes back to bonus money in proportion: a void bet's
    // exact bonus stake, a win's share of the payout (rounded down; the rest is cash).
    const bonus = {
      amount: bet.stake > 0n ? (outcome.payout * bet.bonusStake) / bet.stake : 0n,
      to: (tx: Db) => bonusReturnAccount(tx, bet.userId),
    }
    if (!(await payOnce(ctx.db, op, outcome.payout, paidAndCounted, bonus))) continue
    if (converted) pushes.set(`${bet.userId}:reward`, { userId: bet.userId, reason: 'reward' })
    if (outcome.payout > 0n) {
      const reason = outcome.status === BET_STATUS.cancelled ? 'refund' : 'payout'
      pushes.set(`${bet.userId}:${reason}`, { userId: bet.userId, reason })
    }
    settled++
  }
  for (const { userId, reason } of pushes.values()) await ctx.walletPush.publish(userId, reason)
  return settled
}
