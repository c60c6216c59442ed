import type { Browser } from 'playwright'

/**
 * A DevTools session on the site's service worker. Playwright opens sessions on pages only, so the
 * worker's target is attached from the browser's session and its commands travel as target
 * messages (the worker's own network switch, a script run in its scope).
 */
export async function serviceWorkerTarget(browser: Browser, origin: string) {
  const browserSession = await browser.newBrowserCDPSession()
  const { targetInfos } = await browserSession.send('Target.getTargets')
  const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url === `${origin}/sw.js`)
  if (!worker) throw new Error(`no service worker target among ${targetInfos.map((t) => t.type).join(', ')}`)
  const { sessionId } = await browserSession.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  })
  let nextId = 1
  const pending = new Map<number, (reply: { error?: unknown; result?: unknown }) => void>()
  browserSession.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return
    const reply = JSON.parse(event.message) as { id?: number; error?: unknown; result?: unknown }
    if (reply.id !== undefined) pending.get(reply.id)?.(reply)
  })
  const send = async (method: string, params: object = {}) => {
    const id = nextId++
    const reply = new Promise<{ error?: unknown; result?: unknown }>((resolve) => pending.set(id, resolve))
    await browserSession.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params }),
    })
    const answer = await reply
    if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`)
    return answer.result
  }
  return {
    send,
    /** Runs `expression` (a promise is awaited) in the worker's scope and returns its value. */
    async evaluate<T>(expression: string): Promise<T> {
      const result = (await send('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      })) as { result: { value: T }; exceptionDetails?: { exception?: { description?: string } } }
      if (result.exceptionDetails)
        throw new Error(
          result.exceptionDetails.exception?.description ?? JSON.stringify(result.exceptionDetails),
        )
      return result.result.value
    },
  }
}
