import { queryOptions } from '@tanstack/react-query'
import type { LiveTable } from '#contract/liveGames.ts'
import { api } from '../../api/index.ts'
import { countryFromLanguage, deviceRecord } from './device.ts'

/** The live tables in the site's language (§7 winfinity/games/list), per language in the cache. */
export const liveTablesQuery = (language: string) =>
  queryOptions({
    queryKey: ['live', 'tables', language],
    queryFn: () => api.get<LiveTable[]>('winfinity/games/list', { silent: true }),
  })

/**
 * Opens a table (§7 winfinity/games/login/{countryFromLanguage}/{id}) with this browser's device
 * record and the frame's size; answers the studio's table URL for the frame.
 */
export async function openTable(tableId: string, language: string, frame: { width: number; height: number }) {
  const body = { ...(await deviceRecord()), width: frame.width, height: frame.height }
  return api.post<string>(
    `winfinity/games/login/${countryFromLanguage(language)}/${encodeURIComponent(tableId)}`,
    body,
    { silent: true },
  )
}
