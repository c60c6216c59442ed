/// <reference lib="webworker" />
import { createStore, delMany, get, keys, set } from 'idb-keyval'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { isApiPath } from '#contract/prefixes.ts'
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
 * Public data that must show on a flaky connection or none: game availability, site texts, slides,
 * currencies, bet limits, the sports and cricket lobbies with their odds and results, the Mark Six
 * and racing draws, odds and statistics, and the game studios' lists. Network first; the last good
 * answer is kept in IndexedDB with the time it was saved, and served with that time (x-saved-at)
 * when the network fails, so the page says how old it is. Nothing a player owns is listed here:
 * their bets and profile live only in the query cache, per player, and go at sign-out.
 */
const lobbyStore = createStore('betsuite-sw', 'lobbies')
const GAMES = 'soccer|basketball|bd|hkmarksix|ammarksix|newammarksix|twnmarksix|sgnmarksix|pk10|airship'
const LOBBY_PATHS = [
  /^\/sports\/(available_games|site_config|slideshow|copyright|config\/exchange|game_config)$/,
  /^\/sports\/marksix\/(odds|statistics)$/,
  new RegExp(`^/sports/(${GAMES})(/history)?$`),
  /^\/sports\/(pk10|airship)\/(last|list|odds)$/,
  /^\/sports\/cricketAPI\/matchData\/matchList$/,
  /^\/(pggame\/pg\/game_list|tadaGame\/tada\/game_list|3rd-game\/pg2\/games\/list)$/,
]

interface Saved {
  body: string
  at: number
}

/**
 * One entry per lobby and language: the sports lobbies send a new `timestamp` with every request
 * (a cache-buster, spec §7), which in the key would keep a copy of every answer of the day and
 * never find one offline. The language is part of the key: a lobby's names are in its words.
 */
function lobbyKey(url: URL, language: string | null) {
  const search = new URLSearchParams(url.search)
  search.delete('timestamp')
  const query = search.toString()
  return `${url.pathname}${query ? `?${query}` : ''}|${language ?? ''}`
}

// Copies kept under a cache-buster by an earlier version are of no use to anyone: gone on update.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    keys(lobbyStore).then((stored) =>
      delMany(
        stored.filter((key) => String(key).includes('timestamp=')),
        lobbyStore,
      ),
    ),
  )
})

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    LOBBY_PATHS.some((re) => re.test(url.pathname)),
  async ({ request, url }) => {
    const key = lobbyKey(url, request.headers.get('accept-language'))
    try {
      const response = await fetch(request)
      if (response.ok) await set(key, { body: await response.clone().text(), at: Date.now() }, lobbyStore)
      return response
    } catch (error) {
      const saved = await get<Saved>(key, lobbyStore)
      if (saved?.body === undefined) throw error
      return new Response(saved.body, {
        headers: {
          'content-type': 'application/json',
          'x-from-cache': 'indexeddb',
          'x-saved-at': String(saved.at),
        },
      })
    }
  },
)

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})
