// The card game's baccarat table (ky '0'): chips on Player, Tie and Banker, the hand dealt face up
// card by card (player, banker, player, banker, then the third cards by the tableau), the totals,
// each spot's result and a bead plate of the last hands. The hand itself is dealt by the studio
// from the round's seeds (studio/math/baccarat.ts); the page only shows it.
import type { BaccaratOutcome } from '../../server/kinds/baccarat.ts'
import { cardFace, cardName, cardSlot as cardSlotArt } from '../kit/cards.ts'
import type { GameContext } from '../kit/context.ts'
import { h, playOnKey } from '../kit/dom.ts'
import { asChips, chipColor, chipRack } from './chips.ts'
import { tableText } from './tableText.ts'
import './table.css'

type Spot = 'player' | 'banker' | 'tie'
const SPOTS: Spot[] = ['player', 'tie', 'banker']
const BEAD_ROWS = 6
const BEAD_COLS = 12

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const cardArt = (card: number) => cardFace(card, 'card')
const cardSlot = () => cardSlotArt('card card-slot')

export function mount(root: HTMLElement, ctx: GameContext) {
  const t = tableText(ctx.lang)
  const money = (units: bigint) => ctx.money.format(units)
  const amounts: Record<Spot, bigint> = { player: 0n, banker: 0n, tie: 0n }
  const rack = chipRack(ctx.currency, t)

  const hand = (side: 'player' | 'banker') => {
    const total = h('span', { class: 'bac-total', 'data-testid': `${side}-total`, text: '' })
    const cards = h('div', { class: 'bac-cards', 'data-testid': `${side}-cards` })
    const spoken = h('p', { class: 'sr-only' })
    const el = h(
      'section',
      { class: `bac-hand bac-hand-${side}`, 'aria-label': t(`bac.${side}`) },
      h('h2', { class: 'bac-hand-title' }, h('span', { text: t(`bac.${side}`) }), total),
      cards,
      spoken,
    )
    const idle = () => {
      cards.replaceChildren(cardSlot(), cardSlot())
      total.textContent = ''
      el.removeAttribute('data-won')
    }
    idle()
    return { el, cards, total, spoken, idle }
  }
  const player = hand('player')
  const banker = hand('banker')
  const result = h('p', { class: 'bac-result', 'data-testid': 'hand-result', 'aria-live': 'polite' })

  const spotButtons = SPOTS.map((spot) => {
    const amount = h('span', { class: 'bac-spot-amount', 'data-testid': `spot-${spot}-amount` })
    const currency = h('span', { class: 'sr-only' })
    const stack = h('span', { class: 'bac-stack', 'aria-hidden': 'true' })
    const b = h(
      'button',
      { type: 'button', class: `bac-spot bac-spot-${spot}`, 'data-testid': `spot-${spot}` },
      h('span', { class: 'bac-spot-name', text: t(`bac.${spot}`) }),
      h('span', { class: 'bac-spot-pays', text: t(`bac.pays.${spot}`) }),
      stack,
      amount,
      currency,
    )
    b.addEventListener('click', () => place(spot))
    return { spot, b, amount, currency, stack }
  })

  const total = h('p', { class: 'table-total', 'data-testid': 'table-total' })
  const clear = h('button', { type: 'button', class: 'btn', 'data-testid': 'clear', text: t('table.clear') })
  const deal = h('button', {
    type: 'button',
    class: 'btn btn-primary table-go',
    'data-testid': 'deal',
    text: t('bac.deal'),
  })

  const beads = h('div', {
    class: 'beads',
    role: 'list',
    'aria-label': t('bac.beads'),
    'data-testid': 'beads',
  })
  const winners: Spot[] = []
  const drawBeads = () => {
    const shown = winners.slice(-BEAD_ROWS * BEAD_COLS)
    const cells = Array.from({ length: BEAD_ROWS * BEAD_COLS }, (_, i) => {
      const w = shown[i]
      const cell = h('span', { class: 'bead', role: 'listitem' })
      // Filled down each column, then the next column, as a bead plate is read.
      cell.style.gridRow = String((i % BEAD_ROWS) + 1)
      cell.style.gridColumn = String(Math.floor(i / BEAD_ROWS) + 1)
      if (w) {
        cell.dataset.winner = w
        cell.textContent = t(`bac.bead.${w}`)
        cell.setAttribute('aria-label', t(`bac.${w}`))
      }
      return cell
    })
    beads.replaceChildren(...cells)
  }
  drawBeads()

  const refresh = () => {
    let sum = 0n
    for (const s of spotButtons) {
      const a = amounts[s.spot]
      sum += a
      // The button is named by what it shows: the side, its odds and the amount on it.
      s.amount.textContent = a > 0n ? money(a) : ''
      s.currency.textContent = a > 0n ? ctx.currency : ''
      s.stack.replaceChildren()
      if (a > 0n) {
        const chip = h('span', { class: 'chip-mark' })
        chip.style.setProperty(
          '--chip',
          chipColor(rack.values, [...rack.values].reverse().find((v) => v <= a) ?? 0n),
        )
        s.stack.append(chip)
      }
    }
    total.textContent = t('table.total', { amount: `${money(sum)} ${ctx.currency}` })
    deal.disabled = busy || sum === 0n
    clear.disabled = busy || sum === 0n
  }

  const place = (spot: Spot) => {
    if (busy) return
    const next = { ...amounts, [spot]: amounts[spot] + rack.chosen() }
    if (!asChips(SPOTS.map((s) => next[s]))) {
      ctx.say(t('table.tooMany'), 'error')
      return
    }
    amounts[spot] = next[spot]
    refresh()
  }
  clear.addEventListener('click', () => {
    for (const s of SPOTS) amounts[s] = 0n
    refresh()
  })

  const showHand = async (o: BaccaratOutcome) => {
    player.cards.replaceChildren()
    banker.cards.replaceChildren()
    // Dealt player, banker, player, banker, then the third cards: the player's before the banker's.
    const order: ['player' | 'banker', number][] = [
      ['player', o.player[0] as number],
      ['banker', o.banker[0] as number],
      ['player', o.player[1] as number],
      ['banker', o.banker[1] as number],
      ...o.player.slice(2).map((c) => ['player', c] as ['player', number]),
      ...o.banker.slice(2).map((c) => ['banker', c] as ['banker', number]),
    ]
    for (const [i, [side, card]] of order.entries()) {
      const art = cardArt(card)
      if (i >= 4) art.classList.add('card-third')
      if (!ctx.reducedMotion) art.classList.add('card-dealt')
      ;(side === 'player' ? player : banker).cards.append(art)
      if (!ctx.reducedMotion) await sleep(i >= 3 ? 520 : 380)
    }
    player.total.textContent = String(o.player_total)
    banker.total.textContent = String(o.banker_total)
    player.spoken.textContent = t('bac.hand', {
      side: t('bac.player'),
      cards: o.player.map(cardName).join(' '),
      total: o.player_total,
    })
    banker.spoken.textContent = t('bac.hand', {
      side: t('bac.banker'),
      cards: o.banker.map(cardName).join(' '),
      total: o.banker_total,
    })
    if (o.winner !== 'tie') (o.winner === 'player' ? player : banker).el.dataset.won = 'true'
    result.dataset.winner = o.winner
    result.textContent = t(`bac.wins.${o.winner}`, { player: o.player_total, banker: o.banker_total })
  }

  // The past rounds, read once at the start; a round waits for them so none is counted twice.
  const history = loadBeads(ctx.provider).then((past) => {
    winners.unshift(...past)
    drawBeads()
  })

  let busy = false
  const play = async () => {
    const chips = asChips(SPOTS.map((s) => amounts[s]))
    if (busy) return
    if (!chips) {
      ctx.say(t('table.empty'), 'info')
      return
    }
    busy = true
    await history
    root.dataset.state = 'dealing'
    refresh()
    player.idle()
    banker.idle()
    result.textContent = ''
    delete result.dataset.winner
    for (const s of spotButtons) s.b.removeAttribute('data-result')
    const params = Object.fromEntries(SPOTS.map((s, i) => [s, chips.counts[i]]))
    try {
      // The header shows the win only once the cards have shown it.
      const { round, reveal } = await ctx.start(params, chips.unit, { revealLater: true })
      const outcome = round.outcome as BaccaratOutcome
      await showHand(outcome)
      reveal()
      for (const s of outcome.spots) {
        const button = spotButtons.find((b) => b.spot === s.spot)
        button?.b.setAttribute(
          'data-result',
          BigInt(s.win) > BigInt(s.stake) ? 'won' : BigInt(s.win) === BigInt(s.stake) ? 'push' : 'lost',
        )
      }
      winners.push(outcome.winner)
      drawBeads()
      const win = ctx.money.parse(round.win) ?? 0n
      const won = t('table.win', { amount: `${money(win)} ${ctx.currency}` })
      const pushed = outcome.winner === 'tie' && outcome.spots.some((s) => s.spot !== 'tie')
      if (win > 0n) ctx.say(pushed ? `${t('bac.push')} · ${won}` : won, 'win')
      else ctx.say(t('table.noWin'), 'info')
    } catch {
      // The kit has said why in its line; nothing moved.
    } finally {
      busy = false
      root.dataset.state = 'idle'
      refresh()
    }
  }
  deal.addEventListener('click', () => void play())
  playOnKey(() => void play())

  root.append(
    h(
      'div',
      { class: 'bac' },
      h(
        'div',
        { class: 'felt bac-felt' },
        h('div', { class: 'bac-hands' }, player.el, banker.el),
        result,
        h('div', { class: 'bac-spots' }, ...spotButtons.map((s) => s.b)),
      ),
      h(
        'div',
        { class: 'table-controls' },
        rack.el,
        h('div', { class: 'table-actions' }, total, clear, deal),
      ),
      h(
        'section',
        { class: 'beads-panel', 'aria-label': t('bac.beads') },
        h('h2', { class: 'table-subtitle', text: t('bac.beads') }),
        beads,
      ),
      h('p', { class: 'table-help', text: t('bac.rules') }),
    ),
  )
  refresh()
  root.dataset.state = 'idle'
}

/** The winners of the player's last hands, oldest first, from the studio's history. */
async function loadBeads(provider: string): Promise<Spot[]> {
  const token = new URLSearchParams(location.search).get('token') ?? ''
  try {
    const res = await fetch(`/sandbox/games/api/${encodeURIComponent(provider)}/history?limit=72`, {
      headers: { 'x-launch-token': token },
    })
    const json = (await res.json()) as {
      code: number
      data: { status: string; outcome: BaccaratOutcome | null }[]
    }
    if (json.code !== 0) return []
    return json.data
      .filter((r) => r.status === 'settled' && r.outcome)
      .map((r) => (r.outcome as BaccaratOutcome).winner)
      .reverse()
  } catch {
    return []
  }
}
