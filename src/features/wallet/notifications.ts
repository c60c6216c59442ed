import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ToastType } from '../../state/ui.ts'

/** Why the server says the balance moved (server/modules/wallet/push.ts). */
export type PushReason =
  | 'deposit'
  | 'payout'
  | 'refund'
  | 'transfer_in'
  | 'transfer_out'
  | 'withdrawal_requested'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  // A game round in its frame: the game shows its own results, so these only move the header.
  | 'game_bet'
  | 'game_win'
  | 'game_refund'
  // Rewards: a reward or check-in paid, bonus money converted or forfeited (the rewards page says so).
  | 'reward'
  | 'bonus_forfeit'

export interface WalletPush {
  notifyType: 'WITHDRAW' | 'RECHARGE'
  reason?: PushReason
  balance: string
}

/**
 * What the player is told for each reason. A transfer sent or a withdrawal requested is the
 * player's own action, already confirmed by its form, so it is not announced a second time.
 */
export const PUSH_ANNOUNCEMENTS: Partial<
  Record<PushReason, { type: ToastType; message: MessageDescriptor }>
> = {
  deposit: { type: 'successful', message: msg({ id: 'depositCredited', message: 'Deposit credited' }) },
  payout: { type: 'successful', message: msg({ id: 'push.payout', message: 'Winnings credited' }) },
  refund: { type: 'info', message: msg({ id: 'push.refund', message: 'Stake refunded' }) },
  transfer_in: { type: 'successful', message: msg({ id: 'push.transferIn', message: 'Transfer received' }) },
  withdrawal_approved: {
    type: 'successful',
    message: msg({ id: 'push.withdrawalApproved', message: 'Withdrawal approved and paid out' }),
  },
  withdrawal_rejected: {
    type: 'warning',
    message: msg({
      id: 'push.withdrawalRejected',
      message: 'Withdrawal rejected: the amount is back in your balance',
    }),
  },
}

/** A push from an older server has no reason: money in was announced as a deposit. */
export const announcementOf = (push: WalletPush) =>
  PUSH_ANNOUNCEMENTS[push.reason ?? (push.notifyType === 'RECHARGE' ? 'deposit' : 'withdrawal_requested')]

/**
 * A system notification when money arrives while the page is hidden. Permission is asked when
 * the player starts a deposit — the moment it makes sense — never on load.
 */
export function askForDepositNotifications() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return
  void Notification.requestPermission().catch(() => undefined)
}

export function notifyWhenHidden(title: string, body: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  if (document.visibilityState !== 'hidden') return
  new Notification(title, { body, icon: '/icons/icon-192.png', tag: 'wallet' })
}
