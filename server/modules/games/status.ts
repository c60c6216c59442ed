import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { games } from './tables.ts'

/** Spec §4 game status: only Active takes bets; Disable and Hidden refuse them. */
export const GAME_STATUS = { active: 1, disable: 2, hidden: 3 } as const

/** A game by its name (sports, cricket, a lottery's game) or a provider's games by their §3 type code. */
export type GameRef = string | { typeCode: number }

/** The game's spec §4 status from its games row (back office); a game with no row is hidden. */
export async function gameStatus(db: Db, game: GameRef): Promise<number> {
  const [row] = await db
    .select({ status: games.status })
    .from(games)
    .where(typeof game === 'string' ? eq(games.name, game) : eq(games.gameId, game.typeCode))
  return row?.status ?? GAME_STATUS.hidden
}

/**
 * Refuses a stake on a game the operator has disabled or hidden (spec §8 gameNotActive), for every
 * product: a bet's placement, a round's debit, money into a transfer studio. A game with no row is
 * unknown to the site and refused too. Called inside the stake's idempotent run, so the refusal is
 * stored with its key and a replay answers the same.
 */
export async function assertGameActive(tx: Db, game: GameRef) {
  if ((await gameStatus(tx, game)) !== GAME_STATUS.active) throw rejected('gameNotActive', { field: 'game' })
}
