import type { Db } from '../../db/client.ts'
import { assertGameActive, type GameRef, type StatusSource } from '../games/index.ts'
import type { ProductName } from './product.ts'

/** A stake about to be taken, in USDT micro-units, by the server's clock. */
export interface StakeToTake {
  userId: number
  product: ProductName
  amount: bigint
  at: Date
}

/**
 * THE hook for the player's own protection limits (a daily stake or loss limit, a cooling-off or
 * self-exclusion): every product's stake passes here inside the transaction that takes it, after
 * the game's status and bet limits and before the ledger moves (a placement, a round's debit, money
 * into a transfer studio). A refusal thrown here is the key's stored answer, as any other. Nothing
 * is limited yet; the limits and their table come with the player-protection issue.
 */
export async function assertWithinPlayerLimits(_tx: Db, _stake: StakeToTake): Promise<void> {}

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
