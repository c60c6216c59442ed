import type { FastifyRequest } from 'fastify'

/** Query parameters that carry credentials: the wallet socket's token above all (/wss-new?token=). */
const SECRET_PARAMS = new Set(['token', 'fresh_token', 'access_token', 'refresh_token'])
export const REDACTED = '[redacted]'

/** The request URL as the log may show it: every credential in the query replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const query = new URLSearchParams(url.slice(at + 1))
  let hidden = false
  for (const key of new Set(query.keys())) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      query.set(key, REDACTED)
      hidden = true
    }
  }
  return hidden ? `${url.slice(0, at)}?${query.toString()}` : url
}

/**
 * Logger options: a request is logged by method, redacted URL and peer only, so tokens never
 * reach the log; headers that carry credentials are censored wherever a log line includes them.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  }
}
