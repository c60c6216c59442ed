import { proxy, subscribe } from 'valtio'
import { readStorageJson, type StorageKey, writeStorage } from './storage.ts'

/**
 * A slip store that survives a reload: built from what `key` holds (nothing on a first visit or
 * after storage failed), and written back after every change as `kept` picks it, or removed when
 * `kept` says there is nothing to keep (an empty slip).
 */
export function storedSlip<S extends object, K>(
  key: StorageKey,
  restore: (stored: Partial<K> | null) => S,
  kept: (state: S) => K | null,
): S {
  const state = proxy(restore(readStorageJson<Partial<K> | null>(key, null)))
  subscribe(state, () => {
    const value = kept(state)
    writeStorage(key, value === null ? null : JSON.stringify(value))
  })
  return state
}
