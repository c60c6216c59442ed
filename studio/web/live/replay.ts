// A live round recomputed in the browser (the verifier's live rows): the studio's own draw for the
// table's kind (studio/server/live/tables.ts, pure) on fairRng({ serverSeed, clientSeed: tableId,
// nonce: roundNumber }) (live.md, "Fairness"), read into the page's outcome shape so it compares
// with the round's record whatever its key order.
import { fairRng, type RoundSeeds } from '../../math/fair.ts'
import { drawOutcome, type LiveKind } from '../../server/live/tables.ts'
import { type Outcome, readOutcome, type TableKind } from './outcome.ts'

const STUDIO_KIND: Record<TableKind, LiveKind> = {
  baccarat: 'baccarat',
  dragonTiger: 'dragontiger',
  roulette: 'roulette',
  sicbo: 'sicbo',
}

export function replayLive(kind: TableKind, seeds: RoundSeeds): Outcome | null {
  return readOutcome(kind, drawOutcome(STUDIO_KIND[kind], fairRng(seeds)))
}

/** Whether two outcomes are the same round (the cards, pocket or dice). */
export const sameOutcome = (a: Outcome | null, b: Outcome | null) =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b)
