// What the live studio tells players, pages and operators: rows → the wire shapes of live.md.

import { formatUnits } from '../../math/units.ts'
import type { liveBets, liveRounds } from '../db/schema.ts'
import type { LiveTableDef } from './tables.ts'

export type RoundRow = typeof liveRounds.$inferSelect
export type BetRow = typeof liveBets.$inferSelect

/** Spot → stake as minor-unit strings in the row; decimal strings on the wire. */
export const spotsOfRow = (b: BetRow) =>
  Object.fromEntries(Object.entries(b.spots as Record<string, string>).map(([k, v]) => [k, BigInt(v)]))

/** The seed is public once the round is over (its result shown, or voided and never dealt). */
const revealed = (r: RoundRow) => r.phase === 'result' || r.phase === 'voided'

export function publicTable(def: LiveTableDef, paused: boolean) {
  return {
    id: def.id,
    kind: def.kind,
    name: def.name,
    currency: def.currency,
    limits: Object.fromEntries(
      Object.entries(def.spots).map(([s, l]) => [s, { min: formatUnits(l.min), max: formatUnits(l.max) }]),
    ),
    spots: Object.keys(def.spots),
    paused,
  }
}

export function publicRound(
  r: RoundRow,
  live: { totals: Record<string, string>; players: number; bettors: number },
) {
  return {
    id: r.roundId,
    number: r.number,
    phase: r.phase,
    opens_at: r.opensAt.toISOString(),
    closes_at: r.closesAt.toISOString(),
    ...(r.dealEndsAt && { deal_ends_at: r.dealEndsAt.toISOString() }),
    server_seed_hash: r.serverSeedHash,
    totals: live.totals,
    players: live.players,
    bettors: live.bettors,
    ...(r.outcome !== null && r.phase !== 'betting' && { outcome: r.outcome }),
    ...(revealed(r) && { server_seed: r.serverSeed }),
    voided: r.phase === 'voided',
  }
}

export type MyBetStatus = 'placed' | 'won' | 'lost' | 'refunded'

export function myBet(b: BetRow) {
  const status: MyBetStatus =
    b.status === 'refunding' || b.status === 'refunded'
      ? 'refunded'
      : b.win === null
        ? 'placed'
        : b.win > 0n
          ? 'won'
          : 'lost'
  return {
    id: b.betId,
    round_id: b.roundId,
    table_id: b.tableId,
    spots: Object.fromEntries(Object.entries(spotsOfRow(b)).map(([k, v]) => [k, formatUnits(v)])),
    stake: formatUnits(b.stake),
    ...(b.win !== null && { win: formatUnits(b.win) }),
    status,
    placed_at: b.createdAt.toISOString(),
  }
}

export const historyRow = (r: RoundRow) => ({
  round_id: r.roundId,
  number: r.number,
  outcome: r.outcome,
  settled_at: r.settledAt?.toISOString() ?? null,
})
