/**
 * Ledger account names. Player accounts are checked non-negative by the database; the others
 * are the house side: `clearing:in` and `clearing:out` stand for the world outside (money arriving
 * from and leaving to payment channels) and so run negative or positive as money flows.
 */
export type AccountKind =
  | 'player'
  | 'house'
  | 'pending_withdrawal'
  | 'clearing_in'
  | 'clearing_out'
  | 'provider'
  | 'bonus'
  /** The other side of operators' balance adjustments (back office). */
  | 'adjustments'
  /** A player's bonus money (issue 17), non-negative like `player`; cash is the `player` account. */
  | 'player_bonus'
  /** The house side of every reward, check-in and bonus movement. */
  | 'promotions'

export interface AccountRef {
  key: string
  kind: AccountKind
  userId: number | null
  currency: string
}

export const BASE_CURRENCY = 'USDT'

export const playerAccount = (userId: number, currency = BASE_CURRENCY): AccountRef => ({
  key: `player:${userId}:${currency}`,
  kind: 'player',
  userId,
  currency,
})

/** The player's bonus money, beside the cash of `playerAccount`. */
export const bonusAccount = (userId: number, currency = BASE_CURRENCY): AccountRef => ({
  key: `player_bonus:${userId}:${currency}`,
  kind: 'player_bonus',
  userId,
  currency,
})

export const systemAccount = (
  kind: Exclude<AccountKind, 'player' | 'player_bonus'>,
  currency = BASE_CURRENCY,
  name = '',
): AccountRef => ({
  key: `${kind}${name ? `:${name}` : ''}:${currency}`,
  kind,
  userId: null,
  currency,
})
