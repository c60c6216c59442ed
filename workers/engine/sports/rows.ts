import { ODDS_DECIMALS, STAKE_PER_BET } from '../constants.ts'
import { centsText, toMinorUnits } from '../money.ts'
import type { Kind, SlipInput } from '../types.ts'
import { advance, type CombinationPlan, cursorAt, planCombinations } from './combinations.ts'
import { combinationCents } from './exact.ts'
import { payoutPercent } from './rules.ts'

/**
 * A batch of combination rows as flat typed arrays, so a worker can post it with its buffers
 * transferred: row r holds the slip selections picks[offsets[r]] .. picks[offsets[r + 1] - 1].
 */
export interface RowBatch {
  start: number
  count: number
  offsets: Int32Array
  picks: Int32Array
  /** the row's payout when it wins, capped value × multiple, in whole cents (exact in a float64) */
  prizes: Float64Array
}

/** Spec §3 "combination entry", one per match of a row. */
export interface CombinationEntry {
  match_id: string
  kind: Kind
  name: string
  odds: number
  /** the bs total line */
  extra: number | null
  /** exact decimal text to the cent */
  prize: string
  handicap_val: number | null
}

export interface CombinationRow {
  index: number
  /** the row's payout when it wins, exact decimal text to the cent */
  prize: string
  entries: CombinationEntry[]
}

export function batchBuffers(batch: RowBatch): ArrayBuffer[] {
  return [batch.offsets.buffer, batch.picks.buffer, batch.prizes.buffer] as ArrayBuffer[]
}

/** Rows start .. start + count − 1 (fewer at the end), walking from one random access. */
export function fillRows(plan: CombinationPlan, input: SlipInput, start: number, count: number): RowBatch {
  const rows = Math.max(0, Math.min(count, plan.total - start))
  const widest = plan.sizes.at(-1) ?? 0
  const offsets = new Int32Array(rows + 1)
  const picks = new Int32Array(rows * widest)
  const prizes = new Float64Array(rows)
  if (rows === 0) return { start, count: 0, offsets, picks, prizes }
  const hundredths = input.selections.map((s) => Number(toMinorUnits(s.odds, ODDS_DECIMALS)))
  const factor = Number(STAKE_PER_BET * payoutPercent(input.game))
  const cursor = cursorAt(plan, start)
  const row: number[] = []
  let at = 0
  for (let r = 0; r < rows; r++) {
    const { subset, picks: chosen } = cursor
    row.length = subset.length
    for (let p = 0; p < subset.length; p++) {
      const sel = plan.positions[subset[p] ?? 0]?.[chosen[p] ?? 0] ?? 0
      picks[at++] = sel
      row[p] = hundredths[sel] ?? 0
    }
    offsets[r + 1] = at
    prizes[r] = combinationCents(row, factor, input.multiple)
    advance(plan, cursor)
  }
  return { start, count: rows, offsets, picks, prizes }
}

export function combinationRows(input: SlipInput, start: number, count: number): CombinationRow[] {
  return decodeRows(input, fillRows(planCombinations(input), input, start, count))
}

/** Turns a batch back into rows for display. */
export function decodeRows(input: SlipInput, batch: RowBatch): CombinationRow[] {
  const rows: CombinationRow[] = []
  for (let r = 0; r < batch.count; r++) {
    const prize = centsText(BigInt(batch.prizes[r] ?? 0))
    const entries: CombinationEntry[] = []
    for (let at = batch.offsets[r] ?? 0; at < (batch.offsets[r + 1] ?? 0); at++) {
      const sel = input.selections[batch.picks[at] ?? 0]
      if (!sel) continue
      entries.push({
        match_id: sel.matchId,
        kind: sel.kind,
        name: sel.name,
        odds: sel.odds,
        extra: sel.line ?? null,
        prize,
        handicap_val: sel.handicap ?? null,
      })
    }
    rows.push({ index: batch.start + r, prize, entries })
  }
  return rows
}
