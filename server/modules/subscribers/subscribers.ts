import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import type { Frame } from '../events/index.ts'
import { type Consumers, drainEvents } from '../events/index.ts'
import { countLossReturns } from '../protection/index.ts'
import { tellSettled } from '../push/index.ts'
import { rollUpSettled } from '../reports/index.ts'
import { bonusReturnAccount, countSettledStake, extraBonusCovers, payExtraBonus } from '../rewards/index.ts'

/**
 * What the rest of the site does about a settlement, listed once so the betting core imports
 * neither rewards, push nor reports. After commit, from the domain event (handled once): rewards
 * counts the stake toward wagering and tasks, push tells the player, reports add the decided
 * money to their rollup, protection takes what came back off the player's loss limits. A later
 * credit or a rollback of a round is the reports' and the loss limits' only.
 */
const CONSUMERS: Consumers = {
  'bet.settled': [countSettledStake, tellSettled, rollUpSettled, countLossReturns],
  'round.settled': [countSettledStake, rollUpSettled, countLossReturns],
  'round.credited': [rollUpSettled, countLossReturns],
  'round.rolled_back': [rollUpSettled, countLossReturns],
}

/**
 * The bet's own money that promotions decide, paid inside the settlement's transaction (money
 * never waits for a consumer): where a bonus-funded stake's share returns, and the extra bonus on
 * a placement's net win (once, under its own key).
 */
export const SETTLEMENT_MONEY = { bonusReturnAccount, payExtraBonus, extraBonusCovers }

/**
 * Handles the pending events now (of one player, when `userId` is given): called by whoever just
 * committed some (so a player sees their wagering move as the bet settles), and by the loop for
 * events whose writer stopped before it.
 */
export const handleEvents = (
  db: Db,
  clock: { now(): Date },
  userId?: number,
  /** At most this many (a bulk settlement's whole batch run: its own count). */
  limit = 500,
): Promise<Frame[]> => drainEvents(db, CONSUMERS, () => clock.now(), limit, userId)

/**
 * Handles the pending events now and sends their frames (a bonus turned into cash tells the
 * player's wallet): what a caller that just committed some does, and the background consumer
 * (main.ts runs it on a timer) for events of any process. Answers how many frames went out.
 */
export async function consumeEvents(ctx: Pick<AppContext, 'db' | 'clock' | 'walletPush'>) {
  const frames = await handleEvents(ctx.db, ctx.clock)
  for (const frame of frames) await ctx.walletPush.publish(frame.userId, frame.reason)
  return frames.length
}
