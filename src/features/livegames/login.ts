import { api } from '../../api/index.ts'
import { countryFromLanguage, deviceRecord } from './device.ts'

/**
 * Opens a table (§7 winfinity/games/login/{countryFromLanguage}/{id}) with this browser's device
 * record and the frame's size; answers the studio's table URL for the frame. Loaded with the
 * game-loader's screen only, never with the route table (home's first load).
 */
export async function openTable(tableId: string, language: string, frame: { width: number; height: number }) {
  const body = { ...(await deviceRecord()), width: frame.width, height: frame.height }
  return api.post<string>(
    `winfinity/games/login/${countryFromLanguage(language)}/${encodeURIComponent(tableId)}`,
    body,
    { silent: true },
  )
}
