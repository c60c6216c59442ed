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
