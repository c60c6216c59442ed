// PG's Lucky Reels on the page: 5 reels × 3 rows in SVG, the winning paylines drawn over the reels,
// scatters, free spins with their counter and ×2, the total bet stepper and the spin button
// (Space / Enter). The round is played out on the server at once; the page shows the base spin,
// then each free spin in turn.
import {
  PAYLINES,
  PAYTABLE,
  REELS,
  ROWS,
  SCATTER_PAYS,
  type SlotOutcome,
  type SlotSymbol,
  type Spin,
  STRIPS,
} from '../../math/slot.ts'
import type { GameContext, MessageKey, RoundResult } from '../kit/context.ts'
import { h, playOnKey, svg } from '../kit/dom.ts'
import { symbolArt, symbolDefs } from './slotArt.ts'

const CELL = 100
const W = REELS * CELL
const HEIGHT = ROWS * CELL
/** Symbols a reel scrolls past before it lands. */
const BLUR_CELLS = 14
const LINE_COLORS = [
  '#bded33',
  '#78cbee',
  '#ee7878',
  '#f0c35a',
  '#ee8fd0',
  '#78ee84',
  '#ff9f5a',
  '#9fa8ff',
  '#5af0d2',
  '#ffffff',
]

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const cellOf = (symbol: SlotSymbol, row: number) => {
  const g = svg('g', { transform: `translate(0 ${row * CELL})` })
  g.append(
    svg('rect', { x: 4, y: 4, width: CELL - 8, height: CELL - 8, rx: 10, fill: 'url(#lr-cell)' }),
    symbolArt(symbol),
  )
  return g
}

export function mount(root: HTMLElement, ctx: GameContext) {
  const t = (key: MessageKey, vars?: Record<string, string | number>) => ctx.t(key, vars)
  const reelsSvg = svg('svg', {
    viewBox: `-8 -8 ${W + 16} ${HEIGHT + 16}`,
    class: 'slot-reels',
    role: 'img',
    'aria-label': t('slot.reels'),
  })
  reelsSvg.append(symbolDefs())
  reelsSvg.append(
    svg('rect', {
      x: -8,
      y: -8,
      width: W + 16,
      height: HEIGHT + 16,
      rx: 16,
      fill: '#0b1020',
      stroke: '#26304d',
      'stroke-width': 3,
    }),
  )
  const clip = svg('clipPath', { id: 'lr-window' }, svg('rect', { x: 0, y: 0, width: W, height: HEIGHT }))
  reelsSvg.append(clip)
  const reelLayer = svg('g', { 'clip-path': 'url(#lr-window)' })
  const lineLayer = svg('g', { class: 'slot-lines', 'pointer-events': 'none' })
  reelsSvg.append(reelLayer, lineLayer)
  const reels = Array.from({ length: REELS }, (_, r) => {
    const g = svg('g', { transform: `translate(${r * CELL} 0)` })
    const inner = svg('g', { class: 'slot-reel' })
    g.append(inner)
    reelLayer.append(g)
    return inner
  })

  // What the screen reader hears: the window's symbols, reel by reel.
  const spoken = h('p', { class: 'sr-only', 'aria-live': 'polite', 'data-testid': 'slot-window' })
  const banner = h('p', { class: 'slot-banner', 'data-testid': 'free-spins', hidden: true })
  const result = h('p', { class: 'slot-result', 'data-testid': 'slot-result', 'aria-live': 'polite' })
  const lines = h('p', { class: 'slot-help', text: t('slot.lines') })
  const spin = h('button', {
    type: 'button',
    class: 'btn btn-primary slot-spin',
    'data-testid': 'spin',
    text: t('slot.spin'),
  })
  root.append(
    h(
      'div',
      { class: 'slot' },
      banner,
      h('div', { class: 'slot-cabinet' }, reelsSvg),
      result,
      h('div', { class: 'slot-controls' }, ctx.betStepper(), spin),
      lines,
      paytable(t),
      spoken,
    ),
  )

  const show = (window: readonly (readonly SlotSymbol[])[]) => {
    window.forEach((cells, r) => {
      reels[r]?.replaceChildren(...cells.map((s, row) => cellOf(s, row)))
    })
    spoken.textContent = window
      .map((cells) => cells.map((s) => t(`slot.symbol.${s}` as MessageKey)).join(' '))
      .join(' | ')
  }
  // Idle: a window from the strips' starts.
  show(
    STRIPS.map((strip, r) =>
      Array.from({ length: ROWS }, (_, row) => strip[(r * 7 + row) % strip.length] as SlotSymbol),
    ),
  )

  const animate = async (window: SlotSymbol[][]) => {
    if (ctx.reducedMotion) {
      show(window)
      return
    }
    const runs = window.map((cells, r) => {
      const inner = reels[r] as SVGGElement
      const strip = STRIPS[r] as readonly SlotSymbol[]
      const start = Math.floor(Math.random() * strip.length)
      const blur = Array.from(
        { length: BLUR_CELLS },
        (_, i) => strip[(start + i) % strip.length] as SlotSymbol,
      )
      // the landing window on top, the blur below it, the current window at the bottom
      const current = [...inner.children].slice(0, ROWS)
      inner.replaceChildren(...[...cells, ...blur].map((s, i) => cellOf(s, i)))
      current.forEach((c, i) => {
        c.setAttribute('transform', `translate(0 ${(ROWS + BLUR_CELLS + i) * CELL})`)
        inner.append(c)
      })
      const travel = (ROWS + BLUR_CELLS) * CELL
      const anim = inner.animate(
        [{ transform: `translateY(-${travel}px)` }, { transform: 'translateY(0)' }],
        {
          duration: 650 + r * 160,
          easing: 'cubic-bezier(.2,.7,.25,1.08)',
        },
      )
      return anim.finished.then(() => {
        inner.replaceChildren(...cells.map((s, i) => cellOf(s, i)))
      })
    })
    await Promise.all(runs)
    spoken.textContent = window
      .map((cells) => cells.map((s) => t(`slot.symbol.${s}` as MessageKey)).join(' '))
      .join(' | ')
  }

  const drawLines = (s: Spin) => {
    lineLayer.replaceChildren()
    for (const win of s.lineWins) {
      const rows = PAYLINES[win.line] as readonly number[]
      const color = LINE_COLORS[win.line] as string
      const points = rows.map((row, r) => `${r * CELL + CELL / 2},${row * CELL + CELL / 2}`).join(' ')
      lineLayer.append(
        svg('polyline', {
          points,
          fill: 'none',
          stroke: '#0b1020',
          'stroke-width': 11,
          'stroke-linejoin': 'round',
          opacity: 0.7,
        }),
        svg('polyline', {
          points,
          fill: 'none',
          stroke: color,
          'stroke-width': 6,
          'stroke-linejoin': 'round',
          class: 'slot-line',
          'data-line': win.line + 1,
        }),
      )
      // the cells the win counts, outlined
      for (let r = 0; r < win.count; r++)
        lineLayer.append(
          svg('rect', {
            x: r * CELL + 5,
            y: (rows[r] as number) * CELL + 5,
            width: CELL - 10,
            height: CELL - 10,
            rx: 10,
            fill: 'none',
            stroke: color,
            'stroke-width': 4,
          }),
        )
    }
    if (s.scatters < 3) return
    for (const [r, cells] of s.window.entries())
      for (const [row, c] of cells.entries()) {
        if (c !== 'scatter') continue
        lineLayer.append(
          svg('circle', {
            cx: r * CELL + 50,
            cy: row * CELL + 50,
            r: 46,
            fill: 'none',
            stroke: '#f7b8ff',
            'stroke-width': 4,
            class: 'slot-scatter',
          }),
        )
      }
  }

  const winText = (s: Spin, stake: bigint) => {
    const win = (stake * BigInt(s.winBp)) / 10_000n
    const parts = s.lineWins.map(
      (w) =>
        `${t('slot.line', { line: w.line + 1 })}: ${w.count} × ${t(`slot.symbol.${w.symbol}` as MessageKey)}`,
    )
    if (s.scatters >= 3) parts.push(`${s.scatters} × ${t('slot.symbol.scatter')}`)
    return {
      win,
      text:
        win > 0n ? [t('slot.win', { amount: ctx.money.format(win) }), ...parts].join(' · ') : t('slot.noWin'),
    }
  }

  let busy = false
  const play = async () => {
    if (busy) return
    busy = true
    let played: RoundResult | null = null
    root.dataset.state = 'spinning'
    spin.disabled = true
    lineLayer.replaceChildren()
    result.textContent = ''
    banner.hidden = true
    try {
      played = await ctx.start({}, ctx.bet.get(), { revealLater: true })
      const { round } = played
      const outcome = round.outcome as SlotOutcome
      const stake = ctx.money.parse(round.stake) ?? 0n
      await animate(outcome.base.window)
      drawLines(outcome.base)
      const base = winText(outcome.base, stake)
      result.textContent = base.text
      result.dataset.won = String(base.win > 0n)
      if (outcome.freeSpins.length > 0) {
        await sleep(ctx.reducedMotion ? 300 : 1200)
        banner.hidden = false
        banner.textContent = t('slot.freeSpinsWon', { count: outcome.base.awards })
        await sleep(ctx.reducedMotion ? 300 : 1000)
        let paid = 0n
        for (const [i, fs] of outcome.freeSpins.entries()) {
          banner.textContent = t('slot.freeSpin', { n: i + 1, total: outcome.freeSpins.length })
          lineLayer.replaceChildren()
          await animate(fs.window)
          drawLines(fs)
          const w = winText(fs, stake)
          paid += w.win
          result.textContent = w.text
          await sleep(ctx.reducedMotion ? 150 : fs.winBp > 0 ? 900 : 350)
        }
        banner.hidden = true
        lineLayer.replaceChildren()
        const total = ctx.money.parse(round.win) ?? 0n
        result.textContent = [
          t('slot.freeSpinsTotal', { amount: ctx.money.format(paid) }),
          t('slot.roundWin', { amount: ctx.money.format(total) }),
        ].join(' · ')
        result.dataset.won = String(total > 0n)
      }
    } catch {
      // the kit has said why; nothing moved
    } finally {
      played?.reveal()
      busy = false
      spin.disabled = false
      root.dataset.state = 'idle'
    }
  }
  spin.addEventListener('click', () => void play())
  playOnKey(() => void play())
  root.dataset.state = 'idle'
}

/** The paytable: each symbol's pays for 3, 4, 5 (in a row; scatters anywhere), in line bets, and the rules. */
function paytable(t: (key: MessageKey) => string) {
  const icon = (symbol: SlotSymbol) => {
    const art = svg('svg', { viewBox: '0 0 100 100', class: 'paytable-icon', 'aria-hidden': 'true' })
    // the gradients are the reels' (one set of ids in the page)
    art.append(symbolArt(symbol))
    return art
  }
  const symbols = (Object.keys(PAYTABLE) as Exclude<SlotSymbol, 'wild' | 'scatter'>[]).reverse()
  return h(
    'details',
    { class: 'panel slot-paytable' },
    h('summary', { class: 'panel-title', text: t('slot.paytable') }),
    h(
      'table',
      { class: 'paytable' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }),
          ...[3, 4, 5].map((n) => h('th', { scope: 'col', text: `${n}×` })),
        ),
      ),
      h(
        'tbody',
        {},
        ...symbols.map((symbol) =>
          h(
            'tr',
            {},
            h(
              'th',
              { scope: 'row' },
              icon(symbol),
              h('span', { class: 'sr-only', text: t(`slot.symbol.${symbol}` as MessageKey) }),
            ),
            ...PAYTABLE[symbol].map((pays) => h('td', { text: String(pays) })),
          ),
        ),
        h(
          'tr',
          {},
          h(
            'th',
            { scope: 'row' },
            icon('scatter'),
            h('span', { class: 'sr-only', text: t('slot.symbol.scatter') }),
          ),
          // in line bets too: a total bet is 10 line bets
          ...SCATTER_PAYS.map((pays) => h('td', { text: String(pays * 10) })),
        ),
      ),
    ),
    h('p', { class: 'paytable-note', text: t('slot.paytableNote') }),
  )
}
