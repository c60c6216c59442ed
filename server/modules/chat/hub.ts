import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import type { ChatServerFrame } from '#contract/chat.ts'
import type { Database } from '../../db/client.ts'

const CHANNEL = 'chat_events'
/** Every conversation's frames also go to this key: the operators' consoles hear them all. */
const ALL = 'all'

/**
 * Chat frames go through Postgres NOTIFY, like the wallet's pushes, so every server process
 * sharing the database forwards them to the sockets it holds.
 */
export async function createChatHub(database: Database, log: FastifyBaseLogger) {
  const local = new EventEmitter()
  local.setMaxListeners(0)
  const unlisten = await database.listen(CHANNEL, (payload) => {
    try {
      const frame = JSON.parse(payload) as ChatServerFrame & { conversationId: number }
      local.emit(String(frame.conversationId), frame)
      local.emit(ALL, frame)
    } catch (err) {
      log.warn({ err }, 'unreadable chat event')
    }
  })
  return {
    publish: (frame: ChatServerFrame & { conversationId: number }) =>
      database.notify(CHANNEL, JSON.stringify(frame)),
    /** One conversation's frames (a player's socket), or every conversation's (`all`). */
    subscribe(key: number | 'all', listener: (frame: ChatServerFrame) => void) {
      local.on(String(key), listener)
      return () => local.off(String(key), listener)
    },
    close: unlisten,
  }
}
export type ChatHub = Awaited<ReturnType<typeof createChatHub>>
