import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a studio call's timestamp may be from our clock: older calls are replays, refused. */
export const SIGNATURE_WINDOW_S = 300

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex')

// Buffer's hex decoding stops at the first character that is not hex, so 'abc…x' would read as
// 'abc…': only a whole, even-length hex text is compared at all.
const HEX = /^(?:[0-9a-f]{2})+$/
const sameHex = (a: string, b: string) => {
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

export interface LaunchSession {
  userId: number
  provider: string
  gameId: string
  /** Epoch ms after which a new round may not start with this session. */
  expiresAt: number
}

/**
 * The session token a launch URL carries to the studio and the studio sends back with every
 * wallet call: who plays which game, signed with our key so the studio cannot forge a player.
 */
export function sessionTokens(key: string) {
  return {
    issue(session: LaunchSession) {
      const body = Buffer.from(JSON.stringify(session)).toString('base64url')
      return `${body}.${hmac(key, body)}`
    },
    read(token: string): LaunchSession | null {
      const [body = '', sig = ''] = token.split('.')
      if (!sameHex(hmac(key, body), sig)) return null
      try {
        const parsed = JSON.parse(Buffer.from(body, 'base64url').toString()) as LaunchSession
        return Number.isSafeInteger(parsed.userId) && typeof parsed.gameId === 'string' ? parsed : null
      } catch {
        return null
      }
    },
  }
}
export type SessionTokens = ReturnType<typeof sessionTokens>
