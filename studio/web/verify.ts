// The verifier page: /sandbox/games/verify?provider=…&round=…&lang=…. It fills the form from the
// studio's public round record (or takes what the player pastes), recomputes the round in the
// browser with the studio's own math, and says whether it matches and whether the revealed seed
// hashes to what was shown before play.
import { hashServerSeed } from '../math/fair.ts'
import { displayUnits, parseUnits } from '../math/units.ts'
import { KINDS } from '../server/kinds/index.ts'
import type { GameKind } from '../server/kinds/kind.ts'
import { type RecordedAction, replayRound } from '../server/kinds/replay.ts'
import { type MessageKey, pickLang, translator } from './i18n.ts'
import { fetchRound, type PublicRound } from './kit/api.ts'
import { h } from './kit/dom.ts'
import { fetchLiveRound } from './live/api.ts'
import { describeOutcome } from './live/describe.ts'
import { readOutcome, tableKind } from './live/outcome.ts'
import { replayLive, sameOutcome } from './live/replay.ts'
import { liveText } from './live/text.ts'
import './kit/studio.css'

const query = new URLSearchParams(location.search)
const lang = pickLang(query.get('lang'))
const t = translator(lang)
document.documentElement.lang = lang
document.title = t('verify.title')

const field = (label: MessageKey, input: HTMLElement, wide = false) =>
  h(
    'label',
    { class: wide ? 'verify-field verify-wide' : 'verify-field' },
    h('span', { text: t(label) }),
    input,
  )
const input = (name: string, value = '') => {
  const el = h('input', { name, autocomplete: 'off', spellcheck: 'false', 'data-testid': `v-${name}` })
  el.value = value
  return el
}

const provider = input('provider', query.get('provider') ?? 'pg')
const roundId = input('round', query.get('round') ?? '')
const kind = h('select', { name: 'kind', 'data-testid': 'v-kind' })
for (const k of Object.keys(KINDS)) kind.append(h('option', { value: k, text: k }))
// The live tables' kinds (provider winfinity): recomputed by live/replay.ts, no bet or settings.
const LIVE_PROVIDER = 'winfinity'
const LIVE_KINDS = ['baccarat', 'dragonTiger', 'roulette', 'sicbo'] as const
for (const k of LIVE_KINDS) kind.append(h('option', { value: `live:${k}`, text: `live ${k}` }))
const isLive = () => provider.value.trim() === LIVE_PROVIDER || kind.value.startsWith('live:')
const lt = liveText(lang)
let liveRecord: Record<string, unknown> | null = null
const serverSeed = input('server_seed')
const serverSeedHash = input('server_seed_hash')
const clientSeed = input('client_seed')
const nonce = input('nonce')
nonce.inputMode = 'numeric'
const bet = input('bet')
bet.inputMode = 'decimal'
const params = h('textarea', { name: 'params', spellcheck: 'false', 'data-testid': 'v-params' })
params.value = '{}'
const load = h('button', {
  type: 'button',
  class: 'btn btn-ghost',
  'data-testid': 'v-load',
  text: t('verify.load'),
})
const check = h('button', {
  type: 'submit',
  class: 'btn btn-primary',
  'data-testid': 'v-check',
  text: t('verify.check'),
})
const result = h('div', { class: 'verify-result', 'aria-live': 'polite', 'data-testid': 'v-result' })
let record: PublicRound | null = null

/** JSON with every object's keys sorted: the record went through jsonb, which reorders them. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  )

const verdict = (text: string, ok: boolean | 'wait', testid: string) =>
  h('p', { class: 'verdict', 'data-ok': String(ok), 'data-testid': testid, text })

async function loadLiveRound() {
  try {
    liveRecord = await fetchLiveRound(roundId.value.trim())
  } catch {
    liveRecord = null
    result.replaceChildren(verdict(t('verify.loadFailed'), false, 'v-load-failed'))
    return false
  }
  const r = liveRecord
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
  kind.value = `live:${tableKind(str(r.kind)) ?? 'baccarat'}`
  serverSeed.value = str(r.server_seed)
  serverSeedHash.value = str(r.server_seed_hash)
  clientSeed.value = str(r.client_seed) || str(r.table)
  nonce.value = str(r.nonce) || str(r.number)
  bet.value = ''
  params.value = '{}'
  return true
}

async function loadRound() {
  result.replaceChildren()
  if (isLive()) return loadLiveRound()
  try {
    record = await fetchRound(provider.value.trim(), roundId.value.trim())
  } catch {
    record = null
    result.replaceChildren(verdict(t('verify.loadFailed'), false, 'v-load-failed'))
    return false
  }
  kind.value = record.kind
  serverSeed.value = record.server_seed ?? ''
  serverSeedHash.value = record.server_seed_hash ?? ''
  clientSeed.value = record.client_seed ?? ''
  nonce.value = record.nonce === null ? '' : String(record.nonce)
  bet.value = record.bet
  params.value = JSON.stringify(record.params)
  return true
}

/** A live round: the table kind's math on the seeds, compared with the record's outcome. */
function verifyLive() {
  const out: HTMLElement[] = []
  const k = tableKind(kind.value.replace(/^live:/, ''))
  if (!serverSeed.value) {
    result.replaceChildren(verdict(t('verify.notRevealed'), 'wait', 'v-not-revealed'))
    return
  }
  if (!k || !/^\d{1,9}$/.test(nonce.value) || !clientSeed.value) {
    result.replaceChildren(verdict(t('verify.badInput'), false, 'v-bad-input'))
    return
  }
  if (serverSeedHash.value) {
    const ok = hashServerSeed(serverSeed.value) === serverSeedHash.value.trim().toLowerCase()
    out.push(verdict(t(ok ? 'verify.hashOk' : 'verify.hashBad'), ok, 'v-hash'))
  }
  const mine = replayLive(k, {
    serverSeed: serverSeed.value,
    clientSeed: clientSeed.value,
    nonce: Number(nonce.value),
  })
  const said = mine ? describeOutcome(lt, mine) : ''
  const recorded =
    liveRecord && String(liveRecord.round_id ?? liveRecord.id) === roundId.value.trim()
      ? readOutcome(k, liveRecord.outcome)
      : null
  if (recorded) {
    const same = sameOutcome(mine, recorded)
    out.push(
      verdict(
        same
          ? t('verify.liveMatch', { outcome: said })
          : t('verify.liveMismatch', { outcome: said, recorded: describeOutcome(lt, recorded) }),
        same,
        'v-match',
      ),
    )
  } else out.push(verdict(t('verify.liveRecomputed', { outcome: said }), 'wait', 'v-recomputed'))
  out.push(
    h(
      'details',
      { class: 'panel' },
      h('summary', { class: 'panel-title', text: t('verify.outcome') }),
      h('pre', { class: 'verify-outcome', text: JSON.stringify(mine, null, 1) }),
    ),
  )
  result.replaceChildren(...out)
}

function verify() {
  if (isLive()) return verifyLive()
  const out: HTMLElement[] = []
  const k = KINDS[kind.value as GameKind]
  const betUnits = parseUnits(bet.value)
  const n = Number(nonce.value)
  let parsedParams: unknown
  try {
    parsedParams = JSON.parse(params.value || '{}')
  } catch {
    parsedParams = undefined
  }
  if (!serverSeed.value) {
    result.replaceChildren(verdict(t('verify.notRevealed'), 'wait', 'v-not-revealed'))
    return
  }
  if (
    !k ||
    betUnits === null ||
    !/^\d{1,9}$/.test(nonce.value) ||
    parsedParams === undefined ||
    !clientSeed.value
  ) {
    result.replaceChildren(verdict(t('verify.badInput'), false, 'v-bad-input'))
    return
  }
  if (serverSeedHash.value) {
    const ok = hashServerSeed(serverSeed.value) === serverSeedHash.value.trim().toLowerCase()
    out.push(verdict(t(ok ? 'verify.hashOk' : 'verify.hashBad'), ok, 'v-hash'))
  }
  let played: ReturnType<typeof replayRound>
  try {
    const actions = (
      record && record.round_id === roundId.value.trim() ? record.actions : []
    ) as RecordedAction[]
    played = replayRound(
      k,
      { serverSeed: serverSeed.value, clientSeed: clientSeed.value, nonce: n },
      betUnits,
      parsedParams,
      actions,
    )
  } catch {
    result.replaceChildren(verdict(t('verify.badInput'), false, 'v-bad-input'))
    return
  }
  const win = played.done ? played.win : 0n
  const outcome = played.done ? played.outcome : played.view
  if (record && record.round_id === roundId.value.trim() && record.outcome !== null) {
    const recorded = parseUnits(record.win) ?? -1n
    const same = win === recorded && canonical(outcome) === canonical(record.outcome)
    out.push(
      verdict(
        same
          ? t('verify.match', { win: displayUnits(win) })
          : t('verify.mismatch', { win: displayUnits(win), recorded: displayUnits(recorded) }),
        same,
        'v-match',
      ),
    )
  } else {
    out.push(verdict(t('verify.recomputed', { win: displayUnits(win) }), 'wait', 'v-recomputed'))
  }
  out.push(
    h(
      'details',
      { class: 'panel' },
      h('summary', { class: 'panel-title', text: t('verify.outcome') }),
      h('pre', { class: 'verify-outcome', text: JSON.stringify(outcome, null, 1) }),
    ),
  )
  result.replaceChildren(...out)
}

const form = h(
  'form',
  { class: 'verify-form', novalidate: true },
  h('div', { class: 'verify-grid' }, field('verify.provider', provider), field('verify.round', roundId)),
  h('div', { class: 'verify-actions' }, load),
  h(
    'div',
    { class: 'verify-grid' },
    field('verify.kind', kind),
    field('verify.bet', bet),
    field('verify.serverSeed', serverSeed, true),
    field('verify.serverSeedHash', serverSeedHash, true),
    field('verify.clientSeed', clientSeed),
    field('verify.nonce', nonce),
    field('verify.params', params, true),
  ),
  h('div', { class: 'verify-actions' }, check),
)
form.addEventListener('submit', (e) => {
  e.preventDefault()
  verify()
})
load.addEventListener('click', () => void loadRound().then((ok) => ok && verify()))

document
  .getElementById('studio')
  ?.replaceChildren(
    h(
      'main',
      { class: 'verify' },
      h('h1', { text: t('verify.title') }),
      h('p', { class: 'verify-intro', text: t('verify.intro') }),
      form,
      result,
    ),
  )
if (roundId.value) void loadRound().then((ok) => ok && verify())
