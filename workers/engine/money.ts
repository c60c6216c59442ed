import { CENT_DECIMALS, FULL_PERCENT, RATE_DECIMALS, RATE_SCALE, UNIT_DECIMALS } from './constants.ts'

/** num / den rounded half to even (den > 0). */
export function roundHalfEven(num: bigint, den: bigint): bigint {
  const q = num / den
  const r = num - q * den
  const twice = 2n * (r < 0n ? -r : r)
  if (twice < den || (twice === den && q % 2n === 0n)) return q
  return num < 0n ? q - 1n : q + 1n
}

/**
 * amount × odds × percent / 100 in the amount's minor units, rounded half to even. Odds are read
 * as the decimal they are written as (1.95, "47.500"), never multiplied as a float.
 */
export function payAtOdds(amount: bigint, odds: number | string, percent = FULL_PERCENT): bigint {
  const { digits, scale } = toDecimal(odds)
  return roundHalfEven(amount * digits * percent, FULL_PERCENT * 10n ** BigInt(scale))
}

/** A decimal as integer digits and a scale: "12.345" → 12345n, 3. */
interface Decimal {
  digits: bigint
  scale: number
}

/** The shortest decimal that reads back as `value` (what JavaScript prints), without exponent. */
function toDecimal(value: number | string): Decimal {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text)
  if (!m || (m[2] === '' && !m[3])) throw new RangeError(`not a decimal: ${text}`)
  const fraction = m[3] ?? ''
  const exponent = Number(m[4] ?? 0)
  let digits = BigInt(`${m[2] ?? ''}${fraction}` || '0')
  let scale = fraction.length - exponent
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { digits: m[1] === '-' ? -digits : digits, scale }
}

function truncated({ digits, scale }: Decimal, decimals: number): string {
  const cut =
    scale > decimals ? digits / 10n ** BigInt(scale - decimals) : digits * 10n ** BigInt(decimals - scale)
  const abs = (cut < 0n ? -cut : cut).toString().padStart(decimals + 1, '0')
  const whole = abs.slice(0, abs.length - decimals)
  const sign = cut < 0n ? '-' : ''
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${abs.slice(abs.length - decimals)}`
}

/**
 * A decimal (text or the number JavaScript prints) as integer units of `decimals` places, exactly;
 * further digits are cut (never rounded up): ("56.5", 6) → 56500000n, (1.95, 2) → 195n.
 */
export function toMinorUnits(value: number | string, decimals: number): bigint {
  const { digits, scale } = toDecimal(value)
  return scale > decimals
    ? digits / 10n ** BigInt(scale - decimals)
    : digits * 10n ** BigInt(decimals - scale)
}

/**
 * A USDT amount (decimal text, e.g. a limit) in 6-place units of the player's currency at
 * `exchange` units per USDT, cut down: the one conversion limits use on the server and the client.
 */
export function usdtInCurrency(usdt: number | string, exchange: number | string): bigint {
  return (toMinorUnits(usdt, UNIT_DECIMALS) * toMinorUnits(exchange, RATE_DECIMALS)) / RATE_SCALE
}

/** Cents as exact decimal text with 2 places: 34800n → "348.00". */
export const centsText = (cents: bigint) => truncated({ digits: cents, scale: CENT_DECIMALS }, CENT_DECIMALS)

/** Exact decimal text (e.g. an estimate) as cents, cut to the cent: "348.00" → 34800n. */
export const textCents = (text: string) => toMinorUnits(text, CENT_DECIMALS)

/** Digits after the point for a currency: USDT shows 6, everything else 2. */
export function currencyDecimals(currency: string): number {
  return currency === 'USDT' ? 6 : 2
}

/** Cuts to `decimals` without rounding (never up) and pads with zeros: 1.239 → "1.23", 5 → "5.00". */
export function truncateAmount(value: number | string, decimals: number): string {
  return truncated(toDecimal(value), decimals)
}

/** An amount in a currency as displayed (spec §3, §9). */
export function formatAmount(value: number | string, currency: string): string {
  return truncateAmount(value, currencyDecimals(currency))
}

/** Displayed amount = score × exchange, multiplied exactly in decimal before truncating. */
export function displayAmount(score: number | string, exchange: number | string, currency: string): string {
  const a = toDecimal(score)
  const b = toDecimal(exchange)
  return truncated({ digits: a.digits * b.digits, scale: a.scale + b.scale }, currencyDecimals(currency))
}

/** Integer minor units (e.g. micro-USDT) as a displayed amount. */
export function formatMinorUnits(units: bigint, unitDecimals: number, currency: string): string {
  return truncated({ digits: units, scale: unitDecimals }, currencyDecimals(currency))
}

/** Single digits padded to two: 7 → "07" (draw numbers, clock parts). */
export function zeroPad(n: number): string {
  return n >= 0 && n < 10 ? `0${n}` : String(n)
}

/** "100.500000" → "100.5", "10.000000" → "10"; text without a point is left alone. */
export const trimZeros = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s)
