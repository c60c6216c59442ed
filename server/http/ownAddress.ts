import type { Server } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Fetch } from '#contract/studioSignature.ts'

/** A listening server's own address (what the sandbox studio, mounted on it, calls our API at). */
export function ownAddress(server: Server) {
  const a = server.address()
  if (!a || typeof a === 'string') throw new Error('the server is not listening')
  const any = a.address === '::' || a.address === '0.0.0.0'
  const host = any ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address
  return `http://${host}:${a.port}`
}

/**
 * HTTP to a service mounted on this very server (the sandbox studio, and its calls back to us): the
 * server's own address once it listens; before that (a test that only injects) the same request,
 * signature and all, goes through `app.inject`, which runs it through the same routes and hooks.
 */
export function ownHttp(app: FastifyInstance): { baseUrl: () => string; fetch: Fetch } {
  return {
    baseUrl: () => (app.server.listening ? ownAddress(app.server) : 'http://127.0.0.1'),
    async fetch(url, init) {
      if (app.server.listening) return fetch(url, init)
      const { pathname, search } = new URL(url)
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: pathname + search,
        headers: init.headers as Record<string, string>,
        payload: init.body as string | undefined,
      })
      return new Response(res.body, { status: res.statusCode })
    },
  }
}
