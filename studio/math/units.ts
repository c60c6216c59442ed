// Money on the studio's wire and screen: exact decimal strings of minor units (6 decimals for
// USDT and the ng game's CNY alike), never floats.

export const DECIMALS = 6
const SCALE = 10n ** BigInt(DECIMALS)

/** "2.5" → 2 500 000n; null for anything that is not a plain non-negative decimal of ≤ 6 places. */
export function parseUnits(text: string): bigint | null {
  const m = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim())
  if (!m) return null
  return BigInt(m[1] as string) * SCALE + BigInt((m[2] ?? '').padEnd(DECIMALS, '0'))
}

/** 2 500 000n → "2.500000" (the wire form, all places). */
export function formatUnits(units: bigint): string {
  const sign = units < 0n ? '-' : ''
  const abs = units < 0n ? -units : units
  return `${sign}${abs / SCALE}.${String(abs % SCALE).padStart(DECIMALS, '0')}`
}

/** 2 500 000n → "2.50" (for the screen: at least `min` places, trailing zeros beyond cut). */
export function displayUnits(units: bigint, min = 2): string {
  const full = formatUnits(units)
  const [whole, frac = ''] = full.split('.')
  let cut = frac
  while (cut.length > min && cut.endsWith('0')) cut = cut.slice(0, -1)
  return cut ? `${whole}.${cut}` : (whole as string)
}
