import { MARKET_KINDS, SPORT_GAMES } from '#engine/index.ts'

/**
 * The names every side agrees on (spec §3, §4, §9): games, their type codes and categories, bet
 * status codes and market kinds. Server routes, the client's lists and the tests read them here.
 */

export { MARKET_KINDS, SPORT_GAMES }

/** Games with bet limits (spec §5 game_config): the sports and cricket. */
export const LIMITED_GAMES = [...SPORT_GAMES, 'cricket'] as const
export type LimitedGame = (typeof LIMITED_GAMES)[number]

/** Spec §3 game type codes. */
export const GAME_TYPE_CODES = {
  soccer: 10,
  basketball: 11,
  bd: 12,
  hkmarksix: 13,
  ammarksix: 14,
  newammarksix: 15,
  gallopingmarksix: 18,
  sgnmarksix: 19,
  twnmarksix: 20,
  pgGames: 22,
  // Ours, not the spec's: the card game (/playcard) and the ng game (/nggame) have no code there,
  // so they take free slots of the games range (21–28) and get a status operators can switch.
  cardGame: 23,
  ngGame: 24,
  tadaGames: 27,
  noah: 28,
  winfinity: 29,
} as const
export type CodedGame = keyof typeof GAME_TYPE_CODES

/** The game a type code names, if any ("10" → soccer). */
export const gameOfCode = (code: number | string): CodedGame | undefined =>
  (Object.keys(GAME_TYPE_CODES) as CodedGame[]).find((g) => String(GAME_TYPE_CODES[g]) === String(code))

export const GAME_CATEGORIES = ['sports', 'lottery', 'pk10', 'games', 'liveGames'] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number]

/** Spec §9: up to 12 sports, 13–20 lottery, 21–28 games, above 28 live games. */
export const categoryOfCode = (code: number): Exclude<GameCategory, 'pk10'> =>
  code <= 12 ? 'sports' : code <= 20 ? 'lottery' : code <= 28 ? 'games' : 'liveGames'

/** Spec §4 bet status codes, kept in every bet table. */
export const BET_STATUS = { pending: 1, settled: 16, cancelled: 32 } as const
export type BetStatus = (typeof BET_STATUS)[keyof typeof BET_STATUS]
/** A my-bets filter: every bet (-1) or one status. */
export const STATUS_FILTERS = [-1, BET_STATUS.pending, BET_STATUS.settled, BET_STATUS.cancelled] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]
