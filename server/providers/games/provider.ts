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

/** Each provider's titles (the live casino's are its tables). */
const TITLES: Record<ProviderId, readonly GameTitle[]> = {
  pg: [
    { id: 'lucky-reels', name: 'Lucky Reels', kind: 'slot' },
    { id: 'rocket', name: 'Rocket', kind: 'crash' },
  ],
  tada: [
    { id: 'mines', name: 'Mines', kind: 'mines' },
    { id: 'dice', name: 'Dice', kind: 'dice' },
  ],
  pg2: [{ id: 'plinko', name: 'Plinko', kind: 'plinko' }],
  ky: [{ id: '0', name: 'Baccarat', kind: 'baccarat' }],
  ng: [{ id: 'roulette', name: 'Roulette', kind: 'roulette' }],
  winfinity: [
    { id: 'baccarat-1', name: 'Baccarat', kind: 'baccarat' },
    { id: 'dragon-tiger-1', name: 'Dragon Tiger', kind: 'dragontiger' },
    { id: 'roulette-1', name: 'Roulette', kind: 'roulette' },
    { id: 'sicbo-1', name: 'Sic Bo', kind: 'sicbo' },
  ],
}

/** Wallet model, spec §3 type code, the studio's currency and the base of its error codes. */
const TERMS: Record<ProviderId, [WalletModel, number, GameProvider['currency'], number]> = {
  pg: ['seamless', GAME_TYPE_CODES.pgGames, 'USDT', 3200],
  tada: ['seamless', GAME_TYPE_CODES.tadaGames, 'USDT', 2700],
  pg2: ['seamless', GAME_TYPE_CODES.noah, 'USDT', 2800],
  ky: ['transfer', GAME_TYPE_CODES.cardGame, 'USDT', 4000],
  ng: ['transfer', GAME_TYPE_CODES.ngGame, 'CNY', 5000],
  // Live casino (issue 16): tables that run rounds on their own, shared by every seated player;
  // each bet a player places is its own wallet round (debit at placement, credit at the result).
  winfinity: ['seamless', GAME_TYPE_CODES.winfinity, 'USDT', 2900],
}

export const GAME_PROVIDERS = Object.fromEntries(
  (Object.keys(TERMS) as ProviderId[]).map((id) => {
    const [model, typeCode, currency, codes] = TERMS[id]
    return [id, { id, model, typeCode, currency, titles: TITLES[id], errorCodes: seamlessCodes(codes) }]
  }),
) as Record<ProviderId, GameProvider>

export const SEAMLESS_PROVIDERS = ['pg', 'tada', 'pg2', 'winfinity'] as const
export type SeamlessProviderId = (typeof SEAMLESS_PROVIDERS)[number]
