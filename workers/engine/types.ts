/** The boundary types of markets.md: plain numbers, odds with 2 decimals; estimated money as exact text. */
/** The sports games with a lobby, slip and results of their own. */
export const SPORT_GAMES = ['soccer', 'basketball', 'bd'] as const
export type SportGame = (typeof SPORT_GAMES)[number]

/** The market kinds a lobby offers and a slip picks from. */
export const MARKET_KINDS = ['wl', 'handicap', 'correct_score', 'goals', 'half', 'bs', 'mv', 'up'] as const
export type Kind = (typeof MARKET_KINDS)[number]

export interface Selection {
  matchId: string
  kind: Kind
  name: string
  odds: number
  /** handicap_val: whole number for soccer and bd, ends in .5 for basketball */
  handicap?: number
  /** bs total line, ends in .5 */
  line?: number
}

export interface SlipInput {
  game: SportGame
  selections: Selection[]
  strings: number[]
  multiple: number
}

/** Amounts are exact decimal text to the cent ("348.00"), never floats: they decide and show money. */
export interface SlipEstimate {
  combinations: number
  stake: string
  minPayout: string
  maxPayout: string
}

export type Animal =
  | 'rat'
  | 'ox'
  | 'tiger'
  | 'rabbit'
  | 'dragon'
  | 'snake'
  | 'horse'
  | 'goat'
  | 'monkey'
  | 'rooster'
  | 'dog'
  | 'pig'

/** A match's final result; half-time goals matter for soccer and bd only. */
export interface Score {
  home: number
  away: number
  halfHome: number
  halfAway: number
}
