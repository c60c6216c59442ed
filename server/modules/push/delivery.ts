import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import { publicOnlyLookup, type Resolve } from '../../providers/publicAddress.ts'

export interface PushPost {
  url: URL
  headers: Record<string, string>
  body: Buffer | null
  /** Connecting and answering together take at most this long, or the post fails. */
  timeoutMs: number
  /** A configured test push service (PUSH_TEST_ORIGINS): connected without the public-only lookup. */
  trusted: boolean
}

/**
 * Posts to push services: over kept-alive connections, to public addresses only (the socket's own
 * lookup refuses any other, so a name cannot switch to an inside address after it was checked),
 * never following a redirect. Resolves with the HTTP status.
 */
export function pushPoster(resolve: Resolve) {
  const lookup = publicOnlyLookup(resolve)
  const outside = new HttpsAgent({ keepAlive: true, lookup })
  const tests = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) }

  function post({ url, headers, body, timeoutMs, trusted }: PushPost): Promise<number> {
    const https = url.protocol === 'https:'
    // The endpoint was checked before (endpoint.ts); this holds whatever a caller did: outside
    // services are https by name only (net.connect skips `lookup` for an address).
    if (!trusted && (!https || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0))
      return Promise.reject(new Error('not a public push service'))
    const agent = trusted ? tests[https ? 'https:' : 'http:'] : outside
    const send = https ? httpsRequest : httpRequest
    return new Promise((done, fail) => {
      const req = send(
        url,
        { method: 'POST', headers, agent, signal: AbortSignal.timeout(timeoutMs) },
        (res) => {
          // The body is the push service's business: drained so the connection is reused.
          res.resume()
          res.on('error', () => undefined)
          done(res.statusCode ?? 0)
        },
      )
      req.on('error', fail)
      req.end(body ?? undefined)
    })
  }

  return {
    post,
    close() {
      outside.destroy()
      tests['http:'].destroy()
      tests['https:'].destroy()
    },
  }
}
