import { createHash, randomBytes } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

export interface AccessClaims {
  userId: number
  role: number
  /** The sign-in session (refresh-token family) the token belongs to: it dies with the session. */
  sid: string
}

export interface TokenSigner {
  sign(claims: AccessClaims, now: Date): Promise<string>
  verify(token: string, now: Date): Promise<AccessClaims | null>
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret)
  return {
    sign: ({ userId, role, sid }, now) => {
      const iat = Math.floor(now.getTime() / 1000)
      return new SignJWT({ role, sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key)
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
          // A token without an expiry would never end; one without a subject names nobody.
          requiredClaims: ['exp', 'sub', 'sid'],
        })
        const userId = Number(payload.sub)
        const { role, sid } = payload
        if (!Number.isSafeInteger(userId) || typeof role !== 'number') return null
        if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return null
        return { userId, role, sid }
      } catch {
        return null
      }
    },
  }
}

/** Refresh tokens are random and stored only as a hash, so a database leak cannot replay them. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashRefreshToken(token) }
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex')
