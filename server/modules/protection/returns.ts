import type { Db } from '../../db/client.ts'
import type { BetSettled, Frame, RoundCredited, RoundRolledBack, RoundSettled } from '../events/index.ts'
import { addToLimits, RETURN_KINDS } from './claims.ts'

type Returned = BetSettled | RoundSettled | RoundCredited | RoundRolledBack

/** What came back to the player's wallet by this event, in USDT micro-units. */
function returned(event: Returned): bigint {
  switch (event.kind) {
    case 'bet.settled':
      return BigInt(event.payout)
    case 'round.settled':
      // A transfer studio's round is played on its own wallet: its money came back by transfer.
      return event.game === undefined ? 0n : BigInt(event.win ?? '0')
    case 'round.credited':
      return BigInt(event.win) - BigInt(event.before.win)
    case 'round.rolled_back':
      return BigInt(event.stake)
  }
}

/**
 * A settlement's consumer: what a bet or round returned lowers the player's loss limits' use in
 * the period it was decided in (a loss limit is net of returns). After commit, so a return counts
 * a moment late: the limit errs toward the player's protection, never past it.
 */
export async function countLossReturns(tx: Db, event: Returned, now: Date): Promise<Frame[]> {
  const amount = returned(event)
  const at = event.decidedAt ? new Date(event.decidedAt) : now
  if (amount > 0n) await addToLimits(tx, event.userId, RETURN_KINDS, -amount, at)
  return []
}
