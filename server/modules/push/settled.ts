import type { Db } from '../../db/client.ts'
import type { BetSettled, Frame } from '../events/index.ts'
import { betNote } from './notes.ts'
import { enqueuePush, type PushNote } from './outbox.ts'

/**
 * Push's consumer of settled bets: the closed app hears it by Web Push, with the product's own
 * words when it gave them (a draw's result), else won, lost or returned with the amount.
 */
export async function tellSettled(tx: Db, event: BetSettled, now: Date): Promise<Frame[]> {
  if (event.note === null) return []
  const note: PushNote =
    (event.note as PushNote | undefined) ??
    betNote(
      {
        id: event.bet.id,
        userId: event.userId,
        ...(event.bet.betNo !== undefined && { betNo: event.bet.betNo }),
      },
      {
        status: event.bet.status,
        payout: BigInt(event.payout),
      },
    )
  await enqueuePush(tx, [note], now)
  return []
}
