import { readStorageJson, STORAGE_KEYS, writeStorage } from '../../state/storage.ts'

/** A game this device opened: the address's {type} and {id}. */
export interface RecentGame {
  type: string
  id: string
}

const MAX_RECENT = 8

export const recentGames = (): RecentGame[] => {
  const stored = readStorageJson<unknown>(STORAGE_KEYS.recentGames, [])
  return Array.isArray(stored)
    ? stored.filter((g): g is RecentGame => typeof g?.type === 'string' && typeof g?.id === 'string')
    : []
}

/** Puts the game first; it appears once however often it was played. */
export function rememberGame(game: RecentGame) {
  const rest = recentGames().filter((g) => g.type !== game.type || g.id !== game.id)
  writeStorage(STORAGE_KEYS.recentGames, JSON.stringify([game, ...rest].slice(0, MAX_RECENT)))
}
