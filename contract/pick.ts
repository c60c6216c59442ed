import { z } from 'zod'
import type { Selection } from '#engine/index.ts'
import { MARKET_KINDS } from './games.ts'

/** Odds as the lobby shows them: 2 decimals. */
export const odds = z.number().min(1.01).max(1000).multipleOf(0.01)

/**
 * One sports pick on the wire: what the slip sends, what the placement answers and what an odds
 * change names. The engine's Selection is the same pick inside the code; toWire and fromWire are
 * the only crossing between the two.
 */
export const wirePick = z.object({
  match_id: z.string().regex(/^\d{1,18}$/, 'betDataNotAvailable'),
  kind: z.enum(MARKET_KINDS),
  name: z.string().min(1).max(16),
  odds,
  handicap: z.number().min(-100).max(100).optional(),
  line: z.number().min(0).max(1000).optional(),
})
export type WirePick = z.infer<typeof wirePick>

export const toWire = (s: Selection): WirePick => ({
  match_id: s.matchId,
  kind: s.kind,
  name: s.name,
  odds: s.odds,
  ...(s.handicap === undefined ? {} : { handicap: s.handicap }),
  ...(s.line === undefined ? {} : { line: s.line }),
})

export const fromWire = (p: WirePick): Selection => ({
  matchId: p.match_id,
  kind: p.kind,
  name: p.name,
  odds: p.odds,
  ...(p.handicap === undefined ? {} : { handicap: p.handicap }),
  ...(p.line === undefined ? {} : { line: p.line }),
})

/** Two picks are the same bet when they name the same line of the same market of one match. */
export const pickKey = (p: WirePick) => `${p.match_id}|${p.kind}|${p.name}|${p.handicap}|${p.line}`

/**
 * A pick as bet details show it (spec §3: m match id, k category, n pick, o odd, e handicap; l the
 * bs line). Cricket adds its bet id, labels and amount; a lottery ticket its draw's selection.
 */
export interface DetailPick {
  m: string
  k: string
  n: string
  o: number | string
  e: number | null
  l: number | null
}

export const toDetail = (s: Selection): DetailPick => ({
  m: s.matchId,
  k: s.kind,
  n: s.name,
  o: s.odds,
  e: s.handicap ?? null,
  l: s.line ?? null,
})
