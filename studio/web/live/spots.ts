// The spots of each table kind: their names (as the studio names them, live.md), what each pays
// (the rules stated in live.md), the words a player reads, and the limits the table sends. The
// table's own `spots` list wins when it sends one; the catalogue below is its fallback and order.
import { parseUnits } from '../../math/units.ts'
import type { TableKind } from './outcome.ts'
import type { LiveText } from './text.ts'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

export const SPOTS: Record<TableKind, string[]> = {
  baccarat: ['player', 'tie', 'banker'],
  dragonTiger: ['dragon', 'tie', 'tiger'],
  roulette: [
    ...range(0, 36).map((n) => `n${n}`),
    'dozen1',
    'dozen2',
    'dozen3',
    'column1',
    'column2',
    'column3',
    'low',
    'even',
    'red',
    'black',
    'odd',
    'high',
  ],
  sicbo: [
    'small',
    'odd',
    'anyTriple',
    'even',
    'big',
    ...range(4, 17).map((n) => `total${n}`),
    ...range(1, 6).map((n) => `single${n}`),
    ...range(1, 6).map((n) => `triple${n}`),
  ],
}

const SICBO_TOTAL_PAYS: Record<number, number> = { 4: 60, 5: 30, 6: 18, 7: 12, 8: 8, 9: 6, 10: 6 }

/** What a spot pays, as players write it ("8:1", "0.95:1"; a single number "1–3:1"). */
export function pays(kind: TableKind, spot: string): string {
  switch (kind) {
    case 'baccarat':
      return spot === 'banker' ? '0.95:1' : spot === 'tie' ? '8:1' : '1:1'
    case 'dragonTiger':
      return spot === 'tie' ? '11:1' : '1:1'
    case 'roulette':
      if (/^n\d+$/.test(spot)) return '35:1'
      if (/^s\d+[-_]\d+$/.test(spot)) return '17:1'
      if (/^(dozen|column|d|c)[123]$/.test(spot)) return '2:1'
      return '1:1'
    case 'sicbo': {
      const total = /^total(\d+)$/.exec(spot)
      if (total) {
        const n = Number(total[1])
        return `${SICBO_TOTAL_PAYS[n <= 10 ? n : 21 - n] ?? 0}:1`
      }
      if (spot.startsWith('single')) return '1–3:1'
      if (spot === 'anyTriple') return '30:1'
      if (spot.startsWith('triple')) return '180:1'
      return '1:1'
    }
  }
}

/** The spot's name in the player's language. */
export function spotName(t: LiveText, spot: string): string {
  const m = /^([a-zA-Z]+?)(\d+)$/.exec(spot)
  if (m) {
    const [, base, n] = m as unknown as [string, string, string]
    if (base === 'n') return t('spot.number', { n })
    if (base === 'dozen' || base === 'd') return t('spot.dozen', { n })
    if (base === 'column' || base === 'c') return t('spot.column', { n })
    if (base === 'total') return t('spot.total', { n })
    if (base === 'single') return t('spot.single', { n })
    if (base === 'triple') return t('spot.triple', { n })
  }
  return NAMED.has(spot) ? t(`spot.${spot}` as Parameters<LiveText>[0]) : spot
}

const NAMED = new Set([
  'player',
  'banker',
  'tie',
  'dragon',
  'tiger',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'small',
  'big',
  'anyTriple',
])

/** The spots the table offers: its own list (names or `{ id|spot|name }` objects), else the catalogue. */
export function tableSpots(kind: TableKind, sent: unknown): string[] {
  if (Array.isArray(sent) && sent.length) {
    const names = sent
      .map((s) =>
        typeof s === 'string'
          ? s
          : s && typeof s === 'object'
            ? ((s as Record<string, unknown>).id ??
              (s as Record<string, unknown>).spot ??
              (s as Record<string, unknown>).name)
            : null,
      )
      .filter((s): s is string => typeof s === 'string')
    if (names.length) return names
  }
  return SPOTS[kind]
}

export interface Limit {
  min: bigint
  max: bigint
}

const readLimit = (v: unknown): Limit | null => {
  if (!v || typeof v !== 'object') return null
  const o = v as Record<string, unknown>
  const min = typeof o.min === 'string' ? parseUnits(o.min) : null
  const max = typeof o.max === 'string' ? parseUnits(o.max) : null
  return min !== null && max !== null ? { min, max } : null
}

/**
 * The table's limit for a spot from its `limits`: per spot (`{ banker: { min, max } }`), by group
 * (`{ straight, outside, tie, default }`), or one pair for every spot (`{ min, max }`).
 */
export function limitFor(limits: unknown, kind: TableKind, spot: string): Limit | null {
  if (!limits || typeof limits !== 'object') return null
  const l = limits as Record<string, unknown>
  const group =
    kind === 'roulette' ? (/^n\d+$/.test(spot) ? 'straight' : /^s\d/.test(spot) ? 'split' : 'outside') : spot
  return (
    readLimit(l[spot]) ??
    readLimit(l[group]) ??
    (l.spots && typeof l.spots === 'object' ? readLimit((l.spots as Record<string, unknown>)[spot]) : null) ??
    readLimit(l.default) ??
    readLimit(l)
  )
}

/** The lines of limits shown under the table: the spots that share a limit, grouped. */
export function limitLines(limits: unknown, kind: TableKind, spots: string[]) {
  const groups = new Map<string, { spots: string[]; limit: Limit }>()
  for (const spot of spots) {
    const limit = limitFor(limits, kind, spot)
    if (!limit) continue
    const key = `${limit.min}-${limit.max}`
    const group = groups.get(key)
    if (group) group.spots.push(spot)
    else groups.set(key, { spots: [spot], limit })
  }
  return [...groups.values()]
}

/** A limit line's name: none when one limit covers the table, the spots when few, else their kind. */
export function limitLabel(t: LiveText, lines: number, spots: string[]): string {
  if (lines <= 1) return ''
  if (spots.length <= 3) return spots.map((s) => spotName(t, s)).join(' / ')
  return /^n\d+$/.test(spots[0] ?? '') ? t('spot.straight') : t('spot.outside')
}
