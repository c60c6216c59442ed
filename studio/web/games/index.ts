import type { GameKind } from '../../server/kinds/kind.ts'
import type { GameContext } from '../kit/context.ts'

export interface GameModule {
  mount(root: HTMLElement, ctx: GameContext): void
}

/** Each kind's page module, loaded only when its game opens; each helper adds its kind's line. */
export const GAME_MODULES: Partial<Record<GameKind, () => Promise<GameModule>>> = {
  slot: () => import('./slot.ts'),
  crash: () => import('./crash.ts'),
  mines: () => import('./mines.ts'),
  dice: () => import('./dice.ts'),
  plinko: () => import('./plinko.ts'),
  baccarat: () => import('./baccarat.ts'),
  roulette: () => import('./roulette.ts'),
}
