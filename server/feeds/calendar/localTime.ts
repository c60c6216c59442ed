const DAY_MS = 86_400_000
/**
 * The last instant an ISO timestamp writes with a four-digit year, which is what PostgreSQL reads:
 * the end of the day after 9999-12-31 (the last date a request may name) is clamped to it.
 */
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999)
const formats = new Map<string, Intl.DateTimeFormat>()

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at` (whole seconds), in ms. */
function offsetAt(at: number, timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(timeZone, format)
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]))
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second)
  return wall - at
}

/** The civil day (days since 1970-01-01) of a calendar date 'YYYY-MM-DD'. */
export const civilDay = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS)

/** The calendar date 'YYYY-MM-DD' of a civil day. */
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/**
 * The instant a wall clock in `timeZone` shows `time` ('HH:MM') on civil day `day`, daylight
 * saving included: the zone's offset is read at a first guess and read again where that lands,
 * which settles it on both sides of a change (kick-offs are never in the skipped or doubled hour).
 */
export function zonedInstant(day: number, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const wall = day * DAY_MS + (hours * 60 + minutes) * 60_000
  const guess = wall - offsetAt(wall, timeZone)
  return new Date(Math.min(wall - offsetAt(guess, timeZone), LAST_INSTANT))
}

/** The start (UTC) of a calendar date 'YYYY-MM-DD'. */
export const utcDayStart = (date: string) => new Date(civilDay(date) * DAY_MS)

/** The start (UTC) of the day after `date`: the open end of a range of whole UTC days. */
export const utcDayAfter = (date: string) => new Date(Math.min((civilDay(date) + 1) * DAY_MS, LAST_INSTANT))
