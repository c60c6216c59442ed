import { msg } from '@lingui/core/macro'
import type { PlayerBetProduct } from '#contract/backofficeRoles.ts'
import type { LedgerKind } from '#contract/ledger.ts'

/** Why the player's money moved, as the ledger names it. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, ReturnType<typeof msg>> = {
  recharge: msg({ id: 'bo.ledger.recharge', message: 'Deposit' }),
  recharge_order: msg({ id: 'bo.ledger.rechargeOrder', message: 'Deposit order' }),
  withdraw: msg({ id: 'bo.ledger.withdraw', message: 'Withdrawal' }),
  withdraw_payout: msg({ id: 'bo.ledger.withdrawPayout', message: 'Withdrawal paid out' }),
  withdraw_refund: msg({ id: 'bo.ledger.withdrawRefund', message: 'Withdrawal refund' }),
  transfer: msg({ id: 'bo.ledger.transfer', message: 'Transfer' }),
  sport_stake: msg({ id: 'bo.ledger.sportStake', message: 'Sports stake' }),
  sport_payout: msg({ id: 'bo.ledger.sportPayout', message: 'Sports payout' }),
  cricket_stake: msg({ id: 'bo.ledger.cricketStake', message: 'Cricket stake' }),
  cricket_payout: msg({ id: 'bo.ledger.cricketPayout', message: 'Cricket payout' }),
  lottery_stake: msg({ id: 'bo.ledger.lotteryStake', message: 'Lottery stake' }),
  lottery_payout: msg({ id: 'bo.ledger.lotteryPayout', message: 'Lottery payout' }),
  adjustment: msg({ id: 'bo.ledger.adjustment', message: 'Balance adjustment' }),
  game_stake: msg({ id: 'bo.ledger.gameStake', message: 'Game bet' }),
  game_payout: msg({ id: 'bo.ledger.gamePayout', message: 'Game win' }),
  game_refund: msg({ id: 'bo.ledger.gameRefund', message: 'Game round rolled back' }),
  game_transfer: msg({ id: 'bo.ledger.gameTransfer', message: 'Game wallet transfer' }),
  reward_claim: msg({ id: 'bo.ledger.rewardClaim', message: 'Reward claimed' }),
  check_in: msg({ id: 'bo.ledger.checkIn', message: 'Daily check-in' }),
  bonus_convert: msg({ id: 'bo.ledger.bonusConvert', message: 'Bonus converted to cash' }),
  bonus_expire: msg({ id: 'bo.ledger.bonusExpire', message: 'Bonus expired' }),
  bonus_forfeit: msg({ id: 'bo.ledger.bonusForfeit', message: 'Bonus forfeited on withdrawal' }),
}

export const BET_PRODUCT_LABELS: Record<PlayerBetProduct, ReturnType<typeof msg>> = {
  sports: msg({ id: 'bo.players.product.sports', message: 'Sports' }),
  cricket: msg({ id: 'bo.players.product.cricket', message: 'Cricket' }),
  lottery: msg({ id: 'bo.players.product.lottery', message: 'Mark Six and racing' }),
}

/** Spec §4 bet status. */
export const BET_STATUS_LABELS: Record<number, ReturnType<typeof msg>> = {
  1: msg({ id: 'bo.players.bet.pending', message: 'Pending' }),
  16: msg({ id: 'bo.players.bet.settled', message: 'Settled' }),
  32: msg({ id: 'bo.players.bet.cancelled', message: 'Cancelled' }),
}
