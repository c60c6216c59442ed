import { proxy } from 'valtio'

/**
 * Whether the site can reach its server. The browser's own flag misses a dead Wi-Fi or a server
 * that is down, so a request that gets no answer also marks the site offline, and any answer from
 * the server marks it back online. `savedAt`: when the oldest answer the service worker served
 * from its store instead of the network was saved, so a screen built from it says how old it is.
 */
export const connection = proxy({
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  savedAt: null as number | null,
})

let unreachable = false
let probing = false
const PROBE_MS = 5000

/**
 * While the server cannot be reached nothing else asks it anything (queries wait, paused), so a
 * light health check every few seconds finds out when it is back.
 */
function probe() {
  if (probing) return
  probing = true
  const again = () => {
    if (!unreachable) {
      probing = false
      return
    }
    fetch('/health', { cache: 'no-store' })
      .then((response) => {
        if (response.ok) reportConnection(true)
      })
      .catch(() => undefined)
      .finally(() => setTimeout(again, PROBE_MS))
  }
  setTimeout(again, PROBE_MS)
}

const update = () => {
  const offline = unreachable || (typeof navigator !== 'undefined' && navigator.onLine === false)
  if (connection.offline !== offline) connection.offline = offline
  if (!offline && connection.savedAt !== null) connection.savedAt = null
}

/** What the API client learned from one request: answered by the server, or not (`savedAt`: from the device's store). */
export function reportConnection(reached: boolean, savedAt?: number) {
  unreachable = !reached
  if (unreachable) probe()
  if (savedAt !== undefined && (connection.savedAt === null || savedAt < connection.savedAt)) {
    connection.savedAt = savedAt
  }
  update()
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
}
