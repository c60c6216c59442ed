/**
 * What a route's loader does with the queryClient.ensureQueryData calls for the queries its screen
 * reads: starts them, on navigation or earlier on intent (defaultPreload), and does not wait. The
 * screen shows its own skeleton while they load and its own error line if one fails, as it does
 * for a refetch; ensureQueryData takes what the cache already holds (the persisted public data
 * too) and fetches only what is missing.
 */
export function startLoading(...loads: Promise<unknown>[]) {
  for (const load of loads) load.catch(() => undefined)
}
