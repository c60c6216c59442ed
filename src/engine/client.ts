import { proxy, type Remote, wrap } from 'comlink'
import type { EngineApi } from '../../workers/engine.worker.ts'

const IDLE_SHUTDOWN_MS = 15_000

type Method = keyof EngineApi
type Result<K extends Method> = Awaited<ReturnType<EngineApi[K]>>

let worker: Worker | null = null
let remote: Remote<EngineApi> | null = null
let idleTimer: ReturnType<typeof setTimeout> | undefined
const inFlight = new Set<(reason: unknown) => void>()

function ensureWorker(): Remote<EngineApi> {
  if (!remote) {
    worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
      type: 'module',
      name: 'engine',
    })
    remote = wrap<EngineApi>(worker)
  }
  return remote
}

/** Stops the worker; every call still waiting is rejected with `reason`. */
export function terminateEngine(reason: unknown = new DOMException('Engine stopped', 'AbortError')) {
  worker?.terminate()
  worker = null
  remote = null
  for (const reject of inFlight) reject(reason)
  inFlight.clear()
}

/**
 * Runs one engine method in the worker. The worker starts on first use and stops when idle;
 * aborting a call terminates the worker (a long computation cannot be interrupted otherwise).
 */
async function call<K extends Method>(
  method: K,
  args: Parameters<EngineApi[K]>,
  signal?: AbortSignal,
): Promise<Result<K>> {
  signal?.throwIfAborted()
  clearTimeout(idleTimer)
  const target = ensureWorker()
  let reject!: (reason: unknown) => void
  const cancelled = new Promise<never>((_, r) => {
    reject = r
  })
  inFlight.add(reject)
  const onAbort = () => terminateEngine(signal?.reason)
  signal?.addEventListener('abort', onAbort)
  try {
    const fn = target[method] as unknown as (...a: Parameters<EngineApi[K]>) => Promise<Result<K>>
    return await Promise.race([fn(...args), cancelled])
  } finally {
    inFlight.delete(reject)
    signal?.removeEventListener('abort', onAbort)
    if (inFlight.size === 0) idleTimer = setTimeout(() => terminateEngine(), IDLE_SHUTDOWN_MS)
  }
}

type Bridge = {
  [K in Method]: (...args: [...Parameters<EngineApi[K]>, signal?: AbortSignal]) => Promise<Result<K>>
}

/** The typed engine for UI code; nothing outside this file touches Comlink. */
export const engine = new Proxy({} as Bridge, {
  get:
    (_, method: string) =>
    (...args: unknown[]) => {
      const last = args.at(-1)
      const signal = last instanceof AbortSignal ? last : undefined
      // Callbacks (a stream's onBatch) cross to the worker as Comlink proxies.
      const rest = (signal ? args.slice(0, -1) : args).map((a) => (typeof a === 'function' ? proxy(a) : a))
      return call(method as Method, rest as never, signal)
    },
})
