// The studio's own dictionary, in the site's ten languages. The page takes `lang` from its address
// (en zh id ja ko es tr hi pt ru; zh-CN and the like by their first part) and falls back to en.
// Every language must have every key: the type below refuses a missing one.

export const LANGS = ['en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'pt', 'ru'] as const
export type Lang = (typeof LANGS)[number]

const en = {
  'page.title': 'Sandbox studio',
  'page.loading': 'Loading the game…',
  'error.sessionExpired': 'This game session has expired. Close the game and open it again from the site.',
  'error.unknownGame': 'This game does not exist.',
  'error.wrongGame': 'This session was opened for another game.',
  'error.insufficientBalance': 'Insufficient balance',
  'error.gameNotActive': 'This game is currently not active',
  'error.walletUnavailable': 'The wallet did not answer. Your bet was not taken; try again.',
  'error.badBet': 'Enter a bet above 0 with at most 6 decimals.',
  'error.badParams': 'These game settings are not allowed.',
  'error.badAction': 'That move is not allowed now.',
  'error.roundClosed': 'This round has already ended.',
  'error.roundNotFound': 'Round not found.',
  'error.roundOpen': 'Finish the open round before changing seeds.',
  'error.network': 'No connection to the game server. Try again.',
  'error.generic': 'Something went wrong. Try again.',
  'kit.balance': 'Balance',
  'kit.bet': 'Total bet',
  'kit.betDown': 'Lower the bet',
  'kit.betUp': 'Raise the bet',
  'fair.title': 'Provably fair',
  'fair.serverSeedHash': 'Server seed hash (SHA-256)',
  'fair.clientSeed': 'Client seed',
  'fair.nonce': 'Next nonce',
  'fair.saveClientSeed': 'Save',
  'fair.saved': 'Client seed saved.',
  'fair.rotate': 'Rotate seed (reveal the current one)',
  'fair.revealed': 'Revealed server seed',
  'fair.revealedRounds': 'It played {count} rounds. Verify any of them below.',
  'history.title': 'Your rounds',
  'history.empty': 'No rounds yet.',
  'history.bet': 'Bet',
  'history.win': 'Win',
  'history.verify': 'Verify',
  'history.status.open': 'Open',
  'history.status.crediting': 'Paying',
  'history.status.rolled_back': 'Refunded',
  'slot.spin': 'Spin',
  'slot.reels': 'Reels',
  'slot.win': 'Win {amount}',
  'slot.noWin': 'No win this time',
  'slot.freeSpinsWon': '{count} free spins! Every win ×2',
  'slot.freeSpin': 'Free spin {n} of {total} · wins ×2',
  'slot.freeSpinsTotal': 'Free spins paid {amount}',
  'slot.lines': '10 lines · line bet = total bet ÷ 10',
  'slot.line': 'Line {line}',
  'slot.symbol.ten': '10',
  'slot.symbol.jack': 'J',
  'slot.symbol.queen': 'Q',
  'slot.symbol.king': 'K',
  'slot.symbol.ace': 'A',
  'slot.symbol.gem': 'Gem',
  'slot.symbol.bell': 'Bell',
  'slot.symbol.seven': 'Seven',
  'slot.symbol.wild': 'Wild',
  'slot.symbol.scatter': 'Scatter',
  'verify.title': 'Verify a round',
  'verify.intro':
    'Recomputes a round in your browser from its seeds: HMAC-SHA256(server seed, client seed:nonce), the same math the studio plays.',
  'verify.provider': 'Provider',
  'verify.round': 'Round id',
  'verify.load': 'Load the round',
  'verify.kind': 'Game',
  'verify.serverSeed': 'Server seed (revealed)',
  'verify.serverSeedHash': 'Server seed hash shown before play',
  'verify.clientSeed': 'Client seed',
  'verify.nonce': 'Nonce',
  'verify.bet': 'Bet',
  'verify.params': 'Game settings (JSON)',
  'verify.check': 'Verify',
  'verify.hashOk': 'SHA-256 of the revealed seed equals the hash shown before play.',
  'verify.hashBad': 'The revealed seed does NOT hash to the hash shown before play.',
  'verify.notRevealed': 'The server seed is not revealed yet: rotate the seed in the game, then verify.',
  'verify.match': 'The recomputed round matches the record: win {win}.',
  'verify.mismatch':
    'The recomputed round does NOT match the record (recomputed win {win}, recorded {recorded}).',
  'verify.recomputed': 'Recomputed: win {win}',
  'verify.loadFailed': 'That round was not found.',
  'verify.badInput': 'Fill in the seeds, a nonce (a whole number) and a bet.',
} as const

export type MessageKey = keyof typeof en
type Dictionary = Record<MessageKey, string>

const DICTIONARIES: Record<Lang, Partial<Dictionary>> = {
  en,
  zh: {},
  id: {},
  ja: {},
  ko: {},
  es: {},
  tr: {},
  hi: {},
  pt: {},
  ru: {},
}

export function pickLang(param: string | null): Lang {
  const base = (param ?? '').toLowerCase().split(/[-_]/)[0] ?? ''
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : 'en'
}

export function translator(lang: Lang) {
  const dict = DICTIONARIES[lang]
  return (key: MessageKey, vars: Record<string, string | number> = {}) =>
    (dict[key] ?? en[key]).replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
}
