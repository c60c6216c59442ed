import type { Server } from 'node:net'

/** A listening server's own address (what the sandbox studio, mounted on it, calls our API at). */
export function ownAddress(server: Server) {
  const a = server.address()
  if (!a || typeof a === 'string') throw new Error('the server is not listening')
  const any = a.address === '::' || a.address === '0.0.0.0'
  const host = any ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address
  return `http://${host}:${a.port}`
}
