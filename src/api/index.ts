import { currentLocale } from '../i18n/index.ts'
import { navigateTo } from '../shared/navigation.ts'
import { clearCredentials, storedRefreshToken, storedToken, storeTokens } from '../state/auth.ts'
import { reportConnection } from '../state/connection.ts'
import { readStorage, STORAGE_KEYS } from '../state/storage.ts'
import { showToast } from '../state/ui.ts'
import { type ApiClientOptions, createApiClient } from './client.ts'
import { type ApiError, errorMessage } from './errors.ts'

export const LOGIN_REDIRECT_DELAY_MS = 5000

/** Spec §8: after a failed refresh, credentials go, the message shows, and /login follows in 5 s. */
export function expireSession() {
  clearCredentials()
  showToast('error', 'unauthorizedError')
  setTimeout(() => navigateTo('/login'), LOGIN_REDIRECT_DELAY_MS)
}

/** What every client of the site's API shares: credentials, language, refresh and errors. */
export const apiOptions = {
  getToken: storedToken,
  getRefreshToken: storedRefreshToken,
  getUserId: () => readStorage(STORAGE_KEYS.userId),
  getLanguage: currentLocale,
  onTokens: storeTokens,
  onSessionExpired: expireSession,
  onError: (error: ApiError) => showToast('error', errorMessage(error)),
  onConnection: reportConnection,
} satisfies ApiClientOptions

export const api = createApiClient(apiOptions)
