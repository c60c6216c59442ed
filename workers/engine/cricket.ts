import { UNITS_PER_CENT } from './constants.ts'
import { payAtOdds } from './money.ts'

/**
 * What one winning cricket bet returns: its amount × its odd, rounded half to even to the cent,
 * in the amount's 6-place units. The slip shows it, the server takes the bet and settles it with it.
 * Amounts are typed to the cent, so the division loses nothing.
 */
export const cricketReturn = (amount: bigint, odd: number | string) =>
  payAtOdds(amount / UNITS_PER_CENT, odd) * UNITS_PER_CENT
