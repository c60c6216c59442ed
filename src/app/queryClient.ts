import { persistQueryClient } from '@tanstack/query-persist-client-core'
import { QueryClient } from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'
import { ApiError } from '../api/errors.ts'

const PERSIST_KEY = 'betsuite-query-cache'

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

/**
 * Keeps public data (lobbies, availability, footer, slides) in IndexedDB so the site renders
 * offline and at once on the next visit. Personal data (member/…) is never written to disk.
 */
export function persistPublicQueries(queryClient: QueryClient) {
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    maxAge: 24 * 60 * 60 * 1000,
    buster: import.meta.env.VITE_BUILD_ID ?? 'dev',
    persister: {
      persistClient: (client) => set(PERSIST_KEY, client),
      restoreClient: () => get(PERSIST_KEY),
      removeClient: () => del(PERSIST_KEY),
    },
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && !String(query.queryKey[0]).startsWith('member'),
    },
  })
  return { unsubscribe, restored }
}
