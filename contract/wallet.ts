import { z } from 'zod'
import { calendarDay } from './dates.ts'
import { paging } from './paging.ts'

/** Spec §4 transaction states of deposits and withdrawals. */
export const TX = { pending: 0, audited: 1, failed: 2, success: 3, rejected: 4, processing: 5 } as const
export type TxStatus = (typeof TX)[keyof typeof TX]

/** An amount as typed: a decimal string or a number, parsed exactly by the server. */
const typedAmount = z.union([z.string(), z.number()]).transform(String)

/** POST recharge: a deposit through a channel; a card channel takes the card too. */
export const rechargeBody = z.object({
  channel_id: z.coerce.number().int().positive(),
  amount: typedAmount.optional(),
  card: z
    .object({
      name: z.string().max(64),
      number: z.string().max(32),
      expiry: z.string().max(7),
      cvv: z.string().max(4),
    })
    .optional(),
})

/** POST withdraw: to a USDT address or a saved bank account, with the payment password. */
export const withdrawBody = z.object({
  channel_id: z.coerce.number().int().positive(),
  amount: typedAmount,
  address: z.string().trim().max(64).optional(),
  bank_info_id: z.coerce.number().int().positive().optional(),
  bank_password: z.string().min(1, 'paymentPasswordRequired').max(64),
  /**
   * While bonus wagering is open a withdrawal forfeits the bonus money: refused with
   * bonusWageringOpen (what would be forfeited) until the request says true here.
   */
  forfeit_bonus: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: 'invalidValue' })
    .optional(),
})

/** POST member/transfer: money to another player by their account name. */
export const transferBody = z.object({
  account: z.string().trim().toLowerCase().min(1, 'accountRequired').max(254),
  amount: typedAmount,
  bank_password: z.string().min(1, 'paymentPasswordRequired').max(64),
})

/** GET member/transfer/recipient: who an account name belongs to, before money is sent there. */
export const transferRecipientQuery = z.object({
  account: z.string().trim().toLowerCase().min(1, 'accountRequired').max(254),
})

/** The recipient as the sender confirms it: the account asked for and the name it shows. */
export interface TransferRecipient {
  account: string
  nickname: string
}

/** GET member/change_log: a page of movements, of one change-log kind and between two days. */
export const changeLogQuery = paging.extend({
  kind: z.coerce.number().int().optional(),
  start_date: calendarDay.optional(),
  end_date: calendarDay.optional(),
})

/** GET member/account: the balance in USDT (exact decimal text) and the player's display currency. */
export interface WalletBalance {
  score: string
  currency: string
  /** Bonus money (USDT) beside the cash: a bet spends cash first, then this (BET_FUNDING). */
  bonus_score: string
}

/** One movement of GET member/change_log, with the balance after it (USDT). */
export interface ChangeLogEntry {
  id: number
  kind: number
  amount: string
  balance: string
  currency: string
  created_at: string
}

/** GET recharge: a deposit order with its channel and spec §4 transaction status. */
export interface DepositOrder {
  id: number
  order_no: string
  channel: string
  kind: string
  /** In the channel's currency, as typed. */
  amount: string
  currency: string
  /** USDT credited. */
  credit: string
  status: number
  can_continue: boolean
  created_at: string
  updated_at: string
}

/** GET withdraw: a withdrawal with its spec §4 approval status; amounts in micro-USDT. */
export interface Withdrawal {
  id: number
  orderNo: string
  userId: number
  channelId: number
  amount: string
  fee: string
  networkFee: string
  net: string
  destination: Record<string, string>
  status: number
  reason: string | null
  createdAt: string
  decidedAt: string | null
}
