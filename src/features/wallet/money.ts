/** Exact client-side money: typed text → minor units, and fees as the server computes them. */
export function toUnits(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(text.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return null
  return BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** Withdrawal fees in micro-USDT: percent of the amount (3 decimals) plus a fixed network fee. */
export function withdrawalFees(amount: bigint, feePercent: string, networkFee: string) {
  const fee = (amount * (toUnits(feePercent, 3) ?? 0n)) / 100_000n
  const network = toUnits(networkFee, 6) ?? 0n
  return { fee, network, net: amount - fee - network }
}
