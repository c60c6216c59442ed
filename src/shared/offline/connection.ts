import { useSyncExternalStore } from 'react'

/**
 * Whether the browser says it has no network. It can only be sure of being offline (online may
 * still be a dead Wi-Fi), so it is used to refuse early, never to decide that a request was sent.
 */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

function listen(changed: () => void) {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/** Re-renders when the connection drops or returns. */
export const useOnline = () =>
  useSyncExternalStore(
    listen,
    () => !isOffline(),
    () => true,
  )
