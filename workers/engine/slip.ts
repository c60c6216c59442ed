import { centsText, textCents } from './money.ts'
import type { Kind, Selection, SlipEstimate } from './types.ts'

const ZERO = centsText(0n)

/** Spec §3 "sports bet slip entry" (display fields optional here). */
export interface SlipLabelValue {
  /** the pick's name: w, 2:1, 7+, ts … */
  key: string
  odds: number
  /** bs total line */
  line?: number
}

export interface SlipLabel {
  key: Kind
  labelValueArray: SlipLabelValue[]
}

export interface SlipMatch {
  match_id: string
  handicap_val?: number
  betSlipLabelArray: SlipLabel[]
  league_name?: string
  home_name?: string
  away_name?: string
  home_pic?: string
  away_pic?: string
  match_start_time?: string
}

export type MatchInfo = Omit<SlipMatch, 'betSlipLabelArray'>

function withoutValue(match: SlipMatch, kind: Kind, key: string): SlipMatch {
  const labels = match.betSlipLabelArray
    .map((l) =>
      l.key === kind ? { ...l, labelValueArray: l.labelValueArray.filter((v) => v.key !== key) } : l,
    )
    .filter((l) => l.labelValueArray.length > 0)
  return { ...match, betSlipLabelArray: labels }
}

function withValue(match: SlipMatch, kind: Kind, value: SlipLabelValue): SlipMatch {
  const has = match.betSlipLabelArray.some((l) => l.key === kind)
  const labels = has
    ? match.betSlipLabelArray.map((l) =>
        l.key === kind ? { ...l, labelValueArray: [...l.labelValueArray, value] } : l,
      )
    : [...match.betSlipLabelArray, { key: kind, labelValueArray: [value] }]
  return { ...match, betSlipLabelArray: labels }
}

/** Removing a label's last value removes the label; removing the last label removes the match. */
export function removeSelection(
  slip: readonly SlipMatch[],
  matchId: string,
  kind: Kind,
  key: string,
): SlipMatch[] {
  return slip
    .map((m) => (m.match_id === matchId ? withoutValue(m, kind, key) : m))
    .filter((m) => m.betSlipLabelArray.length > 0)
}

/** Clicking an odds button: adds the pick (creating the match entry) or takes it away. */
export function toggleSelection(
  slip: readonly SlipMatch[],
  match: MatchInfo,
  kind: Kind,
  value: SlipLabelValue,
): SlipMatch[] {
  const entry = slip.find((m) => m.match_id === match.match_id)
  if (!entry) return [...slip, { ...match, betSlipLabelArray: [{ key: kind, labelValueArray: [value] }] }]
  const picked = entry.betSlipLabelArray.some(
    (l) => l.key === kind && l.labelValueArray.some((v) => v.key === value.key),
  )
  if (picked) return removeSelection(slip, match.match_id, kind, value.key)
  return slip.map((m) => (m === entry ? withValue(m, kind, value) : m))
}

export function removeMatch(slip: readonly SlipMatch[], matchId: string): SlipMatch[] {
  return slip.filter((m) => m.match_id !== matchId)
}

/** The slip as the engine's selections. */
export function slipSelections(slip: readonly SlipMatch[]): Selection[] {
  return slip.flatMap((m) =>
    m.betSlipLabelArray.flatMap((l) =>
      l.labelValueArray.map((v) => ({
        matchId: m.match_id,
        kind: l.key,
        name: v.key,
        odds: v.odds,
        ...(m.handicap_val === undefined ? {} : { handicap: m.handicap_val }),
        ...(v.line === undefined ? {} : { line: v.line }),
      })),
    ),
  )
}

/** The estimate a slip shows, as estimateSlip's exact decimal text. */
export interface ShownEstimate {
  min: string
  max: string
}

/** Spec §4: a recalculated maximum replaces the estimate only when above 0; exactly 0 zeroes both. */
export function applyEstimate(shown: ShownEstimate, next: SlipEstimate): ShownEstimate {
  const max = /^\d+(\.\d+)?$/.test(next.maxPayout) ? textCents(next.maxPayout) : undefined
  if (max === undefined) return shown
  return max > 0n ? { min: next.minPayout, max: next.maxPayout } : { min: ZERO, max: ZERO }
}

export interface CricketBet {
  categoryLabel: string
  slipLabel: string
  odd: number
  /** Exact decimal text in the player's currency, as typed: no float touches money. */
  amount: string
}

export interface CricketMatch<B = CricketBet> {
  matchId: string
  bets: Record<string, B>
}

/**
 * Clicking a cricket bet toggles it within its match; the match entry is created on the first click
 * and (like a sports slip) goes away with its last bet.
 */
export function toggleCricketBet<B = CricketBet>(
  slip: readonly CricketMatch<B>[],
  matchId: string,
  betId: string,
  bet: B,
): CricketMatch<B>[] {
  const entry = slip.find((m) => m.matchId === matchId)
  if (!entry) return [...slip, { matchId, bets: { [betId]: bet } }]
  const { [betId]: existing, ...others } = entry.bets
  const bets = existing ? others : { ...entry.bets, [betId]: bet }
  return slip.flatMap((m) => (m !== entry ? [m] : Object.keys(bets).length > 0 ? [{ matchId, bets }] : []))
}
