/// <reference lib="webworker" />
import { createStore, get, set } from 'idb-keyval'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { isApiPath } from '../src/api/prefixes.ts'
import './sw/push.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

// The app shell, scripts, styles, icons and every translation catalog (one chunk per catalog and
// language: the boot catalog and each screen's, so a screen opened offline still has its words).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Client routes get the cached index.html offline; API and file paths never do.
const shell = createHandlerBoundToURL('/index.html')
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && !isApiPath(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname),
  shell,
)

/**
 * Public lobby data that must show on a flaky connection: game availability, site texts, slides,
 * currencies and, later, match and draw lobbies. Network first; the last good answer is kept in
 * IndexedDB and served when the network fails.
 */
const lobbyStore = createStore('betsuite-sw', 'lobbies')
const LOBBY_PATHS = [/^\/sports\/(available_games|site_config|slideshow|copyright|config\/exchange)$/]

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    LOBBY_PATHS.some((re) => re.test(url.pathname)),
  async ({ request, url }) => {
    const key = url.pathname + url.search
    try {
      const response = await fetch(request)
      if (response.ok) await set(key, await response.clone().text(), lobbyStore)
      return response
    } catch (error) {
      const cached = await get<string>(key, lobbyStore)
      if (cached === undefined) throw error
      return new Response(cached, {
        headers: { 'content-type': 'application/json', 'x-from-cache': 'indexeddb' },
      })
    }
  },
)

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})
