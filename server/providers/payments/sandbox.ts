import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The sandbox payment provider inside the server. It signs its callbacks the way a real gateway
 * does, so the callback route verifies signatures for real; a production gateway adapter only
 * replaces the page and the key.
 */
export function paymentSigner(secret: string) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('hex')
  return {
    sign,
    verify(payload: string, signature: string) {
      const expected = Buffer.from(sign(payload), 'hex')
      const given = Buffer.from(signature, 'hex')
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

export type PaymentSigner = ReturnType<typeof paymentSigner>

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A stable deposit address per user and network on the sandbox chain, shaped like the real ones. */
export function depositAddress(secret: string, userId: number, network: string) {
  const digest = createHash('sha256').update(`${secret}:${network}:${userId}`).digest()
  if (network === 'ERC20') return `0x${digest.subarray(0, 20).toString('hex')}`
  let n = BigInt(`0x${digest.toString('hex')}`)
  let out = ''
  while (out.length < 33) {
    out += BASE58[Number(n % 58n)]
    n /= 58n
  }
  return `T${out}`
}

/** Whether text is a well-formed address of the network (spec §5: a valid payment address). */
export function isValidAddress(network: string, address: string) {
  if (network === 'ERC20') return /^0x[0-9a-fA-F]{40}$/.test(address)
  if (network === 'TRC20') return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)
  return false
}

/** The Luhn check every card number passes. */
export function luhnValid(number: string) {
  const digits = number.replace(/\s/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The sandbox card processor: the usual test numbers; one ending 0002 is declined. */
export const sandboxCardApproves = (number: string) => !number.replace(/\s/g, '').endsWith('0002')
