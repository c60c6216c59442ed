// The table's WebSocket (live.md): says hello with the launch token as its first message (never
// in the URL), hands each message on once and in order (by `seq`), keeps the server's clock for
// the countdown, and reconnects after a drop with a growing, jittered delay. Every reconnect says
// hello again and the server answers a snapshot, which restores the page (the placed bets with it).

export interface LiveMessage {
  type: string
  seq?: number
  server_time?: string
  [key: string]: unknown
}

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed'

/** The smallest WebSocket the client needs (the browser's, or a test double). */
export interface SocketLike {
  readyState: number
  send(data: string): void
  close(): void
  onopen: ((ev: unknown) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
  onclose: ((ev: unknown) => void) | null
  onerror: ((ev: unknown) => void) | null
}

export interface LiveSocketOptions {
  url: string
  token: string | null
  onMessage(message: LiveMessage): void
  onState(state: ConnectionState, attempt: number): void
  open?: (url: string) => SocketLike
  now?: () => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (id: unknown) => void
  random?: () => number
  pingEveryMs?: number
}

/** The wait before reconnect attempt `attempt` (1, 2, …): 0.5 s doubling to 15 s, with ±25 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 500 * 2 ** Math.max(0, attempt - 1))
  return Math.round(base * (0.75 + random() * 0.5))
}

/**
 * The server's clock as seen here. A message's `server_time` is when it left the server, so
 * server − local at arrival is the offset less the travel time: the largest of the recent ones is
 * the closest to the truth.
 */
export function serverClock(now: () => number = Date.now) {
  const recent: number[] = []
  return {
    observe(serverTime: string | undefined) {
      const t = serverTime ? Date.parse(serverTime) : Number.NaN
      if (Number.isNaN(t)) return
      recent.push(t - now())
      if (recent.length > 8) recent.shift()
    },
    offset: () => (recent.length ? Math.max(...recent) : 0),
    /** The server's time now, in ms. */
    now: () => now() + (recent.length ? Math.max(...recent) : 0),
    /** Milliseconds left until an ISO time on the server's clock, never below 0. */
    until(iso: string | undefined | null) {
      const t = iso ? Date.parse(iso) : Number.NaN
      return Number.isNaN(t) ? 0 : Math.max(0, t - (now() + (recent.length ? Math.max(...recent) : 0)))
    },
  }
}

export function liveSocket(opts: LiveSocketOptions) {
  const open = opts.open ?? ((url: string) => new WebSocket(url) as unknown as SocketLike)
  const setTimer = opts.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms))
  const clearTimer = opts.clearTimer ?? ((id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>))
  const random = opts.random ?? Math.random
  const pingEvery = opts.pingEveryMs ?? 20_000
  let socket: SocketLike | null = null
  let attempt = 0
  let lastSeq = -1
  let stopped = false
  let retry: unknown = null
  let ping: unknown = null

  const schedulePing = () => {
    if (ping !== null) clearTimer(ping)
    ping = setTimer(() => {
      ping = null
      if (socket?.readyState === 1) socket.send(JSON.stringify({ type: 'ping' }))
      schedulePing()
    }, pingEvery)
  }

  const connect = () => {
    opts.onState(attempt === 0 ? 'connecting' : 'reconnecting', attempt)
    const ws = open(opts.url)
    socket = ws
    ws.onopen = () => {
      ws.send(JSON.stringify(opts.token ? { type: 'hello', token: opts.token } : { type: 'hello' }))
      schedulePing()
    }
    ws.onmessage = (ev) => {
      let msg: LiveMessage
      try {
        msg = JSON.parse(String(ev.data)) as LiveMessage
      } catch {
        return
      }
      if (!msg || typeof msg.type !== 'string') return
      if (msg.type === 'snapshot') {
        // A snapshot is the whole state: what came before it no longer counts.
        lastSeq = typeof msg.seq === 'number' ? msg.seq : -1
        attempt = 0
        opts.onState('open', 0)
      } else if (typeof msg.seq === 'number') {
        if (msg.seq <= lastSeq) return
        lastSeq = msg.seq
      }
      opts.onMessage(msg)
    }
    ws.onerror = () => {
      // onclose follows and schedules the retry.
    }
    ws.onclose = () => {
      if (socket !== ws) return
      socket = null
      if (stopped) return
      attempt += 1
      opts.onState('reconnecting', attempt)
      retry = setTimer(
        () => {
          retry = null
          if (!stopped) connect()
        },
        backoffMs(attempt, random),
      )
    }
  }
  connect()

  return {
    /** Drops the connection as a network would (the client reconnects on its own). */
    drop() {
      socket?.close()
    },
    close() {
      stopped = true
      if (retry !== null) clearTimer(retry)
      if (ping !== null) clearTimer(ping)
      const ws = socket
      socket = null
      ws?.close()
      opts.onState('closed', attempt)
    },
  }
}
