// The chip rack and chip stacks the table games share (baccarat, roulette). Amounts are exact
// bigint minor units; a round is sent as chip counts of one unit (the greatest common divisor of
// the spots' amounts), which the studio stakes as unit × chips, so nothing is ever rounded.
import { displayUnits } from '../../math/units.ts'
import { h } from '../kit/dom.ts'
import type { TableText } from './tableText.ts'

const U = 1_000_000n
/** The rack by the studio wallet's currency: USDT (ky) and CNY (ng) tables. */
const RACKS: Record<string, bigint[]> = {
  USDT: [U / 2n, U, 5n * U, 10n * U, 25n * U, 100n * U],
  CNY: [U, 5n * U, 10n * U, 50n * U, 100n * U, 500n * U],
}
/** Chips one spot may carry in units of the round's unit chip (the studio's limit). */
export const MAX_UNIT_CHIPS = 1000

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))

/** The unit chip and each amount's count of it, or null when a count passes the studio's limit. */
export function asChips(amounts: readonly bigint[]): { unit: bigint; counts: number[] } | null {
  const placed = amounts.filter((a) => a > 0n)
  if (placed.length === 0) return null
  const unit = placed.reduce(gcd)
  const counts = amounts.map((a) => Number(a / unit))
  return counts.every((c) => c <= MAX_UNIT_CHIPS) ? { unit, counts } : null
}

/** A chip's colour by its place in the rack. */
const CHIP_COLORS = ['#e8e8e8', '#78cbee', '#ee7878', '#78ee84', '#c58cf0', '#f0c35a']

export function chipColor(rack: readonly bigint[], value: bigint) {
  const i = rack.indexOf(value)
  return CHIP_COLORS[i < 0 ? 0 : i] as string
}

/**
 * The chip rack: one pressed chip at a time (a toggle group of real buttons). Answers the rack's
 * element, the values and the chosen one.
 */
export function chipRack(currency: string, t: TableText) {
  const values = RACKS[currency] ?? (RACKS.USDT as bigint[])
  let chosen = values[1] as bigint
  const buttons = values.map((v) => {
    const b = h('button', {
      type: 'button',
      class: 'chip',
      'aria-pressed': String(v === chosen),
      'aria-label': t('chips.chip', { amount: `${displayUnits(v, 0)} ${currency}` }),
      'data-chip': displayUnits(v, 0),
      // On the chip itself the short form: 0.5, 1, 100.
      text: displayUnits(v, 0),
    })
    b.style.setProperty('--chip', chipColor(values, v))
    b.addEventListener('click', () => {
      chosen = v
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === b))
    })
    return b
  })
  const el = h(
    'div',
    { class: 'chips', role: 'group', 'aria-label': t('chips.label') },
    h('span', { class: 'chips-label', text: t('chips.label') }),
    h('div', { class: 'chips-row' }, ...buttons),
  )
  return { el, values, chosen: () => chosen }
}
