import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { BET_STATUS } from '#contract/games.ts'
import type { SettledPlacement } from '../rewards/index.ts'

/** A player's bet on the same events as the one settling, as the extra bonus sums them. */
export interface EventBet {
  id: number
  status: number
  stake: bigint
  bonusStake: bigint
  payout: bigint | null
  createdAt: Date
}

/**
 * The player's bets on the same events (a draw; the same set of matches) as one placement for
 * the extra bonus, the settling bet's `payout` included: undefined while another is still pending.
 * A promotion pays on real play only: covering every outcome of a draw or a match with separate
 * tickets or slips wins nothing net, exactly as covering them on one ticket does. The rows must be
 * locked (FOR UPDATE) by the caller, so of two settlements finishing the group at once exactly one
 * is its last and pays. The campaign is the one running when the first of them was placed.
 */
export function sameEventsPlacement(
  key: string,
  rows: readonly EventBet[],
  settling: { id: number },
  payout: bigint,
): SettledPlacement | undefined {
  const others = rows.filter((r) => r.id !== settling.id)
  if (others.some((r) => r.status === BET_STATUS.pending)) return undefined
  const sum = (of: (r: EventBet) => bigint) => rows.reduce((s, r) => s + of(r), 0n)
  const first = rows.reduce<Date | undefined>(
    (at, r) => (at && at <= r.createdAt ? at : r.createdAt),
    undefined,
  )
  return {
    key,
    stake: sum((r) => r.stake),
    bonusStake: sum((r) => r.bonusStake),
    payout: payout + others.reduce((s, r) => s + (r.payout ?? 0n), 0n),
    placedAt: first ?? new Date(0),
  }
}

/** The sorted, distinct match ids a slip's picks are on. */
export const eventIds = (picks: readonly { matchId: string | number }[]) =>
  [...new Set(picks.map((p) => String(p.matchId)))].sort()

/**
 * Rows whose JSON list of picks names this match (stored as text or as a number): the candidates
 * a slip's group is chosen from, by eventIds, before they are locked.
 */
export const picksOnMatch = (column: AnyPgColumn, matchId: string) =>
  sql`(${column} @> ${JSON.stringify([{ matchId }])}::jsonb or ${column} @> ${JSON.stringify([
    { matchId: Number(matchId) },
  ])}::jsonb)`
