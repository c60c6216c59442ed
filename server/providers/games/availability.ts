import { notFound } from '../../http/envelope.ts'
import { assertGameActive, gameStatus, type StatusSource } from '../../modules/games/index.ts'
import type { GameProvider, GameTitle } from './provider.ts'

/** Spec §4 status of a provider's games, from its games row (back office); no row is hidden. */
export const providerStatus = (src: StatusSource, provider: GameProvider): Promise<number> =>
  gameStatus(src, provider)

/** The provider's title named by a launch or a round; an unknown one is not a game of ours. */
export function titleOf(provider: GameProvider, gameId: string): GameTitle {
  const title = provider.titles.find((t) => t.id === gameId)
  if (!title) throw notFound('gameNotFound')
  return title
}

/** Refuses a launch on an unknown, disabled or hidden game (spec §8 gameNotFound, gameNotActive). */
export async function assertPlayable(
  src: StatusSource,
  provider: GameProvider,
  gameId: string,
): Promise<GameTitle> {
  const title = titleOf(provider, gameId)
  await assertGameActive(src, provider)
  return title
}
