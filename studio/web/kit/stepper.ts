import { displayUnits, parseUnits } from '../../math/units.ts'
import type { MessageKey } from '../i18n.ts'
import { h } from './dom.ts'
import type { Store } from './store.ts'

/** The bet ladder − and + move along (minor units): 0.1 … 100. */
export const BET_STEPS = [
  100_000n,
  200_000n,
  500_000n,
  1_000_000n,
  2_000_000n,
  5_000_000n,
  10_000_000n,
  20_000_000n,
  50_000_000n,
  100_000_000n,
]

/**
 * The bet stepper: − and + along the ladder, or any amount typed (exact decimal, ≤ 6 places).
 * A typed amount that does not parse is marked invalid and leaves the bet as it was.
 */
export function betStepper(bet: Store<bigint>, t: (key: MessageKey) => string, currency: string) {
  const input = h('input', {
    class: 'stepper-input',
    inputmode: 'decimal',
    autocomplete: 'off',
    'aria-label': t('kit.bet'),
    'data-testid': 'bet-input',
  })
  const down = h('button', {
    type: 'button',
    class: 'stepper-btn',
    'aria-label': t('kit.betDown'),
    text: '−',
  })
  const up = h('button', { type: 'button', class: 'stepper-btn', 'aria-label': t('kit.betUp'), text: '+' })
  const show = (units: bigint) => {
    input.value = displayUnits(units)
    input.removeAttribute('aria-invalid')
  }
  down.addEventListener('click', () => {
    const lower = [...BET_STEPS].reverse().find((s) => s < bet.get())
    if (lower) bet.set(lower)
  })
  up.addEventListener('click', () => {
    const higher = BET_STEPS.find((s) => s > bet.get())
    if (higher) bet.set(higher)
  })
  input.addEventListener('change', () => {
    const units = parseUnits(input.value)
    if (units === null || units <= 0n) input.setAttribute('aria-invalid', 'true')
    else bet.set(units)
  })
  bet.subscribe(show)
  show(bet.get())
  return h(
    'div',
    { class: 'stepper' },
    h('span', { class: 'stepper-label', text: t('kit.bet') }),
    h(
      'div',
      { class: 'stepper-row' },
      down,
      h('label', { class: 'stepper-field' }, input, h('span', { class: 'stepper-currency', text: currency })),
      up,
    ),
  )
}
