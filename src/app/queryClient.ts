import {
  type PersistedClient,
  type Persister,
  persistQueryClient,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core'
import { type Mutation, onlineManager, type Query, QueryClient, type QueryKey } from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'
import { subscribe } from 'valtio'
import { ApiError } from '../api/errors.ts'
import { auth } from '../state/auth.ts'
import { registerOfflineMutations } from './offlineMutations.ts'

export const PERSIST_KEY = 'betsuite-query-cache'

/**
 * The only queries written to the device (opt-in, by the first part of the key, and the kind of notice): what every
 * visitor sees alike — sports, cricket, lottery and racing lobbies, results, odds and Mark Six
 * statistics, bet limits, game availability, site texts and slides, currencies, support hours and
 * announcements. A player's bets, wallet, profile and private messages are never persisted,
 * whatever their key, unless added here.
 */
export const PUBLIC_QUERY_ROOTS: ReadonlySet<string> = new Set([
  'sports',
  'cricket',
  'lottery',
  'marksix/odds',
  'marksix/statistics',
  'racing',
  'game_config',
  'available_games',
  'site_config',
  'slideshow',
  'config/exchange',
  'customer_service',
])

/** Announcements and marketing's notices are the same for every visitor; private messages are not. */
const PUBLIC_NOTICE_KINDS: ReadonlySet<string> = new Set(['public', 'notice'])

export const isPublicQuery = (queryKey: QueryKey) =>
  PUBLIC_QUERY_ROOTS.has(String(queryKey[0])) ||
  (queryKey[0] === 'notices' && PUBLIC_NOTICE_KINDS.has(String(queryKey[1])))

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Spec §9: unused data is kept 60 s. The HTTP client already retries, so queries do not.
        gcTime: 60_000,
        staleTime: 30_000,
        retry: false,
        refetchOnWindowFocus: (query) =>
          !(query.state.error instanceof ApiError && query.state.error.status === 401),
      },
    },
  })
}

const persister: Persister = {
  persistClient: (client: PersistedClient) => set(PERSIST_KEY, client),
  restoreClient: () => get<PersistedClient>(PERSIST_KEY),
  removeClient: () => del(PERSIST_KEY),
}

const persistOptions = (queryClient: QueryClient) => ({
  queryClient,
  persister,
  buster: import.meta.env.VITE_BUILD_ID ?? 'dev',
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && isPublicQuery(query.queryKey),
    // Actions done offline wait, paused, until the connection returns: kept so a reload does not lose them.
    shouldDehydrateMutation: (mutation: Mutation) => mutation.state.isPaused,
  },
})

/**
 * Drops every query that is not public from memory and rewrites the stored cache with what is
 * left, so nothing of the player who just left stays on the device or shows to the next one.
 */
export async function forgetPlayerQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !isPublicQuery(query.queryKey) })
  await persistQueryClientSave(persistOptions(queryClient))
}

/**
 * Keeps public data in IndexedDB so the site renders offline and at once on the next visit, and
 * forgets the player's own data when the session ends, however it ends (sign-out, or expiry after
 * a failed refresh): both clear the stored credentials, which is what is watched here.
 */
export function persistPublicQueries(queryClient: QueryClient) {
  // A restored paused mutation only knows its key: its function must be known before the restore.
  registerOfflineMutations(queryClient)
  const [unsubscribe, restored] = persistQueryClient({
    ...persistOptions(queryClient),
    maxAge: 24 * 60 * 60 * 1000,
  })
  // A cache stored before private queries were kept out may still hold some: drop those nobody
  // shows yet and rewrite the store with the public ones only.
  const cleaned = restored.then(() => {
    queryClient.removeQueries({
      predicate: (query) => !isPublicQuery(query.queryKey) && query.getObserversCount() === 0,
    })
    return persistQueryClientSave(persistOptions(queryClient))
  })
  // Actions queued offline (restored or made in this visit) are sent once the connection returns.
  void restored.then(() => queryClient.resumePausedMutations())
  const stopResuming = onlineManager.subscribe((online) => {
    if (online) void queryClient.resumePausedMutations()
  })
  let signedIn = auth.isAuthorized
  const stopWatching = subscribe(auth, () => {
    if (signedIn && !auth.isAuthorized) void forgetPlayerQueries(queryClient)
    signedIn = auth.isAuthorized
  })
  return {
    unsubscribe: () => {
      unsubscribe()
      stopWatching()
      stopResuming()
    },
    restored: cleaned,
  }
}
