import { STATUS_CODES } from 'node:http'
import type { FastifyReply, FastifyServerOptions } from 'fastify'

/** The message key for a failure that no route handled: the client translates it like any other. */
export function statusKey(status: number) {
  if (status >= 500) return 'serverError'
  if (status === 429) return 'tooManyRequests'
  if (status === 408) return 'requestTimeout'
  if (status === 413 || status === 414 || status === 431) return 'requestTooLarge'
  return 'badRequest'
}

const envelope = (status: number) => JSON.stringify({ code: status, msg: statusKey(status), data: null })

/**
 * Node answers a request it cannot parse (headers too large, a malformed request line) before
 * Fastify sees it; this gives that answer the envelope too. The connection is closed, as Node does.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (err, socket) => {
  if ((err as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return
  const code = (err as NodeJS.ErrnoException).code
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const body = envelope(status)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(err)
}

/** Fastify's own refusals before routing (a URL that does not decode, an overlong path parameter). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _req, reply) => {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400
  const answer = reply as FastifyReply
  answer.status(status).type('application/json').send(envelope(status))
}
