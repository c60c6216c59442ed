import { UNITS_PER_CENT } from '../constants.ts'
import { payAtOdds } from '../money.ts'
import { type CricketPick, type CricketResult, pickWins } from './markets.ts'

/**
 * What one winning cricket bet returns: its amount × its odd, rounded half to even to the cent,
 * in the amount's 6-place units. The slip shows it, the server takes the bet and settles it with it.
 * Amounts are typed to the cent, so the division loses nothing.
 */
export const cricketReturn = (amount: bigint, odd: number | string) =>
  payAtOdds(amount / UNITS_PER_CENT, odd) * UNITS_PER_CENT

/** A match as settlement reads it: its status and, once played, its result. */
export interface DecidedMatch {
  status: string
  result: CricketResult | null
}

/**
 * What one pick returns in 6-place units of the bet's currency: amount × odd when it won, 0 when
 * it lost, the amount back when its match is void; undefined while the match is undecided.
 */
export function pickReturn(
  pick: Pick<CricketPick, 'betId' | 'line' | 'amount' | 'odd'>,
  match: DecidedMatch | undefined,
): bigint | undefined {
  if (match?.status === 'void') return BigInt(pick.amount)
  if (match?.status !== 'finished' || !match.result) return undefined
  return pickWins(pick.betId, pick.line, match.result) ? cricketReturn(BigInt(pick.amount), pick.odd) : 0n
}
