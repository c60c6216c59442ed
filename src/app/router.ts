import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'
import { parseTextSearch, stringifyTextSearch } from './textSearch.ts'

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    // A link under the pointer or the focus starts its route's code and data; whether the data
    // is fresh is TanStack Query's call, so the router keeps no copy of its own.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch: parseTextSearch,
    stringifySearch: stringifyTextSearch,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
