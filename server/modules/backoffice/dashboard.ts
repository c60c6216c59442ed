import type { z } from 'zod'
import { DASHBOARD_MAX_DAYS, type dashboardQuery } from '#contract/backoffice.ts'
import type { Dashboard } from '#contract/backofficeRoles.ts'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../http/envelope.ts'
import type { OpenBets } from '../reports/index.ts'
import { figures } from './figures.ts'
import { drawLiability, matchLiability } from './liability.ts'
import { dayRange, daysBefore, daysBetween, siteDate } from './siteDay.ts'

/** How many matches and draws the dashboard lists by liability. */
export const LIABILITY_TOP = 10

/**
 * The dashboard: today and the chosen days (by default the last seven, today included) in the
 * site's time zone, the matches and draws with the largest open liability, and players online.
 */
export async function dashboard(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'walletPush'>,
  q: z.output<typeof dashboardQuery>,
  openBets: OpenBets,
): Promise<Dashboard> {
  const now = ctx.clock.now()
  const timeZone = ctx.config.SITE_TIMEZONE
  const today = siteDate(now, timeZone)
  const to = q.to ?? (q.from && q.from > today ? q.from : today)
  const from = q.from ?? (to < today ? to : daysBefore(today, 6))
  // One end alone still makes a range: never more days than the schema allows for two.
  if (daysBetween(from, to) >= DASHBOARD_MAX_DAYS)
    throw new AppError(400, 'dateRangeTooLong', { field: q.from ? 'from' : 'to' })
  const period = (a: string, b: string) => ({ from: a, to: b, ...dayRange(a, b, timeZone) })
  const [todayFigures, rangeFigures, matches, draws] = await Promise.all([
    figures(ctx.db, openBets, period(today, today)),
    figures(ctx.db, openBets, period(from, to)),
    matchLiability(ctx.db, LIABILITY_TOP),
    drawLiability(ctx.db, LIABILITY_TOP),
  ])
  return {
    at: now.toISOString(),
    timeZone,
    online: ctx.walletPush.online(),
    today: todayFigures,
    range: rangeFigures,
    matches,
    draws,
  }
}
