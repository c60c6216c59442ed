// Small DOM helpers the studio's game modules share: elements, SVG, one stylesheet per game,
// reduced motion, and multipliers shown from basis points or hundredths with integer arithmetic.
import { payout } from '../../math/payout.ts'
import type { GameContext, RoundResult } from '../kit/context.ts'

type Attrs = Record<string, string | number | boolean | undefined>

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue
    el.setAttribute(k, v === true ? '' : String(v))
  }
  el.append(...children)
  return el
}

const SVG_NS = 'http://www.w3.org/2000/svg'

export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag)
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) el.setAttribute(k, String(v))
  el.append(...children)
  return el
}

/** Adds a game's stylesheet once per document (the modules are loaded lazily, one per page). */
export function style(id: string, css: string): void {
  if (document.getElementById(id)) return
  document.head.append(h('style', { id }, css))
}

export function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/** Basis points (10 000 = 1×) → the exact multiplier, 2–4 decimals: 19 800 → "1.98×", 12 857 → "1.2857×". */
export function bpText(bp: number): string {
  const whole = Math.floor(bp / 10_000)
  const frac = String(bp % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '')
  return `${whole.toLocaleString('en')}.${frac}×`
}

/** Hundredths → "2.40×", thousands grouped: 1 000 000 → "10,000.00×". */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100)
  const cents = String(hundredths % 100).padStart(2, '0')
  return `${whole.toLocaleString('en')}.${cents}×`
}

/** A short multiplier for tight places (plinko slots): 0.2×, 1.1×, 26×, 500×. */
export function shortBpText(bp: number): string {
  if (bp >= 100_000) return `${Math.floor(bp / 10_000)}×`
  const tenths = Math.floor(bp / 1000)
  const hundredths = Math.floor(bp / 100) % 10
  return hundredths
    ? `${Math.floor(tenths / 10)}.${tenths % 10}${hundredths}×`
    : `${Math.floor(tenths / 10)}.${tenths % 10}×`
}

/** The common frame: a stage (the artwork) beside or above the controls and a live result line. */
export function frame(root: HTMLElement, name: string) {
  const stage = h('div', { class: 'sg-stage' })
  const controls = h('div', { class: 'sg-controls' })
  const result = h('p', { class: 'sg-result', role: 'status', 'aria-live': 'polite' })
  const box = h('section', { class: `sg sg-${name}` }, stage, controls)
  controls.append(result)
  root.append(box)
  style('sg-frame', FRAME_CSS)
  return { box, stage, controls, result }
}

const FRAME_CSS = `
.sg { display: grid; gap: var(--space-4, 16px); grid-template-columns: 1fr; color: var(--color-text, #eef2f7);
  font-family: var(--font-family, system-ui, sans-serif); }
.sg-stage { background: var(--color-surface, #131a2e); border: 1px solid var(--color-divider, #26304d);
  border-radius: var(--radius, 8px); position: relative; overflow: hidden; min-width: 0; }
.sg-controls { display: flex; flex-direction: column; gap: var(--space-3, 12px); min-width: 0;
  background: var(--color-surface, #131a2e); border: 1px solid var(--color-divider, #26304d);
  border-radius: var(--radius, 8px); padding: var(--space-4, 16px); }
@media (min-width: 768px) { .sg { grid-template-columns: minmax(260px, 320px) 1fr; }
  .sg-controls { order: -1; align-self: start; } }
.sg-field { display: flex; flex-direction: column; gap: var(--space-1, 4px); font-size: var(--text-sm, 14px);
  color: var(--color-primary, #97a5b1); border: 0; margin: 0; padding: 0; min-width: 0; }
.sg-field > legend { padding: 0; margin-bottom: var(--space-1, 4px); }
.sg-seg { display: flex; gap: var(--space-1, 4px); flex-wrap: wrap; }
.sg-seg button, .sg select, .sg-btn { min-height: var(--touch-target, 44px); min-width: var(--touch-target, 44px);
  border-radius: var(--radius, 8px); border: 1px solid var(--color-divider, #26304d);
  background: var(--color-surface-raised, #1a2340); color: var(--color-text, #eef2f7);
  font: inherit; font-size: var(--text-md, 16px); padding: 0 var(--space-3, 12px); cursor: pointer; }
.sg-seg button { flex: 1 1 0; }
.sg-seg button[aria-pressed="true"] { border-color: var(--color-secondary, #bded33); color: var(--color-secondary, #bded33); }
.sg-btn.sg-primary { font-variant-numeric: tabular-nums; background: var(--color-secondary, #bded33); color: var(--color-on-secondary, #10140a);
  border-color: transparent; font-weight: 700; font-size: var(--text-lg, 20px); min-height: 52px; }
.sg-btn:disabled, .sg-seg button:disabled, .sg select:disabled { opacity: 0.5; cursor: not-allowed; }
.sg :focus-visible { outline: 2px solid var(--color-info, #78cbee); outline-offset: 2px; }
.sg-result { margin: 0; min-height: 1.5em; font-size: var(--text-md, 16px); font-variant-numeric: tabular-nums; }
.sg-result.sg-win { color: var(--color-win, #78ee84); }
.sg-result.sg-loss { color: var(--color-loss, #ee7878); }
.sg-facts { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--space-2, 8px); margin: 0; }
.sg-facts div { background: var(--color-surface-raised, #1a2340); border-radius: var(--radius, 8px); padding: var(--space-2, 8px); min-width: 0; }
.sg-facts dt { font-size: var(--text-xs, 12px); color: var(--color-primary, #97a5b1); }
.sg-facts dd { margin: 0; font-size: var(--text-md, 16px); font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`

/** A row of toggle buttons (aria-pressed) for a small choice; returns a setter for enabling. */
export function segmented<T extends string | number>(
  legend: string,
  options: readonly { value: T; label: string }[],
  initial: T,
  onChange: (v: T) => void,
) {
  const buttons = options.map((o) =>
    h('button', { type: 'button', 'aria-pressed': String(o.value === initial) }, o.label),
  )
  const field = h(
    'fieldset',
    { class: 'sg-field' },
    h('legend', {}, legend),
    h('div', { class: 'sg-seg' }, ...buttons),
  )
  buttons.forEach((b, i) => {
    b.addEventListener('click', () => {
      for (const x of buttons) x.setAttribute('aria-pressed', String(x === b))
      onChange((options[i] as { value: T }).value)
    })
  })
  return {
    field,
    disable(off: boolean) {
      for (const b of buttons) b.disabled = off
    },
  }
}

/** Label + value pairs shown as a small grid (chance, payout, profit…). */
export function facts(pairs: [string, HTMLElement][]): HTMLDListElement {
  return h(
    'dl',
    { class: 'sg-facts' },
    ...pairs.map(([label, value]) => h('div', {}, h('dt', {}, label), h('dd', {}, value))),
  )
}

/** A round's answer as the games read it. */
export function played({ round }: RoundResult) {
  return {
    roundId: round.round_id,
    done: round.status !== 'open',
    /** The win as the wire has it (exact decimal). */
    win: round.win,
    outcome: round.outcome,
    view: round.view,
  }
}

/** "1.98 USDT" from the wire's exact decimal, through the kit's money formatting. */
export function winText(ctx: GameContext, wire: string): string {
  return `${ctx.money.format(ctx.money.parse(wire) ?? 0n)} ${ctx.currency}`
}

/** What `bet` (minor units) pays at a multiplier in basis points, exactly as the studio pays it. */
export function payText(ctx: GameContext, bet: bigint, multiplierBp: number): string {
  return `${ctx.money.format(payout(bet, multiplierBp))} ${ctx.currency}`
}
