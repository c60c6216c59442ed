import { BET_STATUS, type BetStatus } from '#contract/games.ts'
import type { PushReason } from '#contract/ledger.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { toUsdtMicro } from '../../money/exchange.ts'
import type { EventNote } from '../events/index.ts'
import { writeEvent } from '../events/index.ts'
import { payOnce } from '../ledger/index.ts'
import type { SettledPlacement } from '../rewards/index.ts'
import { handleEvents, SETTLEMENT_MONEY } from '../subscribers/index.ts'
import { type BetProduct, familyOf, payoutKind, wagerProductOf } from './product.ts'

/** How many players' bets settle at once: a few of the pool's connections, the rest for players. */
const SETTLE_WORKERS = 4

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
 * under a key of the bet, so a repeated run pays nothing twice; what the bet staked from bonus money
 * returns (with its share of a win) to bonus money. An extra bonus (EXTRA_BONUS,
 * contract/rewards.ts) is paid on the placement's net win, once, in the transaction that settles
 * its last part: `placement` locks a bet's sibling rows (a lottery ticket's other lines) and sums
 * them, undefined while one is still pending; by default a bet is its own placement. The same
 * transaction writes the bet.settled domain event: after it commits, rewards count the stake toward
 * wagering and push tells the closed app `note` (by default won, lost or returned with the amount),
 * each once (subscribers/subscribers.ts). Then every paid player is told their balance moved and why:
 * a win is a payout, a cancelled bet's stake coming back a refund.
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
    /** The report game; a product of one game (cricket) has none and is named by its family. */
    game?: string
  },
  O extends Outcome,
>(
  ctx: Pick<AppContext, 'db' | 'walletPush' | 'clock'>,
  product: BetProduct,
  pending: readonly B[],
  decide: (bet: B) => O | undefined,
  /**
   * Marks the bet settled at `at`, keeping `extraBonus` (USDT micro) on it: the event carries the
   * same instant, so the reports' rollup dates the payout exactly as the bet's row does.
   */
  record: (tx: Db, bet: B, outcome: O, extraBonus: bigint, at: Date) => Promise<unknown>,
  /** What the player is told (undefined: nothing); by default won, lost or returned with the amount. */
  note?: (bet: B, outcome: O) => EventNote | undefined,
  placement: (tx: Db, bet: B, outcome: O) => Promise<SettledPlacement | undefined> = async (_tx, bet, o) => ({
    key: String(bet.id),
    stake: bet.stake,
    bonusStake: bet.bonusStake,
    payout: o.payout,
    placedAt: bet.createdAt,
  }),
  /**
   * Whether settling this row decided the whole bet the player placed, asked after `record` in its
   * transaction: a lottery ticket is one bet, decided by its last line. By default a row is a bet.
   */
  completes: (tx: Db, bet: B) => Promise<boolean> = async () => true,
) {
  const pushes = new Map<string, { userId: number; reason: PushReason }>()
  let settled = 0
  const settleOne = async (bet: B) => {
    const outcome = decide(bet)
    if (outcome === undefined) return
    const op = {
      key: `${familyOf(product)}-settle:${bet.id}`,
      kind: payoutKind(product),
      userId: bet.userId,
      request: { bet: bet.id },
    }
    let whole: SettledPlacement | undefined
    // The placement's extra bonus is money: paid in the settlement's transaction, when this bet is
    // its last part to settle. What follows from the settlement is its event, in the same transaction.
    const paidAndTold = async (tx: Db) => {
      const family = familyOf(product)
      const extra =
        whole && family !== 'game'
          ? await SETTLEMENT_MONEY.payExtraBonus(tx, family, op.kind, bet.userId, whole)
          : 0n
      const at = ctx.clock.now()
      await record(tx, bet, outcome, extra, at)
      const told = note ? (note(bet, outcome) ?? null) : undefined
      await writeEvent(
        tx,
        {
          kind: 'bet.settled',
          userId: bet.userId,
          product: wagerProductOf(product),
          bet: { id: bet.id, status: outcome.status, ...(bet.betNo !== undefined && { betNo: bet.betNo }) },
          stake: String(bet.stake),
          payout: String(outcome.payout),
          cancelled: outcome.status === BET_STATUS.cancelled,
          ...(told !== undefined && { note: told }),
          game: bet.game ?? family,
          placedAt: bet.createdAt.toISOString(),
          decidedAt: at.toISOString(),
          completes: await completes(tx, bet),
        },
        at,
      )
    }
    // A run that read the bet before another settled it finds it paid: nothing to pay or tell.
    // What a bet staked from bonus money comes back to bonus money in proportion: a void bet's
    // exact bonus stake, a win's share of the payout (rounded down; the rest is cash).
    const bonus = {
      amount: bet.stake > 0n ? (outcome.payout * bet.bonusStake) / bet.stake : 0n,
      to: (tx: Db) => SETTLEMENT_MONEY.bonusReturnAccount(tx, bet.userId),
    }
    const lock = async (tx: Db) => {
      whole = await placement(tx, bet, outcome)
    }
    if (!(await payOnce(ctx.db, op, outcome.payout, paidAndTold, bonus, lock))) return
    // Consumed now, before the next bet settles: its bonus return sees this stake's wagering.
    for (const frame of await handleEvents(ctx.db, ctx.clock, bet.userId))
      pushes.set(`${frame.userId}:${frame.reason}`, frame)
    if (outcome.payout > 0n) {
      const reason = outcome.status === BET_STATUS.cancelled ? 'refund' : 'payout'
      pushes.set(`${bet.userId}:${reason}`, { userId: bet.userId, reason })
    }
    settled++
  }
  // One player's bets settle in order (their placements, bonus money and wagering follow from each
  // other); different players' at once, as no row is shared between them any more (ledger/post.ts).
  const queues = new Map<number, B[]>()
  for (const bet of pending) {
    const queue = queues.get(bet.userId)
    if (queue) queue.push(bet)
    else queues.set(bet.userId, [bet])
  }
  const players = [...queues.values()]
  const worker = async () => {
    for (let queue = players.shift(); queue; queue = players.shift())
      for (const bet of queue) await settleOne(bet)
  }
  await Promise.all(Array.from({ length: SETTLE_WORKERS }, worker))
  for (const { userId, reason } of pushes.values()) await ctx.walletPush.publish(userId, reason)
  return settled
}
