import type { Outbox } from './outbox.ts'

/** How long the gateway may take before the code request fails (the player can ask again). */
export const SMS_TIMEOUT_MS = 10_000

/**
 * Texts through an HTTP SMS gateway (SMS_URL): POST {to, text} as JSON with SMS_TOKEN as a bearer
 * token; any answer but 2xx is a failure. `to` is E.164 ("+639171234567"), what gateways expect.
 * Other channels fall through. The text holds a one-time code, so neither it nor the token goes
 * into an error or the log.
 */
export function smsOutbox(url: string, token: string | undefined, fallback: Outbox): Outbox {
  return {
    async send(message) {
      if (message.channel !== 'phone') return fallback.send(message)
      const post = () =>
        fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ to: message.to.replace(/\s/g, ''), text: message.body }),
          // The configured gateway only: a redirect would hand the code and the token elsewhere.
          redirect: 'error',
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        })
      // A kept-alive connection the gateway closed as we reused it fails before the request is
      // read (ECONNRESET): send once more on a fresh one. A refusal or a timeout is not retried.
      const res = await post().catch((err: Error) => {
        if (err.name === 'TimeoutError') throw err
        return post()
      })
      // Drain the body so the connection is reused; its content is the gateway's business.
      await res.arrayBuffer().catch(() => undefined)
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`)
    },
  }
}
