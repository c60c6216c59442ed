import { z } from 'zod'
import { SPORT_GAMES } from '#engine/types.ts'

/** The most favourites a player keeps; the database refuses one more (favourites_slot_range). */
export const FAVOURITES_MAX = 50

export const FAVOURITE_KINDS = ['team', 'league'] as const
/** The sports with a lobby of their own, and cricket. */
export const FAVOURITE_SPORTS = [...SPORT_GAMES, 'cricket'] as const

export type FavouriteKind = (typeof FAVOURITE_KINDS)[number]
export type FavouriteSport = (typeof FAVOURITE_SPORTS)[number]

/**
 * POST member/favourites (body) and DELETE member/favourites (query): a team or league of one
 * sport, by the name the lobby shows. Whether the sport has it is checked against its matches.
 */
export const favouriteBody = z.object({
  kind: z.enum(FAVOURITE_KINDS, 'invalidFavourite'),
  sport: z.enum(FAVOURITE_SPORTS, 'invalidFavourite'),
  name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
})

/** One favourite as GET member/favourites lists it and POST answers it. */
export interface Favourite {
  kind: FavouriteKind
  sport: FavouriteSport
  name: string
  created_at: string
}

/** GET member/favourites: the player's favourites, oldest first, and how many they may keep. */
export interface FavouriteList {
  list: Favourite[]
  max: number
}
