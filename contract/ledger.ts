/**
 * Why money moved: the kind of every ledger transaction, written with it under its idempotency
 * key. A product adds its stake and payout kinds here, so the ledger names them all in one place.
 */
export const LEDGER_KINDS = [
  'recharge',
  'recharge_order',
  'withdraw',
  'withdraw_payout',
  'withdraw_refund',
  'transfer',
  'sport_stake',
  'sport_payout',
  'cricket_stake',
  'cricket_payout',
  'lottery_stake',
  'lottery_payout',
  /** An operator's balance adjustment (back office, admin only), against the adjustments account. */
  'adjustment',
  /** Seamless game wallets (PG, Tada, PG2): a round's bet, its win, a rolled-back bet returned. */
  'game_stake',
  'game_payout',
  'game_refund',
  /** Transfer game wallets (ky, ng): money into or back from the studio's own wallet. */
  'game_transfer',
  /**
   * Rewards (issue 17), against the promotions account: a claimed reward (to bonus money or cash),
   * a daily check-in, bonus money turned into cash once wagered, and bonus money taken back when
   * it expires or a withdrawal forfeits it.
   */
  'reward_claim',
  'check_in',
  'bonus_convert',
  'bonus_expire',
  'bonus_forfeit',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/**
 * Change-log kinds of GET member/change_log (spec §7: 34 recharge, 50 withdraw; the others are
 * ours). A transfer is "out" or "in" by the sign of the player's entry. Every ledger kind that
 * moves a player's balance has a code, so the list accounts for every change of the balance.
 */
export const CHANGE_KINDS = {
  recharge: 34,
  withdraw: 50,
  withdraw_refund: 51,
  transfer_out: 60,
  transfer_in: 61,
  bet: 70,
  payout: 71,
  adjustment: 80,
  /** A reward or check-in paid in cash, or bonus money converted to cash. */
  reward: 90,
} as const

/** The ledger transaction kinds behind each change-log code. */
export const CHANGE_SOURCES: Record<number, readonly LedgerKind[]> = {
  [CHANGE_KINDS.recharge]: ['recharge'],
  [CHANGE_KINDS.withdraw]: ['withdraw'],
  [CHANGE_KINDS.withdraw_refund]: ['withdraw_refund'],
  [CHANGE_KINDS.transfer_out]: ['transfer', 'game_transfer'],
  [CHANGE_KINDS.transfer_in]: ['transfer', 'game_transfer'],
  [CHANGE_KINDS.bet]: ['sport_stake', 'cricket_stake', 'lottery_stake', 'game_stake'],
  [CHANGE_KINDS.payout]: ['sport_payout', 'cricket_payout', 'lottery_payout', 'game_payout', 'game_refund'],
  [CHANGE_KINDS.adjustment]: ['adjustment'],
  [CHANGE_KINDS.reward]: ['reward_claim', 'check_in', 'bonus_convert'],
}

export type NotifyType = 'WITHDRAW' | 'RECHARGE'

/**
 * Why the balance moved, so the client can say so: a lottery win or an incoming transfer is not a
 * deposit. Each reason keeps the spec's notifyType (money in is RECHARGE, money out WITHDRAW).
 */
export const PUSH_REASONS = {
  deposit: 'RECHARGE',
  payout: 'RECHARGE',
  refund: 'RECHARGE',
  transfer_in: 'RECHARGE',
  transfer_out: 'WITHDRAW',
  withdrawal_requested: 'WITHDRAW',
  withdrawal_approved: 'WITHDRAW',
  withdrawal_rejected: 'RECHARGE',
  /** An operator's balance adjustment (back office): a credit or a debit. */
  adjustment_in: 'RECHARGE',
  adjustment_out: 'WITHDRAW',
  /** A game studio's round (seamless wallet): the bet, the win, a bet rolled back. */
  game_bet: 'WITHDRAW',
  game_win: 'RECHARGE',
  game_refund: 'RECHARGE',
  /** A reward paid (cash or bonus), bonus money converted, or bonus money taken back. */
  reward: 'RECHARGE',
  bonus_forfeit: 'WITHDRAW',
} as const satisfies Record<string, NotifyType>

export type PushReason = keyof typeof PUSH_REASONS

/** One message of the wallet socket (spec §3 wallet push: notifyType, balance) and why. */
export interface WalletPushMessage {
  notifyType: NotifyType
  reason: PushReason
  /** USDT, exact decimal string. */
  balance: string
}
