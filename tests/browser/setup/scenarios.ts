import { createServer, type Server } from 'node:http'

/**
 * A real HTTP server with scripted behaviours for the API client's rules: delays, failures that
 * heal after N attempts, 401s and a refresh endpoint. Each scenario counts its hits per `id`, so
 * concurrent tests never share counters; GET /scenario/sports/hits?key=route:id reads them back.
 * POST /scenario/sports/feed/postpone-cricket?id=<match id> postpones a match in the real API's
 * database, as its feed would. POST /scenario/sports/players/invite-code?account=&code= gives a
 * player the invite code asked for, and GET /scenario/sports/players/referrer?account= reads who
 * invited a player.
 */
/** What the feed may report that no API call can make happen (the real app's database behind it). */
export interface FeedControls {
  /** The feed reports an open cricket match postponed, as the simulator does for a few; false if it was not open. */
  postponeCricket(matchId: number): Promise<boolean>
  /**
   * Gives a player this invite code: codes are random, and the ones that look like numbers
   * (12345678, 526691E6) are the few an address can mangle. False if the player is unknown.
   */
  setInviteCode(account: string, code: string): Promise<boolean>
  /** The account of whoever invited this player, or null. */
  referrerOf(account: string): Promise<string | null>
  /** The real API's origin: the scenario that carries a request out there and loses its answer. */
  api?: string
}

export function startScenarioServer(port: number, feed?: FeedControls): Promise<Server> {
  const api = feed?.api
  const hits = new Map<string, number>()
  const count = (key: string) => {
    const n = (hits.get(key) ?? 0) + 1
    hits.set(key, n)
    return n
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const id = url.searchParams.get('id') ?? ''
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const route = url.pathname.replace(/^\/scenario\/sports\//, '')
    if (route === 'hits')
      return json(200, { code: 0, msg: 'success', data: hits.get(url.searchParams.get('key') ?? '') ?? 0 })
    const n = count(`${route}:${id}`)
    switch (route) {
      case 'echo':
        return json(200, {
          code: 0,
          msg: 'success',
          data: {
            authorization: req.headers.authorization ?? null,
            uid: req.headers.uid ?? null,
            language: req.headers['accept-language'] ?? null,
          },
        })
      case 'slow':
        return setTimeout(
          () => json(200, { code: 0, msg: 'success', data: 'late' }),
          Number(url.searchParams.get('ms') ?? 500),
        )
      case 'flaky': {
        const failures = Number(url.searchParams.get('failures') ?? 2)
        if (n <= failures) return json(503, { code: 503, msg: '', data: null })
        return json(200, { code: 0, msg: 'success', data: { attempts: n } })
      }
      case 'keyed': {
        // Echoes the Idempotency-Key it was sent, answering with the status it is told to.
        const status = Number(url.searchParams.get('status') ?? 200)
        const key = req.headers['idempotency-key'] ?? null
        if (status === 200) return json(200, { code: 0, msg: 'success', data: key })
        return json(status, { code: status, msg: status >= 500 ? 'serverError' : 'tooShort', data: { key } })
      }
      case 'feed/postpone-cricket':
        if (!feed || req.method !== 'POST') return json(404, { code: 404, msg: 'notFound', data: null })
        return void feed
          .postponeCricket(Number(id))
          .then((done) =>
            done
              ? json(200, { code: 0, msg: 'success', data: null })
              : json(409, { code: 409, msg: 'matchNotOpen', data: null }),
          )
      case 'players/invite-code':
        if (!feed || req.method !== 'POST') return json(404, { code: 404, msg: 'notFound', data: null })
        return void feed
          .setInviteCode(url.searchParams.get('account') ?? '', url.searchParams.get('code') ?? '')
          .then((done) =>
            done
              ? json(200, { code: 0, msg: 'success', data: null })
              : json(404, { code: 404, msg: 'userNotFound', data: null }),
          )
      case 'players/referrer':
        if (!feed) return json(404, { code: 404, msg: 'notFound', data: null })
        return void feed
          .referrerOf(url.searchParams.get('account') ?? '')
          .then((referrer) => json(200, { code: 0, msg: 'success', data: referrer }))
      case 'lost': {
        // Carries the request out on the real API (/scenario/sports/lost?path=<api path>&id=…),
        // then drops the connection instead of answering: the page never learns what happened.
        if (!api) return json(404, { code: 404, msg: 'notFound', data: null })
        const chunks: Buffer[] = []
        req.on('data', (c: Buffer) => chunks.push(c))
        req.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(req.headers).flatMap(([k, v]) =>
              typeof v === 'string' && !['host', 'connection', 'content-length'].includes(k) ? [[k, v]] : [],
            ),
          )
          const body = chunks.length ? Buffer.concat(chunks) : undefined
          void fetch(`${api}/sports/${url.searchParams.get('path') ?? ''}`, {
            method: req.method,
            headers,
            body,
          })
            .then((answer) => answer.arrayBuffer())
            .catch(() => undefined)
            .finally(() => req.socket.destroy())
        })
        return
      }
      case 'broken':
        return json(500, { code: 500, msg: 'serverError', data: null })
      case 'bad-request':
        return json(400, { code: 400, msg: 'tooShort', data: { field: 'account' } })
      case 'business':
        return json(200, { code: 1, msg: 'currencyNotAvailable', data: null })
      case 'not-json':
        res.writeHead(200, { 'content-type': 'text/html' })
        return res.end('<html>oops</html>')
      case 'protected': {
        // Token "fresh" is valid; anything else is expired.
        if (req.headers.authorization === 'Bearer fresh')
          return json(200, { code: 0, msg: 'success', data: 'secret' })
        return json(401, { code: 401, msg: 'unauthorizedError', data: null })
      }
      case 'refresh/token': {
        // Slow enough that concurrent 401s overlap with it.
        const ok = req.headers.authorization === 'Bearer good-refresh'
        return setTimeout(
          () =>
            ok
              ? json(200, { code: 0, msg: 'success', data: { token: 'fresh', fresh_token: 'next-refresh' } })
              : json(401, { code: 401, msg: 'unauthorizedError', data: null }),
          150,
        )
      }
      default:
        return json(404, { code: 404, msg: 'notFound', data: null })
    }
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
