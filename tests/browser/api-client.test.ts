import { describe, expect, it } from 'vitest'
import { type ApiClientOptions, createApiClient } from '../../src/api/client.ts'
import { ApiError, errorMessage } from '../../src/api/errors.ts'
import { runMoneyAction } from '../../src/api/moneyAction.ts'

let seq = 0
const uniqueId = () => `t${Date.now()}-${seq++}`

/** How many times the scenario server saw `route` for `id`. */
const hits = async (route: string, id = '') =>
  Number(
    (await (await fetch(`/scenario/sports/hits?key=${encodeURIComponent(`${route}:${id}`)}`)).json()).data,
  )

function client(overrides: Partial<ApiClientOptions> = {}) {
  const state = { token: 'stale' as string | null, refresh: 'good-refresh' as string | null, expired: 0 }
  const errors: ApiError[] = []
  const api = createApiClient({
    prefix: '/scenario/sports',
    backoffBaseMs: 20,
    getToken: () => state.token,
    getRefreshToken: () => state.refresh,
    getUserId: () => '42',
    getLanguage: () => 'zh',
    onTokens: (t) => {
      state.token = t.token
      state.refresh = t.fresh_token
    },
    onSessionExpired: () => {
      state.expired++
      state.token = null
      state.refresh = null
    },
    onError: (e) => errors.push(e),
    ...overrides,
  })
  return { api, state, errors }
}

describe('API client against a real HTTP server', () => {
  it('sends the token, the user id and the language', async () => {
    const { api } = client({ getToken: () => 'abc' })
    expect(await api.get('echo')).toEqual({ authorization: 'Bearer abc', uid: '42', language: 'zh' })
  })

  it('retries a 5xx and returns the answer that finally came', async () => {
    const { api, errors } = client()
    const id = uniqueId()
    expect(await api.get('flaky', { query: { id, failures: 2 } })).toEqual({ attempts: 3 })
    expect(errors).toEqual([])
  })

  it('gives up after three retries — four attempts — and shows serverError', async () => {
    const { api, errors } = client()
    const id = uniqueId()
    const error = await api.get('flaky', { query: { id, failures: 99 } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(503)
    expect(await hits('flaky', id)).toBe(4)
    expect(errors.map(errorMessage)).toEqual(['serverError'])
  })

  it('spaces retries out: at least 10 + 20 + 40 ms of backoff with a 20 ms base', async () => {
    const { api } = client()
    const started = performance.now()
    await api.get('flaky', { query: { id: uniqueId(), failures: 3 } })
    // Equal jitter: each wait is between half and all of base × 2^n.
    expect(performance.now() - started).toBeGreaterThanOrEqual(70)
  })

  it('retries a write only when it carries an Idempotency-Key: a bare one may have been carried out', async () => {
    const { api } = client()
    const bare = uniqueId()
    const post = (await api.post('flaky', {}, { query: { id: bare } }).catch((e: unknown) => e)) as ApiError
    expect(post.status).toBe(503)
    expect(await hits('flaky', bare)).toBe(1)
    const put = uniqueId()
    await api.put('flaky', {}, { query: { id: put } }).catch(() => undefined)
    expect(await hits('flaky', put)).toBe(1)
    const del = uniqueId()
    await api.delete('flaky', { query: { id: del } }).catch(() => undefined)
    expect(await hits('flaky', del)).toBe(1)

    const keyed = uniqueId()
    expect(
      await api.post('flaky', {}, { query: { id: keyed }, headers: { 'Idempotency-Key': 'k1' } }),
    ).toEqual({ attempts: 3 })
    expect(await hits('flaky', keyed)).toBe(3)
  })

  it('never retries a 4xx other than 401, and shows the server message', async () => {
    const { api, errors } = client()
    const id = uniqueId()
    const error = (await api.get('bad-request', { query: { id } }).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(400)
    expect(await hits('bad-request', id)).toBe(1)
    expect(errors.map(errorMessage)).toEqual(['tooShort'])
  })

  it('treats code 1 in a 200 answer as a failure carrying its message', async () => {
    const { api } = client()
    const error = (await api.put('business').catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe(1)
    expect(errorMessage(error)).toBe('currencyNotAvailable')
  })

  it('turns a slow answer into TIMEOUT_ERROR', async () => {
    const { api } = client({ timeoutMs: 100, retries: 0 })
    const error = (await api.get('slow', { query: { ms: 600 } }).catch((e: unknown) => e)) as ApiError
    expect(error.kind).toBe('TIMEOUT_ERROR')
    expect(errorMessage(error)).toBe('requestTimeout')
  })

  it('reports an unreachable server as FETCH_ERROR and a non-JSON body as PARSING_ERROR', async () => {
    const unreachable = client({ prefix: 'http://127.0.0.1:9/sports', retries: 0 }).api
    expect(((await unreachable.get('x').catch((e: unknown) => e)) as ApiError).kind).toBe('FETCH_ERROR')
    const { api } = client({ retries: 0 })
    expect(((await api.get('not-json').catch((e: unknown) => e)) as ApiError).kind).toBe('PARSING_ERROR')
  })

  it('says the server is unreachable only once a request has given up, not on a connection the next try gets through', async () => {
    const reports: boolean[] = []
    const onConnection = (reached: boolean) => reports.push(reached)
    // One connection dropped (as a keep-alive socket the server closed), then the real server.
    const realFetch = globalThis.fetch
    let drops = 1
    globalThis.fetch = (...args: Parameters<typeof fetch>) =>
      drops-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(...args)
    try {
      const { api } = client({ onConnection })
      expect(await api.get('echo')).toMatchObject({ language: 'zh' })
    } finally {
      globalThis.fetch = realFetch
    }
    expect(reports).toEqual([true])

    reports.length = 0
    const unreachable = client({ prefix: 'http://127.0.0.1:9/sports', retries: 2, onConnection }).api
    expect(((await unreachable.get('x').catch((e: unknown) => e)) as ApiError).kind).toBe('FETCH_ERROR')
    expect(reports).toEqual([false])
  })

  it('shares one refresh among concurrent 401s, then replays each call with the new token', async () => {
    const { api, state, errors } = client()
    const before = await hits('refresh/token')
    const results = await Promise.all([api.get('protected'), api.get('protected'), api.get('protected')])
    expect(results).toEqual(['secret', 'secret', 'secret'])
    expect(await hits('refresh/token')).toBe(before + 1)
    expect(state).toMatchObject({ token: 'fresh', refresh: 'next-refresh', expired: 0 })
    expect(errors).toEqual([])
  })

  it('ends the session when the refresh fails, and gives up the original 401', async () => {
    const { api, state } = client()
    state.refresh = 'revoked'
    const error = (await api.get('protected').catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(401)
    expect(state).toMatchObject({ expired: 1, token: null, refresh: null })
  })
})

describe('the money-action key lifecycle (src/api/moneyAction.ts)', () => {
  const { api } = client({ retries: 0 })
  /** Sends `body` as money action `action`; resolves to the key the server saw, whatever it answered. */
  const send = (action: string, body: object, status: number) =>
    runMoneyAction(action, body, (key) =>
      api.post<string>('keyed', body, { query: { status }, headers: { 'Idempotency-Key': key } }),
    ).catch((e: ApiError) => (e.data as { key: string }).key)

  it('keeps the key while the outcome is unknown and renews it after any answer', async () => {
    const action = uniqueId()
    const body = { amount: '5' }
    const first = await send(action, body, 503)
    expect(await send(action, body, 503)).toBe(first)
    // The retry succeeds: the same request under the same key.
    expect(await send(action, body, 200)).toBe(first)
    // The same content again is a new request: the success spent the key.
    const second = await send(action, body, 400)
    expect(second).not.toBe(first)
    // A refusal is final for its key too: a retry, corrected or not, is a new request.
    expect(await send(action, body, 200)).not.toBe(second)
  })

  it('gives a changed request a new key; key order, empty fields and the payment password are no change', async () => {
    const action = uniqueId()
    const first = await send(action, { to: 'ann', amount: '5', bank_password: '111111' }, 503)
    expect(
      await send(action, { amount: '5', to: 'ann', note: undefined, bank_password: '222222' }, 503),
    ).toBe(first)
    expect(await send(action, { to: 'ann', amount: '6', bank_password: '111111' }, 503)).not.toBe(first)
    // What is kept across reloads is the key and a fingerprint: no request content, no password.
    const stored = localStorage.getItem('moneyActionKeys') ?? ''
    expect(stored).toContain(action)
    expect(stored).not.toContain('ann')
    expect(stored).not.toContain('111111')
  })

  it('keeps each action its own key', async () => {
    const [a, b] = [uniqueId(), uniqueId()]
    const body = { amount: '5' }
    const keyA = await send(a, body, 503)
    const keyB = await send(b, body, 503)
    expect(keyB).not.toBe(keyA)
    expect(await send(a, body, 200)).toBe(keyA)
    expect(await send(b, body, 200)).toBe(keyB)
  })
})
