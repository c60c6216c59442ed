import type { LedgerKind } from '#contract/ledger.ts'
import type { WagerProduct } from '#contract/rewards.ts'
import type { Db } from '../../db/client.ts'
import type { ReferenceCache } from '../../db/reference.ts'
import type { GameLimits, Shown } from './limits.ts'

/**
 * Every product the core runs, and the family that names its idempotency keys, ledger kinds and
 * wagering weight: sports and cricket slips, each lottery kind's tickets (a ticket of any lottery
 * kind is 'lottery' until its draw says which), the seamless and transfer game wallets' rounds
 * and the live tables' bets (each a seamless round of the live studio).
 */
const FAMILIES = {
  sport: 'sport',
  cricket: 'cricket',
  lottery: 'lottery',
  'lottery:marksix': 'lottery',
  'lottery:racing': 'lottery',
  'games:seamless': 'game',
  'games:transfer': 'game',
  live: 'game',
} as const satisfies Record<string, 'sport' | 'cricket' | 'lottery' | 'game'>

export type ProductName = keyof typeof FAMILIES
type Family = (typeof FAMILIES)[ProductName]
/** The products that place and settle bets (their rows are the products' own). */
export type BetProduct = Exclude<ProductName, 'games:seamless' | 'games:transfer' | 'live'>

export const familyOf = (product: ProductName): Family => FAMILIES[product]
/** What a product's settled stakes count as toward bonus wagering (contract/rewards.ts). */
export const wagerProductOf = (product: ProductName): WagerProduct => {
  const family = familyOf(product)
  return family === 'game' ? 'games' : family
}

export const stakeKind = (product: BetProduct) => `${familyOf(product)}_stake` satisfies LedgerKind
export const payoutKind = (product: BetProduct) => `${familyOf(product)}_payout` satisfies LedgerKind

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
 * Game rounds (seamless and transfer wallets, live tables) plug in through rounds.ts instead.
 */
export interface Placement<Request, T extends Taken, Answer> {
  product: BetProduct
  /** A letter for the product, first in its bet numbers. */
  letter: string
  game: (request: Request) => string
  /** Whether the game has spec §5 limits (game_config); a lottery's limits are its odds table's. */
  limited: boolean
  /** `reference` caches nearly static rows (a lottery's odds table); load them through `tx`. */
  take: (
    tx: Db,
    request: Request,
    at: { now: Date; shown: Shown; limits?: GameLimits; reference: ReferenceCache },
  ) => Promise<T>
  record: (tx: Db, taken: T, placed: Placed) => Promise<Answer>
}
