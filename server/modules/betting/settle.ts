import { BET_STATUS } from '#contract/games.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { toUsdtMicro } from '../../money/exchange.ts'
import type { EventNote } from '../events/index.ts'
import type { SettledPlacement } from '../rewards/index.ts'
import { handleEvents, SETTLEMENT_MONEY } from '../subscribers/index.ts'
import { type BetProduct, familyOf } from './product.ts'
import { settleInBulk } from './settleInBulk.ts'
import { settleOne } from './settleOne.ts'
import type { Outcome, Pushes, RecordMany, SettleHooks, SettlingBet } from './settleTypes.ts'

export type { Outcome } from './settleTypes.ts'

/** How many players' bets settle at once: a few of the pool's connections, the rest for players. */
const SETTLE_WORKERS = 4

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
 *
 * Two paths, one ledger (settleOne.ts, settleInBulk.ts): a product that can mark many rows at once
 * (`recordMany`) and whose rows are whole bets (no `completes`) has its plain bets settled in
 * batches, many per transaction; every other bet settles in a transaction of its own. Both write
 * the same keys, entries and events, so either skips what the other paid.
 * Returns how many bets this run settled.
 */
export async function settleBets<B extends SettlingBet, O extends Outcome>(
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
  completes?: (tx: Db, bet: B) => Promise<boolean>,
  /** Marks many bets settled in one statement (recordOutcomes.ts): the bulk path, for plain bets. */
  recordMany?: RecordMany<B, O>,
) {
  const hooks: SettleHooks<B, O> = { record, note, placement, completes: completes ?? (async () => true) }
  const pushes: Pushes = new Map()
  const decided: { bet: B; outcome: O }[] = []
  for (const bet of pending) {
    const outcome = decide(bet)
    if (outcome !== undefined) decided.push({ bet, outcome })
  }
  const { bulk, oneByOne } =
    recordMany && !completes ? await splitPlain(ctx.db, product, decided) : { bulk: [], oneByOne: decided }

  let settled = 0
  if (bulk.length > 0 && recordMany) {
    const done = await settleInBulk(ctx, product, bulk, recordMany, note, pushes)
    settled += done.settled
    // Paid: the players' wallets hear it now, not after the consumers below.
    await publish(ctx, pushes)
    await drainSettled(ctx, done.settled, pushes)
  }

  // One player's bets settle in order (their placements, bonus money and wagering follow from each
  // other); different players' at once, as no row is shared between them any more (ledger/post.ts).
  const queues = new Map<number, { bet: B; outcome: O }[]>()
  for (const one of oneByOne) {
    const queue = queues.get(one.bet.userId)
    if (queue) queue.push(one)
    else queues.set(one.bet.userId, [one])
  }
  const players = [...queues.values()]
  const worker = async () => {
    for (let queue = players.shift(); queue; queue = players.shift())
      for (const { bet, outcome } of queue)
        if (await settleOne(ctx, product, hooks, bet, outcome, pushes)) settled++
  }
  await Promise.all(Array.from({ length: SETTLE_WORKERS }, worker))
  await publish(ctx, pushes)
  return settled
}

/** Sends the balance frames gathered so far, once each, and forgets them. */
async function publish(ctx: Pick<AppContext, 'walletPush'>, pushes: Pushes) {
  for (const { userId, reason } of pushes.values()) await ctx.walletPush.publish(userId, reason)
  pushes.clear()
}

/**
 * Consumes a bulk run's `count` events now, as settleOne consumes a bet's: oldest pending first,
 * of any player (asking by player would search all pending events for each one), a few drains
 * at once, each claiming its own rows (SKIP LOCKED). What is left (older events pending before
 * it) the events loop handles. The consumers (rewards' wagering, push notes, the reports' rollup)
 * run per event: this is most of a bulk run's time (see bench/settle.bench.ts).
 */
async function drainSettled(ctx: Pick<AppContext, 'db' | 'clock'>, count: number, pushes: Pushes) {
  const share = Math.ceil(count / SETTLE_WORKERS)
  const drain = async () => {
    for (const frame of await handleEvents(ctx.db, ctx.clock, undefined, share))
      pushes.set(`${frame.userId}:${frame.reason}`, frame)
  }
  await Promise.all(Array.from({ length: SETTLE_WORKERS }, drain))
  // A drain stops early when the rows left are all claimed by the others, so its share may be
  // short at the end: what is left of the run's events is taken once more, by one drain.
  for (const frame of await handleEvents(ctx.db, ctx.clock, undefined, count))
    pushes.set(`${frame.userId}:${frame.reason}`, frame)
}

/**
 * The decided bets the bulk path may settle, a player's together in id order, and the rest. A
 * bet is plain when nothing of it needs its own transaction: no bonus money staked (its return's
 * account and the wagering before it are the player's own story), and no extra-bonus campaign of
 * the product covering when it was placed (payExtraBonus would pay nothing, whatever its
 * placement sums to). A player with any bet that is not plain keeps all of theirs on the one-by-one
 * path, in order, as before.
 */
async function splitPlain<B extends SettlingBet, O extends Outcome>(
  db: Db,
  product: BetProduct,
  decided: readonly { bet: B; outcome: O }[],
) {
  const family = familyOf(product)
  const covered = family === 'game' ? () => false : await SETTLEMENT_MONEY.extraBonusCovers(db, family)
  const notPlain = new Set<number>()
  for (const { bet } of decided) if (bet.bonusStake !== 0n || covered(bet.createdAt)) notPlain.add(bet.userId)
  const bulk = decided
    .filter(({ bet }) => !notPlain.has(bet.userId))
    .sort((a, b) => a.bet.userId - b.bet.userId || a.bet.id - b.bet.id)
  return { bulk, oneByOne: decided.filter(({ bet }) => notPlain.has(bet.userId)) }
}
