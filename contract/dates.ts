import { z } from 'zod'

/**
 * The dates a request may name: real calendar days of the years 1000 to 9999. Four-digit years are
 * what the date pickers send and what an ISO timestamp (and so PostgreSQL) reads back; a year 0001
 * or 10000 is nobody's report range, and used to reach the database as an instant it refused.
 */
const FIRST_YEAR = 1000
const LAST_YEAR = 9999
const FIRST_INSTANT = Date.UTC(FIRST_YEAR, 0, 1)
const LAST_INSTANT = Date.UTC(LAST_YEAR, 11, 31, 23, 59, 59, 999)

/** YYYY-MM-DD naming a day that exists (2024-02-30 and 2024-99-99 are refused, not rolled over). */
const isCalendarDay = (text: string) => {
  const [y = 0, m = 0, d = 0] = text.split('-').map(Number)
  if (y < FIRST_YEAR || y > LAST_YEAR) return false
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** A calendar day as YYYY-MM-DD within the years 1000–9999; anything else is `invalidDate`. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine(isCalendarDay, 'invalidDate')

/** A moment written with its offset (ISO 8601), within the years 1000–9999 in UTC; else `invalidDate`. */
export const instantText = z.iso.datetime({ offset: true, error: 'invalidDate' }).refine((text) => {
  const at = Date.parse(text)
  return at >= FIRST_INSTANT && at <= LAST_INSTANT
}, 'invalidDate')
