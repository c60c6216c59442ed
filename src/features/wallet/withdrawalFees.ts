import { toUnits } from '../../shared/money/amounts.ts'

/** Withdrawal fees in micro-USDT: percent of the amount (3 decimals) plus a fixed network fee. */
export function withdrawalFees(amount: bigint, feePercent: string, networkFee: string) {
  const fee = (amount * (toUnits(feePercent, 3) ?? 0n)) / 100_000n
  const network = toUnits(networkFee, 6) ?? 0n
  return { fee, network, net: amount - fee - network }
}
