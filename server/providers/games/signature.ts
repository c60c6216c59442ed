import { hmac, sameHex } from '#contract/studioSignature.ts'

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
