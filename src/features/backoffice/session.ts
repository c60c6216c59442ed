import { proxy } from 'valtio'

const KEY = 'bo_token'

/**
 * The operator's session, kept in this tab only (sessionStorage): closing the tab signs the
 * operator out, and it never shares storage keys with a player's session.
 */
export const session = proxy<{ token: string | null }>({ token: readToken() })

function readToken() {
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function startSession(token: string) {
  sessionStorage.setItem(KEY, token)
  session.token = token
}

export function endSession() {
  sessionStorage.removeItem(KEY)
  session.token = null
}
