import type { QueryClient } from '@tanstack/react-query'

/**
 * Mutation defaults for the non-money actions a player may do offline (queued while offline and
 * sent when the connection returns). A paused mutation is restored from IndexedDB with only its
 * key and variables, so its mutationFn must be registered here, before the cache is restored.
 */
export function registerOfflineMutations(_queryClient: QueryClient): void {}
