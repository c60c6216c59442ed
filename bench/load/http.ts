import http from 'node:http'

export interface Answer {
  status: number
  body: { code?: number; msg?: string; data?: unknown } & Record<string, unknown>
}

/**
 * A plain keep-alive HTTP/1.1 client to one origin (node:http, no dependency): a bench on a
 * 2-core machine shares its CPU with the servers, HAProxy and PostgreSQL, so the client is kept
 * as light as a client can be. Each call answers the status and the parsed JSON body; a network
 * failure (reset, refused) rejects.
 */
export function httpClient(origin: string, sockets = 64) {
  const url = new URL(origin)
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets })
  const send = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            ...(body !== undefined && {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(body)),
            }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('error', reject)
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            let parsed: Answer['body']
            try {
              parsed = text ? JSON.parse(text) : {}
            } catch {
              parsed = { msg: text.slice(0, 200) }
            }
            resolve({ status: res.statusCode ?? 0, body: parsed })
          })
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  return {
    get: (path: string, token?: string) =>
      send('GET', path, undefined, token ? { authorization: `Bearer ${token}` } : {}),
    post: (path: string, payload: object, headers: Record<string, string> = {}) =>
      send('POST', path, JSON.stringify(payload), headers),
    /** A body sent exactly as given (a signed call signs the text it sends). */
    postText: (path: string, text: string, headers: Record<string, string>) =>
      send('POST', path, text, headers),
    close: () => agent.destroy(),
  }
}
export type HttpClient = ReturnType<typeof httpClient>

/** What one request of a run came to: taken (200, code 0), refused by the site, or failed. */
export type Outcome = { kind: 'ok' } | { kind: 'refused'; reason: string } | { kind: 'error'; reason: string }

export interface RunResult {
  seconds: number
  ok: number
  refused: Map<string, number>
  errors: Map<string, number>
  /** Every request's latency (ms), taken or not. */
  latencies: Float64Array
}

/**
 * `concurrency` workers, each sending one request after the other for `seconds`: worker `w`'s
 * `n`th call is `one(w, n)`. Each call's latency is recorded; the run's length is until the last
 * worker's last answer.
 */
export async function drive(
  concurrency: number,
  seconds: number,
  one: (worker: number, n: number) => Promise<Outcome>,
): Promise<RunResult> {
  const latencies: number[] = []
  const refused = new Map<string, number>()
  const errors = new Map<string, number>()
  let ok = 0
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let n = 0; performance.now() < until; n++) {
        const t0 = performance.now()
        let outcome: Outcome
        try {
          outcome = await one(w, n)
        } catch (err) {
          outcome = { kind: 'error', reason: (err as NodeJS.ErrnoException).code ?? String(err).slice(0, 60) }
        }
        latencies.push(performance.now() - t0)
        if (outcome.kind === 'ok') ok++
        else {
          const tally = outcome.kind === 'refused' ? refused : errors
          tally.set(outcome.reason, (tally.get(outcome.reason) ?? 0) + 1)
        }
      }
    }),
  )
  return {
    seconds: (performance.now() - started) / 1000,
    ok,
    refused,
    errors,
    latencies: Float64Array.from(latencies).sort(),
  }
}

/** The q-quantile of sorted values (nearest rank). */
export const quantile = (sorted: Float64Array, q: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number)
    : Number.NaN

/** An answer as an outcome: 200 with code 0 is taken, a 4xx refused with its message, else failed. */
export function outcomeOf(a: Answer): Outcome {
  if (a.status === 200 && a.body.code === 0) return { kind: 'ok' }
  const reason = String(a.body.msg ?? a.status)
  return a.status < 500 ? { kind: 'refused', reason } : { kind: 'error', reason: `${a.status} ${reason}` }
}
