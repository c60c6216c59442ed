import { describe, expect, it } from 'vitest'
import { engine } from '../../src/engine/client.ts'

// 15 bd matches × 3 picks, strings 1..15: 4^15 − 1 = 1,073,741,823 combinations.
const huge = {
  game: 'bd' as const,
  selections: Array.from({ length: 15 }, (_, m) =>
    (['w', 'd', 'l'] as const).map((name, i) => ({
      matchId: `m${m}`,
      kind: 'wl' as const,
      name,
      odds: 1.5 + i,
      handicap: 0,
    })),
  ).flat(),
  strings: Array.from({ length: 15 }, (_, i) => i + 1),
  multiple: 1,
}

/** Streams a 50-million-row window of the huge list, aborting with `reason` at its first batch. */
function streamUntilClosed(reason: string) {
  const controller = new AbortController()
  return engine.streamRows(
    huge,
    { start: 0, end: 50_000_000 },
    () => {
      controller.abort(new DOMException(reason, 'AbortError'))
      return true
    },
    controller.signal,
  )
}

const parlay = {
  game: 'soccer' as const,
  selections: [
    { matchId: 'a', kind: 'wl' as const, name: 'w', odds: 2 },
    { matchId: 'b', kind: 'wl' as const, name: 'l', odds: 3 },
  ],
  strings: [2],
  multiple: 1,
}
// One 2-String-1 combination: stake 2, pays 2 × 2 × 3.
const parlayEstimate = { combinations: 1, stake: '2.00', minPayout: '12.00', maxPayout: '12.00' }

describe('engine worker bridge', () => {
  it('answers a real call from the Web Worker', async () => {
    expect(await engine.estimateSlip(parlay)).toEqual(parlayEstimate)
  })

  it('runs off the main thread', async () => {
    // The page's own global has no engine; only the worker does.
    expect('estimateSlip' in globalThis).toBe(false)
    expect((await engine.estimateSlip({ ...parlay, selections: [] })).combinations).toBe(0)
  })

  it('an aborted call rejects, and the next call starts a fresh worker', async () => {
    const controller = new AbortController()
    const pending = engine.estimateSlip(
      {
        game: 'bd',
        selections: [{ matchId: 'a', kind: 'wl', name: 'w', odds: 1.5, handicap: 0 }],
        strings: [1],
        multiple: 10,
      },
      controller.signal,
    )
    controller.abort(new DOMException('stop', 'AbortError'))
    await expect(pending).rejects.toThrow('stop')
    expect(await engine.estimateSlip(parlay)).toEqual(parlayEstimate)
  })

  it('refuses to start when the signal is already aborted', async () => {
    await expect(engine.estimateSlip(parlay, AbortSignal.abort())).rejects.toBeDefined()
  })

  it("one caller's abort does not reject another caller's call", async () => {
    // Caller A streams a long list and gives up on it while caller B's estimate is waiting.
    const a = streamUntilClosed('A closed the list')
    const b = engine.estimateSlip(parlay)
    await expect(a).rejects.toThrow('A closed the list')
    expect(await b).toEqual(parlayEstimate)
  })
})

describe('combination list streaming', () => {
  it('streams any window of a billion-row list in batches of 1000 transferred rows', async () => {
    expect((await engine.estimateSlip(huge)).combinations).toBe(4 ** 15 - 1)
    const batches: { start: number; count: number; offsets: Int32Array; prizes: Float64Array }[] = []
    const start = 999_999_000
    await engine.streamRows(huge, { start, end: start + 2500 }, (batch) => {
      batches.push(batch)
      return true
    })
    expect(batches.map((b) => [b.start, b.count])).toEqual([
      [start, 1000],
      [start + 1000, 1000],
      [start + 2000, 500],
    ])
    expect(batches[0]?.offsets).toBeInstanceOf(Int32Array)
    // Row `start` is the same combination that the list's random access shows for that index.
    const [first] = await engine.combinationRows(huge, start, 1)
    expect(first?.index).toBe(start)
    expect(batches[0]?.offsets[1]).toBe(first?.entries.length)
  })

  it('stops when the callback says so, and an abort ends a long stream', async () => {
    let seen = 0
    await engine.streamRows(huge, { start: 0, end: 1_000_000 }, () => {
      seen++
      return seen < 2
    })
    // The worker runs ahead by at most its in-flight window, never through the whole list.
    expect(seen).toBeGreaterThanOrEqual(2)
    expect(seen).toBeLessThan(100)
    await expect(streamUntilClosed('closed the list')).rejects.toThrow('closed the list')
  })
})

// Whether the page stays responsive meanwhile is a speed figure: `npm run bench -- slip` prints
// the long tasks; a count here, beside other test files loading both cores, would measure the machine.
describe('a slip edited pick by pick', () => {
  it('a 15-match slip (estimate and stream after each pick) lists all its million rows from the worker', async () => {
    const selections: {
      matchId: string
      kind: 'wl'
      name: 'w' | 'd' | 'l'
      odds: number
      handicap: number
    }[] = []
    for (let m = 0; m < 15; m++) {
      for (const [i, name] of (['w', 'd', 'l'] as const).entries()) {
        selections.push({ matchId: `m${m}`, kind: 'wl', name, odds: 1.4 + i + m / 10, handicap: 0 })
        const input = {
          game: 'bd' as const,
          selections: [...selections],
          strings: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
          multiple: 10,
        }
        await engine.estimateSlip(input)
        await engine.streamRows(input, { start: 0, end: 1000 }, () => true)
      }
    }
    // The full list of the final slip: a million rows, ~0.1 s of work that must stay in the worker.
    let rows = 0
    await engine.streamRows(
      { game: 'bd', selections, strings: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], multiple: 10 },
      { start: 0, end: 1_000_000 },
      (batch) => {
        rows += batch.count
        return true
      },
    )
    expect(rows).toBe(1_000_000)
  })
})
