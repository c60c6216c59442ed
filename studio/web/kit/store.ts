/** A value with subscribers: the balance, the bet, the fairness state. */
export interface Store<T> {
  get(): T
  set(value: T): void
  /** Calls `fn` on every change; answers the unsubscribe. */
  subscribe(fn: (value: T) => void): () => void
}

export function store<T>(initial: T): Store<T> {
  let value = initial
  const subs = new Set<(value: T) => void>()
  return {
    get: () => value,
    set(next) {
      value = next
      for (const fn of subs) fn(value)
    },
    subscribe(fn) {
      subs.add(fn)
      return () => subs.delete(fn)
    },
  }
}
