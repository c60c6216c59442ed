import { proxy, subscribe, useSnapshot } from 'valtio'
import { carryKey, keyFor } from '../../api/moneyAction.ts'
import { auth } from '../../state/auth.ts'
import { readStorageJson, STORAGE_KEYS, writeStorage } from '../../state/storage.ts'

/**
 * A slip or ticket the player asked to place while offline. It is not sent then, nor later on its
 * own: prices and draws move while a phone is offline, so it waits for the player to see what
 * changed and confirm. Its idempotency key is made when it is kept (the money-action lifecycle of
 * src/api/moneyAction.ts) and the confirmation goes out under that key.
 */
export interface OfflineIntent<D = unknown> {
  /** the money action's path, e.g. soccer/bet or marksix/bet */
  action: string
  key: string
  /** what the screen needs to show what changed: the draw, the odds as they were */
  detail: D
  keptAt: number
}

type Held = Record<string, OfflineIntent>

export const offlineIntents = proxy<{ held: Held }>({
  held: readStorageJson<Held>(STORAGE_KEYS.offlineIntents, {}),
})

subscribe(offlineIntents, () => {
  const { held } = offlineIntents
  writeStorage(STORAGE_KEYS.offlineIntents, Object.keys(held).length ? JSON.stringify(held) : null)
})

// An intent belongs to the player who made it: it goes with the session.
let signedIn = auth.isAuthorized
subscribe(auth, () => {
  if (signedIn && !auth.isAuthorized) offlineIntents.held = {}
  signedIn = auth.isAuthorized
})

/** Keeps the request as the player's intent (scope: 'sports', 'lottery:hkmarksix', …). */
export function keepIntent<D>(scope: string, action: string, request: unknown, detail: D) {
  const key = keyFor(action, request)
  offlineIntents.held[scope] = { action, key, detail, keptAt: Date.now() }
}

export function dropIntent(scope: string) {
  delete offlineIntents.held[scope]
}

export function useIntent<D>(scope: string) {
  return useSnapshot(offlineIntents).held[scope] as Readonly<OfflineIntent<D>> | undefined
}

/**
 * The player confirmed the intent as it is now: `send` goes out under the intent's key whatever
 * the request became. The intent is then done, whatever the answer: after a refusal the screen
 * says why, and after no answer the key stays held with this request (src/api/moneyAction.ts),
 * so placing the same slip again still goes out under it.
 */
export async function confirmIntent<R>(
  scope: string,
  intent: Readonly<OfflineIntent>,
  request: unknown,
  send: () => Promise<R>,
): Promise<R> {
  carryKey(intent.action, intent.key, request)
  try {
    return await send()
  } finally {
    dropIntent(scope)
  }
}
