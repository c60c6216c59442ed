// PG2's Plinko: the board of pegs for 8–16 rows, the slot multipliers of the chosen risk
// (studio/math/plinko.ts) and a ball that falls along the round's fair path, one bounce per row.
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoBet,
  type PlinkoOutcome,
  plinkoTable,
} from '../../math/plinko.ts'
import type { GameContext } from '../kit/context.ts'
import { bpText, frame, h, played, reducedMotion, s, segmented, shortBpText, style, winText } from './dom.ts'

const W = 400
const TOP = 24
const H = 360

/** The slot's colour band: the edge multipliers hot, the middle cool. */
function band(bp: number): string {
  if (bp >= 100_000) return 'pl-hot'
  if (bp >= 30_000) return 'pl-warm'
  if (bp >= 10_000) return 'pl-mild'
  return 'pl-cold'
}

export function mount(root: HTMLElement, ctx: GameContext): void {
  style('sg-plinko', CSS)
  const { stage, controls, result } = frame(root, 'plinko')
  let bet: PlinkoBet = { rows: 12, risk: 'medium' }
  let dropping = false

  const svg = s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'pl-svg', role: 'img' })
  stage.append(svg)
  let geometry = { dx: 0, dy: 0, cx: W / 2 }
  let slotRects: SVGGElement[] = []

  function draw(): void {
    svg.replaceChildren()
    const n = bet.rows
    const dx = (W - 16) / (n + 2)
    const dy = (H - TOP - 48) / n
    const cx = W / 2
    geometry = { dx, dy, cx }
    const r = Math.max(2.5, dx / 9)
    for (let row = 0; row < n; row++)
      for (let j = 0; j < row + 3; j++)
        svg.append(s('circle', { cx: cx + (j - (row + 2) / 2) * dx, cy: TOP + row * dy, r, class: 'pl-peg' }))
    const table = plinkoTable(bet)
    slotRects = table.map((bp, k) => {
      const sx = cx + (k - n / 2) * dx
      const g = s('g', { class: `pl-slot ${band(bp)}` })
      // the narrow slots of 15 and 16 rows read upright text too small: there it runs upwards
      const upright = dx >= 24
      const text = dx < 30 ? shortBpText(bp).replace('×', '') : shortBpText(bp)
      const top = TOP + n * dy - 4
      const height = upright ? 26 : 36
      // as large as the slot allows: bold digits run about 0.62 em wide
      const size = upright
        ? Math.min(12, (dx - 5) / (0.62 * text.length))
        : Math.min(12, dx - 8, (height - 6) / (0.62 * text.length))
      g.append(
        s('rect', { x: sx - dx / 2 + 1.5, y: top, width: dx - 3, height, rx: 4 }),
        s(
          'text',
          upright
            ? { x: sx, y: top + 17, 'text-anchor': 'middle', 'font-size': size.toFixed(1) }
            : {
                x: sx,
                y: top + height / 2,
                'text-anchor': 'middle',
                'dominant-baseline': 'central',
                'font-size': size.toFixed(1),
                transform: `rotate(-90 ${sx.toFixed(1)} ${(top + height / 2).toFixed(1)})`,
              },
          text,
        ),
      )
      svg.append(g)
      return g
    })
    svg.setAttribute(
      'aria-label',
      ctx.t('plinko.board', { rows: n, slots: table.map(shortBpText).join(', ') }),
    )
  }

  function fall(outcome: PlinkoOutcome): Promise<void> {
    const { dx, dy, cx } = geometry
    const ball = s('circle', { r: Math.max(4, dx / 4), class: 'pl-ball', cx, cy: TOP - dy * 0.6 })
    svg.append(ball)
    // positions after each row: x moves half a peg gap left or right at each bounce
    const points: [number, number][] = [[cx, TOP - dy * 0.6]]
    let px = cx
    outcome.path.forEach((bit, row) => {
      px += (bit ? 0.5 : -0.5) * dx
      points.push([px, TOP + row * dy + dy * 0.55])
    })
    points.push([cx + (outcome.slot - bet.rows / 2) * dx, TOP + bet.rows * dy + 6])
    const land = () => {
      const [lx, ly] = points[points.length - 1] as [number, number]
      ball.setAttribute('cx', String(lx))
      ball.setAttribute('cy', String(ly))
      const slot = slotRects[outcome.slot]
      slot?.classList.add('pl-hit')
      setTimeout(() => {
        slot?.classList.remove('pl-hit')
        ball.remove()
      }, 900)
    }
    if (reducedMotion()) {
      land()
      return Promise.resolve()
    }
    const perRow = 110
    return new Promise((done) => {
      const t0 = performance.now()
      const step = (now: number) => {
        // the first frame may be stamped a little before t0
        const t = Math.max(0, now - t0) / perRow
        const i = Math.floor(t)
        if (i >= points.length - 1) {
          land()
          done()
          return
        }
        const [ax, ay] = points[i] as [number, number]
        const [bx, by] = points[i + 1] as [number, number]
        const k = t - i
        // a small hop over each peg: ease in x, a parabola in y
        ball.setAttribute('cx', String(ax + (bx - ax) * k))
        ball.setAttribute('cy', String(ay + (by - ay) * k * k - Math.sin(Math.PI * k) * dy * 0.25))
        requestAnimationFrame(step)
      }
      requestAnimationFrame(step)
    })
  }

  const risk = segmented(
    ctx.t('plinko.risk'),
    PLINKO_RISKS.map((r) => ({ value: r, label: ctx.t(`plinko.${r}`) })),
    bet.risk,
    (r) => {
      bet = { ...bet, risk: r }
      draw()
    },
  )
  const rows = h(
    'select',
    { id: 'plinko-rows' },
    ...Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
      h(
        'option',
        { value: PLINKO_MIN_ROWS + i, selected: PLINKO_MIN_ROWS + i === bet.rows },
        String(PLINKO_MIN_ROWS + i),
      ),
    ),
  )
  rows.addEventListener('change', () => {
    bet = { ...bet, rows: Number(rows.value) }
    draw()
  })
  const drop = h('button', { type: 'button', class: 'sg-btn sg-primary' }, ctx.t('plinko.drop'))
  controls.prepend(
    ctx.betStepper(),
    risk.field,
    h('label', { class: 'sg-field', for: 'plinko-rows' }, ctx.t('plinko.rows'), rows),
    drop,
  )
  draw()

  drop.addEventListener('click', async () => {
    if (dropping) return
    dropping = true
    drop.disabled = true
    rows.disabled = true
    risk.disable(true)
    result.className = 'sg-result'
    result.textContent = ''
    try {
      const answer = played(await ctx.start({ rows: bet.rows, risk: bet.risk }, ctx.bet.get()))
      const outcome = answer.outcome as PlinkoOutcome
      await fall(outcome)
      const won = outcome.multiplierBp >= 10_000
      result.classList.add(won ? 'sg-win' : 'sg-loss')
      result.textContent = ctx.t('plinko.landed', {
        multiplier: bpText(outcome.multiplierBp),
        win: winText(ctx, answer.win),
      })
    } catch {
      // the kit has shown the refusal in its error line
    } finally {
      dropping = false
      drop.disabled = false
      rows.disabled = false
      risk.disable(false)
    }
  })
}

const CSS = `
.pl-svg { display: block; width: 100%; height: auto; max-height: 70vh; margin: 0 auto; }
.pl-peg { fill: var(--color-text, #eef2f7); opacity: 0.85; }
.pl-ball { fill: var(--color-secondary, #bded33); filter: drop-shadow(0 0 4px rgb(189 237 51 / 0.7)); }
.pl-slot text { fill: var(--color-on-secondary, #10140a); font-weight: 700; font-variant-numeric: tabular-nums; }
.pl-slot { transition: transform 150ms; }
.pl-hot rect { fill: var(--color-loss, #ee7878); }
.pl-warm rect { fill: var(--color-warning, #f0c35a); }
.pl-mild rect { fill: var(--color-secondary, #bded33); }
.pl-cold rect { fill: var(--color-info, #78cbee); }
/* the slot the ball lands in drops a little, its label with it (a label left behind is unreadable) */
.pl-hit { transform: translateY(4px); }
.pl-hit rect { stroke: var(--color-text, #eef2f7); stroke-width: 2; }
@media (prefers-reduced-motion: reduce) { .pl-slot { transition: none; } .pl-hit { transform: none; } }
`
