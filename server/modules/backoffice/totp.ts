import { createHash, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/** RFC 6238 through otpauth: SHA-1, six digits, 30-second steps, the defaults every authenticator reads. */
const PERIOD_S = 30
export const ISSUER = 'Betsuite back office'

const totpOf = (secret: string, name: string) =>
  new TOTP({ issuer: ISSUER, label: name, secret: Secret.fromBase32(secret), period: PERIOD_S })

/** 160 random bits, the size RFC 4226 recommends. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

export const otpauthUri = (secret: string, name: string) => totpOf(secret, name).toString()

/**
 * The 30-second step the code belongs to, or null. One step either side is accepted, so a clock a
 * few seconds off or a code typed as it turns still works; the caller refuses a step already used.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, 'x').validate({ token: code, timestamp: now.getTime(), window: 1 })
  if (delta === null) return null
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODES = 10

/** Ten codes of ten characters (about 49 bits each), shown as xxxxx-xxxxx; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** Random codes with enough entropy need no slow hash; SHA-256 keeps a leaked table useless. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace('-', '').toLowerCase()).digest('hex')
