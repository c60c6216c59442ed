import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { AppError, notFound } from '../../http/envelope.ts'
import { GAME_STATUS } from '../../modules/games/index.ts'
import { games } from '../../modules/games/tables.ts'
import type { GameProvider, GameTitle } from './provider.ts'

/** Spec §4 status of a provider's games, from its games row (back office); no row is hidden. */
export async function providerStatus(db: Db, provider: GameProvider): Promise<number> {
  const [row] = await db
    .select({ status: games.status })
    .from(games)
    .where(eq(games.gameId, provider.typeCode))
  return row?.status ?? GAME_STATUS.hidden
}

/** Refuses money into a disabled or hidden game (spec §8 gameNotActive). */
export async function assertActive(db: Db, provider: GameProvider): Promise<void> {
  if ((await providerStatus(db, provider)) !== GAME_STATUS.active) {
    throw new AppError(422, 'gameNotActive', { field: 'game' })
  }
}

/** Refuses a launch or a round on a disabled or hidden game (spec §8 gameNotActive). */
export async function assertPlayable(db: Db, provider: GameProvider, gameId: string): Promise<GameTitle> {
  const title = provider.titles.find((t) => t.id === gameId)
  if (!title) throw notFound('gameNotFound')
  await assertActive(db, provider)
  return title
}
