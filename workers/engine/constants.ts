import type { Kind, SportGame } from './types.ts'

/**
 * The numbers money and betting rules are made of (markets.md, spec §3 and §5), named once so the
 * engine, the server and the client never repeat them as bare literals.
 */

/** One sports bet (one combination at multiple 1) costs 2 of the player's currency. */
export const STAKE_PER_BET = 2n

/** Amounts travel as 6-place minor units ("units") of a currency; USDT micro is the same scale. */
export const UNIT_DECIMALS = 6
/** Units in one whole currency unit. */
export const UNITS_PER_WHOLE = 1_000_000n
/** Units in one cent: the engine settles and estimates in cents, the ledger keeps units. */
export const UNITS_PER_CENT = 10_000n
/** Cents are 2 decimal places; estimates and settlements round to them. */
export const CENT_DECIMALS = 2
export const CENTS_PER_WHOLE = 100n

/** Exchange rates (display-currency units per USDT) are kept to 8 decimals. */
export const RATE_DECIMALS = 8
export const RATE_SCALE = 100_000_000n

/** Sports and cricket odds are quoted to 2 decimals. */
export const ODDS_DECIMALS = 2

/** A whole payout, in percent. */
export const FULL_PERCENT = 100n
/** bd pays 65% of a combination's odds product. */
export const BD_PAYOUT_PERCENT = 65n
/** A winning zodiac combination holding the year's animal pays 85% (spec: a 15% deduction). */
export const YEAR_ANIMAL_PAYOUT_PERCENT = 85n

/** Settlement tax: 20% of one combination's value when that value is above 10,000 (official rule). */
export const TAX_PERCENT = 20n
export const TAX_ABOVE_CENTS = 1_000_000n

/** A slip with a single needs this multiple at least. */
export const SINGLE_MIN_MULTIPLE = 10

/** Most matches any parlay may hold (bd's "15 String 1"). */
export const MAX_PARLAY = 15

/** Cap of one combination's value at multiple 1, in whole units, by its number of matches. */
export const CAPS: readonly { upTo: number; cap: number }[] = [
  { upTo: 1, cap: 100_000 },
  { upTo: 3, cap: 200_000 },
  { upTo: 5, cap: 500_000 },
  { upTo: MAX_PARLAY, cap: 1_000_000 },
]

/** Longest parlay per kind (markets.md); a kind missing from a game's table is not sold there. */
export const LONGEST_PARLAY: Readonly<Record<SportGame, Partial<Record<Kind, number>>>> = {
  soccer: { wl: 8, handicap: 8, goals: 6, correct_score: 4, half: 4 },
  basketball: { wl: 8, handicap: 8, bs: 8, mv: 4 },
  bd: { wl: 15, goals: 6, up: 6, correct_score: 3, half: 6 },
}
