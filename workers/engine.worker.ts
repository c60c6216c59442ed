import { expose, transfer } from 'comlink'
import {
  batchBuffers,
  combinationRows,
  estimateSlip,
  fillRows,
  planCombinations,
  type RowBatch,
  type SlipInput,
} from './engine/index.ts'

/** Spec §9: the combination list arrives in batches of 1000 rows. */
const BATCH_SIZE = 1000
// Batches sent before the page's answer to the oldest one is awaited: waiting for each answer
// would leave the worker idle for a round trip per batch.
const IN_FLIGHT = 64

/**
 * Streams rows [start, end) of a slip's combination list, one batch at a time. Each batch's
 * arrays are transferred, not copied; the caller's callback returning false stops the stream
 * (within IN_FLIGHT batches), and aborting on the page side terminates the worker outright.
 */
async function streamRows(
  input: SlipInput,
  range: { start: number; end: number },
  onBatch: (batch: RowBatch) => boolean | Promise<boolean>,
) {
  const plan = planCombinations(input)
  const end = Math.min(range.end, plan.total)
  const answers: (boolean | Promise<boolean>)[] = []
  let stopped = false
  for (let start = range.start; start < end && !stopped; start += BATCH_SIZE) {
    const batch = fillRows(plan, input, start, Math.min(BATCH_SIZE, end - start))
    answers.push(onBatch(transfer(batch, batchBuffers(batch))))
    if (answers.length >= IN_FLIGHT) stopped = (await answers.shift()) === false
  }
  for (const answer of answers) if ((await answer) === false) return
}

/**
 * What the UI asks the engine worker: the slip's estimate, a window of its combination list, and
 * the list streamed in batches (spec §9). What is cheap (counts, parlays, warnings) runs on the
 * page. The worker only exposes, it keeps no state.
 */
const engineApi = {
  estimateSlip,
  combinationRows,
  streamRows,
}

export type EngineApi = typeof engineApi

expose(engineApi)
