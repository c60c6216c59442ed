import { z } from 'zod'
import { payout } from '../../math/payout.ts'
import { covered, playRoulette, type RouletteBet } from '../../math/roulette.ts'
import type { StudioKind } from './kind.ts'
import { asStored } from './stored.ts'

/** Spots one spin may carry, and chips one spot may carry. */
export const ROULETTE_MAX_SPOTS = 60
export const ROULETTE_MAX_CHIPS = 1000

const pocket = z.number().int().min(0).max(36)
const rouletteBet: z.ZodType<RouletteBet> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('straight'), number: pocket }).strict(),
  z.object({ kind: z.literal('split'), numbers: z.tuple([pocket, pocket]) }).strict(),
  z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']) }).strict(),
  z.object({ kind: z.literal('dozen'), dozen: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).strict(),
  z
    .object({ kind: z.literal('column'), column: z.union([z.literal(1), z.literal(2), z.literal(3)]) })
    .strict(),
]) as z.ZodType<RouletteBet>

export interface RouletteSpot {
  bet: RouletteBet
  chips: number
}
export interface RouletteParams {
  spots: RouletteSpot[]
}

export interface RouletteOutcomeView {
  pocket: number
  spots: { bet: RouletteBet; chips: number; stake: string; multiplier_bp: number; win: string }[]
}

/**
 * The ng game's European roulette (studio/math/roulette.ts), in CNY: chips on the betting table
 * (straight, split, dozens, columns, red/black, odd/even, low/high), one pocket drawn per spin, each spot paid
 * by its own multiplier. The bet is one chip's value.
 */
export const rouletteKind: StudioKind<RouletteParams> = {
  kind: 'roulette',
  params: z
    .object({
      spots: z
        .array(
          z.object({ bet: rouletteBet, chips: z.number().int().min(1).max(ROULETTE_MAX_CHIPS) }).strict(),
        )
        .min(1)
        .max(ROULETTE_MAX_SPOTS),
    })
    .strict()
    // A split of two numbers not side by side is not on the table.
    .refine(
      (p) => p.spots.every((s) => isOffered(s.bet)),
      'not on the table',
    ) as unknown as z.ZodType<RouletteParams>,
  stake: (p, bet) => bet * BigInt(p.spots.reduce((n, s) => n + s.chips, 0)),
  start(rng, bet, p) {
    const played = playRoulette(
      rng,
      p.spots.map((s) => s.bet),
    )
    let win = 0n
    const spots = p.spots.map((s, i) => {
      const stake = bet * BigInt(s.chips)
      const multiplierBp = played.multipliersBp[i] as number
      const paid = payout(stake, multiplierBp)
      win += paid
      return {
        bet: s.bet,
        chips: s.chips,
        stake: stake.toString(),
        multiplier_bp: multiplierBp,
        win: paid.toString(),
      }
    })
    const outcome: RouletteOutcomeView = { pocket: played.pocket, spots }
    return { done: true, win, outcome: asStored(outcome) }
  },
}

function isOffered(bet: RouletteBet) {
  try {
    covered(bet)
    return true
  } catch {
    return false
  }
}
