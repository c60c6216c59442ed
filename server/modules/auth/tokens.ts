import { createHash, randomBytes } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

export interface AccessClaims {
  userId: number
  role: number
}

export interface TokenSigner {
  sign(claims: AccessClaims, now: Date): Promise<string>
  verify(token: string, now: Date): Promise<AccessClaims | null>
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret)
  return {
    sign: ({ userId, role }, now) => {
      const iat = Math.floor(now.getTime() / 1000)
      return new SignJWT({ role })
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
        })
        const userId = Number(payload.sub)
        if (!Number.isSafeInteger(userId) || typeof payload.role !== 'number') return null
        return { userId, role: payload.role }
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
