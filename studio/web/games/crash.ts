// PG's Rocket (crash): the multiplier climbs on the studio's clock (crashMultiplierAt) while a
// rocket rides the curve; the player cashes out before the crash. The page only draws: the studio
// decides the multiplier of a cash-out from its own elapsed time, so a late click cannot beat the
// crash, and the page learns of the crash by asking the studio (a `watch` step) as the round runs.
import {
  type CrashOutcome,
  crashMultiplierAt,
  crashTimeOf,
  MAX_CASHOUT,
  MIN_CASHOUT,
} from '../../math/crash.ts'
import { StudioRequestError } from '../kit/api.ts'
import type { GameContext } from '../kit/context.ts'
import { frame, h, hundredthsText, payText, played, reducedMotion, s, style, winText } from './dom.ts'

/** What the studio shows of a running round: how long it has run. */
export interface CrashView {
  elapsedMs: number
  autoCashOut: number | null
}

/** The crash outcome as the studio records it: `cashOut` is null when the rocket left without the player. */
export type CrashRecord = Omit<CrashOutcome, 'cashOut'> & { cashOut: number | null }

const W = 400
const H = 240
const L = 36
const B = 24
const WATCH_MS = 500

/** The schedule without its rounding to hundredths: only for drawing a smooth curve. */
const smooth = (t: number) => 100 + t / 150 + (t * t) / 1_500_000

/** "2.5" / "2.50" / "2,50" → 250 hundredths, or null if it is not a multiplier we take. */
function parseMultiplier(text: string): number | null {
  const m = /^\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  if (!m) return null
  const v = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return v >= MIN_CASHOUT && v <= MAX_CASHOUT ? v : null
}

export function mount(root: HTMLElement, ctx: GameContext): void {
  style('sg-crash', CSS)
  const { stage, controls, result } = frame(root, 'crash')

  const grid = s('g', { class: 'cr-grid' })
  const curve = s('path', { class: 'cr-curve' })
  const area = s('path', { class: 'cr-area' })
  const rocket = s('g', { class: 'cr-rocket' })
  rocket.innerHTML =
    '<path class="cr-flame" d="M-22 0 L-12 -5 L-12 5 Z"/><path class="cr-body" d="M-12 -6 H6 Q16 -6 20 0 Q16 6 6 6 H-12 Z"/><circle class="cr-window" cx="4" cy="0" r="3"/><path class="cr-fin" d="M-12 -6 L-18 -12 L-6 -6 Z M-12 6 L-18 12 L-6 6 Z"/>'
  const burst = s('path', {
    class: 'cr-burst',
    d: 'M0 -22 L6 -8 L21 -10 L10 1 L17 15 L2 9 L-8 20 L-7 5 L-21 -2 L-7 -7 Z',
  })
  rocket.prepend(burst)
  // top left: the curve always runs from the bottom left to the top right
  const big = s('text', { x: L + 12, y: 52, class: 'cr-big' }, '1.00×')
  const sub = s('text', { x: L + 14, y: 80, class: 'cr-sub' }, '')
  const svg = s(
    'svg',
    { viewBox: `0 0 ${W} ${H}`, class: 'cr-svg', role: 'img', 'aria-label': ctx.t('crash.stage') },
    grid,
    area,
    curve,
    rocket,
    big,
    sub,
  )
  stage.append(svg)
  const live = h('p', { class: 'cr-live', 'aria-live': 'off' })
  stage.append(live)

  const auto = h('input', {
    id: 'crash-auto',
    inputmode: 'decimal',
    autocomplete: 'off',
    placeholder: '2.00',
  })
  const play = h('button', { type: 'button', class: 'sg-btn sg-primary' }, ctx.t('crash.bet'))
  controls.prepend(
    ctx.betStepper(),
    h('label', { class: 'sg-field', for: 'crash-auto' }, ctx.t('crash.auto'), auto),
    play,
  )

  let roundId: string | null = null
  let startedAt = 0
  let raf = 0
  let watchTimer: ReturnType<typeof setTimeout> | undefined
  let slowTimer: ReturnType<typeof setTimeout> | undefined
  let cashing = false
  /** The bet the running round took (the stepper may move meanwhile). */
  let roundBet = ctx.bet.get()

  function draw(elapsed: number, crashed: boolean): void {
    const m = crashMultiplierAt(elapsed)
    const maxT = Math.max(10_000, elapsed * 1.15)
    const maxM = Math.max(200, Math.ceil(crashMultiplierAt(maxT) * 1.05))
    const px = (t: number) => L + ((W - L - 12) * t) / maxT
    const py = (mm: number) => H - B - ((H - B - 16) * (mm - 100)) / (maxM - 100)
    const pts: string[] = []
    for (let i = 0; i <= 48; i++) {
      const t = (elapsed * i) / 48
      pts.push(`${px(t).toFixed(1)},${py(Math.min(smooth(t), m)).toFixed(1)}`)
    }
    curve.setAttribute('d', `M${pts.join(' L')}`)
    area.setAttribute('d', `M${L},${H - B} L${pts.join(' L')} L${px(elapsed).toFixed(1)},${H - B} Z`)
    const tipX = px(elapsed)
    const tipY = py(m)
    const before = Math.max(0, elapsed - 300)
    const angle = (Math.atan2(py(smooth(before)) - tipY, tipX - px(before)) * 180) / Math.PI
    rocket.setAttribute(
      'transform',
      `translate(${tipX.toFixed(1)} ${tipY.toFixed(1)}) rotate(${(-Math.max(0, angle)).toFixed(1)})`,
    )
    rocket.classList.toggle('cr-boom', crashed)
    big.textContent = hundredthsText(m)
    // axis marks: a few multipliers and seconds
    grid.replaceChildren()
    const stepM = maxM <= 300 ? 50 : maxM <= 1000 ? 200 : maxM <= 5000 ? 1000 : 5000
    for (let v = 100; v <= maxM; v += stepM)
      grid.append(
        s('line', { x1: L, x2: W - 8, y1: py(v), y2: py(v) }),
        s('text', { x: L - 4, y: py(v) + 4, 'text-anchor': 'end' }, `${v / 100}×`),
      )
    const stepT = maxT <= 20_000 ? 5000 : maxT <= 60_000 ? 10_000 : 30_000
    for (let t = 0; t <= maxT; t += stepT)
      grid.append(s('text', { x: px(t), y: H - 6, 'text-anchor': 'middle' }, `${t / 1000}s`))
  }
  draw(0, false)

  function stopClock(): void {
    cancelAnimationFrame(raf)
    clearTimeout(slowTimer)
    clearTimeout(watchTimer)
  }

  function tick(): void {
    // a frame asked for before the round ended draws nothing over its end
    if (roundId === null) return
    const elapsed = performance.now() - startedAt
    draw(elapsed, false)
    const m = crashMultiplierAt(elapsed)
    // the multiplier is large on the stage; the button says what the click pays
    play.textContent = ctx.t('crash.cashOut', { amount: payText(ctx, roundBet, m * 100) })
    play.disabled = cashing || crashMultiplierAt(elapsed) < MIN_CASHOUT
    // reduced motion: the number still climbs (it is the game), four times a second, no rocket flicker
    if (reducedMotion()) slowTimer = setTimeout(() => requestAnimationFrame(tick), 250)
    else raf = requestAnimationFrame(tick)
  }

  function end(answerWin: string, outcome: CrashRecord): void {
    stopClock()
    roundId = null
    cashing = false
    // the curve ends where the round did: at the cash-out, or at the crash point
    draw(crashTimeOf(outcome.win && outcome.cashOut ? outcome.cashOut : outcome.crashPoint), !outcome.win)
    svg.classList.add('cr-over')
    svg.classList.toggle('cr-crashed', !outcome.win)
    svg.classList.toggle('cr-won', outcome.win)
    big.textContent = hundredthsText(outcome.win && outcome.cashOut ? outcome.cashOut : outcome.crashPoint)
    sub.textContent = ctx.t('crash.crashedAt', { multiplier: hundredthsText(outcome.crashPoint) })
    result.className = `sg-result ${outcome.win ? 'sg-win' : 'sg-loss'}`
    result.textContent = outcome.win
      ? ctx.t('crash.won', { multiplier: hundredthsText(outcome.cashOut ?? 0), win: winText(ctx, answerWin) })
      : ctx.t('crash.lost', { multiplier: hundredthsText(outcome.crashPoint) })
    live.textContent = result.textContent
    play.textContent = ctx.t('crash.bet')
    play.disabled = false
    auto.disabled = false
  }

  function drop(): void {
    stopClock()
    roundId = null
    cashing = false
    play.textContent = ctx.t('crash.bet')
    play.disabled = false
    auto.disabled = false
  }

  /** The page's clock follows the studio's: each answer says how long the round has run. */
  function follow(view: CrashView, sentAt: number): void {
    const now = performance.now()
    startedAt = now - view.elapsedMs - (now - sentAt) / 2
  }

  function begin(id: string, view: CrashView, sentAt: number, firstWatch = WATCH_MS): void {
    roundId = id
    follow(view, sentAt)
    play.disabled = true
    auto.disabled = true
    tick()
    watchTimer = setTimeout(watch, firstWatch)
  }

  async function watch(): Promise<void> {
    if (!roundId) return
    const id = roundId
    const sentAt = performance.now()
    try {
      const answer = played(await ctx.step(id, { type: 'watch' }))
      if (roundId !== id) return
      if (answer.done) return end(answer.win, answer.outcome as CrashRecord)
      follow(answer.view as CrashView, sentAt)
      watchTimer = setTimeout(watch, WATCH_MS)
    } catch (err) {
      if (roundId !== id) return
      // the studio closed the round meanwhile (left too long): the kit has said so; start afresh
      if (err instanceof StudioRequestError && (err.code === 'roundClosed' || err.code === 'roundNotFound'))
        return drop()
      // a lost answer is asked again a little later
      watchTimer = setTimeout(watch, WATCH_MS * 3)
    }
  }

  play.addEventListener('click', async () => {
    if (roundId) {
      if (cashing) return
      cashing = true
      play.disabled = true
      try {
        const answer = played(await ctx.step(roundId, { type: 'cashOut' }))
        if (answer.done) end(answer.win, answer.outcome as CrashRecord)
        else cashing = false
      } catch (err) {
        // the kit has shown the refusal (too early: before 1.01×); the round runs on, unless closed
        cashing = false
        if (err instanceof StudioRequestError && (err.code === 'roundClosed' || err.code === 'roundNotFound'))
          drop()
      }
      return
    }
    const autoText = auto.value.trim()
    const autoCashOut = autoText ? parseMultiplier(autoText) : null
    if (autoText && autoCashOut === null) {
      result.className = 'sg-result sg-loss'
      result.textContent = ctx.t('crash.autoInvalid')
      auto.focus()
      return
    }
    play.disabled = true
    auto.disabled = true
    result.className = 'sg-result'
    result.textContent = ''
    svg.classList.remove('cr-over', 'cr-crashed', 'cr-won')
    sub.textContent = ''
    const sentAt = performance.now()
    try {
      roundBet = ctx.bet.get()
      const answer = played(await ctx.start({ autoCashOut }, roundBet))
      if (answer.done) end(answer.win, answer.outcome as CrashRecord)
      else begin(answer.roundId, answer.view as CrashView, sentAt)
    } catch {
      // the kit has shown the refusal; nothing was taken
      play.disabled = false
      auto.disabled = false
    }
  })

  // a round left running on an earlier visit: the studio's clock says where the rocket is now
  const left = ctx.open
  if (left?.status === 'open') {
    roundBet = ctx.money.parse(left.bet) ?? roundBet
    begin(left.round_id, { elapsedMs: 0, autoCashOut: null }, performance.now(), 0)
  }
}

const CSS = `
.cr-svg { display: block; width: 100%; max-width: 760px; margin: 0 auto; height: auto; background: radial-gradient(ellipse at 70% 20%, #1d2950, transparent 70%); }
.cr-grid line { stroke: var(--color-divider, #26304d); stroke-width: 1; }
.cr-grid text { fill: var(--color-primary, #97a5b1); font-size: 10px; font-variant-numeric: tabular-nums; }
.cr-curve { fill: none; stroke: var(--color-secondary, #bded33); stroke-width: 3; stroke-linecap: round; }
.cr-area { fill: rgb(189 237 51 / 0.12); }
.cr-body { fill: var(--color-text, #eef2f7); }
.cr-fin { fill: var(--color-info, #78cbee); }
.cr-window { fill: var(--color-info, #78cbee); }
.cr-flame { fill: var(--color-warning, #f0c35a); animation: cr-flicker 120ms infinite alternate; transform-box: fill-box; transform-origin: right center; }
@keyframes cr-flicker { from { transform: scaleX(0.7); } to { transform: scaleX(1.15); } }
.cr-burst { fill: var(--color-warning, #f0c35a); opacity: 0; }
.cr-boom .cr-burst { opacity: 1; }
.cr-boom .cr-flame { fill: var(--color-loss, #ee7878); transform: scale(2.2); animation: none; }
.cr-boom .cr-body, .cr-boom .cr-fin { fill: var(--color-loss, #ee7878); }
.cr-big { fill: var(--color-text, #eef2f7); font-size: 36px; font-weight: 800; font-variant-numeric: tabular-nums; }
.cr-crashed .cr-big, .cr-crashed .cr-sub { fill: var(--color-loss, #ee7878); }
.cr-won .cr-big { fill: var(--color-win, #78ee84); }
.cr-crashed .cr-curve { stroke: var(--color-loss, #ee7878); }
.cr-crashed .cr-area { fill: rgb(238 120 120 / 0.12); }
.cr-sub { fill: var(--color-primary, #97a5b1); font-size: 16px; }
.cr-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); margin: 0; }
#crash-auto { min-height: var(--touch-target, 44px); border-radius: var(--radius, 8px); border: 1px solid var(--color-divider, #26304d);
  background: var(--color-bg, #0b1020); color: var(--color-text, #eef2f7); font: inherit; padding: 0 var(--space-3, 12px); }
@media (prefers-reduced-motion: reduce) { .cr-flame { animation: none; } }
`
