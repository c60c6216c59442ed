import { describe, expect, it } from 'vitest'
import { backoffMs, liveSocket, type SocketLike, serverClock } from '../../studio/web/live/socket.ts'

/** A socket double the test drives: what the client sent, and the server's side of the wire. */
function fakeSockets() {
  const made: (SocketLike & { sent: string[]; serverSays(m: object): void; drop(): void })[] = []
  const open = () => {
    const s = {
      readyState: 0,
      sent: [] as string[],
      send(d: string) {
        s.sent.push(d)
      },
      close() {
        s.readyState = 3
        s.onclose?.({})
      },
      onopen: null as SocketLike['onopen'],
      onmessage: null as SocketLike['onmessage'],
      onclose: null as SocketLike['onclose'],
      onerror: null as SocketLike['onerror'],
      serverSays(m: object) {
        s.onmessage?.({ data: JSON.stringify(m) })
      },
      drop() {
        s.readyState = 3
        s.onclose?.({})
      },
    }
    made.push(s)
    queueMicrotask(() => {
      s.readyState = 1
      s.onopen?.({})
    })
    return s
  }
  return { made, open }
}

/** Timers run only when the test says so: no test waits on the machine's speed. */
function manualTimers() {
  const due: { fn: () => void; ms: number }[] = []
  return {
    due,
    set: (fn: () => void, ms: number) => {
      const t = { fn, ms }
      due.push(t)
      return t
    },
    clear: (id: unknown) => {
      const i = due.indexOf(id as (typeof due)[number])
      if (i >= 0) due.splice(i, 1)
    },
    /** Runs the pending timer that waits `ms` (the reconnect), not the ping. */
    run(ms: number) {
      const i = due.findIndex((d) => d.ms === ms)
      const [t] = due.splice(i, 1)
      t?.fn()
    },
  }
}

describe('the live socket', () => {
  it('says hello with the token as its first message, never in the URL', async () => {
    const { made, open } = fakeSockets()
    const timers = manualTimers()
    const seen: string[] = []
    let url = ''
    liveSocket({
      url: 'ws://x/sandbox/games/live/ws/baccarat-1',
      token: 'tok-1',
      open: (u) => {
        url = u
        return open()
      },
      onMessage: (m) => seen.push(m.type),
      onState: () => {},
      setTimer: timers.set,
      clearTimer: timers.clear,
      random: () => 0.5,
    })
    await Promise.resolve()
    expect(url).not.toContain('tok-1')
    expect(JSON.parse(made[0]?.sent[0] ?? '')).toEqual({ type: 'hello', token: 'tok-1' })
  })

  it('hands each message on once and in order, and a snapshot restarts the count', async () => {
    const { made, open } = fakeSockets()
    const timers = manualTimers()
    const seen: string[] = []
    liveSocket({
      url: 'ws://x',
      token: null,
      open,
      onMessage: (m) => seen.push(`${m.type}${m.seq}`),
      onState: () => {},
      setTimer: timers.set,
      clearTimer: timers.clear,
    })
    await Promise.resolve()
    const s = made[0] as (typeof made)[number]
    expect(JSON.parse(s.sent[0] ?? '')).toEqual({ type: 'hello' })
    s.serverSays({ type: 'snapshot', seq: 10 })
    s.serverSays({ type: 'totals', seq: 11 })
    s.serverSays({ type: 'totals', seq: 11 })
    s.serverSays({ type: 'round', seq: 9 })
    s.serverSays({ type: 'deal', seq: 12 })
    s.serverSays({ type: 'snapshot', seq: 4 })
    s.serverSays({ type: 'totals', seq: 5 })
    expect(seen).toEqual(['snapshot10', 'totals11', 'deal12', 'snapshot4', 'totals5'])
  })

  it('reconnects after a drop with a growing delay, says hello again and is open again on the snapshot', async () => {
    const { made, open } = fakeSockets()
    const timers = manualTimers()
    const states: string[] = []
    liveSocket({
      url: 'ws://x',
      token: 't',
      open,
      onMessage: () => {},
      onState: (st, n) => states.push(`${st}${n}`),
      setTimer: timers.set,
      clearTimer: timers.clear,
      random: () => 0.5,
      pingEveryMs: 20_000,
    })
    await Promise.resolve()
    made[0]?.serverSays({ type: 'snapshot', seq: 1 })
    made[0]?.drop()
    expect(states).toEqual(['connecting0', 'open0', 'reconnecting1'])
    timers.run(backoffMs(1, () => 0.5))
    await Promise.resolve()
    // The second try fails too: the wait doubles.
    made[1]?.drop()
    timers.run(backoffMs(2, () => 0.5))
    await Promise.resolve()
    expect(made).toHaveLength(3)
    expect(JSON.parse(made[2]?.sent[0] ?? '')).toEqual({ type: 'hello', token: 't' })
    made[2]?.serverSays({ type: 'snapshot', seq: 40 })
    expect(states.at(-1)).toBe('open0')
    expect([
      backoffMs(1, () => 0.5),
      backoffMs(2, () => 0.5),
      backoffMs(3, () => 0.5),
      backoffMs(20, () => 0.5),
    ]).toEqual([500, 1000, 2000, 15_000])
    expect(backoffMs(1, () => 0)).toBe(375)
    expect(backoffMs(1, () => 0.999)).toBeLessThanOrEqual(625)
  })

  it('counts down on the server clock, not the page clock', () => {
    let local = Date.parse('2026-01-01T00:00:00.000Z')
    const clock = serverClock(() => local)
    // The page's clock runs 30 s behind the server's; the message took 50 ms to arrive.
    clock.observe('2026-01-01T00:00:29.950Z')
    clock.observe('2026-01-01T00:00:29.990Z')
    expect(clock.offset()).toBe(29_990)
    expect(clock.until('2026-01-01T00:00:40.000Z')).toBe(10_010)
    local += 11_000
    expect(clock.until('2026-01-01T00:00:40.000Z')).toBe(0)
  })
})
