import { civilDay, dateOf } from '../../feeds/calendar/localTime.ts'

/** The calendar date 'YYYY-MM-DD' the site's wall clock (`timeZone`) shows at `at`. */
export const siteDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** The date `days` days before a calendar date. */
export const daysBefore = (date: string, days: number) => dateOf(civilDay(date) - days)
