import { toUnits } from '../../shared/money/amounts.ts'

const DECIMALS = 6

/**
 * What the player may bring to a studio's table, in the studio's currency (6-place units):
 * their whole balance (USDT), at the exchange rate for a CNY studio, cut down as the server
 * converts (server/money/exchange.ts), so nothing allowed here is refused there.
 */
export function maxAtStudio(balance: string, currency: 'USDT' | 'CNY', exchange: string | undefined) {
  const units = toUnits(balance, DECIMALS)
  if (units === null) return null
  if (currency === 'USDT') return units
  const rate = exchange ? toUnits(exchange, 8) : null
  return rate ? (units * rate) / 10n ** 8n : null
}

/** The USDT units our wallet gives for `units` of the studio's currency (server's toUsdtMicro). */
const usdtOf = (units: bigint, currency: 'USDT' | 'CNY', exchange: string | undefined) => {
  if (currency === 'USDT') return units
  const rate = exchange ? toUnits(exchange, 8) : null
  return rate ? (units * 10n ** 8n) / rate : 0n
}

/** The message key for an amount to bring in, or undefined when it may be sent. */
export function amountProblem(
  text: string,
  max: bigint | null,
  currency: 'USDT' | 'CNY',
  exchange: string | undefined,
): string | undefined {
  if (!text.trim()) return 'amountRequired'
  const units = toUnits(text, DECIMALS)
  if (units === null) return 'invalidAmount'
  if (units <= 0n || usdtOf(units, currency, exchange) <= 0n) return 'amountMustBePositive'
  if (max !== null && units > max) return 'insufficientBalance'
  return undefined
}
