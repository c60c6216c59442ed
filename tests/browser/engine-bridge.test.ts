import { describe, expect, it } from 'vitest'
import { engine } from '../../src/engine/client.ts'

describe('engine worker bridge', () => {
  it('answers a real call from the Web Worker', async () => {
    expect(await engine.markSixColour(1)).toBe('red')
    const estimate = await engine.estimateSlip({
      game: 'soccer',
      selections: [
        { matchId: 'a', kind: 'wl', name: 'w', odds: 2 },
        { matchId: 'b', kind: 'wl', name: 'l', odds: 3 },
      ],
      strings: [2],
      multiple: 1,
    })
    // One 2-String-1 combination: stake 2, pays 2 × 2 × 3.
    expect(estimate).toEqual({ combinations: 1, stake: 2, minPayout: 12, maxPayout: 12 })
  })

  it('runs off the main thread', async () => {
    // The page's own global has no engine; only the worker does.
    expect('estimateSlip' in globalThis).toBe(false)
    expect(await engine.availableStrings('soccer', [])).toEqual([])
  })

  it('an aborted call rejects, and the next call starts a fresh worker', async () => {
    const controller = new AbortController()
    const pending = engine.combinationCount(
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
    expect(await engine.markSixColour(3)).toBe('blue')
  })

  it('refuses to start when the signal is already aborted', async () => {
    await expect(engine.markSixColour(5, AbortSignal.abort())).rejects.toBeDefined()
  })
})

describe('combination list streaming', () => {
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

  it('streams any window of a billion-row list in batches of 1000 transferred rows', async () => {
    expect(await engine.combinationCount(huge)).toBe(4 ** 15 - 1)
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
    // Row `start` is the same combination that random access returns for that index.
    const first = await engine.combinationAt(huge, start)
    expect(batches[0]?.offsets[1]).toBe(first.length)
  })

  it('stops when the callback says so, and an abort ends a long stream', async () => {
    let seen = 0
    await engine.streamRows(huge, { start: 0, end: 10_000 }, () => {
      seen++
      return seen < 2
    })
    expect(seen).toBe(2)
    const controller = new AbortController()
    const long = engine.streamRows(
      huge,
      { start: 0, end: 50_000_000 },
      () => {
        controller.abort(new DOMException('closed the list', 'AbortError'))
        return true
      },
      controller.signal,
    )
    await expect(long).rejects.toThrow('closed the list')
  })
})
