import { formatAmount, trimZeros } from '#engine/index.ts'
import { toUnits } from '../../shared/money/amounts.ts'

/** A USDT amount as the server sends it (6 decimals), without trailing zeros: "10.5". */
export const usdt = (amount: string) => trimZeros(formatAmount(amount, 'USDT'))

/** A share of the bar, not money: whole percent from exact units, at most 100. */
export const percentOf = (done: string, goal: string) => {
  const g = toUnits(goal, 6) ?? 0n
  if (g <= 0n) return 100
  const d = toUnits(done, 6) ?? 0n
  return d >= g ? 100 : Number((d * 100n) / g)
}
