import { queryOptions } from '@tanstack/react-query'
import type { LiveTable } from '#contract/liveGames.ts'
import { api } from '../../api/index.ts'

/**
 * The live tables in the site's language (§7 winfinity/games/list), per language in the cache.
 * The routes' loaders import this: keep it this small (the login lives in login.ts).
 */
export const liveTablesQuery = (language: string) =>
  queryOptions({
    queryKey: ['live', 'tables', language],
    queryFn: () => api.get<LiveTable[]>('winfinity/games/list', { silent: true }),
  })
