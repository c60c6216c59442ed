// What the dealer shows: the cards of baccarat (player, banker, player, banker, then the third
// cards sideways) and dragon tiger (one each), the European wheel spinning to its pocket, the
// three sic bo dice. The outcome arrives at the start of the deal (live.md); the board shows it
// step by step over the deal, or at once with reduced motion or when the player joins late.
import { isRed } from '../../math/roulette.ts'
import { cardFace, cardSlot as cardSlotArt } from '../kit/cards.ts'
import { h, svg } from '../kit/dom.ts'
import { colorOf, type DealStep, dealSteps, dtRank, type Outcome, type TableKind } from './outcome.ts'

export { colorOf }

import type { LiveText } from './text.ts'

/** The pockets round a European wheel, clockwise from zero. */
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
]
const STEP = 360 / WHEEL.length
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

const cardArt = (card: number, third: boolean) => cardFace(card, third ? 'lv-card lv-card-third' : 'lv-card')
const cardSlot = () => cardSlotArt('lv-card lv-card-slot')

/** Drawn only: the pocket and the result line under it say the number. */
function wheelArt() {
  const root = svg('svg', { viewBox: '-110 -110 220 220', class: 'lv-wheel', 'aria-hidden': 'true' })
  const spin = svg('g', { class: 'lv-wheel-spin' })
  const polar = (r: number, deg: number) => {
    const a = ((deg - 90) * Math.PI) / 180
    return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`
  }
  spin.append(svg('circle', { r: 104, fill: '#5a3b1c', stroke: '#c9a25a', 'stroke-width': 3 }))
  WHEEL.forEach((n, i) => {
    const from = i * STEP - STEP / 2
    const to = from + STEP
    const fill = n === 0 ? '#1f9a55' : isRed(n) ? '#c62a3a' : '#141a2c'
    spin.append(
      svg('path', {
        d: `M ${polar(98, from)} A 98 98 0 0 1 ${polar(98, to)} L ${polar(62, to)} A 62 62 0 0 0 ${polar(62, from)} Z`,
        fill,
        stroke: '#c9a25a',
        'stroke-width': 0.6,
      }),
      svg(
        'text',
        {
          x: 0,
          y: -84,
          transform: `rotate(${i * STEP})`,
          fill: '#fff',
          'font-size': 9,
          'font-weight': 700,
          'text-anchor': 'middle',
        },
        String(n),
      ),
    )
  })
  spin.append(svg('circle', { r: 60, fill: '#2d1d0e' }), svg('circle', { r: 16, fill: '#c9a25a' }))
  root.append(
    spin,
    svg('path', { d: 'M -7 -110 L 7 -110 L 0 -94 Z', fill: '#f5d77a', stroke: '#2d1d0e', 'stroke-width': 1 }),
  )
  return { root, spin }
}

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
}
function dieArt(value: number | null) {
  const el = svg('svg', { viewBox: '0 0 40 40', class: 'lv-die', 'aria-hidden': 'true' })
  el.append(
    svg('rect', {
      x: 1.5,
      y: 1.5,
      width: 37,
      height: 37,
      rx: 8,
      fill: value ? '#fbfaf5' : 'none',
      stroke: value ? '#c9c3b0' : 'rgb(255 255 255 / 0.3)',
      'stroke-width': 2,
      'stroke-dasharray': value ? '0' : '5 4',
    }),
  )
  for (const [x, y] of value ? (PIPS[value] ?? []) : [])
    el.append(svg('circle', { cx: x * 10, cy: y * 10, r: 3.6, fill: value === 1 ? '#c62a3a' : '#141a2c' }))
  if (value) el.dataset.value = String(value)
  return el
}

/** The pause before each step (ms), shrunk to fit the deal's time left (`ms`, less a margin). */
function stepDelays(kind: TableKind, count: number, ms: number): number[] {
  const natural = Array.from({ length: count }, (_, i) => {
    if (kind === 'baccarat') return i === 0 ? 200 : i >= 4 ? 700 : 450
    if (kind === 'dragonTiger') return i === 0 ? 300 : 900
    return i === 0 ? 900 : 250
  })
  const total = natural.reduce((a, b) => a + b, 0)
  const scale = Math.min(1, Math.max(0, ms - 300) / total)
  return natural.map((d) => Math.floor(d * scale))
}

export interface Board {
  el: HTMLElement
  /** Empties the board for a new round. */
  reset(): void
  /**
   * Shows the outcome: step by step over `ms` (the deal's time left), or at once when `ms` is 0
   * or motion is reduced. Resolves when all is shown; a reset meanwhile cuts it short.
   */
  show(outcome: Outcome, ms: number): Promise<void>
}

export function board(kind: TableKind, t: LiveText, reducedMotion: boolean): Board {
  let generation = 0
  if (kind === 'roulette') {
    const wheel = wheelArt()
    const number = h('p', { class: 'lv-pocket', 'data-testid': 'pocket' })
    const el = h('div', { class: 'lv-board lv-board-roulette' }, wheel.root, number)
    let turned = 0
    return {
      el,
      reset() {
        generation++
        number.textContent = ''
        delete number.dataset.color
      },
      async show(o, ms) {
        if (o.kind !== 'roulette') return
        const mine = ++generation
        const index = WHEEL.indexOf(o.pocket)
        // Turn forward to the pocket under the pointer, a few whole turns when there is time.
        const base = Math.ceil(turned / 360) * 360
        turned = base + (ms > 600 && !reducedMotion ? 3 * 360 : 0) + (360 - index * STEP)
        const spinMs = reducedMotion ? 0 : Math.max(0, Math.min(ms - 300, 4500))
        wheel.spin.style.transition = spinMs
          ? `transform ${spinMs}ms cubic-bezier(0.15, 0.6, 0.2, 1)`
          : 'none'
        wheel.spin.style.transform = `rotate(${turned}deg)`
        if (spinMs) await sleep(spinMs)
        if (mine !== generation) return
        number.textContent = String(o.pocket)
        number.dataset.color = colorOf(o.pocket)
      },
    }
  }
  if (kind === 'sicbo') {
    const dice = h('div', { class: 'lv-dice', 'data-testid': 'dice' })
    const el = h('div', { class: 'lv-board lv-board-sicbo' }, dice)
    const idle = () => dice.replaceChildren(dieArt(null), dieArt(null), dieArt(null))
    idle()
    return {
      el,
      reset() {
        generation++
        idle()
      },
      async show(o, ms) {
        if (o.kind !== 'sicbo') return
        const mine = ++generation
        const animate = !reducedMotion && ms > 600
        if (animate) {
          dice.classList.add('lv-shaking')
          const steps = dealSteps(o)
          const delays = stepDelays(kind, steps.length, ms)
          for (const [i, s] of steps.entries()) {
            await sleep(delays[i] ?? 0)
            if (mine !== generation) return
            const die = dieArt((s as Extract<DealStep, { type: 'die' }>).value)
            die.classList.add('lv-landed')
            dice.children[i]?.replaceWith(die)
          }
          dice.classList.remove('lv-shaking')
        } else dice.replaceChildren(...o.dice.map((d) => dieArt(d)))
      },
    }
  }
  // Cards: baccarat's player and banker, dragon tiger's dragon and tiger.
  const sides = kind === 'baccarat' ? (['player', 'banker'] as const) : (['dragon', 'tiger'] as const)
  const hands = Object.fromEntries(
    sides.map((side) => {
      const cards = h('div', { class: 'lv-cards', 'data-testid': `${side}-cards` })
      const total = h('span', { class: 'lv-hand-total', 'data-testid': `${side}-total` })
      const el = h(
        'section',
        { class: `lv-hand lv-hand-${side}`, 'aria-label': t(`spot.${side}`) },
        h('h2', { class: 'lv-hand-title' }, h('span', { text: t(`spot.${side}`) }), total),
        cards,
      )
      return [side, { el, cards, total, shown: [] as number[] }]
    }),
  )
  const idle = () => {
    for (const side of sides) {
      const hand = hands[side] as (typeof hands)[string] & object
      hand.cards.replaceChildren(cardSlot(), cardSlot())
      hand.total.textContent = ''
      hand.shown = []
      hand.el.removeAttribute('data-won')
    }
  }
  idle()
  const el = h(
    'div',
    { class: 'lv-board lv-board-cards' },
    ...sides.map((s) => (hands[s] as { el: HTMLElement }).el),
  )
  const totalOf = (_side: string, cards: number[]) =>
    kind === 'baccarat'
      ? cards.reduce((a, c) => a + (c % 13 < 9 ? (c % 13) + 1 : 0), 0) % 10
      : cards.length
        ? dtRank(cards[0] as number)
        : 0
  return {
    el,
    reset() {
      generation++
      idle()
    },
    async show(o, ms) {
      const mine = ++generation
      const steps = dealSteps(o).filter((s): s is Extract<DealStep, { type: 'card' }> => s.type === 'card')
      const animate = !reducedMotion && ms > 600
      for (const side of sides) {
        const hand = hands[side] as { cards: HTMLElement; shown: number[] }
        hand.cards.replaceChildren()
        hand.shown = []
      }
      const delays = stepDelays(kind, steps.length, ms)
      for (const [i, s] of steps.entries()) {
        if (animate) {
          await sleep(delays[i] ?? 0)
          if (mine !== generation) return
        }
        const hand = hands[s.side] as { cards: HTMLElement; total: HTMLElement; shown: number[] }
        const art = cardArt(s.card, s.third)
        if (animate) art.classList.add('lv-dealt')
        hand.cards.append(art)
        hand.shown.push(s.card)
        hand.total.textContent = String(totalOf(s.side, hand.shown))
      }
      const winner = o.kind === 'baccarat' || o.kind === 'dragonTiger' ? o.winner : null
      if (winner && winner !== 'tie') (hands[winner] as { el: HTMLElement }).el.dataset.won = 'true'
    },
  }
}
