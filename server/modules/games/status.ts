import type { Db } from '../../db/client.ts'
import type { ReferenceCache } from '../../db/reference.ts'
import { rejected } from '../../http/envelope.ts'
import { games } from './tables.ts'

/** Spec §4 game status: only Active takes bets; Disable and Hidden refuse them. */
export const GAME_STATUS = { active: 1, disable: 2, hidden: 3 } as const

/** A game by its name (sports, cricket, a lottery's game) or a provider's games by their §3 type code. */
export type GameRef = string | { typeCode: number }

/**
 * Where statuses are read: the games table, through the process's reference cache, loaded with
 * `db` (inside a transaction, its handle: the embedded database's one connection is the transaction's).
 */
export interface StatusSource {
  db: Db
  reference: ReferenceCache
}

/** Every game's status by name and by type code: a handful of rows, read once per change. */
const statuses = (src: StatusSource) =>
  src.reference.read('games', ['games'], async () => {
    const rows = await src.db
      .select({ gameId: games.gameId, name: games.name, status: games.status })
      .from(games)
    return {
      byName: new Map(rows.map((r) => [r.name, r.status])),
      byCode: new Map(rows.map((r) => [r.gameId, r.status])),
    }
  })

/** The game's spec §4 status from its games row (back office); a game with no row is hidden. */
export async function gameStatus(src: StatusSource, game: GameRef): Promise<number> {
  const { byName, byCode } = await statuses(src)
  return (typeof game === 'string' ? byName.get(game) : byCode.get(game.typeCode)) ?? GAME_STATUS.hidden
}

/**
 * Refuses a stake on a game the operator has disabled or hidden (spec §8 gameNotActive), for every
 * product: a bet's placement, a round's debit, money into a transfer studio. A game with no row is
 * unknown to the site and refused too. Called inside the stake's idempotent run, so the refusal is
 * stored with its key and a replay answers the same; the status itself comes from the cache, which
 * the games table's trigger clears on every change (db/reference.ts).
 */
export async function assertGameActive(src: StatusSource, game: GameRef) {
  if ((await gameStatus(src, game)) !== GAME_STATUS.active) throw rejected('gameNotActive', { field: 'game' })
}
