import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SportGame } from '#engine/index.ts'

/** The sports pages of spec §2, and the title each is shown under (lobby, my bets). */
export const SPORT_PAGES = ['soccer', 'basketball', 'bd', 'football', 'cricket', 'all', '365sports'] as const
export type SportPage = (typeof SPORT_PAGES)[number]

export const titles: Record<SportPage, MessageDescriptor> = {
  soccer: msg({ id: 'game.soccer', message: 'Soccer' }),
  basketball: msg({ id: 'game.basketball', message: 'Basketball' }),
  bd: msg({ id: 'game.bd', message: 'Beijing single' }),
  football: msg({ id: 'game.football', message: 'Football (BD)' }),
  cricket: msg({ id: 'game.cricket', message: 'Cricket' }),
  all: msg({ id: 'game.allSports', message: 'All sports' }),
  '365sports': msg({ id: 'game.365sports', message: '365 Sports' }),
}

/** Which engine games a page lists: football is the Beijing single game, "all" lists the three. */
export const PAGE_GAMES: Record<Exclude<SportPage, 'cricket'>, SportGame[]> = {
  soccer: ['soccer'],
  basketball: ['basketball'],
  bd: ['bd'],
  football: ['bd'],
  all: ['soccer', 'basketball', 'bd'],
  '365sports': [],
}
