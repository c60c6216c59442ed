import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import { PUSH_REASONS, type PushReason, type WalletPushMessage } from '#contract/ledger.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Database } from '../../db/client.ts'
import { playerBalance, USDT_DECIMALS } from '../ledger/index.ts'

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
    /** Signed-in players with at least one socket open on this process (each counted once). */
    online: () => local.eventNames().length,
    close: unlisten,
  }
}

export type WalletPush = Awaited<ReturnType<typeof createWalletPush>>
