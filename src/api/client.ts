import { ApiError, isRetryable } from './errors.ts'

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Failures are reported to `onError` (a toast) unless silent: lists show their own error line. */
  silent?: boolean
}

export interface ApiClientOptions {
  prefix?: string
  timeoutMs?: number
  retries?: number
  backoffBaseMs?: number
  getToken(): string | null
  getRefreshToken(): string | null
  getUserId(): string | null
  getLanguage(): string
  /** A refresh succeeded: keep the new tokens. */
  onTokens(tokens: { token: string; fresh_token: string }): void
  /** The session is gone and could not be refreshed. */
  onSessionExpired(): void
  onError?(error: ApiError): void
  /** Whether the request reached the server; `savedAt` when the service worker answered from its store. */
  onConnection?(reached: boolean, savedAt?: number): void
  /** Injected for tests; defaults to random full-jitter delays. */
  random?: () => number
}

const MAX_BACKOFF_STEPS = 5

/** Set by the service worker on an answer it served from its store: when that answer was saved (ms). */
export const SAVED_AT_HEADER = 'x-saved-at'

/** The header that makes a write safe to repeat: the server runs it once per key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * A failed attempt may still have been carried out, so only a request the server runs once per
 * key may be sent again: reads, and writes that carry an Idempotency-Key (src/api/moneyAction.ts).
 */
const repeatable = (method: string, o: RequestOptions) =>
  method === 'GET' ||
  method === 'HEAD' ||
  Object.keys(o.headers ?? {}).some((h) => h.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase())
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/**
 * The one HTTP client of the site (spec §7, §8): prefix, credentials and language headers, a
 * timeout per attempt, retries with jittered exponential backoff for network and 5xx failures
 * of reads and keyed writes (4xx are the caller's fault and never retried), and on a 401 a single shared token refresh that
 * every concurrent caller waits for.
 */
export function createApiClient(opts: ApiClientOptions) {
  const prefix = opts.prefix ?? '/sports'
  const timeoutMs = opts.timeoutMs ?? 5000
  const retries = opts.retries ?? 3
  const base = opts.backoffBaseMs ?? 300
  const random = opts.random ?? Math.random
  let refreshing: Promise<boolean> | null = null

  const url = (path: string, query?: RequestOptions['query']) => {
    const u = new URL(
      `${prefix}/${path.replace(/^\//, '')}`,
      globalThis.location?.origin ?? 'http://localhost',
    )
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v !== undefined && v !== null) u.searchParams.set(k, String(v))
    }
    return u.href
  }

  async function attempt<T>(
    method: string,
    path: string,
    o: RequestOptions,
    token: string | null,
  ): Promise<T> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort('timeout'), timeoutMs)
    const abortOuter = () => controller.abort(o.signal?.reason)
    o.signal?.addEventListener('abort', abortOuter)
    const headers: Record<string, string> = { 'Accept-Language': opts.getLanguage(), ...o.headers }
    if (token) headers.Authorization = `Bearer ${token}`
    const uid = opts.getUserId()
    if (uid && token) headers.uid = uid
    if (o.body !== undefined) headers['Content-Type'] = 'application/json'
    let response: Response
    try {
      response = await fetch(url(path, o.query), {
        method,
        headers,
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
        signal: controller.signal,
      })
    } catch (err) {
      if (o.signal?.aborted) throw err
      const timedOut = controller.signal.aborted
      throw new ApiError(
        timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR',
        timedOut ? 'requestTimeout' : 'somethingWentWrong',
      )
    } finally {
      clearTimeout(timer)
      o.signal?.removeEventListener('abort', abortOuter)
    }
    const savedAt = response.headers.get(SAVED_AT_HEADER)
    opts.onConnection?.(savedAt === null, savedAt === null ? undefined : Number(savedAt))
    let payload: Envelope<T>
    try {
      payload = (await response.json()) as Envelope<T>
    } catch {
      if (!response.ok) throw new ApiError('HTTP_ERROR', '', response.status)
      throw new ApiError('PARSING_ERROR', 'somethingWentWrong', response.status)
    }
    if (!response.ok || payload.code !== 0) {
      throw new ApiError(
        'HTTP_ERROR',
        payload.msg ?? '',
        response.ok ? 200 : response.status,
        payload.code,
        payload.data,
      )
    }
    return payload.data
  }

  async function withRetries<T>(
    method: string,
    path: string,
    o: RequestOptions,
    token: string | null,
  ): Promise<T> {
    for (let n = 0; ; n++) {
      try {
        return await attempt<T>(method, path, o, token)
      } catch (err) {
        const unreached = err instanceof ApiError && err.kind === 'FETCH_ERROR'
        // The browser knows it has no network: trying again now only delays what the screen shows.
        if (
          !(err instanceof ApiError) ||
          !isRetryable(err) ||
          !repeatable(method, o) ||
          n >= retries ||
          (unreached && globalThis.navigator?.onLine === false)
        ) {
          // Offline only once the request has given up: one dropped connection that the next try
          // gets through (a keep-alive socket the server closed) must not pause every other screen.
          if (unreached) opts.onConnection?.(false)
          throw err
        }
        const ceiling = base * 2 ** Math.min(n, MAX_BACKOFF_STEPS - 1)
        await sleep(Math.round(ceiling / 2 + (random() * ceiling) / 2), o.signal)
      }
    }
  }

  /** Resolves true when new tokens are stored; concurrent 401s share one refresh. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const stored = opts.getRefreshToken()
      if (!stored) return false
      try {
        const tokens = await withRetries<{ token: string; fresh_token: string }>(
          'GET',
          'refresh/token',
          {},
          stored,
        )
        opts.onTokens(tokens)
        return true
      } catch {
        return false
      }
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<T> {
    const token = opts.getToken()
    try {
      try {
        return await withRetries<T>(method, path, o, token)
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 401 || !token) throw err
        // Another call may have refreshed while this one was in flight.
        if (opts.getToken() !== token || (await refresh())) {
          return await withRetries<T>(method, path, o, opts.getToken())
        }
        opts.onSessionExpired()
        throw err
      }
    } catch (err) {
      if (err instanceof ApiError && !o.silent && !(err.status === 401 && token)) opts.onError?.(err)
      throw err
    }
  }

  return {
    request,
    get: <T>(path: string, o?: RequestOptions) => request<T>('GET', path, o),
    post: <T>(path: string, body?: unknown, o?: RequestOptions) => request<T>('POST', path, { ...o, body }),
    put: <T>(path: string, body?: unknown, o?: RequestOptions) => request<T>('PUT', path, { ...o, body }),
    delete: <T>(path: string, o?: RequestOptions) => request<T>('DELETE', path, o),
  }
}
