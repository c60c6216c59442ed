import type { PushReason } from '#contract/ledger.ts'
import type { PushKind } from '#contract/push.ts'
import type { WagerProduct } from '#contract/rewards.ts'

/** A push note as the settlement's product words it (push/outbox.ts PushNote), plain JSON. */
export interface EventNote {
  userId: number
  kind: PushKind
  params: Record<string, string>
  url: string
  dedupeKey?: string
}

/**
 * What the reports' rollup needs of a decided bet or round: the report game ('soccer', 'cricket',
 * 'hkmarksix', 'pg'), when it was placed (opened) and when it was decided, both ISO instants of the
 * server's clock exactly as the bet's row keeps them. Absent on events written before the rollup
 * existed (migration 0031): their bets were already decided then, so the migration's backfill
 * counted them from the bet tables.
 */
export interface Decided {
  game?: string
  placedAt?: string
  decidedAt?: string
}

/**
 * A bet of a product settled (paid, refunded or lost), in the transaction that paid it. Money in
 * USDT micro-units as decimal strings. `note` is what the player is told: the product's own words,
 * null for nothing, absent for the usual won / lost / returned. The bet's money, its bonus return
 * and its extra bonus are already paid. `completes` is false for a lottery line whose ticket still
 * has lines pending: a ticket is one bet, decided with its last line.
 */
export interface BetSettled extends Decided {
  kind: 'bet.settled'
  userId: number
  product: WagerProduct
  bet: { id: number; betNo?: string; status: number }
  stake: string
  payout: string
  cancelled: boolean
  note?: EventNote | null
  completes?: boolean
}

/**
 * A game round settled (its first credit, or a transfer studio's record pulled): its stake counted
 * once. A seamless round also names its provider as `game`, and `win` is what its first credit
 * paid (later credits are round.credited); a transfer studio's round, played on its own wallet in
 * its own currency, names none and is no report game.
 */
export interface RoundSettled extends Decided {
  kind: 'round.settled'
  userId: number
  product: WagerProduct
  stake: string
  win?: string
}

/**
 * A settled round credited again (the wallet adds the win to the round and dates its close anew):
 * the round's whole win moves from its earlier close to this one. For the reports only: the
 * round's stake was counted when it settled.
 */
export interface RoundCredited extends Required<Decided> {
  kind: 'round.credited'
  userId: number
  /** The round's win before this credit and when it was closed then. */
  before: { win: string; decidedAt: string }
  /** Its whole win now. */
  win: string
}

/**
 * A round rolled back, its bet (0 for a round never debited) given back: decided, never lost nor
 * won, and never counted toward wagering.
 */
export interface RoundRolledBack extends Required<Decided> {
  kind: 'round.rolled_back'
  userId: number
  stake: string
}

export type DomainEvent = BetSettled | RoundSettled | RoundCredited | RoundRolledBack

/** A balance frame a consumer asks to be sent to the player once its transaction committed. */
export interface Frame {
  userId: number
  reason: PushReason
}
