// The table's history panel, drawn from the pure roads (roads.ts): baccarat's bead plate and big
// road, dragon tiger's bead plate, roulette's last numbers in their colours with hot and cold,
// sic bo's last rolls with big / small.
import { h } from '../kit/dom.ts'
import { colorOf, type Outcome, readOutcome, type TableKind, winnerOf } from './outcome.ts'
import { beadPlate, bigRoad, hotCold, lastColumns, sicboRoll, sicboSummary } from './roads.ts'
import type { LiveKey, LiveText } from './text.ts'

const ROWS = 6

function grid(label: string, cols: number, testid: string) {
  const el = h('div', { class: 'lv-road', role: 'list', 'aria-label': label, 'data-testid': testid })
  el.style.setProperty('--cols', String(cols))
  return el
}
const cell = (col: number, row: number) => {
  const c = h('span', { class: 'lv-bead', role: 'listitem' })
  c.style.gridColumn = String(col + 1)
  c.style.gridRow = String(row + 1)
  return c
}

/** The grid's empty places, so a plate keeps its six rows before it fills (drawn under the beads). */
function fillEmpty(road: HTMLElement, cols: number) {
  for (let i = 0; i < cols * ROWS; i++) {
    const c = h('span', { class: 'lv-cell', 'aria-hidden': 'true' })
    c.style.gridColumn = String(Math.floor(i / ROWS) + 1)
    c.style.gridRow = String((i % ROWS) + 1)
    road.append(c)
  }
}

export function historyPanel(kind: TableKind, t: LiveText, narrow: () => boolean) {
  const body = h('div', { class: 'lv-history-body' })
  const el = h(
    'section',
    { class: 'lv-panel lv-history', 'aria-label': t('live.history') },
    h('h2', { class: 'lv-panel-title', text: t('live.history') }),
    body,
  )
  let entries: { number: number; outcome: Outcome }[] = []

  const beadWord = (w: string): LiveKey =>
    kind === 'dragonTiger' && w === 'tie' ? 'bead.dtTie' : (`bead.${w}` as LiveKey)
  const resultWord = (w: string): LiveKey =>
    kind === 'dragonTiger' && w === 'tie' ? 'res.dtTie' : (`spot.${w}` as LiveKey)

  const draw = () => {
    const outcomes = entries.map((e) => e.outcome)
    const cols = narrow() ? 12 : 16
    const parts: HTMLElement[] = []
    if (kind === 'baccarat' || kind === 'dragonTiger') {
      const winners = outcomes.map(winnerOf).filter((w): w is string => w !== null)
      const plate = grid(t('live.beads'), cols, 'bead-plate')
      fillEmpty(plate, cols)
      for (const b of beadPlate(winners, ROWS, cols)) {
        const c = cell(b.col, b.row)
        c.dataset.winner = b.winner
        c.textContent = t(beadWord(b.winner))
        c.setAttribute('aria-label', t(resultWord(b.winner)))
        plate.append(c)
      }
      parts.push(h('h3', { class: 'lv-sub', text: t('live.beads') }), plate)
      if (kind === 'baccarat') {
        const road = grid(t('live.bigRoad'), cols * 2, 'big-road')
        road.classList.add('lv-road-big')
        fillEmpty(road, cols * 2)
        const cells = lastColumns(bigRoad(winners as ('player' | 'banker' | 'tie')[], ROWS), cols * 2)
        for (const r of cells) {
          const c = cell(r.col, r.row)
          c.dataset.winner = r.winner
          c.dataset.ties = String(r.ties)
          c.setAttribute(
            'aria-label',
            r.ties ? `${t(`spot.${r.winner}`)}, ${t('live.ties', { count: r.ties })}` : t(`spot.${r.winner}`),
          )
          if (r.ties) c.textContent = r.ties > 1 ? String(r.ties) : ''
          road.append(c)
        }
        parts.push(h('h3', { class: 'lv-sub', text: t('live.bigRoad') }), road)
      }
    } else if (kind === 'roulette') {
      const numbers = outcomes.map((o) => (o.kind === 'roulette' ? o.pocket : -1)).filter((n) => n >= 0)
      const recent = h('ol', {
        class: 'lv-numbers',
        'aria-label': t('live.recent'),
        'data-testid': 'recent-numbers',
      })
      for (const n of numbers.slice(-(narrow() ? 12 : 18)).reverse())
        recent.append(
          h('li', {
            class: 'lv-num',
            'data-color': colorOf(n),
            'aria-label': t('res.pocket', { number: n, color: t(`color.${colorOf(n)}`) }),
            text: String(n),
          }),
        )
      const hc = hotCold(numbers)
      const list = (key: 'live.hot' | 'live.cold', items: { number: number; count: number }[]) =>
        h(
          'div',
          { class: 'lv-hc', 'data-testid': key === 'live.hot' ? 'hot' : 'cold' },
          h('span', { class: 'lv-hc-label', text: t(key) }),
          ...items.map((i) =>
            h('span', {
              class: 'lv-num',
              'data-color': colorOf(i.number),
              title: t('live.times', { count: i.count }),
              'aria-label': `${i.number}, ${t('live.times', { count: i.count })}`,
              text: String(i.number),
            }),
          ),
        )
      parts.push(
        h('h3', { class: 'lv-sub', text: t('live.recent') }),
        recent,
        h('h3', { class: 'lv-sub', text: t('live.hotCold', { count: hc.counted }) }),
        list('live.hot', hc.hot),
        list('live.cold', hc.cold),
      )
    } else {
      const rolls = outcomes
        .map((o) => (o.kind === 'sicbo' ? o.dice : null))
        .filter((d): d is [number, number, number] => d !== null)
      const recent = h('ol', {
        class: 'lv-rolls',
        'aria-label': t('live.rolls'),
        'data-testid': 'recent-rolls',
      })
      for (const r of rolls.slice(-(narrow() ? 8 : 12)).reverse()) {
        const roll = sicboRoll(r)
        const size = roll.size === 'triple' ? t('res.triple') : t(`spot.${roll.size}`)
        recent.append(
          h(
            'li',
            {
              class: 'lv-roll',
              'data-size': roll.size,
              'aria-label': t('res.dice', { dice: roll.dice.join(' '), total: roll.total, size }),
            },
            h('span', { class: 'lv-roll-dice', text: roll.dice.join(' ') }),
            h('span', { class: 'lv-roll-total', text: String(roll.total) }),
            h('span', { class: 'lv-roll-size', text: size }),
          ),
        )
      }
      const sum = sicboSummary(rolls)
      parts.push(
        h('h3', { class: 'lv-sub', text: t('live.rolls') }),
        recent,
        h(
          'p',
          { class: 'lv-summary', 'data-testid': 'big-small' },
          `${t('spot.big')} ${sum.big} · ${t('spot.small')} ${sum.small} · ${t('res.triple')} ${sum.triple}`,
        ),
      )
    }
    body.replaceChildren(...parts)
  }

  return {
    el,
    /** The table's results, oldest or newest first (sorted here by round number). */
    set(sent: { number: number; outcome: unknown }[]) {
      entries = [...sent]
        .sort((a, b) => a.number - b.number)
        .map((e) => ({ number: e.number, outcome: readOutcome(kind, e.outcome) }))
        .filter((e): e is { number: number; outcome: Outcome } => e.outcome !== null)
      draw()
    },
    /** A round's result as it lands (once: a snapshot may already have brought it). */
    push(number: number, outcome: Outcome) {
      if (entries.some((e) => e.number === number)) return
      entries.push({ number, outcome })
      if (entries.length > 200) entries = entries.slice(-200)
      draw()
    },
    draw,
  }
}
