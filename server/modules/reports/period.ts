import { REPORT_MAX_DAYS, type ReportPeriod } from '#contract/reports.ts'
import { civilDay, zonedInstant } from '../../feeds/calendar/localTime.ts'
import { AppError } from '../../http/envelope.ts'
import { daysBefore, siteDate } from '../rewards/index.ts'

/**
 * The whole site days a report covers, both ends included, and the instants they start and end
 * at in the site's time zone. Unset ends make the last seven days up to today.
 */
export function reportPeriod(
  q: { start_date?: string | undefined; end_date?: string | undefined },
  now: Date,
  timeZone: string,
): ReportPeriod & { start: Date; end: Date } {
  const today = siteDate(now, timeZone)
  const end_date = q.end_date ?? (q.start_date && q.start_date > today ? q.start_date : today)
  const start_date = q.start_date ?? (end_date < today ? end_date : daysBefore(today, 6))
  // One end alone still makes a range: never more days than the schema allows for two.
  if (civilDay(end_date) - civilDay(start_date) >= REPORT_MAX_DAYS)
    throw new AppError(400, 'dateRangeTooLong', { field: q.start_date ? 'start_date' : 'end_date' })
  if (civilDay(end_date) < civilDay(start_date))
    throw new AppError(400, 'invalidDateRange', { field: 'end_date' })
  return {
    start_date,
    end_date,
    time_zone: timeZone,
    start: zonedInstant(civilDay(start_date), '00:00', timeZone),
    end: zonedInstant(civilDay(end_date) + 1, '00:00', timeZone),
  }
}
