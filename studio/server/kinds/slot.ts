import { z } from 'zod'
import { payout } from '../../math/payout.ts'
import { playSlot } from '../../math/slot.ts'
import type { StudioKind } from './kind.ts'

/** PG's Lucky Reels (studio/math/slot.ts): one spin, its free spins played out in the same round. */
export const slotKind: StudioKind<Record<string, never>> = {
  kind: 'slot',
  params: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  stake: (_params, bet) => bet,
  start(rng, bet) {
    const outcome = playSlot(rng)
    return { done: true, win: payout(bet, outcome.multiplierBp), outcome }
  },
}
