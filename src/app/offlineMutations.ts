import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { balanceQuery } from '../shared/money/queries.ts'
import { inboxQuery } from '../shared/notices/queries.ts'
import { readMessages, readMessagesKey, switchCurrency, switchCurrencyKey } from '../shared/offline/queued.ts'

/**
 * Mutation defaults for the non-money actions a player may do offline (queued while offline and
 * sent when the connection returns). A paused mutation is restored from IndexedDB with only its
 * key and variables, so its mutationFn must be registered here, before the cache is restored.
 */
export function registerOfflineMutations(queryClient: QueryClient): void {
  // TanStack Query assumes a network until an 'offline' event: a page opened offline would send a
  // restored action at once, fail, and lose it.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)
  queryClient.setMutationDefaults(readMessagesKey, {
    mutationFn: readMessages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxQuery.queryKey }),
  })
  queryClient.setMutationDefaults(switchCurrencyKey, {
    mutationFn: switchCurrency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceQuery.queryKey }),
  })
}
