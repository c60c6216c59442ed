import type { LedgerKind } from '#contract/ledger.ts'
import type { Db } from '../../db/client.ts'
import type { GameLimits, Shown } from './limits.ts'

/** A product's name: its idempotency keys, ledger kinds and bet numbers follow from it. */
export type ProductName = 'sport' | 'cricket' | 'lottery'

export const stakeKind = (product: ProductName) => `${product}_stake` satisfies LedgerKind
export const payoutKind = (product: ProductName) => `${product}_payout` satisfies LedgerKind

/** What a product's rules took from a request: the stake to debit and whatever its row needs. */
export interface Taken {
  /** 6-place units of the player's currency, as the limits and the answer show it. */
  shownStake: bigint
  /** USDT micro-units to debit when the product converts per line; else shownStake at the rate. */
  stake?: bigint
}

/** The bet as the core placed it: its number, the player's currency and the debit. */
export interface Placed {
  userId: number
  betNo: string
  shown: Shown
  /** USDT micro-units debited. */
  stake: bigint
  /** Of which from bonus money (cash first, then bonus: BET_FUNDING). */
  bonusStake: bigint
  /** USDT, the player's balance after the debit. */
  balance: string
  /** When it was placed by the server's clock, as settlement times are: a day's figures hold both. */
  at: Date
}

/**
 * A product plugs into the betting core (place.ts, settle.ts, myBets.ts) with its rules and rows:
 * - place: `game` names the game whose status is re-checked (and, when `limited`, whose spec §5
 *   limits apply); `take` re-checks the request against the product's current offer inside the
 *   placement's transaction and refuses with the first problem; `record` inserts the row(s) and
 *   returns the answer. The core runs it once per key and debits the stake in between.
 * - settle: the product finds its decided bets and says what each comes to; settleBets pays each
 *   once and pushes the reason.
 * - list: the product reads a page of the player's bets and one bet; myBetRoutes serves them.
 * A new product (games, live tables) adds its rules to the engine and one such adapter.
 */
export interface Placement<Request, T extends Taken, Answer> {
  product: ProductName
  /** A letter for the product, first in its bet numbers. */
  letter: string
  game: (request: Request) => string
  /** Whether the game has spec §5 limits (game_config); a lottery's limits are its odds table's. */
  limited: boolean
  take: (tx: Db, request: Request, at: { now: Date; shown: Shown; limits?: GameLimits }) => Promise<T>
  record: (tx: Db, taken: T, placed: Placed) => Promise<Answer>
}
