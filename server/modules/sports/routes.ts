import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../../context.ts'
import { matches } from '../../db/schema.ts'
import { SPORT_GAMES } from '../../feeds/sports/simulator.ts'
import { ok } from '../../http/envelope.ts'
import { paging } from '../../http/paging.ts'

const lobby = paging.extend({
  /** The client's last refresh (ms); accepted for caching proxies, the answer is always current. */
  timestamp: z.coerce.number().int().min(0).optional(),
})

const matchView = (m: typeof matches.$inferSelect) => ({
  match_id: String(m.id),
  code: m.code,
  league_name: m.league,
  home_name: m.home,
  away_name: m.away,
  match_start_time: m.kickoff,
  status: m.status,
  odds_version: m.oddsVersion,
  markets: m.markets,
  score: m.fullHome === null ? null : { half: [m.halfHome, m.halfAway], full: [m.fullHome, m.fullAway] },
})

/** Spec §7 Sports: the lobby of each game (matches open for betting) and its results. */
export function sportsRoutes(ctx: AppContext) {
  return async (app: App) => {
    for (const game of SPORT_GAMES) {
      app.get(`/${game}`, { schema: { querystring: lobby } }, async (req) => {
        const rows = await ctx.db
          .select()
          .from(matches)
          .where(
            and(
              eq(matches.game, game),
              eq(matches.status, 'scheduled'),
              gt(matches.kickoff, ctx.clock.now()),
            ),
          )
          .orderBy(asc(matches.kickoff))
          .offset(req.query.start)
          .limit(req.query.limit)
        return ok({ list: rows.map(matchView), timestamp: ctx.clock.now().getTime() })
      })

      app.get(`/${game}/history`, { schema: { querystring: paging } }, async (req) => {
        const rows = await ctx.db
          .select()
          .from(matches)
          .where(and(eq(matches.game, game), inArray(matches.status, ['finished', 'postponed', 'void'])))
          .orderBy(desc(matches.kickoff))
          .offset(req.query.start)
          .limit(req.query.limit)
        return ok({ list: rows.map(matchView) })
      })
    }
  }
}
