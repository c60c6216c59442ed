// Runs in Chromium: times the engine through the real Web Worker bridge the app uses.
import { engine } from '../../src/engine/client.ts'

const worst = {
  game: 'bd' as const,
  selections: Array.from({ length: 15 }, (_, m) =>
    (['w', 'd', 'l'] as const).map((name, i) => ({
      matchId: `m${m}`,
      kind: 'wl' as const,
      name,
      odds: 1.35 + i * 0.9 + m / 20,
      handicap: 0,
    })),
  ).flat(),
  strings: Array.from({ length: 15 }, (_, i) => i + 1),
  multiple: 1,
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

async function run() {
  await engine.estimateSlip(worst) // start the worker outside the timings
  const roundTrips: number[] = []
  for (let i = 0; i < 200; i++) {
    const t = performance.now()
    await engine.estimateSlip(worst)
    roundTrips.push(performance.now() - t)
  }
  const t0 = performance.now()
  let first = 0
  let rows = 0
  await engine.streamRows(worst, { start: 0, end: 1_000_000 }, (batch) => {
    if (rows === 0) first = performance.now() - t0
    rows += batch.count
    return true
  })
  const total = performance.now() - t0
  return {
    estimateMedianMs: median(roundTrips),
    streamRows: rows,
    streamMs: total,
    rowsPerSecond: rows / (total / 1000),
    firstBatchMs: first,
  }
}

;(window as unknown as { benchResult: Promise<unknown> }).benchResult = run()
