import { baccaratKind } from './baccarat.ts'
import type { AnyKind, GameKind } from './kind.ts'
import { rouletteKind } from './roulette.ts'
import { slotKind } from './slot.ts'

/** Every kind the studio plays; each helper adds its kind's line here. */
export const KINDS: Partial<Record<GameKind, AnyKind>> = {
  slot: slotKind,
  baccarat: baccaratKind,
  roulette: rouletteKind,
}
