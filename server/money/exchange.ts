/**
 * Currency conversion at exact decimal rates, below the ledger and the wallet that both use it:
 * stakes are typed in the player's currency and kept in USDT micro-units.
 */

/** A numeric column's text ("56.50000000") as units of `decimals` places, exactly. */
export function decimalToUnits(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.')
  return (
    BigInt(whole) * 10n ** BigInt(decimals) +
    BigInt((fraction.slice(0, decimals) || '0').padEnd(decimals, '0'))
  )
}

/** Channel currency (6-place units) → USDT micro-units at `exchange` units per USDT, cut down. */
export function toUsdtMicro(amount6: bigint, exchange: string): bigint {
  const rate8 = decimalToUnits(exchange, 8)
  if (rate8 <= 0n) throw new Error(`bad exchange rate ${exchange}`)
  return (amount6 * 10n ** 8n) / rate8
}

/** USDT micro-units → channel currency 6-place units at `exchange`, cut down. */
export function fromUsdtMicro(micro: bigint, exchange: string): bigint {
  return (micro * decimalToUnits(exchange, 8)) / 10n ** 8n
}
