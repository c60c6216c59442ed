import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { games } from './tables.ts'

/** Spec §4 game status: only Active takes bets; Disable and Hidden refuse them. */
export const GAME_STATUS = { active: 1, disable: 2, hidden: 3 } as const

/**
 * Refuses a placement on a game the operator has disabled or hidden (spec §8 gameNotActive). A
 * game with no row is unknown to the site and refused too. Called inside the placement's
 * idempotent run, so the refusal is stored with its key and a replay answers the same.
 */
export async function assertGameActive(tx: Db, game: string) {
  const [row] = await tx.select({ status: games.status }).from(games).where(eq(games.name, game))
  if (row?.status !== GAME_STATUS.active) throw rejected('gameNotActive', { field: 'game' })
}
