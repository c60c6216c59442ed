import { useState } from 'react'
import { type FavouriteSport, useFavourites } from './favourites.ts'

/** What a match is named by: its league and its two teams. */
export interface MatchNames {
  league: string
  home: string
  away: string
}

type Has = ReturnType<typeof useFavourites>['has']

/** Whether the match is of a favourite league or has a favourite team in it. */
export const isFavouriteMatch = (has: Has, sport: FavouriteSport, m: MatchNames) =>
  has('league', sport, m.league) || has('team', sport, m.home) || has('team', sport, m.away)

/**
 * The lobby's matches with those of the player's favourite teams and leagues first, each part in
 * the lobby's own order (soonest first). The favourites are read once, when they have loaded, so
 * a star tapped on this visit does not pull its card out from under the player's finger; the
 * next visit shows it on top.
 */
export function useFavouritesFirst<T>(
  sport: FavouriteSport,
  list: readonly T[],
  names: (m: T) => MatchNames,
): readonly T[] {
  const favourites = useFavourites()
  const [arrival, setArrival] = useState<{ has: Has } | null>(null)
  if (arrival === null && favourites.ready) setArrival({ has: favourites.has })
  if (!arrival) return list
  const first = list.filter((m) => isFavouriteMatch(arrival.has, sport, names(m)))
  if (first.length === 0) return list
  return [...first, ...list.filter((m) => !first.includes(m))]
}
