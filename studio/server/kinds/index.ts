import { baccaratKind } from './baccarat.ts'
import { crashKind } from './crash.ts'
import { diceKind } from './dice.ts'
import type { AnyKind, GameKind } from './kind.ts'
import { minesKind } from './mines.ts'
import { plinkoKind } from './plinko.ts'
import { rouletteKind } from './roulette.ts'
import { slotKind } from './slot.ts'

/** Every kind the studio plays; each helper adds its kind's line here. */
export const KINDS: Partial<Record<GameKind, AnyKind>> = {
  slot: slotKind,
  crash: crashKind,
  mines: minesKind,
  dice: diceKind,
  plinko: plinkoKind,
  baccarat: baccaratKind,
  roulette: rouletteKind,
}
