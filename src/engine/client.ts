import { proxy, type Remote, wrap } from 'comlink'
import type { EngineApi } from '../../workers/engine.worker.ts'

const IDLE_SHUTDOWN_MS = 15_000

type Method = keyof EngineApi
type Result<K extends Method> = Awaited<ReturnType<EngineApi[K]>>

let worker: Worker | null = null
let remote: Remote<EngineApi> | null = null
let idleTimer: ReturnType<typeof setTimeout> | undefined
/** The calls run one after another (as squoosh's worker bridge does): this is the last one queued. */
let queue: Promise<unknown> = Promise.resolve()

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

function terminateWorker() {
  worker?.terminate()
  worker = null
  remote = null
}

const aborted = (signal?: AbortSignal) =>
  signal?.reason ?? new DOMException('The engine call was aborted', 'AbortError')

/**
 * Runs one engine method in the worker. The worker starts on first use and stops when idle.
 * Calls wait their turn, so the only call in the worker is the running one: aborting it
 * terminates the worker (a long computation cannot be interrupted otherwise) without touching
 * anyone else's call, and the next call in line starts a fresh worker.
 */
function call<K extends Method>(
  method: K,
  args: Parameters<EngineApi[K]>,
  signal?: AbortSignal,
): Promise<Result<K>> {
  const turn = queue
    // One caller's failure is theirs alone; the next call runs regardless.
    .catch(() => undefined)
    .then(async (): Promise<Result<K>> => {
      if (signal?.aborted) throw aborted(signal)
      clearTimeout(idleTimer)
      const fn = ensureWorker()[method] as unknown as (...a: Parameters<EngineApi[K]>) => Promise<Result<K>>
      try {
        return await new Promise<Result<K>>((resolve, reject) => {
          const onAbort = () => {
            terminateWorker()
            reject(aborted(signal))
          }
          signal?.addEventListener('abort', onAbort, { once: true })
          fn(...args)
            .then(resolve, reject)
            .finally(() => signal?.removeEventListener('abort', onAbort))
        })
      } finally {
        clearTimeout(idleTimer)
        idleTimer = setTimeout(terminateWorker, IDLE_SHUTDOWN_MS)
      }
    })
  queue = turn
  return turn
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
