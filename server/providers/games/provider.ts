import { GAME_TYPE_CODES } from '#contract/games.ts'

/**
 * The two wallet models real game studios use (issue 15):
 * - seamless: the studio keeps no money; it calls our wallet for each round (debit the bet, credit
 *   the win, roll the round back), signed with its key.
 * - transfer: money moves into the studio's own wallet (transfer_in), is played there, and comes
 *   back (transfer_out); we ask the studio for its side's balance.
 */
export type WalletModel = 'seamless' | 'transfer'

export type ProviderId = 'pg' | 'tada' | 'pg2' | 'ky' | 'ng' | 'winfinity'

export interface GameTitle {
  id: string
  name: string
  kind: 'slot' | 'crash' | 'mines' | 'dice' | 'plinko' | 'baccarat' | 'roulette' | 'dragontiger' | 'sicbo'
}

/** What a studio answers for an error of ours: each studio has its own codes. */
export type StudioError =
  | 'badSignature'
  | 'invalidToken'
  | 'insufficientBalance'
  | 'gameNotActive'
  | 'roundNotFound'
  | 'roundClosed'
  | 'duplicateTransaction'

export interface GameProvider {
  id: ProviderId
  model: WalletModel
  /** Spec §3 type code whose games row (Active, Disable, Hidden) rules the provider's games. */
  typeCode: number
  /** The currency the studio's side counts in. */
  currency: 'USDT' | 'CNY'
  titles: readonly GameTitle[]
  errorCodes: Record<StudioError, number>
}

const seamlessCodes = (base: number): Record<StudioError, number> => ({
  badSignature: base + 1,
  invalidToken: base + 2,
  insufficientBalance: base + 3,
  gameNotActive: base + 4,
  roundNotFound: base + 5,
  roundClosed: base + 6,
  duplicateTransaction: base + 7,
})

export const GAME_PROVIDERS: Record<ProviderId, GameProvider> = {
  pg: {
    id: 'pg',
    model: 'seamless',
    typeCode: GAME_TYPE_CODES.pgGames,
    currency: 'USDT',
    titles: [
      { id: 'lucky-reels', name: 'Lucky Reels', kind: 'slot' },
      { id: 'rocket', name: 'Rocket', kind: 'crash' },
    ],
    errorCodes: seamlessCodes(3200),
  },
  tada: {
    id: 'tada',
    model: 'seamless',
    typeCode: GAME_TYPE_CODES.tadaGames,
    currency: 'USDT',
    titles: [
      { id: 'mines', name: 'Mines', kind: 'mines' },
      { id: 'dice', name: 'Dice', kind: 'dice' },
    ],
    errorCodes: seamlessCodes(2700),
  },
  pg2: {
    id: 'pg2',
    model: 'seamless',
    typeCode: GAME_TYPE_CODES.noah,
    currency: 'USDT',
    titles: [{ id: 'plinko', name: 'Plinko', kind: 'plinko' }],
    errorCodes: seamlessCodes(2800),
  },
  ky: {
    id: 'ky',
    model: 'transfer',
    typeCode: GAME_TYPE_CODES.cardGame,
    currency: 'USDT',
    titles: [{ id: '0', name: 'Baccarat', kind: 'baccarat' }],
    errorCodes: seamlessCodes(4000),
  },
  ng: {
    id: 'ng',
    model: 'transfer',
    typeCode: GAME_TYPE_CODES.ngGame,
    currency: 'CNY',
    titles: [{ id: 'roulette', name: 'Roulette', kind: 'roulette' }],
    errorCodes: seamlessCodes(5000),
  },
  // Live casino (issue 16): tables that run rounds on their own, shared by every seated player;
  // each bet a player places is its own wallet round (debit at placement, credit at the result).
  winfinity: {
    id: 'winfinity',
    model: 'seamless',
    typeCode: GAME_TYPE_CODES.winfinity,
    currency: 'USDT',
    titles: [
      { id: 'baccarat-1', name: 'Baccarat', kind: 'baccarat' },
      { id: 'dragon-tiger-1', name: 'Dragon Tiger', kind: 'dragontiger' },
      { id: 'roulette-1', name: 'Roulette', kind: 'roulette' },
      { id: 'sicbo-1', name: 'Sic Bo', kind: 'sicbo' },
    ],
    errorCodes: seamlessCodes(2900),
  },
}

export const SEAMLESS_PROVIDERS = ['pg', 'tada', 'pg2', 'winfinity'] as const
export type SeamlessProviderId = (typeof SEAMLESS_PROVIDERS)[number]
