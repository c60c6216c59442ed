import {
  type PersistedClient,
  type Persister,
  persistQueryClient,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core'
import type { DehydratedState } from '@tanstack/react-query'
import { type Mutation, onlineManager, type Query, QueryClient, type QueryKey } from '@tanstack/react-query'
import { del, get, keys, setMany } from 'idb-keyval'
import { subscribe } from 'valtio'
import { ApiError } from '../api/errors.ts'
import { holdsSecret } from '../api/moneyAction.ts'
import { auth } from '../state/auth.ts'
import { connection } from '../state/connection.ts'
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
  (queryKey[0] === 'games' && queryKey[1] === 'list') ||
  (queryKey[0] === 'notices' && PUBLIC_NOTICE_KINDS.has(String(queryKey[1])))

/**
 * The signed-in player's own offline set: their bets and tickets, profile, rewards summary (the profile's first view),
 * VIP level and balance,
 * so My bets and the profile open without a network. Stored under the player's own key, read back
 * only for that player, and deleted at sign-out or expiry.
 */
const PERSONAL_QUERIES: readonly (readonly string[])[] = [
  ['mybet'],
  ['rewards', 'overview'],
  ['member', 'info'],
  ['member', 'vip'],
  ['member/account'],
]

export const isPersonalQuery = (queryKey: QueryKey) =>
  PERSONAL_QUERIES.some((prefix) => prefix.every((part, i) => queryKey[i] === part))

export const PLAYER_KEY_PREFIX = `${PERSIST_KEY}:player:`
const playerKey = (userId: string) => `${PLAYER_KEY_PREFIX}${userId}`
const signedInPlayer = () => (auth.isAuthorized ? auth.userId : null)

/** Data older than a day is not shown offline as if it still told the player something. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000

/**
 * Queries and queued actions follow whether the server can be reached, not only the browser's
 * flag: a dead connection or server pauses them too, and they resume when it answers again.
 */
onlineManager.setEventListener((setOnline) => {
  setOnline(!connection.offline)
  return subscribe(connection, () => setOnline(!connection.offline))
})

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Tried once even without a network: the service worker may answer from its store.
        networkMode: 'offlineFirst',
        // Spec §9: unused data is kept 60 s. The HTTP client already retries, so queries do not,
        // except once after a network failure: that retry waits, paused, until the connection
        // returns, and the screen keeps showing what it had rather than an error.
        gcTime: 60_000,
        staleTime: 30_000,
        retry: (failures, error) => failures < 1 && error instanceof ApiError && error.kind === 'FETCH_ERROR',
        refetchOnWindowFocus: (query) =>
          !(query.state.error instanceof ApiError && query.state.error.status === 401),
      },
    },
  })
}

type StoredQuery = DehydratedState['queries'][number]

/**
 * Every query answer this device keeps, by query: memory forgets a screen's data 60 s after it
 * closes (spec §9), the device keeps it for a day, so each screen visited opens offline.
 */
const kept = new Map<string, StoredQuery>()

function keep(queries: readonly StoredQuery[]) {
  for (const query of queries) kept.set(query.queryHash, query)
  const cutoff = Date.now() - MAX_AGE_MS
  for (const [hash, query] of kept) if (query.state.dataUpdatedAt < cutoff) kept.delete(hash)
}

const withQueries = (
  client: PersistedClient,
  queries: StoredQuery[],
  mutations = client.clientState.mutations,
) => ({
  ...client,
  clientState: { queries, mutations },
})

/** What each stored key last received: a save whose answers did not change writes nothing. */
const written = new Map<string, string>()
const signature = (queries: readonly StoredQuery[], mutations: readonly unknown[] = []) =>
  JSON.stringify([queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]), mutations])

/** The newest state waiting to be written, and the write in progress (one at a time). */
let pending: PersistedClient | null = null
let writing: Promise<void> | null = null

/**
 * The query cache asks for a save on every change (a fetch starting, an observer leaving), each a
 * copy of every kept answer; written one by one they queue up behind each other on a busy phone,
 * and a screen closed meanwhile loses its last answers. So one write runs at a time and takes the
 * newest state when it starts; each key is written only when its answers changed, and both keys
 * in one IndexedDB transaction.
 */
async function writeClient(client: PersistedClient) {
  const all = [...kept.values()]
  const entries: [string, PersistedClient][] = []
  const shared = all.filter((q) => isPublicQuery(q.queryKey))
  const sharedSignature = signature(
    shared,
    client.clientState.mutations.map((m) => [m.mutationKey, m.state.submittedAt, m.state.isPaused]),
  )
  if (written.get(PERSIST_KEY) !== sharedSignature) entries.push([PERSIST_KEY, withQueries(client, shared)])
  const player = signedInPlayer()
  const own = all.filter((q) => isPersonalQuery(q.queryKey))
  const ownSignature = signature(own)
  if (player && written.get(playerKey(player)) !== ownSignature)
    entries.push([playerKey(player), withQueries(client, own, [])])
  if (entries.length === 0) return
  await setMany(entries)
  written.set(PERSIST_KEY, sharedSignature)
  // Signed out meanwhile: their set was deleted after this write, so nothing of it is on the device.
  if (player && signedInPlayer() === player) written.set(playerKey(player), ownSignature)
}

/**
 * Public answers under one key for everyone; the player's own under their key, written only while
 * they are signed in and read back only for them.
 */
const persister: Persister = {
  persistClient(client: PersistedClient) {
    keep(client.clientState.queries)
    pending = client
    writing ??= (async () => {
      try {
        while (pending) {
          const next = pending
          pending = null
          await writeClient(next)
        }
      } finally {
        writing = null
      }
    })()
    return writing
  },
  async restoreClient() {
    const player = signedInPlayer()
    const [shared, own] = await Promise.all([
      get<PersistedClient>(PERSIST_KEY),
      player ? get<PersistedClient>(playerKey(player)) : undefined,
    ])
    const base = shared ?? own
    if (!base) return undefined
    const queries = [
      ...(shared?.clientState.queries ?? []).filter((q) => isPublicQuery(q.queryKey)),
      ...(own?.clientState.queries ?? []).filter((q) => isPersonalQuery(q.queryKey)),
    ]
    keep(queries)
    return withQueries(base, queries, shared?.clientState.mutations ?? [])
  },
  async removeClient() {
    kept.clear()
    written.clear()
    await del(PERSIST_KEY)
  },
}

/** Deletes every player's stored set (whoever was signed in before on this device included). */
async function forgetStoredPlayers() {
  for (const [hash, query] of kept) if (!isPublicQuery(query.queryKey)) kept.delete(hash)
  for (const key of written.keys()) if (key.startsWith(PLAYER_KEY_PREFIX)) written.delete(key)
  const stored = await keys()
  await Promise.all(stored.filter((key) => String(key).startsWith(PLAYER_KEY_PREFIX)).map((key) => del(key)))
}

const persistOptions = (queryClient: QueryClient) => ({
  queryClient,
  persister,
  buster: import.meta.env.VITE_BUILD_ID ?? 'dev',
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) =>
      query.state.status === 'success' && (isPublicQuery(query.queryKey) || isPersonalQuery(query.queryKey)),
    // Actions done offline wait, paused, until the connection returns: kept so a reload does not
    // lose them. Only those registered to resume (a mutation key, offlineMutations.ts), and never
    // one carrying a card or a payment password: those are not written to the device at all.
    shouldDehydrateMutation: (mutation: Mutation) =>
      mutation.state.isPaused &&
      mutation.options.mutationKey !== undefined &&
      !holdsSecret(mutation.state.variables),
  },
})

/**
 * Drops every query that is not public from memory and rewrites the stored cache with what is
 * left, so nothing of the player who just left stays on the device or shows to the next one.
 */
export async function forgetPlayerQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !isPublicQuery(query.queryKey) })
  await forgetStoredPlayers()
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
    maxAge: MAX_AGE_MS,
  })
  // A cache stored before private queries were kept out may still hold some: drop those nobody
  // shows yet and rewrite the store with the public and this player's own ones only.
  const cleaned = restored.then(() => {
    queryClient.removeQueries({
      predicate: (query) =>
        !isPublicQuery(query.queryKey) && !isPersonalQuery(query.queryKey) && query.getObserversCount() === 0,
    })
    return persistQueryClientSave(persistOptions(queryClient))
  })
  // What was kept shows at once, but a new visit asks again for everything it shows: odds, states
  // and balances kept from the last visit are never taken as fresh (offline, the refetch pauses and
  // the kept answer stays, with its age).
  const bootedAt = Date.now()
  void restored.then(() =>
    queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < bootedAt }),
  )
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
    /** The stored answers are in the query cache (what the first screen waits for offline). */
    loaded: restored,
    restored: cleaned,
  }
}
