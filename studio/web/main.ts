// The studio's game page: /sandbox/games/{provider}/{gameId}?token=…&lang=…. It asks the studio
// API for the session the launch token names, then loads the game module of the title's kind.
import { displayUnits, formatUnits, parseUnits } from '../math/units.ts'
import { GAME_MODULES } from './games/index.ts'
import { pickLang, translator } from './i18n.ts'
import { type RoundAnswer, StudioRequestError, studioApi } from './kit/api.ts'
import type { GameContext, GameKind, RoundResult } from './kit/context.ts'
import { h } from './kit/dom.ts'
import { errorKey, fairnessPanel, historyPanel } from './kit/fairness.ts'
import { betStepper } from './kit/stepper.ts'
import { store } from './kit/store.ts'
import './kit/studio.css'

const DEFAULT_BET = 1_000_000n

async function boot() {
  const app = document.getElementById('studio') as HTMLElement
  const query = new URLSearchParams(location.search)
  const lang = pickLang(query.get('lang'))
  const t = translator(lang)
  document.documentElement.lang = lang
  const [, , , provider = '', gameId = ''] = location.pathname.split('/').map(decodeURIComponent)
  const api = studioApi(provider, query.get('token') ?? '')

  const stop = (message: string) => {
    document.title = t('page.title')
    app.replaceChildren(
      h(
        'main',
        { class: 'stopped', role: 'alert', 'data-testid': 'stopped' },
        h('p', { class: 'stopped-text', text: message }),
      ),
    )
  }

  app.replaceChildren(h('p', { class: 'loading', text: t('page.loading') }))
  let session: Awaited<ReturnType<typeof api.session>>
  try {
    session = await api.session(gameId)
  } catch (err) {
    return stop(t(errorKey(err)))
  }
  const load = GAME_MODULES[session.game.kind as GameKind]
  if (!load) return stop(t('error.unknownGame'))
  document.title = session.game.name

  const balance = store(parseUnits(session.player.balance) ?? 0n)
  const bet = store(DEFAULT_BET)
  const fair = store(session.fair)
  const line = h('p', { class: 'say', role: 'status', 'aria-live': 'polite', 'data-testid': 'say' })
  const say: GameContext['say'] = (message, tone = 'info') => {
    line.textContent = message
    line.dataset.tone = tone
  }
  let history: ReturnType<typeof historyPanel> | null = null
  const settled = (answer: RoundAnswer, revealLater = false): RoundResult => {
    // null: the wallet did not say (a credit left for the retry): the header keeps what it shows.
    const told = answer.balance === null ? null : parseUnits(answer.balance)
    // What the told balance holds of the win: all of it once paid, nothing while it is being paid.
    const paid = answer.round.status === 'settled' ? (parseUnits(answer.round.win) ?? 0n) : 0n
    const { nonce } = answer.round
    if (nonce !== null) fair.set({ ...fair.get(), next_nonce: Math.max(fair.get().next_nonce, nonce + 1) })
    let shown = false
    const reveal = () => {
      if (shown) return
      shown = true
      if (told !== null) balance.set(told)
      if (answer.round.status !== 'open') void history?.refresh()
    }
    if (revealLater && answer.round.status !== 'open' && told !== null) balance.set(told - paid)
    else reveal()
    return { round: answer.round, balance: told ?? balance.get(), reveal }
  }
  const refused = (err: unknown): never => {
    say(t(errorKey(err)), 'error')
    throw err instanceof StudioRequestError ? err : new StudioRequestError('generic', 0)
  }

  const ctx: GameContext = {
    provider,
    gameId,
    kind: session.game.kind as GameKind,
    name: session.game.name,
    lang,
    t,
    currency: session.player.currency,
    money: { parse: parseUnits, format: (u) => displayUnits(u), wire: formatUnits },
    balance,
    bet,
    fair,
    async start(params, amount, options) {
      say('')
      try {
        return settled(await api.start(gameId, formatUnits(amount), params), options?.revealLater)
      } catch (err) {
        return refused(err)
      }
    },
    async step(roundId, action) {
      try {
        return settled(await api.step(roundId, action))
      } catch (err) {
        return refused(err)
      }
    },
    open: session.open,
    say,
    betStepper: () => betStepper(bet, t, session.player.currency),
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  }

  const shown = h('span', { class: 'balance-amount', 'data-testid': 'balance' })
  const showBalance = (units: bigint) => {
    shown.textContent = displayUnits(units)
  }
  balance.subscribe(showBalance)
  showBalance(balance.get())
  const stage = h('section', { class: 'stage', 'aria-label': session.game.name })
  history = historyPanel(ctx, api)
  app.replaceChildren(
    h(
      'header',
      { class: 'bar' },
      h('h1', { class: 'bar-title', text: session.game.name }),
      h(
        'div',
        { class: 'balance' },
        h('span', { class: 'balance-label', text: t('kit.balance') }),
        shown,
        h('span', { class: 'balance-currency', text: session.player.currency }),
      ),
    ),
    h(
      'main',
      { class: 'layout' },
      h('div', { class: 'play' }, line, stage),
      h(
        'aside',
        { class: 'side' },
        fairnessPanel(ctx, api, () => void history?.refresh()),
        history.panel,
      ),
    ),
  )
  void history.refresh()
  const game = await load()
  game.mount(stage, ctx)
}

void boot()
