import type { GameKind } from './kinds/kind.ts'

export type WalletModel = 'seamless' | 'transfer'

export interface StudioProvider {
  model: WalletModel
  /** The studio's titles: game id → its name and kind. */
  games: Record<string, { name: string; kind: GameKind }>
}

/** The studio's own catalog (the operator lists the same titles in its provider table). */
export const CATALOG: Record<string, StudioProvider> = {
  pg: {
    model: 'seamless',
    games: {
      'lucky-reels': { name: 'Lucky Reels', kind: 'slot' },
      rocket: { name: 'Rocket', kind: 'crash' },
    },
  },
  tada: {
    model: 'seamless',
    games: { mines: { name: 'Mines', kind: 'mines' }, dice: { name: 'Dice', kind: 'dice' } },
  },
  pg2: { model: 'seamless', games: { plinko: { name: 'Plinko', kind: 'plinko' } } },
  ky: { model: 'transfer', games: { '0': { name: 'Baccarat', kind: 'baccarat' } } },
  ng: { model: 'transfer', games: { roulette: { name: 'Roulette', kind: 'roulette' } } },
}

export const gameOf = (provider: string, gameId: string) =>
  Object.hasOwn(CATALOG, provider) && Object.hasOwn(CATALOG[provider]?.games ?? {}, gameId)
    ? {
        provider: CATALOG[provider] as StudioProvider,
        title: CATALOG[provider]?.games[gameId] as { name: string; kind: GameKind },
      }
    : null
