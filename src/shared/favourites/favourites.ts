import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import type { Favourite, FavouriteKind, FavouriteList, FavouriteSport } from '#contract/favourites.ts'
import { api } from '../../api/index.ts'
import { auth } from '../../state/auth.ts'

export type { FavouriteKind, FavouriteSport }
export type FavouriteItem = Pick<Favourite, 'kind' | 'sport' | 'name'>

/** Under 'member', so sign-out forgets it with the rest of the player's own data. */
export const favouritesQuery = queryOptions({
  queryKey: ['member', 'favourites'],
  queryFn: () => api.get<FavouriteList>('member/favourites', { silent: true }),
  staleTime: 60_000,
})

const keyOf = (f: FavouriteItem) => `${f.sport}\u0000${f.kind}\u0000${f.name}`

/** The signed-in player's favourites as a lookup; empty for a visitor, who has none. */
export function useFavourites() {
  const { isAuthorized } = useSnapshot(auth)
  const query = useQuery({ ...favouritesQuery, enabled: isAuthorized })
  const list = isAuthorized ? (query.data?.list ?? []) : []
  const keys = new Set(list.map(keyOf))
  return {
    signedIn: isAuthorized,
    list,
    /** Whether the list has loaded (a visitor's empty list counts as loaded). */
    ready: !isAuthorized || query.isSuccess,
    has: (kind: FavouriteKind, sport: FavouriteSport, name: string) => keys.has(keyOf({ kind, sport, name })),
  }
}

const TOGGLE = ['favourites', 'toggle']

/**
 * Stars and unstars at once on screen, then tells the server; a refusal (the 50 are full, the
 * connection dropped) puts the list back as it was and the toast says why.
 */
export function useToggleFavourite() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: TOGGLE,
    mutationFn: ({ on, ...item }: FavouriteItem & { on: boolean }) =>
      on ? api.post<Favourite>('member/favourites', item) : api.delete('member/favourites', { query: item }),
    onMutate: async ({ on, ...item }) => {
      await client.cancelQueries({ queryKey: favouritesQuery.queryKey })
      const before = client.getQueryData(favouritesQuery.queryKey)
      client.setQueryData(favouritesQuery.queryKey, (old) => {
        const rest = (old?.list ?? []).filter((f) => keyOf(f) !== keyOf(item))
        const list = on ? [...rest, { ...item, created_at: new Date().toISOString() }] : rest
        return { list, max: old?.max ?? 50 }
      })
      return { before }
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(favouritesQuery.queryKey, context.before)
      else client.removeQueries({ queryKey: favouritesQuery.queryKey, exact: true })
    },
    // Refetch once the last of a quick run of taps has settled, so no answer undoes a later tap.
    onSettled: () => {
      if (client.isMutating({ mutationKey: TOGGLE }) === 1)
        return client.invalidateQueries({ queryKey: favouritesQuery.queryKey })
    },
  })
}
