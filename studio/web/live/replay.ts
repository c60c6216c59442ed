// A live round recomputed in the browser (the verifier's live rows): the table kind's own math on
// fairRng({ serverSeed, clientSeed: tableId, nonce: roundNumber }) (live.md, "Fairness"), read
// into the page's outcome shape so it compares with the round's record whatever its key order.
import { dealBaccarat } from '../../math/baccarat.ts'
import { fairRng, type RoundSeeds } from '../../math/fair.ts'
import type { Rng } from '../../math/rng.ts'
import { type Outcome, readOutcome, type TableKind } from './outcome.ts'

const SHOE = 8 * 52

/** Cards from a fresh 8-deck shoe without replacement, as baccarat.ts draws them. */
function shoe(rng: Rng) {
  const drawn: number[] = []
  return () => {
    let j = rng.int(SHOE - drawn.length)
    let i = 0
    for (; i < drawn.length && (drawn[i] as number) <= j; i++) j++
    drawn.splice(i, 0, j)
    return j % 52
  }
}

const DRAWS: Record<TableKind, (rng: Rng) => unknown> = {
  baccarat: (rng) => dealBaccarat(rng),
  dragonTiger: (rng) => {
    const draw = shoe(rng)
    const dragon = draw()
    return { dragon, tiger: draw() }
  },
  roulette: (rng) => ({ pocket: rng.int(37) }),
  sicbo: (rng) => ({ dice: [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1] }),
}

export function replayLive(kind: TableKind, seeds: RoundSeeds): Outcome | null {
  return readOutcome(kind, DRAWS[kind](fairRng(seeds)))
}

/** Whether two outcomes are the same round (the cards, pocket or dice). */
export const sameOutcome = (a: Outcome | null, b: Outcome | null) =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b)
