import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { CHAT_CLIENT_SECRET, CHAT_SIGNATURE_WINDOW_MS, chatSignedText } from '#contract/chat.ts'

const TOKEN_TTL_MS = 12 * 3_600_000

/** A chat token names one conversation and who it was given to: a visitor ('v') or a player ('u'). */
export interface ChatClaims {
  kind: 'v' | 'u'
  conversationId: number
  /** The player's id; 0 for a visitor. */
  userId: number
  expiresMs: number
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Chat tokens, signed with a key of their own (derived from the server's secret). */
export function chatTokens(key: string) {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url')
  return {
    issue(claims: Omit<ChatClaims, 'expiresMs'>, now: Date) {
      const body = `c1.${claims.kind}.${claims.conversationId}.${claims.userId}.${now.getTime() + TOKEN_TTL_MS}`
      return `${body}.${mac(body)}`
    },
    verify(token: string | undefined, now: Date): ChatClaims | null {
      const match = /^c1\.([vu])\.(\d{1,15})\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
      if (!match) return null
      const [, kind, conversationId, userId, expires, sig] = match
      if (!sameText(mac(`c1.${kind}.${conversationId}.${userId}.${expires}`), sig ?? '')) return null
      if (Number(expires) <= now.getTime()) return null
      return {
        kind: kind as 'v' | 'u',
        conversationId: Number(conversationId),
        userId: Number(userId),
        expiresMs: Number(expires),
      }
    },
  }
}
export type ChatTokens = ReturnType<typeof chatTokens>

/**
 * getNonLoginToken's signature (contract/chat.ts): clientSecret must be the HMAC of the call and
 * cST under the public client secret, and cST within the window of the server's clock.
 */
export function signatureHolds(clientSecret: unknown, cST: unknown, now: Date) {
  if (typeof clientSecret !== 'string' || typeof cST !== 'string' || !/^\d{1,15}$/.test(cST)) return false
  if (Math.abs(now.getTime() - Number(cST)) > CHAT_SIGNATURE_WINDOW_MS) return false
  const expected = createHmac('sha256', CHAT_CLIENT_SECRET).update(chatSignedText(cST)).digest('base64url')
  return sameText(expected, clientSecret)
}

/** A visitor's id: random, shown to them once; the database keeps only its hash. */
export const newVisitorKey = () => randomBytes(24).toString('base64url')
export const visitorKeyHash = (key: string) => createHash('sha256').update(key).digest('hex')
export const newImageId = () => randomBytes(18).toString('base64url')
