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
 * A bet of a product settled (paid, refunded or lost), in the transaction that paid it. Money in
 * USDT micro-units as decimal strings. `note` is what the player is told: the product's own words,
 * null for nothing, absent for the usual won / lost / returned. The bet's money, its bonus return
 * and its extra bonus are already paid.
 */
export interface BetSettled {
  kind: 'bet.settled'
  userId: number
  product: WagerProduct
  bet: { id: number; betNo?: string; status: number }
  stake: string
  payout: string
  cancelled: boolean
  note?: EventNote | null
}

/** A game round settled (its first credit, or a transfer studio's record pulled): its stake counted once. */
export interface RoundSettled {
  kind: 'round.settled'
  userId: number
  product: WagerProduct
  stake: string
}

export type DomainEvent = BetSettled | RoundSettled

/** A balance frame a consumer asks to be sent to the player once its transaction committed. */
export interface Frame {
  userId: number
  reason: PushReason
}
