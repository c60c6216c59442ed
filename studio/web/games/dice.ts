// Tada's Dice: roll over or under a target on 0.00–99.99. The slider sets the target in hundredths
// and shows the chance and the payout the server will apply (studio/math/dice.ts); the roll slides
// along the track to where it landed, green in the winning zone, red outside it.
import { type DiceBet, type DiceOutcome, diceMultiplierBp, winningRolls } from '../../math/dice.ts'
import type { GameContext } from '../kit/context.ts'
import {
  bpText,
  facts,
  frame,
  h,
  payText,
  played,
  reducedMotion,
  s,
  segmented,
  style,
  winText,
} from './dom.ts'

const W = 400
const PAD = 20
const x = (hundredths: number) => PAD + ((W - 2 * PAD) * hundredths) / 10_000
const pct = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`

/** Targets allowed for a direction: 0.01–98 % chance (dice.ts winningRolls). */
function range(direction: DiceBet['direction']): [number, number] {
  return direction === 'under' ? [1, 9800] : [199, 9998]
}

export function mount(root: HTMLElement, ctx: GameContext): void {
  style('sg-dice', CSS)
  const { stage, controls, result } = frame(root, 'dice')
  let bet: DiceBet = { direction: 'over', target: 4999 }

  // the track: the losing zone, the winning zone, the target's handle and the roll's marker
  const lose = s('rect', { y: 70, height: 14, rx: 7, class: 'dice-lose' })
  const win = s('rect', { y: 70, height: 14, rx: 7, class: 'dice-win' })
  const handle = s('rect', { y: 60, width: 6, height: 34, rx: 3, class: 'dice-handle' })
  const marker = s('g', { class: 'dice-marker', transform: `translate(${x(5000)} 0)` })
  const markerText = s('text', { x: 0, y: 38, 'text-anchor': 'middle', class: 'dice-roll' }, '50.00')
  marker.append(
    s('rect', { x: -32, y: 14, width: 64, height: 34, rx: 8 }),
    markerText,
    s('path', { d: 'M -7 48 L 7 48 L 0 58 Z' }),
  )
  const ticks = [0, 25, 50, 75, 100].map((v) =>
    s('text', { x: x(v * 100), y: 112, 'text-anchor': 'middle', class: 'dice-tick' }, String(v)),
  )
  const svg = s(
    'svg',
    { viewBox: `0 0 ${W} 124`, role: 'img', class: 'dice-svg' },
    lose,
    win,
    handle,
    ...ticks,
    marker,
  )
  // the die: a bevelled d100 that tumbles while the roll slides, then shows it large
  const dieText = s('text', { x: 80, y: 92, 'text-anchor': 'middle', class: 'dice-die-text' }, '—')
  const die = s(
    'svg',
    { viewBox: '0 0 160 160', class: 'dice-die', 'aria-hidden': 'true' },
    s('rect', { x: 12, y: 12, width: 136, height: 136, rx: 28, class: 'dice-die-body' }),
    s('rect', { x: 24, y: 20, width: 112, height: 30, rx: 14, class: 'dice-die-shine' }),
    ...[
      [36, 36],
      [124, 36],
      [36, 124],
      [124, 124],
    ].map(([cx, cy]) => s('circle', { cx, cy, r: 6, class: 'dice-die-pip' })),
    dieText,
  )
  stage.classList.add('dice-stage')
  stage.append(die, svg)

  const slider = h('input', {
    type: 'range',
    min: 1,
    max: 9998,
    step: 1,
    value: bet.target,
    id: 'dice-target',
    'aria-valuetext': pct(bet.target),
  })
  const targetOut = h('output', { for: 'dice-target' })
  const chanceOut = h('span')
  const payoutOut = h('span')
  const winOut = h('span')
  const rollBtn = h('button', { type: 'button', class: 'sg-btn sg-primary' }, ctx.t('dice.roll'))

  const direction = segmented(
    ctx.t('dice.direction'),
    [
      { value: 'over', label: ctx.t('dice.over') },
      { value: 'under', label: ctx.t('dice.under') },
    ] as const,
    bet.direction,
    (d) => {
      // keep the same chance when flipping, as a player expects
      const chance = winningRolls(bet)
      bet = { direction: d, target: d === 'under' ? chance : 9999 - chance }
      render()
    },
  )

  function render(): void {
    const [min, max] = range(bet.direction)
    slider.min = String(min)
    slider.max = String(max)
    slider.value = String(bet.target)
    slider.setAttribute('aria-valuetext', pct(bet.target))
    targetOut.textContent = pct(bet.target)
    chanceOut.textContent = `${pct(winningRolls(bet))} %`
    payoutOut.textContent = bpText(diceMultiplierBp(bet))
    winOut.textContent = payText(ctx, ctx.bet.get(), diceMultiplierBp(bet))
    const t = x(bet.target)
    const [wl, wr] = bet.direction === 'over' ? [t, x(10_000)] : [x(0), t]
    win.setAttribute('x', String(wl))
    win.setAttribute('width', String(wr - wl))
    lose.setAttribute('x', String(x(0)))
    lose.setAttribute('width', String(x(10_000) - x(0)))
    handle.setAttribute('x', String(t - 3))
    svg.setAttribute(
      'aria-label',
      ctx.t(bet.direction === 'over' ? 'dice.trackOver' : 'dice.trackUnder', { target: pct(bet.target) }),
    )
  }

  slider.addEventListener('input', () => {
    bet = { ...bet, target: Number(slider.value) }
    render()
  })

  const label = h('label', { class: 'sg-field', for: 'dice-target' }, ctx.t('dice.target'), targetOut)
  controls.prepend(
    ctx.betStepper(),
    direction.field,
    label,
    slider,
    facts([
      [ctx.t('dice.chance'), chanceOut],
      [ctx.t('dice.payout'), payoutOut],
      [ctx.t('dice.winAmount'), winOut],
    ]),
    rollBtn,
  )
  render()
  ctx.bet.subscribe(render)

  let at = 5000
  function slideTo(roll: number, won: boolean): Promise<void> {
    marker.classList.toggle('dice-won', won)
    marker.classList.toggle('dice-lost', !won)
    const from = at
    at = roll
    die.classList.remove('dice-die-won', 'dice-die-lost')
    const settle = () => {
      dieText.textContent = pct(roll)
      die.classList.remove('dice-tumble')
      die.classList.add(won ? 'dice-die-won' : 'dice-die-lost')
    }
    if (reducedMotion()) {
      marker.setAttribute('transform', `translate(${x(roll)} 0)`)
      markerText.textContent = pct(roll)
      settle()
      return Promise.resolve()
    }
    die.classList.add('dice-tumble')
    return new Promise((done) => {
      const t0 = performance.now()
      const frameFn = (now: number) => {
        const k = Math.min(1, Math.max(0, now - t0) / 600)
        const e = 1 - (1 - k) ** 3
        const v = Math.round(from + (roll - from) * e)
        marker.setAttribute('transform', `translate(${x(v)} 0)`)
        markerText.textContent = pct(v)
        dieText.textContent = pct(v)
        if (k < 1) requestAnimationFrame(frameFn)
        else {
          settle()
          done()
        }
      }
      requestAnimationFrame(frameFn)
    })
  }

  async function roll(): Promise<void> {
    rollBtn.disabled = true
    direction.disable(true)
    slider.disabled = true
    result.className = 'sg-result'
    result.textContent = ''
    try {
      const answer = played(await ctx.start({ direction: bet.direction, target: bet.target }, ctx.bet.get()))
      const outcome = answer.outcome as DiceOutcome
      await slideTo(outcome.roll, outcome.win)
      result.classList.add(outcome.win ? 'sg-win' : 'sg-loss')
      result.textContent = outcome.win
        ? ctx.t('dice.won', { roll: pct(outcome.roll), win: winText(ctx, answer.win) })
        : ctx.t('dice.lost', { roll: pct(outcome.roll) })
    } catch {
      // the kit has shown the refusal in its error line
    } finally {
      rollBtn.disabled = false
      direction.disable(false)
      slider.disabled = false
    }
  }
  rollBtn.addEventListener('click', roll)
}

const CSS = `
.dice-stage { display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: var(--space-2, 8px); padding: var(--space-4, 16px) var(--space-2, 8px); }
.dice-svg { display: block; width: 100%; max-width: 640px; height: auto; }
.dice-die { width: clamp(96px, 28vw, 180px); height: auto; }
.dice-die-body { fill: var(--color-surface-raised, #1a2340); stroke: var(--color-primary, #97a5b1); stroke-width: 3; }
.dice-die-shine { fill: #ffffff; opacity: 0.06; }
.dice-die-pip { fill: var(--color-primary, #97a5b1); }
.dice-die-text { fill: var(--color-text, #eef2f7); font-size: 34px; font-weight: 800; font-variant-numeric: tabular-nums; }
.dice-die-won .dice-die-body { stroke: var(--color-win, #78ee84); }
.dice-die-won .dice-die-text, .dice-die-won .dice-die-pip { fill: var(--color-win, #78ee84); }
.dice-die-lost .dice-die-body { stroke: var(--color-loss, #ee7878); }
.dice-die-lost .dice-die-text, .dice-die-lost .dice-die-pip { fill: var(--color-loss, #ee7878); }
.dice-tumble { animation: dice-tumble 600ms cubic-bezier(0.2, 0.7, 0.3, 1); }
@keyframes dice-tumble { 0% { transform: rotate(0) scale(0.9); } 60% { transform: rotate(380deg) scale(1.08); } 100% { transform: rotate(360deg) scale(1); } }
.dice-lose { fill: var(--color-loss, #ee7878); opacity: 0.8; }
.dice-win { fill: var(--color-win, #78ee84); }
.dice-handle { fill: var(--color-text, #eef2f7); }
.dice-tick { fill: var(--color-primary, #97a5b1); font-size: 12px; }
.dice-marker rect, .dice-marker path { fill: var(--color-surface-raised, #1a2340); stroke: var(--color-primary, #97a5b1); }
.dice-marker.dice-won rect, .dice-marker.dice-won path { stroke: var(--color-win, #78ee84); }
.dice-marker.dice-lost rect, .dice-marker.dice-lost path { stroke: var(--color-loss, #ee7878); }
.dice-roll { fill: var(--color-text, #eef2f7); font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; }
.dice-won .dice-roll { fill: var(--color-win, #78ee84); }
.dice-lost .dice-roll { fill: var(--color-loss, #ee7878); }
.sg-dice input[type=range] { width: 100%; min-height: var(--touch-target, 44px); accent-color: var(--color-secondary, #bded33); }
.sg-dice output { font-size: var(--text-lg, 20px); color: var(--color-text, #eef2f7); font-variant-numeric: tabular-nums; }
`
