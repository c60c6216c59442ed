// Who watches each table over the WebSocket, and the messages they get. Every message carries the
// table's `seq` (increasing, also across restarts: it starts from the clock) and `server_time`, so a
// page computes its countdown from the studio's time, not its own clock alone.

/** The little of a WebSocket the hub uses (the `ws` socket @fastify/websocket hands out). */
export interface LiveSocket {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
}

interface Seat {
  socket: LiveSocket
  /** Set once the socket said hello with a valid token for this table. */
  playerId: string | null
}

/** At most this many `totals` a second per table (live.md). */
const TOTALS_EVERY_MS = 250
const OPEN = 1

export function liveHub(now: () => Date) {
  const seats = new Map<string, Set<Seat>>()
  const seqs = new Map<string, number>()
  const totalsTimers = new Map<string, { last: number; timer: ReturnType<typeof setTimeout> | null }>()

  const seatsOf = (tableId: string) => {
    let s = seats.get(tableId)
    if (!s) {
      s = new Set()
      seats.set(tableId, s)
    }
    return s
  }
  const nextSeq = (tableId: string) => {
    // From the clock in microseconds-ish steps, so a restarted studio never goes back.
    const seq = Math.max((seqs.get(tableId) ?? 0) + 1, now().getTime() * 1000)
    seqs.set(tableId, seq)
    return seq
  }
  const frame = (tableId: string, type: string, body: object) =>
    JSON.stringify({ type, seq: nextSeq(tableId), server_time: now().toISOString(), ...body })
  const sendRaw = (seat: Seat, text: string) => {
    if (seat.socket.readyState === OPEN) seat.socket.send(text)
  }

  return {
    join(tableId: string, socket: LiveSocket): Seat {
      const seat = { socket, playerId: null }
      seatsOf(tableId).add(seat)
      return seat
    },
    leave(tableId: string, seat: Seat) {
      seatsOf(tableId).delete(seat)
    },
    /** Distinct players with an open socket hello'd with a token at the table. */
    seated(tableId: string) {
      const players = new Set<string>()
      for (const s of seatsOf(tableId))
        if (s.playerId && s.socket.readyState === OPEN) players.add(s.playerId)
      return players.size
    },
    watchers: (tableId: string) => seatsOf(tableId).size,
    /** To one socket (the snapshot, a pong). */
    send(tableId: string, seat: Seat, type: string, body: object) {
      sendRaw(seat, frame(tableId, type, body))
    },
    /** To every socket at the table; the same text (one seq) for all. */
    broadcast(tableId: string, type: string, body: object, except?: (seat: Seat) => boolean) {
      const text = frame(tableId, type, body)
      for (const seat of seatsOf(tableId)) if (!except?.(seat)) sendRaw(seat, text)
    },
    /** To the sockets of one player at the table. */
    toPlayer(tableId: string, playerId: string, type: string, body: object) {
      const mine = [...seatsOf(tableId)].filter((s) => s.playerId === playerId)
      if (mine.length === 0) return
      const text = frame(tableId, type, body)
      for (const seat of mine) sendRaw(seat, text)
    },
    /**
     * `totals` at most 4 times a second: a change inside the quarter second after the last one is
     * sent at its end, once, with the totals as they are then.
     */
    totals(tableId: string, body: () => object | null) {
      const t = totalsTimers.get(tableId) ?? { last: 0, timer: null }
      totalsTimers.set(tableId, t)
      if (t.timer) return
      const fire = () => {
        t.timer = null
        t.last = Date.now()
        const b = body()
        if (b) this.broadcast(tableId, 'totals', b)
      }
      const wait = t.last + TOTALS_EVERY_MS - Date.now()
      if (wait <= 0) fire()
      else {
        t.timer = setTimeout(fire, wait)
        t.timer.unref?.()
      }
    },
    close() {
      for (const t of totalsTimers.values()) if (t.timer) clearTimeout(t.timer)
      for (const set of seats.values()) for (const s of set) s.socket.close(1001, 'shutting down')
      seats.clear()
    },
  }
}
export type LiveHub = ReturnType<typeof liveHub>
export type { Seat }
