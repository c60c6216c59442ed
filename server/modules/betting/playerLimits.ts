import type { Db } from '../../db/client.ts'
import { assertGameActive, type GameRef, type StatusSource } from '../games/index.ts'
import { claimLimits, STAKE_KINDS } from '../protection/index.ts'
import type { ProductName } from './product.ts'

/** A stake about to be taken, in USDT micro-units, by the server's clock. */
export interface StakeToTake {
  userId: number
  product: ProductName
  amount: bigint
  at: Date
}

/**
 * THE hook for the player's own protection limits: every product's stake passes here inside the
 * transaction that takes it, after the game's status and bet limits (a placement, a round's debit,
 * money into a transfer studio), and claims its amount against the player's wager and loss limits
 * (protection/claims.ts). A refusal (limitReached) rolls the stake's transaction back and is the
 * key's stored answer, as any other.
 */
export async function assertWithinPlayerLimits(tx: Db, stake: StakeToTake): Promise<void> {
  await claimLimits(tx, stake.userId, STAKE_KINDS, stake.amount, stake.at)
}

/**
 * Admits a stake whose amount is known before it is taken (a round's debit, money into a transfer
 * studio): the game's spec §4 status, then the player's own limits, inside the stake's transaction.
 */
export async function admitStake(
  src: Pick<StatusSource, 'reference'>,
  tx: Db,
  game: GameRef,
  stake: StakeToTake,
) {
  // Read through the stake's transaction: the embedded database has one connection, which it holds.
  await assertGameActive({ reference: src.reference, db: tx }, game)
  await assertWithinPlayerLimits(tx, stake)
}
