import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Operators' TOTP secrets are kept sealed (AES-256-GCM): every sign-in recomputes a code from the
 * secret, so it cannot be hashed, but a copy of the database alone must not let anyone mint codes.
 * The key comes from the environment (OPERATOR_SECRET_KEY, else derived from JWT_SECRET), never
 * from the database it protects, except in demo mode where the signing key itself is kept there.
 */
export interface Sealer {
  seal(plain: string): string
  open(stored: string): string
  isSealed(stored: string): boolean
}

const PREFIX = 'v1.'
const b64 = (b: Buffer) => b.toString('base64url')

export function createSealer(keyMaterial: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'betsuite', 'operator-totp-secret', 32))
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return `${PREFIX}${b64(iv)}.${b64(body)}.${b64(cipher.getAuthTag())}`
    },
    open(stored) {
      // A secret written before sealing existed is read as it is; startup seals it (sealStoredSecrets).
      if (!stored.startsWith(PREFIX)) return stored
      const [iv, body, tag] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((p) => Buffer.from(p, 'base64url'))
      if (!iv || !body || !tag) throw new Error('sealed secret is malformed')
      const decipher = createDecipheriv('aes-256-gcm', key, iv)
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  }
}
