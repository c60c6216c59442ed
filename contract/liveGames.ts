import { z } from 'zod'

/**
 * The live casino's §7 login (winfinity, type 29): the spec §3 device info record the browser
 * builds, plus the frame's size. The server stores the address it saw, never one the client
 * claims: `ip` is the fixed placeholder '{ip}'.
 */
const word = z.string().trim().min(1).max(64)
const pixels = z.number().int().min(1).max(16_384)

export const liveDeviceRecord = z.strictObject({
  ip: z.literal('{ip}'),
  os: word,
  device: word,
  browser: word,
  /** Hex SHA-256 of the stable browser properties (src/features/livegames/fingerprint.ts). */
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/, 'invalidFormat'),
  java_enabled: z.literal(true),
  language: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'invalidFormat'),
  color_depth: z.number().int().min(1).max(64),
  screen_height: pixels,
  screen_width: pixels,
  /** The offset from UTC with its sign, '+08:00', '-05:30' (UTC+14 … UTC−12). */
  timezone_offset: z.string().regex(/^[+-](0\d|1[0-4]):[0-5]\d$/, 'invalidFormat'),
})
export type LiveDeviceRecord = z.infer<typeof liveDeviceRecord>

export const liveLoginRequest = liveDeviceRecord.extend({ width: pixels, height: pixels })
export type LiveLoginRequest = z.infer<typeof liveLoginRequest>

/** The path's {countryFromLanguage}: a two-letter country, lower case (us, cn, …). */
export const liveLoginParams = z.object({
  country: z.string().regex(/^[a-z]{2}$/, 'invalidFormat'),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
})

/** A live table as the lobby lists it. */
export interface LiveTable {
  /** The table's id (baccarat-1 …). */
  id: string
  /** The provider's type code, 29. */
  gameId: number
  name: string
  /** The table's picture: an image of the site. */
  pic: string
  /** Spec §4 game status of winfinity. */
  status: number
  available: boolean
}
