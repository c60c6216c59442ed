import type { testApp } from './harness.ts'

type Harness = Awaited<ReturnType<typeof testApp>>

/** Starts the app on a free local port and answers the wallet socket's address. */
export async function listening(t: Harness) {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/wss-new`
}

/** A socket as the browser opens it, recording every push it receives. */
export function openSocket(url: string) {
  const socket = new WebSocket(url)
  const messages: unknown[] = []
  socket.addEventListener('message', (e) => messages.push(JSON.parse(String(e.data))))
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  )
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()))
  return { socket, messages, closed, opened }
}

/** Waits (up to `ms`) for an asynchronous push to arrive; answers whether it did. */
/**
 * Waits for `check` (answers whether it came true). The default ceiling is generous: it only
 * matters when something never arrives, and a busy CI machine must not look like that.
 */
export const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
  return check()
}
