import { z } from 'zod'
import { minesMultiplierBp, placeMines, TILES } from '../../math/mines.ts'
import { payout } from '../../math/payout.ts'
import type { Played, Settled, StudioKind } from './kind.ts'

interface MinesParams {
  mines: number
}

/** Kept by the studio while the round is open (JSON: the bet as a string of minor units). */
interface MinesState {
  bet: string
  count: number
  mines: number[]
  revealed: number[]
}

const action = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('reveal'),
      tile: z
        .number()
        .int()
        .min(0)
        .max(TILES - 1),
    })
    .strict(),
  z.object({ type: z.literal('cashOut') }).strict(),
])

const view = (s: MinesState) => ({ mines: s.count, revealed: s.revealed })

/** The outcome is playMines' for the picks revealed, so the verifier replays it from the seeds. */
function settle(s: MinesState, hitMine: boolean, multiplierBp: number, expired = false): Settled {
  return {
    done: true,
    win: payout(BigInt(s.bet), multiplierBp),
    outcome: { mines: s.mines, revealed: s.revealed, hitMine, multiplierBp, ...(expired ? { expired } : {}) },
  }
}

/**
 * Tada's Mines (studio/math/mines.ts): the mines are placed at the start from the round's stream;
 * each reveal is a step; a mine ends the round with nothing, a cash-out (after at least one safe
 * tile) pays the multiplier of the tiles revealed, and revealing every safe tile cashes out.
 */
export const minesKind: StudioKind<MinesParams, MinesState> = {
  kind: 'mines',
  params: z
    .object({
      mines: z
        .number()
        .int()
        .min(1)
        .max(TILES - 1),
    })
    .strict(),
  action,
  stake: (_params, bet) => bet,
  start(rng, bet, params): Played<MinesState> {
    const state = {
      bet: bet.toString(),
      count: params.mines,
      mines: placeMines(rng, params.mines),
      revealed: [],
    }
    return { done: false, state, view: view(state) }
  },
  step(_rng, state, raw): Played<MinesState> {
    const a = action.parse(raw)
    if (a.type === 'cashOut') {
      if (state.revealed.length === 0) throw new RangeError('nothing revealed')
      return settle(state, false, minesMultiplierBp(state.count, state.revealed.length))
    }
    if (state.revealed.includes(a.tile)) throw new RangeError('revealed')
    const next = { ...state, revealed: [...state.revealed, a.tile] }
    if (state.mines.includes(a.tile)) return settle(next, true, 0)
    if (next.revealed.length === TILES - state.count)
      return settle(next, false, minesMultiplierBp(state.count, next.revealed.length))
    return { done: false, state: next, view: view(next) }
  },
  // A round the player left is cashed out as it stands, and one with nothing revealed returns the
  // stake: leaving took no risk the player had not already survived (studio/README.md, "Open rounds").
  expire: (_rng, state) =>
    settle(
      state,
      false,
      state.revealed.length === 0 ? 10_000 : minesMultiplierBp(state.count, state.revealed.length),
      true,
    ),
}
