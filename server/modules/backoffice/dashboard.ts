import type { z } from 'zod'
import type { dashboardQuery } from '#contract/backoffice.ts'
import type { Dashboard } from '#contract/backofficeRoles.ts'
import type { AppContext } from '../../context.ts'
import { figures } from './figures.ts'
import { drawLiability, matchLiability } from './liability.ts'
import { dayRange, daysBefore, siteDate } from './siteDay.ts'

/** How many matches and draws the dashboard lists by liability. */
export const LIABILITY_TOP = 10

/**
 * The dashboard: today and the chosen days (by default the last seven, today included) in the
 * site's time zone, the matches and draws with the largest open liability, and players online.
 */
export async function dashboard(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'walletPush'>,
  q: z.output<typeof dashboardQuery>,
): Promise<Dashboard> {
  const now = ctx.clock.now()
  const timeZone = ctx.config.SITE_TIMEZONE
  const today = siteDate(now, timeZone)
  const to = q.to ?? (q.from && q.from > today ? q.from : today)
  const from = q.from ?? (to < today ? to : daysBefore(today, 6))
  const period = (a: string, b: string) => ({ from: a, to: b, ...dayRange(a, b, timeZone) })
  const [todayFigures, rangeFigures, matches, draws] = await Promise.all([
    figures(ctx.db, period(today, today)),
    figures(ctx.db, period(from, to)),
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
