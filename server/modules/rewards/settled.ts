import type { Db } from '../../db/client.ts'
import type { BetSettled, Frame, RoundSettled } from '../events/index.ts'
import { onStakeSettled } from './events.ts'

/**
 * Rewards' consumer of settlements: a settled bet's or round's stake counts toward the player's
 * open bonus wagering and lottery tasks, once (the event is handled once). A bonus turning into
 * cash is told to the player's sockets as a reward.
 */
export async function countSettledStake(
  tx: Db,
  event: BetSettled | RoundSettled,
  now: Date,
): Promise<Frame[]> {
  const converted = await onStakeSettled(
    tx,
    {
      userId: event.userId,
      product: event.product,
      stake: BigInt(event.stake),
      cancelled: event.kind === 'bet.settled' && event.cancelled,
    },
    now,
  )
  return converted ? [{ userId: event.userId, reason: 'reward' }] : []
}
