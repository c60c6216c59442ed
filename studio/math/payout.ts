// Payouts are exact: a multiplier in basis points of the stake (10 000 = 1×, the stake back) applied
// to the stake in integer minor units, rounded down to the minor unit (the house keeps the dust).
// RTPs are exact fractions where they have a closed form.

export const ONE_X_BP = 10_000

export function payout(stakeMinor: bigint, multiplierBp: number): bigint {
  if (!Number.isSafeInteger(multiplierBp) || multiplierBp < 0) throw new RangeError('multiplier')
  if (stakeMinor < 0n) throw new RangeError('stake')
  return (stakeMinor * BigInt(multiplierBp)) / BigInt(ONE_X_BP)
}

export interface Ratio {
  num: bigint
  den: bigint
}

/** `num/den` as a percentage with `digits` decimals, truncated: for reports, not money. */
export function percent(r: Ratio, digits = 4): string {
  const scale = 10n ** BigInt(digits)
  const v = (r.num * 100n * scale) / r.den
  const s = v.toString().padStart(digits + 1, '0')
  return `${s.slice(0, -digits)}.${s.slice(-digits)} %`
}
