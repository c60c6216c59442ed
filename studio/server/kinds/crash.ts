import { z } from 'zod'
import { crashMultiplierAt, crashPoint, crashTimeOf, MAX_CASHOUT, MIN_CASHOUT } from '../../math/crash.ts'
import { payout } from '../../math/payout.ts'
import type { Played, Settled, StudioKind } from './kind.ts'

interface CrashParams {
  /** The player's automatic cash-out in hundredths, or none (the 10 000× cap still applies). */
  autoCashOut?: number | null
}

/** Kept by the studio while the rocket flies (JSON: the bet as a string of minor units). */
interface CrashState {
  bet: string
  crashPoint: number
  autoCashOut: number | null
}

const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('watch') }).strict(),
  z.object({ type: z.literal('cashOut') }).strict(),
])

/** Where the round ends if nobody clicks: the auto cash-out, else the 10 000× cap. */
const target = (s: CrashState) => s.autoCashOut ?? MAX_CASHOUT
/** The multiplier can't run past the cap, and the schedule stays exact (t² < 2^53). */
const CAP_MS = crashTimeOf(MAX_CASHOUT)

/** Outcome as playCrash(rng, cashOut) gives it for a win; `cashOut` null when the player was not out. */
function settle(s: CrashState, cashOut: number | null): Settled {
  const multiplierBp = cashOut === null ? 0 : cashOut * 100
  return {
    done: true,
    win: payout(BigInt(s.bet), multiplierBp),
    outcome: { crashPoint: s.crashPoint, cashOut, win: cashOut !== null, multiplierBp },
  }
}

/**
 * PG's Rocket (studio/math/crash.ts): the crash point is drawn at the start and kept; the rocket
 * climbs on the studio's clock (crashMultiplierAt of the ms since the round started). Every step
 * reads that clock: a cash-out pays the multiplier of the moment the studio receives it if the
 * rocket has not passed its crash point yet, and is a loss after it, however the page drew it.
 * `watch` lets the page learn of the crash (or of an auto cash-out) as it happens.
 */
export const crashKind: StudioKind<CrashParams, CrashState> = {
  kind: 'crash',
  params: z
    .object({ autoCashOut: z.number().int().min(MIN_CASHOUT).max(MAX_CASHOUT).nullable().optional() })
    .strict(),
  action,
  stake: (_params, bet) => bet,
  start(rng, bet, params): Played<CrashState> {
    const state = {
      bet: bet.toString(),
      crashPoint: crashPoint(rng.word()),
      autoCashOut: params.autoCashOut ?? null,
    }
    return { done: false, state, view: { elapsedMs: 0, autoCashOut: state.autoCashOut } }
  },
  step(_rng, state, raw, elapsedMs): Played<CrashState> {
    const a = action.parse(raw)
    const m = crashMultiplierAt(Math.min(elapsedMs, CAP_MS))
    // the auto cash-out (or the cap) came first, whenever the page asks
    if (target(state) <= state.crashPoint && m >= target(state)) return settle(state, target(state))
    if (m > state.crashPoint) return settle(state, null)
    if (a.type === 'cashOut') {
      if (m < MIN_CASHOUT) throw new RangeError('too early')
      return settle(state, m)
    }
    return { done: false, state, view: { elapsedMs, autoCashOut: state.autoCashOut } }
  },
  // the player left: the auto cash-out (or the cap) pays if the rocket reaches it, else the bet is lost
  expire: (_rng, state) => settle(state, target(state) <= state.crashPoint ? target(state) : null),
}
