// The live table page: /sandbox/games/winfinity/{tableId}?token=…&lang=…. It reads the player's
// session over HTTP, then follows the table over its WebSocket (live.md): the round, its
// countdown on the server's clock, everyone's totals, the deal, the result and the history.
// Bets go over HTTP with a key kept until a definite answer (slip.ts), never over the socket.
import { displayUnits, formatUnits, parseUnits } from '../../math/units.ts'
import { type MessageKey, pickLang, translator } from '../i18n.ts'
import { h } from '../kit/dom.ts'
import '../kit/studio.css'
import { LiveRequestError, type LiveRound, type LiveSession, liveApi, type MyBet } from './api.ts'
import { board, colorOf } from './board.ts'
import { describeOutcome } from './describe.ts'
import { historyPanel } from './history.ts'
import { readOutcome, spotWins, type TableKind, tableKind } from './outcome.ts'
import {
  addChip,
  afterAnswer,
  clearChips,
  emptySlip,
  isDefinite,
  pendingStakes,
  rebet,
  type Slip,
  sumStakes,
  undoChip,
} from './slip.ts'
import { type ConnectionState, type LiveMessage, liveSocket, serverClock } from './socket.ts'
import { limitFor, limitLabel, limitLines, pays, spotName, tableSpots } from './spots.ts'
import { liveText } from './text.ts'
import './live.css'

const U = 1_000_000n
const CHIPS = [U, 5n * U, 10n * U, 25n * U, 100n * U, 500n * U]
const CHIP_COLORS = ['#e8e8e8', '#ee7878', '#78cbee', '#78ee84', '#c58cf0', '#f0c35a']
const units = (s: string | null | undefined) => (s ? (parseUnits(s) ?? 0n) : 0n)
const newKey = () => crypto.randomUUID()
/** Sic bo's top row as tables lay it out: small, odd, any triple, even, big. */
const MAIN_SICBO = ['small', 'odd', 'anyTriple', 'even', 'big']

async function boot() {
  const app = document.getElementById('studio') as HTMLElement
  const query = new URLSearchParams(location.search)
  const lang = pickLang(query.get('lang'))
  const tt = translator(lang)
  const t = liveText(lang)
  document.documentElement.lang = lang
  // /sandbox/games/winfinity/{tableId}; the built file opened as it is (/studio/live.html) names it in ?table=.
  const last = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '')
  const tableId = last.endsWith('.html') ? (query.get('table') ?? '') : last
  const token = query.get('token')
  const api = liveApi(tableId, token)
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches
  const narrow = () => matchMedia('(max-width: 767px)').matches

  const stop = (message: string) => {
    app.replaceChildren(
      h(
        'main',
        { class: 'stopped', role: 'alert', 'data-testid': 'stopped' },
        h('p', { class: 'stopped-text', text: message }),
      ),
    )
  }
  const refusal = (err: unknown, spotOf?: string): string => {
    const e = err instanceof LiveRequestError ? err : new LiveRequestError('generic', 0)
    const v = e.values
    const spot = typeof v.spot === 'string' ? v.spot : spotOf
    const amount = [v.min, v.max, v.limit, v.amount].find((x) => typeof x === 'string') as string | undefined
    const money = amount ? `${displayUnits(units(amount))} ${currency}` : ''
    switch (e.code) {
      case 'betsClosed':
      case 'tablePaused':
        return t(`live.err.${e.code}`)
      case 'belowMin':
      case 'aboveMax':
        return t(`live.err.${e.code}`, { spot: spot ? spotName(t, spot) : '', amount: money })
      case 'insufficientBalance':
      case 'sessionExpired':
      case 'wrongGame':
      case 'badBet':
      case 'network':
      case 'walletUnavailable':
        return tt(`error.${e.code}` as MessageKey)
      default:
        return tt('error.generic')
    }
  }

  app.replaceChildren(h('p', { class: 'loading', text: t('live.loading') }))
  let session: LiveSession | null = null
  if (token) {
    try {
      session = await api.session()
    } catch (err) {
      return stop(refusal(err))
    }
  }

  // ---- state ----
  let kind: TableKind | null = session ? tableKind(session.table.kind) : null
  let table = session?.table ?? null
  let round: LiveRound | null = session?.round ?? null
  let myBets: MyBet[] = session?.my_bets ?? []
  let balance: bigint | null = session?.player ? units(session.player.balance) : null
  let currency = session?.player?.currency ?? session?.table.currency ?? 'USDT'
  let slip: Slip = emptySlip(newKey)
  let chip = CHIPS[0] as bigint
  let sending = false
  let dealing: { id: string; done: Promise<void> } | null = null
  const clock = serverClock()

  // ---- the page's parts (built once the table's kind is known) ----
  const shownBalance = h('span', { class: 'balance-amount', 'data-testid': 'balance' })
  const conn = h('span', { class: 'lv-conn', 'data-testid': 'connection', role: 'status' })
  const title = h('h1', { class: 'bar-title' })
  const roundNo = h('span', { class: 'lv-round', 'data-testid': 'round-number' })
  const phase = h('span', { class: 'lv-phase', 'data-testid': 'phase' })
  const countdown = h('span', { class: 'lv-countdown', 'data-testid': 'countdown', 'aria-hidden': 'true' })
  const countdownSpoken = h('span', { class: 'sr-only', 'aria-live': 'polite' })
  const meter = h('span', { class: 'lv-meter-fill' })
  const players = h('span', { class: 'lv-players', 'data-testid': 'players' })
  const say = h('p', { class: 'say', role: 'status', 'aria-live': 'polite', 'data-testid': 'say' })
  const outcomeLine = h('p', { class: 'lv-outcome', 'data-testid': 'outcome', 'aria-live': 'polite' })
  const spotsEl = h('div', { class: 'lv-spots', 'data-testid': 'spots' })
  const limitsEl = h('p', { class: 'lv-limits', 'data-testid': 'limits' })
  const fairEl = h('div', { class: 'lv-fair', 'data-testid': 'fairness' })
  const confirm = h('button', {
    type: 'button',
    class: 'btn btn-primary lv-confirm',
    'data-testid': 'confirm',
  })
  const undo = h('button', { type: 'button', class: 'btn', 'data-testid': 'undo', text: t('live.undo') })
  const clear = h('button', { type: 'button', class: 'btn', 'data-testid': 'clear', text: t('live.clear') })
  const again = h('button', { type: 'button', class: 'btn', 'data-testid': 'rebet', text: t('live.rebet') })
  const mine = h('p', { class: 'lv-mine', 'data-testid': 'my-bets' })
  const say_ = (text: string, tone: 'error' | 'info' | 'win' = 'info') => {
    say.textContent = text
    say.dataset.tone = tone
  }
  const money = (u: bigint) => `${displayUnits(u)} ${currency}`

  let brd: ReturnType<typeof board> | null = null
  let hist: ReturnType<typeof historyPanel> | null = null
  const spotButtons = new Map<
    string,
    { b: HTMLButtonElement; all: HTMLElement; mine: HTMLElement; pending: HTMLElement; spoken: HTMLElement }
  >()

  const chipButtons = CHIPS.map((v, i) => {
    const b = h('button', {
      type: 'button',
      class: 'chip',
      'aria-pressed': String(v === chip),
      'aria-label': t('live.chip', { amount: `${displayUnits(v, 0)} ${currency}` }),
      'data-chip': displayUnits(v, 0),
      text: displayUnits(v, 0),
    })
    b.style.setProperty('--chip', CHIP_COLORS[i] as string)
    b.addEventListener('click', () => {
      chip = v
      for (const o of chipButtons) o.setAttribute('aria-pressed', String(o === b))
    })
    return b
  })

  const roundBets = () => myBets.filter((b) => round && b.round_id === round.id)
  const placedStakes = () => {
    const out: Record<string, bigint> = {}
    for (const b of roundBets())
      for (const [s, a] of Object.entries(b.spots)) out[s] = (out[s] ?? 0n) + units(a)
    return out
  }
  const betting = () => round?.phase === 'betting' && !table?.paused && clock.until(round.closes_at) > 0

  function buildSpots() {
    if (!kind || !table) return
    const names = tableSpots(kind, table.spots)
    spotButtons.clear()
    const make = (spot: string, extra = '', label?: string) => {
      const all = h('span', { class: 'lv-spot-all' })
      const mineEl = h('span', { class: 'lv-spot-mine' })
      const pending = h('span', { class: 'lv-spot-pending' })
      const roulNum = /^n(\d+)$/.exec(spot)
      // The button's name is one sentence (spot, payout, the stakes on it) rather than the short
      // marks drawn on it, which are hidden from screen readers.
      const spoken = h('span', { class: 'sr-only' })
      const b = h(
        'button',
        {
          type: 'button',
          class: `lv-spot ${extra}`.trim(),
          'data-spot': spot,
          'data-testid': `spot-${spot}`,
        },
        spoken,
        h(
          'span',
          { class: 'lv-spot-shown', 'aria-hidden': 'true' },
          h('span', {
            class: 'lv-spot-name',
            text: label ?? (roulNum ? (roulNum[1] as string) : spotName(t, spot)),
          }),
          roulNum ? '' : h('span', { class: 'lv-spot-pays', text: pays(kind as TableKind, spot) }),
          all,
          mineEl,
          pending,
        ),
      )
      if (roulNum) b.dataset.color = colorOf(Number(roulNum[1]))
      b.addEventListener('click', () => {
        if (!betting() || !token) return
        slip = addChip(slip, spot, chip)
        say_('')
        refresh()
      })
      spotButtons.set(spot, { b, all, mine: mineEl, pending, spoken })
      return b
    }
    if (kind === 'roulette') {
      const nums = names.filter((n) => /^n\d+$/.test(n) && n !== 'n0')
      const grid = h('div', { class: 'lv-rou-grid' })
      if (names.includes('n0')) grid.append(make('n0', 'lv-rou-zero'))
      for (const n of nums) {
        const k = Number(n.slice(1))
        const el = make(n, 'lv-rou-num')
        // Across: rows are 3,6,9… / 2,5,8… / 1,4,7…; upright (phones) the CSS swaps them.
        el.style.setProperty('--r', String(3 - ((k - 1) % 3)))
        el.style.setProperty('--c', String(Math.ceil(k / 3) + 1))
        el.style.setProperty('--ur', String(Math.ceil(k / 3) + 1))
        el.style.setProperty('--uc', String(((k - 1) % 3) + 1))
        grid.append(el)
      }
      // Dozens, then columns, then the even-money bets, each row filling the table's width.
      const rank = (n: string) => (n.startsWith('dozen') ? 0 : n.startsWith('column') ? 1 : 2)
      const outside = h(
        'div',
        { class: 'lv-rou-outside' },
        ...names
          .filter((n) => !/^n\d+$/.test(n))
          .sort((a, b) => rank(a) - rank(b))
          .map((n) => make(n, rank(n) < 2 ? 'lv-rou-group' : 'lv-rou-even')),
      )
      spotsEl.replaceChildren(grid, outside)
    } else if (kind === 'sicbo') {
      // Totals, singles and triples under their group's name, each button showing its number.
      const groups: [string, (s: string) => boolean, string, (s: string) => string | undefined][] = [
        ['lv-sb-main', (s) => MAIN_SICBO.includes(s), '', () => undefined],
        ['lv-sb-totals', (s) => s.startsWith('total'), t('spot.total', { n: '' }), (s) => s.slice(5)],
        ['lv-sb-singles', (s) => s.startsWith('single'), t('spot.single', { n: '' }), (s) => s.slice(6)],
        [
          'lv-sb-triples',
          (s) => s.startsWith('triple'),
          t('spot.triple', { n: '' }),
          (s) => Array(3).fill(s.slice(6)).join(' '),
        ],
      ]
      const order = (list: string[]) =>
        [...list].sort((a, b) => (MAIN_SICBO.indexOf(a) + 1 || 99) - (MAIN_SICBO.indexOf(b) + 1 || 99))
      spotsEl.replaceChildren(
        ...groups.flatMap(([cls, test, heading, label]) => [
          heading ? h('h3', { class: 'lv-sub', text: heading.trim() }) : '',
          h(
            'div',
            { class: `lv-sb-row ${cls}` },
            ...order(names.filter(test)).map((n) => make(n, '', label(n))),
          ),
        ]),
      )
    } else {
      spotsEl.replaceChildren(
        h('div', { class: 'lv-main-spots' }, ...names.map((n) => make(n, `lv-spot-${n}`))),
      )
    }
    const lines = limitLines(table.limits, kind, names)
    limitsEl.replaceChildren(
      h('span', { class: 'lv-limits-label', text: t('live.limits') }),
      ...lines.map((l) =>
        h('span', {
          class: 'lv-limit',
          text: t('live.limit', {
            spot: limitLabel(t, lines.length, l.spots),
            min: displayUnits(l.limit.min),
            max: `${displayUnits(l.limit.max)} ${currency}`,
          }).trim(),
        }),
      ),
    )
  }

  function refresh() {
    const placed = placedStakes()
    const pending = pendingStakes(slip)
    const open = betting() && !!token
    for (const [spot, s] of spotButtons) {
      const all = units(round?.totals?.[spot])
      const my = placed[spot] ?? 0n
      const pend = pending[spot] ?? 0n
      s.all.textContent = all > 0n ? t('live.all', { amount: displayUnits(all) }) : ''
      s.mine.textContent = my > 0n ? t('live.mine', { amount: displayUnits(my) }) : ''
      s.pending.textContent = pend > 0n ? `+${displayUnits(pend)}` : ''
      s.b.disabled = !open
      const name = spotName(t, spot)
      const p = pays(kind as TableKind, spot)
      s.spoken.textContent =
        my > 0n || all > 0n || pend > 0n
          ? t('live.spotStaked', { spot: name, pays: p, mine: money(my + pend), all: money(all) })
          : t('live.spot', { spot: name, pays: p })
    }
    const pendingSum = sumStakes(pending)
    confirm.textContent =
      pendingSum > 0n ? t('live.confirm', { amount: money(pendingSum) }) : t('live.confirmEmpty')
    confirm.disabled = !open || sending || pendingSum === 0n
    undo.disabled = !open || sending || slip.chips.length === 0
    clear.disabled = !open || sending || slip.chips.length === 0
    again.disabled = !open || sending || Object.keys(slip.last).length === 0
    const placedSum = sumStakes(placed)
    mine.textContent = placedSum > 0n ? t('live.yourBets', { amount: money(placedSum) }) : ''
    shownBalance.textContent = balance === null ? '—' : displayUnits(balance)
  }

  function showRound() {
    if (!round) {
      roundNo.textContent = ''
      phase.textContent = t(table?.paused ? 'live.phase.paused' : 'live.phase.waiting')
      phase.dataset.phase = table?.paused ? 'paused' : 'waiting'
      return
    }
    roundNo.textContent = t('live.round', { number: round.number })
    const ph = table?.paused
      ? 'paused'
      : round.phase === 'betting'
        ? 'betting'
        : round.phase === 'dealing'
          ? 'dealing'
          : 'result'
    phase.textContent = t(`live.phase.${ph}`)
    phase.dataset.phase = ph
    players.textContent = t('live.players', { count: round.players ?? 0 })
    showFair()
  }

  function showFair() {
    if (!round) return fairEl.replaceChildren()
    const verify = `/sandbox/games/verify?provider=winfinity&round=${encodeURIComponent(round.id)}&lang=${lang}`
    fairEl.replaceChildren(
      h('span', { class: 'lv-fair-label', text: t('live.fair.hash') }),
      h('code', { class: 'lv-hash', 'data-testid': 'round-hash', text: round.server_seed_hash ?? '' }),
      h('span', { class: 'lv-fair-label', text: t('live.fair.seed') }),
      round.server_seed
        ? h('code', { class: 'lv-hash', 'data-testid': 'round-seed', text: round.server_seed })
        : h('span', { class: 'lv-fair-later', text: t('live.fair.later') }),
      round.server_seed
        ? h('a', {
            class: 'lv-verify',
            href: verify,
            target: '_blank',
            rel: 'noopener',
            'data-testid': 'verify-link',
            text: t('live.fair.verify', { number: round.number }),
          })
        : '',
    )
  }

  let lastSecond = -1
  function tick() {
    if (round?.phase === 'betting' && !table?.paused) {
      const left = clock.until(round.closes_at)
      const total = Math.max(
        1,
        Date.parse(round.closes_at ?? '') - Date.parse(round.opens_at ?? round.closes_at ?? ''),
      )
      const s = Math.ceil(left / 1000)
      countdown.textContent = String(s)
      meter.style.width = `${Math.min(100, (left / total) * 100)}%`
      // Spoken every 5 seconds and in the last 3, not every tick.
      if (s !== lastSecond && (s % 5 === 0 || s <= 3))
        countdownSpoken.textContent = t('live.closesIn', { seconds: s })
      if (lastSecond > 0 !== s > 0) refresh()
      lastSecond = s
    } else {
      countdown.textContent = ''
      meter.style.width = '0%'
      lastSecond = -1
    }
  }

  /** The deal on the board, then (at the result) the lit spots and the player's win or loss. */
  async function showOutcome(raw: unknown, settled: boolean) {
    if (!kind || !round || !brd) return
    const o = readOutcome(kind, raw)
    if (!o) return
    const id = round.id
    // One deal per round: the result (or a second snapshot) waits for the deal already running.
    if (dealing?.id !== id) dealing = { id, done: brd.show(o, settled ? 0 : clock.until(round.deal_ends_at)) }
    await dealing.done
    if (round?.id !== id) return
    outcomeLine.textContent = describeOutcome(t, o)
    if (!settled || round?.id !== id) return
    outcomeLine.textContent = describeOutcome(t, o)
    for (const [spot, s] of spotButtons) s.b.dataset.won = String(spotWins(o, spot))
    hist?.push(round.number, o)
    const bets = roundBets()
    if (bets.length && bets.every((b) => b.status !== 'placed')) {
      const stake = bets.reduce((a, b) => a + units(b.stake), 0n)
      const win = bets.reduce((a, b) => a + units(b.win ?? '0'), 0n)
      // A tie that only gives stakes back (baccarat's push, dragon tiger's half) is a return, not a win.
      const pushOnly =
        (o.kind === 'baccarat' || o.kind === 'dragonTiger') &&
        o.winner === 'tie' &&
        !bets.some((b) => b.spots.tie)
      if (win === 0n) say_(t('live.lose', { amount: money(stake) }), 'info')
      else if (pushOnly) say_(t('live.returned', { amount: money(win) }), 'info')
      else say_(t('live.win', { amount: money(win) }), 'win')
      mine.dataset.win = formatUnits(win)
    }
  }

  function newRound(r: LiveRound) {
    round = { ...r }
    dealing = null
    brd?.reset()
    outcomeLine.textContent = ''
    delete mine.dataset.win
    for (const s of spotButtons.values()) delete s.b.dataset.won
    // Chips put down after the last window closed stay for this one; a refused bet's too.
    showRound()
    refresh()
    tick()
  }

  function build() {
    if (!kind || !table) return stop(tt('error.unknownGame'))
    // The table's name in the player's language (the studio's own name is English).
    const name = t(`name.${kind}`)
    document.title = name
    title.textContent = name
    brd = board(kind, t, reducedMotion)
    hist = historyPanel(kind, t, narrow)
    buildSpots()
    const controls = token
      ? h(
          'div',
          { class: 'lv-controls' },
          h(
            'div',
            { class: 'chips', role: 'group', 'aria-label': t('live.chips') },
            h('span', { class: 'chips-label', text: t('live.chips') }),
            h('div', { class: 'chips-row' }, ...chipButtons),
          ),
          h('div', { class: 'lv-actions' }, undo, clear, again, confirm),
        )
      : h('p', { class: 'lv-watching', text: t('live.watching') })
    app.replaceChildren(
      h(
        'header',
        { class: 'bar lv-bar' },
        title,
        h(
          'div',
          { class: 'lv-bar-right' },
          conn,
          token
            ? h(
                'div',
                { class: 'balance' },
                h('span', { class: 'balance-label', text: tt('kit.balance') }),
                shownBalance,
                h('span', { class: 'balance-currency', text: currency }),
              )
            : '',
        ),
      ),
      h(
        'main',
        { class: `lv lv-${kind}`, 'data-kind': kind },
        h(
          'div',
          { class: 'lv-play' },
          h(
            'div',
            { class: 'lv-status' },
            h('div', { class: 'lv-status-row' }, roundNo, phase, players),
            h('div', { class: 'lv-timer' }, countdown, h('span', { class: 'lv-meter' }, meter)),
            countdownSpoken,
          ),
          h('div', { class: 'felt lv-felt' }, brd.el, outcomeLine),
          say,
          spotsEl,
          mine,
          controls,
          limitsEl,
        ),
        h(
          'aside',
          { class: 'lv-side' },
          hist.el,
          h(
            'section',
            { class: 'lv-panel', 'aria-label': t('live.fair') },
            h('h2', { class: 'lv-panel-title', text: t('live.fair') }),
            fairEl,
          ),
        ),
      ),
    )
    hist.set(session?.history ?? [])
    showRound()
    refresh()
    if (round?.outcome && round.phase !== 'betting')
      void showOutcome(round.outcome, round.phase !== 'dealing')
  }
  if (session) build()

  // ---- bets ----
  async function send() {
    if (!round || sending) return
    const stakes = pendingStakes(slip)
    if (sumStakes(stakes) === 0n) return
    const spots = Object.fromEntries(
      Object.entries(stakes)
        .filter(([, a]) => a > 0n)
        .map(([s, a]) => [s, formatUnits(a)]),
    )
    // The table's limits, said before asking (the studio checks them again and has the last word).
    for (const [spot, amount] of Object.entries(stakes)) {
      const limit = kind ? limitFor(table?.limits, kind, spot) : null
      if (!limit || amount <= 0n) continue
      if (amount < limit.min || amount > limit.max) {
        const code = amount < limit.min ? 'belowMin' : 'aboveMax'
        const at = formatUnits(amount < limit.min ? limit.min : limit.max)
        say_(refusal(new LiveRequestError(code, 422, { spot, limit: at })), 'error')
        return
      }
    }
    const forRound = round.id
    sending = true
    refresh()
    let tries = 0
    for (;;) {
      try {
        const answer = await api.bet(forRound, slip.key, spots)
        if (!myBets.some((b) => b.id === answer.bet.id)) myBets = [...myBets, answer.bet]
        balance = units(answer.balance)
        slip = afterAnswer(slip, { kind: 'placed' }, newKey)
        say_(t('live.placed', { amount: money(units(answer.bet.stake)) }), 'info')
        break
      } catch (err) {
        const status = err instanceof LiveRequestError ? err.status : 0
        if (isDefinite(status)) {
          slip = afterAnswer(slip, { kind: 'refused' }, newKey)
          say_(refusal(err, Object.keys(spots)[0]), 'error')
          break
        }
        // No answer or a 5xx: the bet may or may not be in. Ask again with the same key, twice,
        // then leave it to the player (confirm sends the same key again).
        tries += 1
        if (tries > 2) {
          slip = afterAnswer(slip, { kind: 'unknown' }, newKey)
          say_(t('live.err.unknown'), 'error')
          break
        }
        await new Promise((r) => setTimeout(r, 400 * tries))
      }
    }
    sending = false
    refresh()
  }
  confirm.addEventListener('click', () => void send())
  undo.addEventListener('click', () => {
    slip = undoChip(slip)
    refresh()
  })
  clear.addEventListener('click', () => {
    slip = clearChips(slip)
    refresh()
  })
  again.addEventListener('click', () => {
    slip = rebet(slip)
    refresh()
  })

  // ---- the socket ----
  const onMessage = (m: LiveMessage) => {
    clock.observe(m.server_time)
    switch (m.type) {
      case 'snapshot': {
        const snapTable = m.table as LiveSession['table']
        const firstBuild = !table || !brd
        table = snapTable
        if (!kind) kind = tableKind(snapTable.kind)
        currency = session?.player?.currency ?? snapTable.currency ?? currency
        const me = m.me as { balance?: string; bets?: MyBet[] } | undefined
        if (me?.balance) balance = units(me.balance)
        if (me?.bets) myBets = [...myBets.filter((b) => !me.bets?.some((x) => x.id === b.id)), ...me.bets]
        if (firstBuild) {
          session = { table: snapTable, round: null, history: [] }
          build()
        }
        hist?.set((m.history as { number: number; outcome: unknown }[]) ?? [])
        const r = m.round as LiveRound | null
        if (r && r.id !== round?.id) newRound(r)
        else if (r) round = { ...round, ...r }
        else round = null
        showRound()
        refresh()
        if (round?.outcome && round.phase !== 'betting')
          void showOutcome(round.outcome, round.phase !== 'dealing')
        break
      }
      case 'round':
        newRound((m.round as LiveRound) ?? (m as unknown as LiveRound))
        break
      case 'totals':
        if (round && m.round_id === round.id) {
          round.totals = m.totals as Record<string, string>
          round.players = m.players as number
          players.textContent = t('live.players', { count: round.players ?? 0 })
          refresh()
        }
        break
      case 'deal':
        if (round && m.round_id === round.id) {
          round.phase = 'dealing'
          round.outcome = m.outcome
          round.deal_ends_at = m.deal_ends_at as string
          showRound()
          refresh()
          void showOutcome(m.outcome, false)
        }
        break
      case 'result':
        if (round && m.round_id === round.id) {
          round.phase = 'result'
          round.outcome = m.outcome
          round.server_seed = m.server_seed as string
          const me = m.me as { balance?: string; bets?: MyBet[] } | undefined
          if (me?.balance) balance = units(me.balance)
          if (me?.bets) myBets = [...myBets.filter((b) => !me.bets?.some((x) => x.id === b.id)), ...me.bets]
          showRound()
          refresh()
          void showOutcome(m.outcome, true)
        }
        break
      case 'paused':
        if (table) table.paused = true
        if (round) round = null
        say_(t('live.err.tablePaused'), 'info')
        showRound()
        refresh()
        break
      case 'resumed':
        if (table) table.paused = false
        showRound()
        refresh()
        break
      case 'balance':
        if (typeof m.balance === 'string') balance = units(m.balance)
        refresh()
        break
      case 'error':
        // The socket still watches; a token it refused is said (the player cannot bet with it).
        if (m.msg === 'sessionExpired' || m.msg === 'wrongGame')
          say_(refusal(new LiveRequestError(m.msg, 401)), 'error')
        break
    }
  }
  const onState = (state: ConnectionState) => {
    conn.dataset.state = state
    conn.textContent = t(
      state === 'open'
        ? 'live.conn.open'
        : state === 'connecting'
          ? 'live.conn.connecting'
          : 'live.conn.reconnecting',
    )
  }
  const ws = liveSocket({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sandbox/games/live/ws/${encodeURIComponent(tableId)}`,
    token,
    onMessage,
    onState,
  })
  // For the e2e proof: drop the socket as a network would and watch it come back.
  ;(window as unknown as { __liveSocket?: typeof ws }).__liveSocket = ws
  setInterval(tick, 250)
  addEventListener('resize', () => hist?.draw())
}

void boot()
