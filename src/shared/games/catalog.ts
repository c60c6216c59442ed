import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Spec §4 game status. */
export const GameStatus = { Active: 1, Disable: 2, Hidden: 3 } as const

export type Category = 'sports' | 'lottery' | 'games' | 'liveGames'

export interface GameEntry {
  id: number
  key: string
  label: MessageDescriptor
  to: string
  search?: Record<string, string>
}

/** The category groups of the main menu (spec §2), each game linked to its screen. */
export const CATEGORY_GROUPS: { category: Category; label: MessageDescriptor; games: GameEntry[] }[] = [
  {
    category: 'sports',
    label: msg({ id: 'nav.sports', message: 'Sports' }),
    games: [
      { id: 10, key: 'soccer', label: msg({ id: 'game.soccer', message: 'Soccer' }), to: '/sport/soccer' },
      {
        id: 11,
        key: 'basketball',
        label: msg({ id: 'game.basketball', message: 'Basketball' }),
        to: '/sport/basketball',
      },
      { id: 12, key: 'bd', label: msg({ id: 'game.bd', message: 'Beijing single' }), to: '/sport/bd' },
    ],
  },
  {
    category: 'lottery',
    label: msg({ id: 'nav.lottery', message: 'Lottery' }),
    games: [
      { id: 13, key: 'hkmarksix', label: msg({ id: 'game.hkmarksix', message: 'Hong Kong Mark Six' }) },
      { id: 14, key: 'ammarksix', label: msg({ id: 'game.ammarksix', message: 'Macau Mark Six' }) },
      { id: 15, key: 'newammarksix', label: msg({ id: 'game.newammarksix', message: 'New Macau 2' }) },
      { id: 20, key: 'twnmarksix', label: msg({ id: 'game.twnmarksix', message: 'Taiwan Mark Six' }) },
      { id: 19, key: 'sgnmarksix', label: msg({ id: 'game.sgnmarksix', message: 'Singapore Mark Six' }) },
    ]
      .map((g) => ({ ...g, to: '/lottery/mark-six', search: { game: g.key } }) as GameEntry)
      .concat([
        { id: 16, key: 'pk10', label: msg({ id: 'game.pk10', message: 'PK10' }), to: '/lottery/pk10' },
        {
          id: 17,
          key: 'airship',
          label: msg({ id: 'game.airship', message: 'Airship' }),
          to: '/lottery/airship',
        },
      ]),
  },
  {
    category: 'games',
    label: msg({ id: 'nav.games', message: 'Games' }),
    games: [
      {
        id: 22,
        key: 'pgGames',
        label: msg({ id: 'game.pgGames', message: 'PG games' }),
        to: '/game/pgGames',
      },
      {
        id: 27,
        key: 'tadaGames',
        label: msg({ id: 'game.tadaGames', message: 'Tada games' }),
        to: '/game/tadaGames',
      },
      { id: 28, key: 'noah', label: msg({ id: 'game.noah', message: 'Noah' }), to: '/game/noah' },
      // Ours, not the spec's (contract/games.ts): the transfer-wallet studios.
      {
        id: 23,
        key: 'cardGame',
        label: msg({ id: 'game.cardGame', message: 'Card game' }),
        to: '/game/cardGame',
      },
      { id: 24, key: 'ngGame', label: msg({ id: 'game.ngGame', message: 'NG game' }), to: '/game/ngGame' },
    ],
  },
  {
    category: 'liveGames',
    label: msg({ id: 'nav.liveGames', message: 'Live games' }),
    games: [
      {
        id: 29,
        key: 'winfinity',
        label: msg({ id: 'game.winfinity', message: 'Winfinity' }),
        to: '/live-games',
      },
    ],
  },
]

/** The game lobby's providers (spec §2 /game/{type}), by the key in the address. */
export const GAME_PROVIDERS: GameEntry[] = CATEGORY_GROUPS.find((g) => g.category === 'games')?.games ?? []

/** The short names the first addresses used (/game/pg), kept so old links and bookmarks still open. */
export const LEGACY_SLUGS: Record<string, string> = { pg: 'pgGames', tada: 'tadaGames' }

/** The spec's game type key in the address (/game/pgGames) → the provider entry of the catalog. */
export const providerBySlug = (slug: string) =>
  GAME_PROVIDERS.find((g) => g.key === slug || g.key === LEGACY_SLUGS[slug])
