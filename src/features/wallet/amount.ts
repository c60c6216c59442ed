/** Spec §3: USDT shows 6 decimals, every other currency 2. */
export const decimalsFor = (currency: string) => (currency.toUpperCase() === 'USDT' ? 6 : 2)

function parseDecimal(text: string): { units: bigint; scale: number } {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim())
  if (!match) return { units: 0n, scale: 0 }
  const fraction = match[3] ?? ''
  const units = BigInt(`${match[2] || '0'}${fraction}`)
  return { units: match[1] ? -units : units, scale: fraction.length }
}

/**
 * A balance as shown: score (USDT, exact decimal string) × exchange rate, cut — never rounded —
 * to the currency's decimals, zeros padded. All in bigint, so no binary-float drift.
 */
export function displayAmount(score: string, exchange: string, currency: string): string {
  const a = parseDecimal(score)
  const b = parseDecimal(exchange)
  const decimals = decimalsFor(currency)
  const scale = a.scale + b.scale
  let units = a.units * b.units
  units =
    scale >= decimals ? units / 10n ** BigInt(scale - decimals) : units * 10n ** BigInt(decimals - scale)
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  return `${negative ? '-' : ''}${whole}${decimals ? `.${digits.slice(-decimals)}` : ''}`
}
