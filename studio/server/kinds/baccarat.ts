import { z } from 'zod'
import { type BaccaratBet, baccaratMultiplierBp, dealBaccarat } from '../../math/baccarat.ts'
import { payout } from '../../math/payout.ts'
import type { StudioKind } from './kind.ts'
import { asStored } from './stored.ts'

export const BACCARAT_SPOTS = ['player', 'banker', 'tie'] as const satisfies readonly BaccaratBet[]
/** Chips one spot may carry in a hand. */
export const BACCARAT_MAX_CHIPS = 1000

/** Chips on each spot; the bet is one chip's value, so every amount stays an exact bigint. */
export interface BaccaratParams {
  player: number
  banker: number
  tie: number
}

const chips = z.number().int().min(0).max(BACCARAT_MAX_CHIPS).default(0)

export interface BaccaratSpotResult {
  spot: BaccaratBet
  chips: number
  /** Minor units, exact decimal strings (jsonb holds no bigint). */
  stake: string
  multiplier_bp: number
  win: string
}

export interface BaccaratOutcome {
  /** Cards 0–51 in the order dealt to each side (rank = card % 13, suit = ⌊card / 13⌋). */
  player: number[]
  banker: number[]
  player_total: number
  banker_total: number
  winner: BaccaratBet
  spots: BaccaratSpotResult[]
}

/**
 * The card game's baccarat table (ky '0', studio/math/baccarat.ts): chips on player, banker and
 * tie; one hand dealt from a fresh 8-deck shoe by the third-card rule; each spot paid by its own
 * multiplier (a tie returns player and banker stakes).
 */
export const baccaratKind: StudioKind<BaccaratParams> = {
  kind: 'baccarat',
  params: z
    .object({ player: chips, banker: chips, tie: chips })
    .strict()
    .refine((p) => p.player + p.banker + p.tie > 0, 'no chips') as unknown as z.ZodType<BaccaratParams>,
  stake: (p, bet) => bet * BigInt(p.player + p.banker + p.tie),
  start(rng, bet, p) {
    const hand = dealBaccarat(rng)
    let win = 0n
    const spots: BaccaratSpotResult[] = []
    for (const spot of BACCARAT_SPOTS) {
      if (p[spot] === 0) continue
      const stake = bet * BigInt(p[spot])
      const multiplierBp = baccaratMultiplierBp(spot, hand.winner)
      const paid = payout(stake, multiplierBp)
      win += paid
      spots.push({
        spot,
        chips: p[spot],
        stake: stake.toString(),
        multiplier_bp: multiplierBp,
        win: paid.toString(),
      })
    }
    const outcome: BaccaratOutcome = {
      player: hand.player,
      banker: hand.banker,
      player_total: hand.playerTotal,
      banker_total: hand.bankerTotal,
      winner: hand.winner,
      spots,
    }
    return { done: true, win, outcome: asStored(outcome) }
  },
}
