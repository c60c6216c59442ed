import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type GameKind = 'slot' | 'crash' | 'mines' | 'dice' | 'plinko' | 'baccarat' | 'roulette'

/** A studio's title as the player's screens show it; the server's lists name the same ids. */
export interface GameTitle {
  id: string
  kind: GameKind
  name: MessageDescriptor
}

/** Each provider's titles, by the catalog's key (the address's {type}). */
export const GAME_TITLES: Record<string, readonly GameTitle[]> = {
  pgGames: [
    { id: 'lucky-reels', kind: 'slot', name: msg({ id: 'games.title.luckyReels', message: 'Lucky Reels' }) },
    { id: 'rocket', kind: 'crash', name: msg({ id: 'games.title.rocket', message: 'Rocket' }) },
  ],
  tadaGames: [
    { id: 'mines', kind: 'mines', name: msg({ id: 'games.title.mines', message: 'Mines' }) },
    { id: 'dice', kind: 'dice', name: msg({ id: 'games.title.dice', message: 'Dice' }) },
  ],
  noah: [{ id: 'plinko', kind: 'plinko', name: msg({ id: 'games.title.plinko', message: 'Plinko' }) }],
  cardGame: [{ id: '0', kind: 'baccarat', name: msg({ id: 'games.title.baccarat', message: 'Baccarat' }) }],
  ngGame: [
    { id: 'roulette', kind: 'roulette', name: msg({ id: 'games.title.roulette', message: 'Roulette' }) },
  ],
}

export const titleOf = (type: string, id: string) => GAME_TITLES[type]?.find((t) => t.id === id)

/** The live casino's tables (winfinity), by table id: their names where a round of one is listed. */
const LIVE_TABLES: Record<string, MessageDescriptor> = {
  'baccarat-1': msg({ id: 'games.title.baccarat', message: 'Baccarat' }),
  'dragon-tiger-1': msg({ id: 'live.table.dragonTiger', message: 'Dragon Tiger' }),
  'roulette-1': msg({ id: 'games.title.roulette', message: 'Roulette' }),
  'sicbo-1': msg({ id: 'live.table.sicbo', message: 'Sic Bo' }),
}

/** The name of the game a round was played at: a provider's title, or a live table. */
export const roundGameName = (type: string, id: string): MessageDescriptor | undefined =>
  type === 'winfinity' ? LIVE_TABLES[id] : titleOf(type, id)?.name
