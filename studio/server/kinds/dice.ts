import { z } from 'zod'
import { type DiceBet, playDice, winningRolls } from '../../math/dice.ts'
import { payout } from '../../math/payout.ts'
import type { StudioKind } from './kind.ts'

const allowed = (bet: DiceBet) => {
  try {
    winningRolls(bet)
    return true
  } catch {
    return false
  }
}

/** Tada's Dice (studio/math/dice.ts): one roll; a target outside 0.01–98 % chance is refused. */
export const diceKind: StudioKind<DiceBet> = {
  kind: 'dice',
  params: z
    .object({ direction: z.enum(['over', 'under']), target: z.number().int().min(0).max(9999) })
    .strict()
    .refine(allowed, 'chance'),
  stake: (_params, bet) => bet,
  start(rng, bet, params) {
    const outcome = playDice(rng, params)
    return { done: true, win: payout(bet, outcome.multiplierBp), outcome }
  },
}
