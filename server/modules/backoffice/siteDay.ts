import { civilDay, dateOf, zonedInstant } from '../../feeds/calendar/localTime.ts'

/** The calendar date 'YYYY-MM-DD' a wall clock in `timeZone` shows at `at`. */
export const siteDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** `days` days before a calendar date. */
export const daysBefore = (date: string, days: number) => dateOf(civilDay(date) - days)

/** How many days `to` is after `from`. */
export const daysBetween = (from: string, to: string) => civilDay(to) - civilDay(from)

/** The instants from the start of `from` to the start of the day after `to`, in `timeZone`. */
export const dayRange = (from: string, to: string, timeZone: string) => ({
  start: zonedInstant(civilDay(from), '00:00', timeZone),
  end: zonedInstant(civilDay(to) + 1, '00:00', timeZone),
})
