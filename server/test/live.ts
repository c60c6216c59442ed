import { createHmac } from 'node:crypto'
import { sessionTokens } from '../providers/games/signature.ts'

/** The server secret the live tests run with (JWT_SECRET), so they can issue launch tokens. */
export const LIVE_TEST_SECRET = 'live-studio-test-secret-0123456789abcdef'

/**
 * A winfinity launch token for a table, as our launch would issue it (the §7 login is helper P's):
 * signed with the key the server derives from its secret for game sessions.
 */
export function liveLaunchToken(
  userId: number,
  tableId: string,
  nowMs: number,
  secret = LIVE_TEST_SECRET,
  ttlMs = 2 * 60 * 60 * 1000,
) {
  const key = createHmac('sha256', secret).update('game-sessions').digest('hex')
  return sessionTokens(key).issue({
    userId,
    provider: 'winfinity',
    gameId: tableId,
    expiresAt: nowMs + ttlMs,
  })
}

/** The provider key the server derives for winfinity: what signs the operator's calls to the studio. */
export const liveProviderKey = (secret = LIVE_TEST_SECRET) =>
  createHmac('sha256', secret).update('game-provider:winfinity').digest('hex')
