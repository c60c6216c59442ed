// The game-kind interface of the sandbox studio (studio/README.md, "Kinds"). A kind is pure: it
// imports studio/math and zod only, so the verifier page runs the very same code in the browser to
// replay a round from its seeds, params and actions.
import type { z } from 'zod'
import type { Rng } from '../../math/rng.ts'

export type GameKind = 'slot' | 'crash' | 'mines' | 'dice' | 'plinko' | 'baccarat' | 'roulette'

/** A round that has ended: what it pays (minor units) and what the UI and the verifier show. */
export interface Settled {
  done: true
  win: bigint
  outcome: unknown
}

/** A round that waits for the player (mines reveal/cash-out, crash cash-out). */
export interface Open<State> {
  done: false
  /** Kept by the studio, never sent while the round is open (mines' places, the crash point). */
  state: State
  /** What the player may see of the open round. */
  view: unknown
}

export type Played<State> = Settled | Open<State>

export interface StudioKind<Params, State = never> {
  kind: GameKind
  /** What a start request carries besides the bet (bet spots, mines count, target…). */
  params: z.ZodType<Params>
  /** What a step request carries (open rounds only). */
  action?: z.ZodType<unknown>
  /** The total debited for `bet` (roulette and baccarat: the sum of the spots). Refuse with a RangeError. */
  stake(params: Params, bet: bigint): bigint
  /**
   * Plays the round from its stream. `rng` is the round's stream (HMAC of server seed and
   * `clientSeed:nonce`); `bet` is what the player asked (`stake` gives what was debited).
   */
  start(rng: Rng, bet: bigint, params: Params): Played<State>
  /**
   * A step of an open round. `rng` is the round's stream again from its start (a kind that drew all
   * it needs at the start ignores it); `elapsedMs` is the time since the round started. A step the
   * round does not allow throws a RangeError (answered 400).
   */
  step?(rng: Rng, state: State, action: unknown, elapsedMs: number): Played<State>
  /** Ends an open round the player left (crash past its point, mines cashed out as it stands). */
  expire?(rng: Rng, state: State): Settled
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds kinds of every params and state
export type AnyKind = StudioKind<any, any>
