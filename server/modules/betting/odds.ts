import { ODDS_DECIMALS, toMinorUnits, UNIT_DECIMALS } from '#engine/index.ts'

/**
 * Whether a pick asked at `asked` may be taken at today's `offered` odds: unchanged, better, or
 * fallen by no more than the share the player accepted. Odds and the share are read as the
 * decimals they are written as and compared in integers, so float error never decides.
 */
export function oddsAccepted(asked: number, offered: number, tolerance: number) {
  const scale = 10n ** BigInt(UNIT_DECIMALS)
  const share = toMinorUnits(tolerance, UNIT_DECIMALS)
  // offered ≥ asked × (1 − tolerance), both sides × 100 × 10^6
  return toMinorUnits(offered, ODDS_DECIMALS) * scale >= toMinorUnits(asked, ODDS_DECIMALS) * (scale - share)
}
