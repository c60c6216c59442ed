// The live tables' socket hub: totals at most 4 times a second whatever the rate of bets, the
// last totals always sent, seq increasing per table, players counted once however many sockets.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { liveHub } from '../../studio/server/live/hub.ts'

const socket = () => {
  const sent: { at: number; m: Record<string, unknown> }[] = []
  return {
    sent,
    readyState: 1,
    send: (d: string) => sent.push({ at: Date.now(), m: JSON.parse(d) }),
    close: () => undefined,
  }
}

describe('the live hub', () => {
  afterEach(() => vi.useRealTimers())

  it('sends totals at most 4 times a second and always the latest', async () => {
    // A faked clock: the throttle is checked against its own timers, not the machine's speed.
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') })
    const hub = liveHub(() => new Date('2026-11-21T12:00:00Z'))
    const s = socket()
    hub.join('baccarat-1', s)
    let latest = 0
    // a bet every 2 ms for 0.8 s
    for (let i = 1; i <= 400; i++) {
      latest = i
      hub.totals('baccarat-1', () => ({ round_id: 'r', totals: { player: String(latest) }, players: 0 }))
      await vi.advanceTimersByTimeAsync(2)
    }
    // the trailing totals of the last quarter second arrive with the last value
    await vi.advanceTimersByTimeAsync(250)
    const totals = s.sent.filter((x) => x.m.type === 'totals')
    expect((totals.at(-1)?.m.totals as { player: string } | undefined)?.player).toBe('400')
    for (let i = 1; i < totals.length; i++)
      expect((totals[i]?.at as number) - (totals[i - 1]?.at as number)).toBeGreaterThanOrEqual(250)
    const span = (totals.at(-1)?.at as number) - (totals[0]?.at as number)
    expect(totals.length).toBeLessThanOrEqual(Math.floor(span / 250) + 1)
    // 800 ms of bets: one at once, then one per quarter second, then the trailing one
    expect(totals.length).toBeGreaterThanOrEqual(4)
    const seqs = s.sent.map((x) => x.m.seq as number)
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs)
    expect(new Set(seqs).size).toBe(seqs.length)
    hub.close()
  })

  it('counts a player seated once however many sockets, and only while a socket is open', () => {
    const hub = liveHub(() => new Date())
    const a = socket()
    const b = socket()
    const w = socket()
    hub.join('sicbo-1', a).playerId = 'p1'
    hub.join('sicbo-1', b).playerId = 'p1'
    hub.join('sicbo-1', w)
    expect(hub.seated('sicbo-1')).toBe(1)
    hub.toPlayer('sicbo-1', 'p1', 'balance', { balance: '1.000000' })
    expect([a.sent.length, b.sent.length, w.sent.length]).toEqual([1, 1, 0])
    a.readyState = 3
    b.readyState = 3
    expect(hub.seated('sicbo-1')).toBe(0)
  })
})
