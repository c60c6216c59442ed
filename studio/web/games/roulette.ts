// The ng game's European roulette (in CNY): the wheel in SVG spinning to the pocket the round's
// seeds drew (studio/math/roulette.ts), and the betting table: numbers (straight), splits of two
// neighbours, dozens, columns, red/black, odd/even and low/high. The table lies across on wide
// screens and stands up on phones; every spot is a real button of at least 44 px.
import { covered, isRed, type RouletteBet } from '../../math/roulette.ts'
import type { RouletteOutcomeView } from '../../server/kinds/roulette.ts'
import type { GameContext } from '../kit/context.ts'
import { h, playOnKey, svg } from '../kit/dom.ts'
import { asChips, chipRack } from './chips.ts'
import { type TableKey, tableText } from './tableText.ts'
import './table.css'

/** The pockets round a European wheel, clockwise from zero. */
export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
]
const STEP = 360 / WHEEL.length
const MAX_SPOTS = 60
const LAST_SHOWN = 12

const colorOf = (n: number) => (n === 0 ? 'green' : isRed(n) ? 'red' : 'black')
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const keyOf = (bet: RouletteBet): string => {
  switch (bet.kind) {
    case 'straight':
      return `n${bet.number}`
    case 'split':
      return `s${Math.min(...bet.numbers)}-${Math.max(...bet.numbers)}`
    case 'dozen':
      return `d${bet.dozen}`
    case 'column':
      return `c${bet.column}`
    default:
      return bet.kind
  }
}
const neighbours = (a: number, b: number) => {
  try {
    covered({ kind: 'split', numbers: [a, b] })
    return true
  } catch {
    return false
  }
}

/** The wheel: 37 pockets in their colours with their numbers, a pointer at the top. */
function wheelArt(label: string) {
  const root = svg('svg', { viewBox: '-110 -110 220 220', class: 'wheel', role: 'img', 'aria-label': label })
  const spin = svg('g', { class: 'wheel-spin' })
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
        d: `M ${polar(66, from)} L ${polar(98, from)} A 98 98 0 0 1 ${polar(98, to)} L ${polar(66, to)} A 66 66 0 0 0 ${polar(66, from)} Z`,
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
          'font-size': 8.5,
          'font-weight': 700,
          'text-anchor': 'middle',
        },
        String(n),
      ),
    )
  })
  spin.append(
    svg('circle', { r: 66, fill: '#2b1d10', stroke: '#c9a25a', 'stroke-width': 1.5 }),
    svg('circle', { r: 40, fill: '#3c2a16', stroke: '#c9a25a', 'stroke-width': 1 }),
    ...[0, 45, 90, 135].map((deg) =>
      svg('rect', {
        x: -3,
        y: -38,
        width: 6,
        height: 76,
        rx: 3,
        fill: '#c9a25a',
        transform: `rotate(${deg})`,
      }),
    ),
    svg('circle', { r: 9, fill: '#e6c77a' }),
  )
  const ball = svg('circle', {
    cx: 0,
    cy: -74,
    r: 5.5,
    fill: '#fff',
    stroke: '#999',
    'stroke-width': 0.8,
    class: 'wheel-ball',
  })
  const pointer = svg('path', { d: 'M -7 -110 L 7 -110 L 0 -98 Z', fill: '#bded33' })
  root.append(spin, ball, pointer)
  return { root, spin, ball }
}

export function mount(root: HTMLElement, ctx: GameContext) {
  const t = tableText(ctx.lang)
  const money = (units: bigint) => ctx.money.format(units)
  const rack = chipRack(ctx.currency, t)
  const spots = new Map<string, { bet: RouletteBet; amount: bigint }>()
  let mode: 'straight' | 'split' = 'straight'
  let picked: number | null = null

  const betName = (bet: RouletteBet): string => {
    switch (bet.kind) {
      case 'straight':
        return t('rou.number', { n: bet.number })
      case 'split':
        return t('rou.splitOf', { a: bet.numbers[0], b: bet.numbers[1] })
      case 'dozen':
        return t('rou.dozen', { range: `${bet.dozen * 12 - 11}–${bet.dozen * 12}` })
      case 'column':
        return t('rou.column', { n: bet.column })
      default:
        return t(`rou.${bet.kind}` as TableKey)
    }
  }

  // The wheel and the result.
  const wheel = wheelArt(t('rou.wheel'))
  let turned = 0
  wheel.ball.style.display = 'none'
  const pocketShown = h('p', { class: 'rou-pocket', 'data-testid': 'pocket', 'aria-live': 'polite' })
  const last = h('ol', { class: 'rou-last', 'aria-label': t('rou.last'), 'data-testid': 'last-numbers' })
  const lastNumbers: number[] = []
  const drawLast = () => {
    last.replaceChildren(
      ...lastNumbers
        .slice(-LAST_SHOWN)
        .reverse()
        .map((n) => {
          const li = h('li', { class: 'rou-last-n', text: String(n) })
          li.dataset.color = colorOf(n)
          return li
        }),
    )
  }

  // The table.
  const table = h('div', { class: 'rou-table', role: 'group', 'aria-label': t('rou.bets') })
  const buttons = new Map<string, HTMLButtonElement>()
  const numberButtons = new Map<number, HTMLButtonElement>()
  /** A spot on the table: its place across (wide) and upright (phone) as grid areas. */
  const spotButton = (bet: RouletteBet, text: string, across: string, upright: string, color?: string) => {
    const badge = h('span', { class: 'rou-badge' })
    const b = h(
      'button',
      { type: 'button', class: 'rou-spot', 'data-bet': keyOf(bet) },
      h('span', { class: 'rou-spot-text', text }),
      badge,
    )
    if (color) b.dataset.color = color
    b.style.setProperty('--across', across)
    b.style.setProperty('--upright', upright)
    b.addEventListener('click', () => tap(bet))
    buttons.set(keyOf(bet), b)
    table.append(b)
    return b
  }
  spotButton({ kind: 'straight', number: 0 }, '0', '1 / 1 / 4 / 2', '1 / 1 / 2 / 4', 'green')
  for (let n = 1; n <= 36; n++) {
    const col = Math.ceil(n / 3)
    const row = 3 - ((n - 1) % 3)
    const b = spotButton(
      { kind: 'straight', number: n },
      String(n),
      `${row} / ${col + 1} / ${row + 1} / ${col + 2}`,
      `${col + 1} / ${((n - 1) % 3) + 1} / ${col + 2} / ${((n - 1) % 3) + 2}`,
      colorOf(n),
    )
    numberButtons.set(n, b)
  }
  for (const c of [1, 2, 3] as const)
    spotButton(
      { kind: 'column', column: c },
      '2:1',
      `${4 - c} / 14 / ${5 - c} / 15`,
      `14 / ${c} / 15 / ${c + 1}`,
    )
  for (const d of [1, 2, 3] as const) {
    const range = `${d * 12 - 11}–${d * 12}`
    spotButton(
      { kind: 'dozen', dozen: d },
      range,
      `4 / ${2 + 4 * (d - 1)} / 5 / ${6 + 4 * (d - 1)}`,
      `${2 + 4 * (d - 1)} / 4 / ${6 + 4 * (d - 1)} / 5`,
    )
  }
  // The even-money row as a real layout has it: 1–18, even, red, black, odd, 19–36 under the
  // dozens (two number columns each); upright, two to a row in the same order.
  const outside: [RouletteBet, string, string][] = [
    [{ kind: 'low' }, '5 / 2 / 6 / 4', '15 / 1 / 16 / 3'],
    [{ kind: 'even' }, '5 / 4 / 6 / 6', '15 / 3 / 16 / 5'],
    [{ kind: 'red' }, '5 / 6 / 6 / 8', '16 / 1 / 17 / 3'],
    [{ kind: 'black' }, '5 / 8 / 6 / 10', '16 / 3 / 17 / 5'],
    [{ kind: 'odd' }, '5 / 10 / 6 / 12', '17 / 1 / 18 / 3'],
    [{ kind: 'high' }, '5 / 12 / 6 / 14', '17 / 3 / 18 / 5'],
  ]
  const outsideText = (bet: RouletteBet) =>
    bet.kind === 'low' ? '1–18' : bet.kind === 'high' ? '19–36' : betName(bet)
  for (const [bet, across, upright] of outside)
    spotButton(
      bet,
      outsideText(bet),
      across,
      upright,
      bet.kind === 'red' || bet.kind === 'black' ? bet.kind : undefined,
    )

  const modes = (['straight', 'split'] as const).map((m) => {
    const b = h('button', {
      type: 'button',
      class: 'btn rou-mode',
      'aria-pressed': String(m === mode),
      'data-testid': `mode-${m}`,
      text: t(`rou.${m}`),
    })
    b.addEventListener('click', () => {
      mode = m
      picked = null
      for (const [other, name] of modes) other.setAttribute('aria-pressed', String(name === m))
      refresh()
    })
    return [b, m] as const
  })

  const list = h('ul', { class: 'rou-bets', 'data-testid': 'bets' })
  const total = h('p', { class: 'table-total', 'data-testid': 'table-total' })
  const clear = h('button', { type: 'button', class: 'btn', 'data-testid': 'clear', text: t('table.clear') })
  const go = h('button', {
    type: 'button',
    class: 'btn btn-primary table-go',
    'data-testid': 'spin',
    text: t('rou.spin'),
  })

  const add = (bet: RouletteBet) => {
    const key = keyOf(bet)
    const had = spots.get(key)
    if (!had && spots.size >= MAX_SPOTS) return ctx.say(t('table.tooMany'), 'error')
    const amount = (had?.amount ?? 0n) + rack.chosen()
    const all = [...spots.entries()].map(([k, s]) => (k === key ? amount : s.amount))
    if (!asChips(had ? all : [...all, amount])) return ctx.say(t('table.tooMany'), 'error')
    spots.set(key, { bet, amount })
    refresh()
  }
  const tap = (bet: RouletteBet) => {
    if (busy) return
    if (mode === 'split' && bet.kind === 'straight' && bet.number >= 0) {
      if (picked === null) {
        picked = bet.number
        ctx.say(t('rou.splitPick', { n: bet.number }), 'info')
      } else if (picked === bet.number) {
        picked = null
        ctx.say('')
      } else if (neighbours(picked, bet.number)) {
        const numbers: [number, number] = [Math.min(picked, bet.number), Math.max(picked, bet.number)]
        picked = null
        ctx.say('')
        add({ kind: 'split', numbers })
      } else {
        ctx.say(t('rou.splitBad', { a: picked, b: bet.number }), 'error')
        picked = null
      }
      refresh()
      return
    }
    add(bet)
  }

  const refresh = () => {
    let sum = 0n
    for (const [key, b] of buttons) {
      const placed = spots.get(key)
      const badge = b.querySelector('.rou-badge') as HTMLElement
      badge.textContent = placed ? money(placed.amount) : ''
      b.dataset.placed = String(Boolean(placed))
    }
    for (const [n, b] of numberButtons) b.dataset.picked = String(picked === n)
    ;(buttons.get('n0') as HTMLButtonElement).dataset.picked = String(picked === 0)
    list.replaceChildren(
      ...[...spots.entries()].map(([key, s]) => {
        sum += s.amount
        const name = betName(s.bet)
        const remove = h('button', {
          type: 'button',
          class: 'rou-remove',
          'aria-label': t('rou.remove', { bet: name }),
          text: '×',
        })
        remove.addEventListener('click', () => {
          if (busy) return
          spots.delete(key)
          refresh()
        })
        return h(
          'li',
          { class: 'rou-bet', 'data-bet': key },
          h('span', { class: 'rou-bet-name', text: name }),
          h('span', { class: 'rou-bet-amount', text: money(s.amount) }),
          remove,
        )
      }),
    )
    if (spots.size === 0) list.append(h('li', { class: 'rou-bets-empty', text: t('table.empty') }))
    total.textContent = t('table.total', { amount: `${money(sum)} ${ctx.currency}` })
    go.disabled = busy || sum === 0n
    clear.disabled = busy || sum === 0n
  }
  clear.addEventListener('click', () => {
    spots.clear()
    refresh()
  })

  const spinTo = async (pocket: number) => {
    const index = WHEEL.indexOf(pocket)
    // Whole turns on, then on to the pocket under the pointer at the top.
    const base = turned - (turned % 360)
    turned = base + 360 * (ctx.reducedMotion ? 1 : 5) - index * STEP
    wheel.ball.style.display = 'none'
    wheel.spin.style.transition = ctx.reducedMotion ? 'none' : 'transform 3.2s cubic-bezier(.15,.6,.2,1)'
    wheel.spin.style.transform = `rotate(${turned}deg)`
    if (!ctx.reducedMotion) await sleep(3300)
    wheel.ball.style.display = ''
  }

  // The past rounds, read once at the start; a round waits for them so none is counted twice.
  const history = loadLast(ctx.provider).then((past) => {
    lastNumbers.unshift(...past)
    drawLast()
  })

  let busy = false
  const play = async () => {
    const placed = [...spots.values()]
    const chips = asChips(placed.map((s) => s.amount))
    if (busy) return
    if (!chips) return ctx.say(t('table.empty'), 'info')
    busy = true
    await history
    root.dataset.state = 'spinning'
    refresh()
    pocketShown.textContent = ''
    for (const b of buttons.values()) b.removeAttribute('data-hit')
    try {
      // The header shows the win only once the wheel has stopped on it.
      const { round, reveal } = await ctx.start(
        { spots: placed.map((s, i) => ({ bet: s.bet, chips: chips.counts[i] })) },
        chips.unit,
        { revealLater: true },
      )
      const outcome = round.outcome as RouletteOutcomeView
      await spinTo(outcome.pocket)
      reveal()
      const color = colorOf(outcome.pocket)
      pocketShown.dataset.color = color
      pocketShown.textContent = t('rou.lands', { n: outcome.pocket, color: t(`rou.color.${color}`) })
      numberButtons.get(outcome.pocket)?.setAttribute('data-hit', 'true')
      buttons.get('n0')?.toggleAttribute('data-hit', outcome.pocket === 0)
      for (const s of outcome.spots)
        if (s.multiplier_bp > 0) buttons.get(keyOf(s.bet))?.setAttribute('data-hit', 'true')
      lastNumbers.push(outcome.pocket)
      drawLast()
      const win = ctx.money.parse(round.win) ?? 0n
      if (win > 0n) ctx.say(t('table.win', { amount: `${money(win)} ${ctx.currency}` }), 'win')
      else ctx.say(t('table.noWin'), 'info')
    } catch {
      // The kit has said why in its line; nothing moved.
    } finally {
      busy = false
      root.dataset.state = 'idle'
      refresh()
    }
  }
  go.addEventListener('click', () => void play())
  playOnKey(() => void play())

  root.append(
    h(
      'div',
      { class: 'rou' },
      h(
        'div',
        { class: 'rou-top' },
        h('div', { class: 'rou-wheel' }, wheel.root),
        h(
          'div',
          { class: 'rou-side' },
          pocketShown,
          h('h2', { class: 'table-subtitle', text: t('rou.last') }),
          last,
        ),
      ),
      h('div', { class: 'rou-modes', role: 'group', 'aria-label': t('rou.mode') }, ...modes.map(([b]) => b)),
      h('div', { class: 'felt rou-felt' }, table),
      h('div', { class: 'table-controls' }, rack.el, h('div', { class: 'table-actions' }, total, clear, go)),
      h(
        'section',
        { class: 'rou-bets-panel', 'aria-label': t('rou.bets') },
        h('h2', { class: 'table-subtitle', text: t('rou.bets') }),
        list,
      ),
      h('p', { class: 'table-help', text: t('rou.rules') }),
    ),
  )
  refresh()
  root.dataset.state = 'idle'
}

/** The pockets of the player's last spins, oldest first, from the studio's history. */
async function loadLast(provider: string): Promise<number[]> {
  const token = new URLSearchParams(location.search).get('token') ?? ''
  try {
    const res = await fetch(
      `/sandbox/games/api/${encodeURIComponent(provider)}/history?limit=${LAST_SHOWN}`,
      {
        headers: { 'x-launch-token': token },
      },
    )
    const json = (await res.json()) as {
      code: number
      data: { status: string; outcome: RouletteOutcomeView | null }[]
    }
    if (json.code !== 0) return []
    return json.data
      .filter((r) => r.status === 'settled' && r.outcome)
      .map((r) => (r.outcome as RouletteOutcomeView).pocket)
      .reverse()
  } catch {
    return []
  }
}
