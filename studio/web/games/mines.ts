// Tada's Mines: a 5×5 field of real buttons hiding 1–24 mines placed when the round starts
// (studio/math/mines.ts). Each safe tile raises the cash-out multiplier; a mine ends the round;
// at the end every mine is shown.
import { type MinesOutcome, minesMultiplierBp, TILES } from '../../math/mines.ts'
import { StudioRequestError } from '../kit/api.ts'
import type { GameContext } from '../kit/context.ts'
import { bpText, facts, frame, h, payText, played, style, winText } from './dom.ts'

/** What the studio shows of an open round: never the mines. */
export interface MinesView {
  mines: number
  revealed: number[]
}

const GEM =
  '<svg viewBox="0 0 40 40" aria-hidden="true"><path class="mn-gem" d="M12 6h16l8 10-16 19L4 16z"/><path class="mn-gem-hi" d="M12 6l-8 10h32L28 6l-8 10z"/></svg>'
const MINE =
  '<svg viewBox="0 0 40 40" aria-hidden="true"><circle class="mn-mine" cx="20" cy="22" r="11"/><path class="mn-fuse" d="M20 11V5M20 22l0 0M11 13l-4-4M29 13l4-4M9 22H3M31 22h6M12 31l-4 4M28 31l4 4"/><circle class="mn-mine-hi" cx="16" cy="18" r="3"/></svg>'

export function mount(root: HTMLElement, ctx: GameContext): void {
  style('sg-mines', CSS)
  const { stage, controls, result } = frame(root, 'mines')
  let mines = 3
  let roundId: string | null = null
  let revealed: number[] = []
  let busy = false
  /** The bet the open round took (the stepper may move meanwhile). */
  let roundBet = ctx.bet.get()

  const tiles = Array.from({ length: TILES }, (_, i) => {
    const b = h('button', { type: 'button', class: 'mn-tile', disabled: true })
    b.addEventListener('click', () => reveal(i))
    return b
  })
  const grid = h('div', { class: 'mn-grid', role: 'group', 'aria-label': ctx.t('mines.field') }, ...tiles)
  stage.append(grid)
  // arrow keys move between the tiles still to open, as on a board; Tab still walks them in order
  const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -5, ArrowDown: 5 }
  grid.addEventListener('keydown', (e) => {
    const step = STEPS[e.key]
    const from = tiles.indexOf(document.activeElement as HTMLButtonElement)
    if (!step || from < 0) return
    for (let i = from + step; i >= 0 && i < TILES; i += step) {
      if (Math.abs(step) === 1 && Math.floor(i / 5) !== Math.floor(from / 5)) break
      const tile = tiles[i] as HTMLButtonElement
      if (!tile.disabled) {
        e.preventDefault()
        tile.focus()
        break
      }
    }
  })

  const count = h(
    'select',
    { id: 'mines-count' },
    ...Array.from({ length: TILES - 1 }, (_, i) =>
      h('option', { value: i + 1, selected: i + 1 === mines }, String(i + 1)),
    ),
  )
  count.addEventListener('change', () => {
    mines = Number(count.value)
    render()
  })
  const current = h('span')
  const next = h('span')
  const play = h('button', { type: 'button', class: 'sg-btn sg-primary' }, ctx.t('mines.bet'))
  controls.prepend(
    ctx.betStepper(),
    h('label', { class: 'sg-field', for: 'mines-count' }, ctx.t('mines.count'), count),
    facts([
      [ctx.t('mines.current'), current],
      [ctx.t('mines.next'), next],
    ]),
    play,
  )

  function label(i: number, state: string): string {
    return ctx.t('mines.tile', { row: Math.floor(i / 5) + 1, column: (i % 5) + 1, state })
  }

  function render(): void {
    const k = revealed.length
    current.textContent =
      roundId && k > 0
        ? `${bpText(minesMultiplierBp(mines, k))} · ${payText(ctx, roundBet, minesMultiplierBp(mines, k))}`
        : '—'
    next.textContent = k < TILES - mines ? bpText(minesMultiplierBp(mines, k + 1)) : '—'
    play.textContent = roundId
      ? ctx.t('mines.cashOut', { multiplier: k > 0 ? bpText(minesMultiplierBp(mines, k)) : '' })
      : ctx.t('mines.bet')
    play.disabled = busy || (roundId !== null && k === 0)
    count.disabled = roundId !== null || busy
    tiles.forEach((b, i) => {
      const open = revealed.includes(i)
      b.disabled = busy || roundId === null || open
      if (roundId !== null) {
        b.className = open ? 'mn-tile mn-open' : 'mn-tile'
        b.innerHTML = open ? GEM : ''
        b.setAttribute('aria-label', label(i, ctx.t(open ? 'mines.gem' : 'mines.hidden')))
      } else if (!b.dataset.shown) b.setAttribute('aria-label', label(i, ctx.t('mines.hidden')))
    })
  }

  function showEnd(outcome: MinesOutcome): void {
    const mineSet = new Set(outcome.mines)
    tiles.forEach((b, i) => {
      const picked = outcome.revealed.includes(i)
      const isMine = mineSet.has(i)
      b.className = `mn-tile mn-end${picked ? ' mn-open' : ''}${isMine ? ' mn-is-mine' : ''}`
      b.innerHTML = isMine ? MINE : GEM
      b.dataset.shown = '1'
      b.setAttribute('aria-label', label(i, ctx.t(isMine ? 'mines.mine' : 'mines.gem')))
      b.disabled = true
    })
  }

  async function act(action: unknown): Promise<void> {
    if (!roundId || busy) return
    busy = true
    render()
    try {
      const answer = played(await ctx.step(roundId, action))
      if (answer.done) {
        const outcome = answer.outcome as MinesOutcome
        roundId = null
        revealed = []
        busy = false
        render()
        showEnd(outcome)
        result.className = `sg-result ${outcome.hitMine ? 'sg-loss' : 'sg-win'}`
        result.textContent = outcome.hitMine
          ? ctx.t('mines.boom')
          : ctx.t('mines.won', {
              multiplier: bpText(outcome.multiplierBp),
              win: winText(ctx, answer.win),
            })
        play.focus()
      } else revealed = (answer.view as MinesView).revealed
    } catch (err) {
      // the studio closed the round meanwhile (left too long): the kit has said so; start afresh
      if (err instanceof StudioRequestError && (err.code === 'roundClosed' || err.code === 'roundNotFound')) {
        roundId = null
        revealed = []
      }
    } finally {
      busy = false
      render()
    }
  }

  function reveal(i: number): Promise<void> {
    return act({ type: 'reveal', tile: i })
  }

  play.addEventListener('click', async () => {
    if (roundId) return act({ type: 'cashOut' })
    busy = true
    render()
    result.className = 'sg-result'
    result.textContent = ''
    try {
      roundBet = ctx.bet.get()
      const answer = played(await ctx.start({ mines }, roundBet))
      roundId = answer.roundId
      revealed = (answer.view as MinesView).revealed
      for (const b of tiles) delete b.dataset.shown
      busy = false
      render()
      tiles[0]?.focus()
    } catch {
      // the kit has shown the refusal in its error line
    } finally {
      busy = false
      render()
    }
  })
  // a round left open on an earlier visit goes on where it was
  const left = ctx.open
  if (left?.status === 'open') {
    roundBet = ctx.money.parse(left.bet) ?? roundBet
    const view = left.view as MinesView
    roundId = left.round_id
    mines = view.mines
    count.value = String(mines)
    revealed = view.revealed
  }
  render()
}

const CSS = `
.mn-grid { display: grid; grid-template-columns: repeat(5, minmax(44px, 1fr)); gap: var(--space-2, 8px);
  padding: var(--space-4, 16px); max-width: 480px; margin: 0 auto; }
.mn-tile { aspect-ratio: 1; min-height: 44px; border-radius: var(--radius, 8px); border: 0; padding: 12%;
  background: var(--color-surface-raised, #1a2340); box-shadow: inset 0 -4px 0 var(--color-divider, #26304d);
  cursor: pointer; transition: transform 120ms, background 120ms; }
.mn-tile:not(:disabled):hover { transform: translateY(-2px); background: #222d50; }
.mn-tile:disabled { cursor: default; }
.mn-tile svg { width: 100%; height: 100%; display: block; }
.mn-open { background: #0f2a1a; box-shadow: inset 0 0 0 2px var(--color-win, #78ee84); }
.mn-end:not(.mn-open) svg { opacity: 0.45; }
.mn-is-mine.mn-open { background: #2d1414; box-shadow: inset 0 0 0 2px var(--color-loss, #ee7878); }
.mn-gem { fill: var(--color-win, #78ee84); }
.mn-gem-hi { fill: #c9ffd0; opacity: 0.6; }
.mn-mine { fill: var(--color-loss, #ee7878); }
.mn-mine-hi { fill: #ffd0d0; }
.mn-fuse { stroke: var(--color-loss, #ee7878); stroke-width: 3; stroke-linecap: round; }
@media (prefers-reduced-motion: reduce) { .mn-tile { transition: none; } .mn-tile:not(:disabled):hover { transform: none; } }
`
