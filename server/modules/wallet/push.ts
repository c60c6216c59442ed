import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import { formatMinorUnits } from '../../../workers/engine/money.ts'
import type { Database } from '../../db/client.ts'
import { playerBalance, USDT_DECIMALS } from '../member/balance.ts'

export type NotifyType = 'WITHDRAW' | 'RECHARGE'

export interface WalletPushMessage {
  notifyType: NotifyType
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
    async publish(userId: number, notifyType: NotifyType) {
      const balance = formatMinorUnits(await playerBalance(database.db, userId), USDT_DECIMALS, 'USDT')
      await database.notify(CHANNEL, JSON.stringify({ userId, message: { notifyType, balance } }))
    },
    subscribe(userId: number, listener: (message: WalletPushMessage) => void) {
      local.on(String(userId), listener)
      return () => local.off(String(userId), listener)
    },
    close: unlisten,
  }
}

export type WalletPush = Awaited<ReturnType<typeof createWalletPush>>
