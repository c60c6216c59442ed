/** Every time-dependent service reads time through a Clock, so tests and demos can fast-forward. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that starts at `start` and only moves when told to. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void; set(d: Date): void } {
  let t = start.getTime()
  return {
    now: () => new Date(t),
    advance(ms) {
      t += ms
    },
    set(d) {
      t = d.getTime()
    },
  }
}

/**
 * The system clock plus an offset an operator can move forward (`npm run ops -- clock advance 2h`)
 * to run draws and chain confirmations early in a demo. The offset lives in the database, so the
 * running server picks it up on its next refresh.
 */
export function offsetClock(
  readOffsetMs: () => Promise<number>,
  refreshMs = 2_000,
): Clock & { refresh(): Promise<void>; stop(): void } {
  let offset = 0
  const refresh = async () => {
    offset = await readOffsetMs()
  }
  const timer = setInterval(() => void refresh().catch(() => undefined), refreshMs)
  timer.unref()
  return { now: () => new Date(Date.now() + offset), refresh, stop: () => clearInterval(timer) }
}
