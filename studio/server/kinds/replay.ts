import { fairRng, type Hmac, type RoundSeeds } from '../../math/fair.ts'
import type { AnyKind, Played } from './kind.ts'

/** One recorded step: the action as the player sent it, or an expiry the studio applied. */
export interface RecordedAction {
  action: unknown
  elapsed_ms: number
  expired?: boolean
}

/**
 * Plays a round again from its seeds, bet, params and recorded actions, exactly as the studio did
 * (each call gets the round's stream from its start). The verifier page runs this in the browser;
 * the studio's own tests run it on the server.
 */
export function replayRound(
  kind: AnyKind,
  seeds: RoundSeeds,
  bet: bigint,
  params: unknown,
  actions: readonly RecordedAction[],
  hmac?: Hmac,
): Played<unknown> {
  const rng = () => fairRng(seeds, hmac)
  let played: Played<unknown> = kind.start(rng(), bet, kind.params.parse(params))
  for (const a of actions) {
    if (played.done) break
    if (a.expired && kind.expire) played = kind.expire(rng(), played.state)
    else if (kind.step) played = kind.step(rng(), played.state, a.action, a.elapsed_ms)
  }
  return played
}
