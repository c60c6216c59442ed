import type { BetStatus } from '#contract/games.ts'
import type { PushReason } from '#contract/ledger.ts'
import type { Db } from '../../db/client.ts'
import type { EventNote } from '../events/index.ts'
import type { SettledPlacement } from '../rewards/index.ts'

/** What a decided bet comes to: its status and what it pays, in USDT micro-units (0 pays nothing). */
export interface Outcome {
  status: BetStatus
  payout: bigint
}

/** What settlement reads of a product's bet row. */
export interface SettlingBet {
  id: number
  userId: number
  stake: bigint
  bonusStake: bigint
  createdAt: Date
  betNo?: string
  /** The report game; a product of one game (cricket) has none and is named by its family. */
  game?: string
}

/** What a product tells settleBets about its bets beyond deciding them (settle.ts). */
export interface SettleHooks<B extends SettlingBet, O extends Outcome> {
  record: (tx: Db, bet: B, outcome: O, extraBonus: bigint, at: Date) => Promise<unknown>
  note?: (bet: B, outcome: O) => EventNote | undefined
  placement: (tx: Db, bet: B, outcome: O) => Promise<SettledPlacement | undefined>
  completes: (tx: Db, bet: B) => Promise<boolean>
}

/**
 * Marks many decided bets settled at `at` in one statement, inside a batch's transaction, with no
 * extra bonus (the bulk path pays none): the product's own table (recordOutcomes.ts).
 */
export type RecordMany<B, O> = (
  tx: Db,
  settled: readonly { bet: B; outcome: O }[],
  at: Date,
) => Promise<unknown>

/** A balance frame to send once settlement is done, one per player and reason. */
export type Pushes = Map<string, { userId: number; reason: PushReason }>
