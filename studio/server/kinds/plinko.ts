import { z } from 'zod'
import { payout } from '../../math/payout.ts'
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoBet,
  playPlinko,
} from '../../math/plinko.ts'
import type { StudioKind } from './kind.ts'

/** PG2's Plinko (studio/math/plinko.ts): one fall of 8–16 rows at a risk. */
export const plinkoKind: StudioKind<PlinkoBet> = {
  kind: 'plinko',
  params: z
    .object({
      rows: z.number().int().min(PLINKO_MIN_ROWS).max(PLINKO_MAX_ROWS),
      risk: z.enum(PLINKO_RISKS),
    })
    .strict(),
  stake: (_params, bet) => bet,
  start(rng, bet, params) {
    const outcome = playPlinko(rng, params)
    return { done: true, win: payout(bet, outcome.multiplierBp), outcome }
  },
}
