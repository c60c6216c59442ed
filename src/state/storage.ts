/** Every browser storage key the site uses (spec §3), in one place. */
export const STORAGE_KEYS = {
  token: 'token',
  freshToken: 'fresh_token',
  role: 'role',
  bankPassword: 'bank_password',
  currentLotteryId: 'currentLotteryID',
  nonLoginOtherChatId: 'nonLoginOtherChatID',
  availableGames: 'available_games',
  visibleGames: 'visible_games',
  disableGames: 'disable_games',
  /** The sports bet slip (spec §2 "stored bet item"), so it survives a reload. */
  betItem: 'betItem',
  /** The cricket slip, kept the same way. */
  cricketBetItem: 'cricketBetItem',
  /** Each money action's idempotency key and its request's fingerprint (src/api/moneyAction.ts). */
  moneyActionKeys: 'moneyActionKeys',
  /** Slips and tickets the player tried to place offline, kept to confirm once back online. */
  offlineIntents: 'offlineIntents',
  /** The games this device opened, most recent first (the game lobby's "recently played"). */
  recentGames: 'recentGames',
  /** Not in the spec's list: the chosen language and the signed-in user id survive reloads too. */
  language: 'language',
  userId: 'uid',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

// Storage can throw (private mode, quota, disabled cookies); the site must keep working without it.
export function readStorage(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: StorageKey, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Quota or privacy mode: state stays in memory for this visit.
  }
}

export function readStorageJson<T>(key: StorageKey, fallback: T): T {
  const raw = readStorage(key)
  if (raw === null) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}
