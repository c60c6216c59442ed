import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../api/index.ts'
import { readStorageJson, STORAGE_KEYS, writeStorage } from '../../state/storage.ts'
import { GameStatus } from './catalog.ts'

export interface GameAvailability {
  game_id: number
  name: string
  status: number
}

export interface Availability {
  all: GameAvailability[]
  visible: number[]
  disabled: number[]
}

/** Hidden games leave every list; disabled ones stay visible but cannot be opened (spec §4). */
export function splitAvailability(all: GameAvailability[]): Availability {
  return {
    all,
    visible: all.filter((g) => g.status !== GameStatus.Hidden).map((g) => g.game_id),
    disabled: all.filter((g) => g.status === GameStatus.Disable).map((g) => g.game_id),
  }
}

async function fetchAvailability(): Promise<Availability> {
  const split = splitAvailability(await api.get<GameAvailability[]>('available_games', { silent: true }))
  writeStorage(STORAGE_KEYS.availableGames, JSON.stringify(split.all))
  writeStorage(STORAGE_KEYS.visibleGames, JSON.stringify(split.visible))
  writeStorage(STORAGE_KEYS.disableGames, JSON.stringify(split.disabled))
  return split
}

/** Polled every 60 s (spec §7) and kept locally, so menus render at once on the next visit. */
export const availabilityQuery = queryOptions({
  queryKey: ['available_games'],
  queryFn: fetchAvailability,
  refetchInterval: 60_000,
  placeholderData: () => {
    const all = readStorageJson<GameAvailability[]>(STORAGE_KEYS.availableGames, [])
    return all.length ? splitAvailability(all) : undefined
  },
})

export const useAvailability = () => useQuery(availabilityQuery)
