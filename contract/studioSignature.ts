import { createHmac, timingSafeEqual } from 'node:crypto'

/** Where studios call an operator's seamless wallet: POST {STUDIO_WALLET_PATH}/{provider}/{op}. */
export const STUDIO_WALLET_PATH = '/provider/games'

/**
 * The signed HTTP API between the site and a game studio, both ways: the studio's wallet calls, and
 * the site's calls to a studio (the transfer orders, the live operator API). Both sides hold the
 * provider's key; nothing else of either is shared.
 */

/** How far a studio call's timestamp may be from our clock: older calls are replays, refused. */
export const SIGNATURE_WINDOW_S = 300

export const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex')

// Buffer's hex decoding stops at the first character that is not hex, so 'abc…x' would read as
// 'abc…': only a whole, even-length hex text is compared at all.
const HEX = /^(?:[0-9a-f]{2})+$/
export const sameHex = (a: string, b: string) => {
  if (!HEX.test(a) || !HEX.test(b)) return false
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}

/**
 * The signature every studio call carries: HMAC-SHA256 with the provider's key over
 * "timestamp.body", the body as sent (compact JSON). Compared in constant time; a timestamp
 * outside the window is refused even with a right signature.
 */
export function studioSignature(key: string) {
  return {
    sign: (timestampS: number, body: string) => hmac(key, `${timestampS}.${body}`),
    verify(timestamp: string | undefined, signature: string | undefined, body: string, nowMs: number) {
      if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false
      if (Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > SIGNATURE_WINDOW_S) return false
      return sameHex(hmac(key, `${timestamp}.${body}`), signature)
    },
  }
}

/** How a signed call is sent: fetch, or a caller's own transport to the same HTTP API. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>

/**
 * A signed JSON POST between the site and a studio, either way: the body as sent is what is signed.
 * Answers the parsed reply and its status; throws when nothing readable came back (the caller
 * treats that as a lost answer and retries under the same id).
 */
export async function postSigned(url: string, key: string, nowMs: number, body: object, send: Fetch = fetch) {
  const text = JSON.stringify(body)
  const timestamp = Math.floor(nowMs / 1000)
  const res = await send(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-studio-timestamp': String(timestamp),
      'x-studio-signature': studioSignature(key).sign(timestamp, text),
    },
    body: text,
    // The configured address only: a redirect is not followed elsewhere.
    redirect: 'error',
  })
  return { status: res.status, reply: (await res.json()) as { code: number; msg: string; data: unknown } }
}
