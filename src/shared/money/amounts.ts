/** Exact client-side money: typed text → minor units. */
export function toUnits(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(text.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return null
  return BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/**
 * What an amount field keeps of a keystroke: digits and the first point, so "1." waits for its
 * next digit rather than being read as 1 and shown back without the point.
 */
export function decimalText(typed: string): string {
  const [whole = '', ...fraction] = typed.replace(/[^\d.]/g, '').split('.')
  return fraction.length ? `${whole}.${fraction.join('')}` : whole
}
