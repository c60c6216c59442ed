import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import { formatMinorUnits } from '../../../workers/engine/money.ts'
import type { Database } from '../../db/client.ts'
import { playerBalance, USDT_DECIMALS } from '../member/balance.ts'

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
} as const satisfies Record<string, NotifyType>

export type PushReason = keyof typeof PUSH_REASONS

export interface WalletPushMessage {
  notifyType: NotifyType
  reason: PushReason
  /** USDT, exact decimal string (spec §3 wallet push: notifyType, balance). */
  balance: string
}

const CHANNEL = 'wallet_push'

/**
 * Tells a player's open sockets that the balance changed. The change is announced through
 * Postgres NOTIFY, so every server process sharing the database hears it and forwards it to the
 * sockets it holds; with the embedded database there is one process and it hears itself.
 */
export async function createWalletPush(database: Database, log: FastifyBaseLogger) {
  const local = new EventEmitter()
  local.setMaxListeners(0)
  const unlisten = await database.listen(CHANNEL, (payload) => {
    try {
      const { userId, message } = JSON.parse(payload) as { userId: number; message: WalletPushMessage }
      local.emit(String(userId), message)
    } catch (err) {
      log.warn({ err }, 'unreadable wallet push')
    }
  })
  return {
    async publish(userId: number, reason: PushReason) {
      const balance = formatMinorUnits(await playerBalance(database.db, userId), USDT_DECIMALS, 'USDT')
      const message: WalletPushMessage = { notifyType: PUSH_REASONS[reason], reason, balance }
      await database.notify(CHANNEL, JSON.stringify({ userId, message }))
    },
    subscribe(userId: number, listener: (message: WalletPushMessage) => void) {
      local.on(String(userId), listener)
      return () => local.off(String(userId), listener)
    },
    close: unlisten,
  }
}

export type WalletPush = Awaited<ReturnType<typeof createWalletPush>>
