import { displayUnits } from '../../math/units.ts'
import type { MessageKey } from '../i18n.ts'
import type { PublicRound, Revealed, StudioApi } from './api.ts'
import { StudioRequestError } from './api.ts'
import type { GameContext } from './context.ts'
import { h } from './dom.ts'

type T = (key: MessageKey, vars?: Record<string, string | number>) => string

export const verifyUrl = (provider: string, roundId: string, lang: string) =>
  `/sandbox/games/verify?provider=${encodeURIComponent(provider)}&round=${encodeURIComponent(roundId)}&lang=${lang}`

/**
 * The fairness panel: the hash of the server seed that will play (the seed itself stays secret),
 * the client seed the player may change, the next nonce, and the rotation that reveals the seed.
 */
export function fairnessPanel(ctx: GameContext, api: StudioApi, onRotated: () => void) {
  const t: T = ctx.t
  const hash = h('code', { class: 'fair-hash', 'data-testid': 'seed-hash' })
  const nonce = h('span', { class: 'fair-nonce', 'data-testid': 'nonce' })
  const seedInput = h('input', {
    class: 'fair-input',
    id: 'client-seed',
    maxlength: '64',
    autocomplete: 'off',
  })
  const save = h('button', { type: 'button', class: 'btn btn-ghost', text: t('fair.saveClientSeed') })
  const rotate = h('button', {
    type: 'button',
    class: 'btn btn-ghost',
    'data-testid': 'rotate',
    text: t('fair.rotate'),
  })
  const revealedBox = h('div', { class: 'fair-revealed', 'aria-live': 'polite' })
  ctx.fair.subscribe((f) => {
    hash.textContent = f.server_seed_hash
    nonce.textContent = String(f.next_nonce)
    if (document.activeElement !== seedInput) seedInput.value = f.client_seed
  })
  const f = ctx.fair.get()
  hash.textContent = f.server_seed_hash
  nonce.textContent = String(f.next_nonce)
  seedInput.value = f.client_seed

  const guard = async (work: () => Promise<void>) => {
    try {
      await work()
    } catch (err) {
      ctx.say(t(errorKey(err)), 'error')
    }
  }
  save.addEventListener('click', () =>
    guard(async () => {
      const { fair } = await api.setClientSeed(seedInput.value.trim())
      ctx.fair.set(fair)
      ctx.say(t('fair.saved'), 'info')
    }),
  )
  rotate.addEventListener('click', () =>
    guard(async () => {
      const { revealed, fair } = await api.rotate()
      ctx.fair.set(fair)
      showRevealed(revealed)
      onRotated()
    }),
  )
  const showRevealed = (r: Revealed) => {
    revealedBox.replaceChildren(
      h('span', { class: 'fair-label', text: t('fair.revealed') }),
      h('code', { class: 'fair-hash', 'data-testid': 'revealed-seed', text: r.server_seed }),
      h('span', { class: 'fair-note', text: t('fair.revealedRounds', { count: r.rounds }) }),
    )
  }
  return h(
    'details',
    { class: 'panel fair', 'data-testid': 'fairness' },
    h('summary', { class: 'panel-title', text: t('fair.title') }),
    h('div', { class: 'fair-row' }, h('span', { class: 'fair-label', text: t('fair.serverSeedHash') }), hash),
    h(
      'div',
      { class: 'fair-row' },
      h('label', { class: 'fair-label', for: 'client-seed', text: t('fair.clientSeed') }),
      h('div', { class: 'fair-seed' }, seedInput, save),
    ),
    h(
      'div',
      { class: 'fair-row fair-inline' },
      h('span', { class: 'fair-label', text: t('fair.nonce') }),
      nonce,
    ),
    rotate,
    revealedBox,
  )
}

/** The player's last rounds, newest first, each with its bet, win and verify link. */
export function historyPanel(ctx: GameContext, api: StudioApi) {
  const t: T = ctx.t
  const list = h('ol', { class: 'history-list', 'data-testid': 'history' })
  const render = (rounds: PublicRound[]) => {
    if (rounds.length === 0) {
      list.replaceChildren(h('li', { class: 'history-empty', text: t('history.empty') }))
      return
    }
    list.replaceChildren(
      ...rounds.map((r) => {
        const win = BigInt(r.win.replace('.', ''))
        const status =
          r.status === 'settled'
            ? null
            : h('span', { class: 'history-status', text: t(`history.status.${r.status}` as MessageKey) })
        return h(
          'li',
          {
            class: 'history-row',
            'data-round': r.round_id,
            'data-bet': r.stake,
            'data-win': r.win,
            'data-status': r.status,
          },
          h('span', { class: 'history-nonce', text: `#${r.nonce ?? '–'}` }),
          h('span', {
            class: 'history-bet',
            text: `${t('history.bet')} ${displayUnits(BigInt(r.stake.replace('.', '')))}`,
          }),
          h('span', {
            class: win > 0n ? 'history-win won' : 'history-win',
            text: `${t('history.win')} ${displayUnits(win)}`,
          }),
          status,
          h('a', {
            class: 'history-verify',
            href: verifyUrl(r.provider, r.round_id, ctx.lang),
            target: '_blank',
            rel: 'noopener',
            text: t('history.verify'),
          }),
        )
      }),
    )
  }
  const refresh = async () => {
    try {
      render(await api.history())
    } catch (err) {
      list.replaceChildren(h('li', { class: 'history-empty', text: t(errorKey(err)) }))
    }
  }
  const panel = h(
    'details',
    { class: 'panel history', open: true },
    h('summary', { class: 'panel-title', text: t('history.title') }),
    list,
  )
  return { panel, refresh }
}

const KNOWN = new Set([
  'sessionExpired',
  'unknownGame',
  'wrongGame',
  'insufficientBalance',
  'gameNotActive',
  'walletUnavailable',
  'badBet',
  'badParams',
  'badAction',
  'roundClosed',
  'roundNotFound',
  'roundOpen',
  'network',
])

/** The dictionary key for a failure: the studio's own message, or the generic line. */
export function errorKey(err: unknown): MessageKey {
  const code = err instanceof StudioRequestError ? err.code : ''
  return (KNOWN.has(code) ? `error.${code}` : 'error.generic') as MessageKey
}
