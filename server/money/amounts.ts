import { rejected } from '../http/envelope.ts'

/** What parseAmount refuses an amount with (the API description lists them for the routes that take one). */
export const AMOUNT_REFUSALS = ['invalidAmount', 'amountMustBePositive', 'tooManyDecimals', 'amountTooLarge']

/**
 * The largest amount any money input takes, in whole units of its currency: above any real stake,
 * deposit or transfer, and small enough that thousands of them add up inside the int8 columns
 * of the ledger (1e9 whole = 1e15 micro-units; int8 holds 9.2e18).
 */
export const MAX_WHOLE_AMOUNT = 1_000_000_000n

/**
 * Parses an amount typed by a person into minor units of `decimals` places, exactly. Refuses what
 * a careful cashier would: not a number, zero or less, more decimals than the currency has, or
 * more than MAX_WHOLE_AMOUNT.
 */
export function parseAmount(text: string | number, decimals = 6, field = 'amount'): bigint {
  const raw = String(text).trim()
  const match = /^(\d+)(?:\.(\d+))?$/.exec(raw)
  if (!match) throw rejected('invalidAmount', { field })
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '')
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) throw rejected('tooManyDecimals', { field })
  // Checked on the digits first, so a page of digits never becomes a huge BigInt.
  if (whole.length > String(MAX_WHOLE_AMOUNT).length) throw rejected('amountTooLarge', { field })
  const scale = 10n ** BigInt(decimals)
  const units = BigInt(whole) * scale + BigInt(fraction.padEnd(decimals, '0') || '0')
  if (units <= 0n) throw rejected('amountMustBePositive', { field })
  if (units > MAX_WHOLE_AMOUNT * scale) throw rejected('amountTooLarge', { field })
  return units
}
