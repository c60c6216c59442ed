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
