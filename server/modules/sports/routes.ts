import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { SPORT_GAMES } from '#contract/games.ts'
import { paging } from '#contract/paging.ts'
import { type MarketView, type MatchStatus, type SportMatchView, slipBody } from '#contract/sports.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { LIMIT_REFUSALS, matchBetSource, myBetRoutes } from '../betting/index.ts'
import { matches } from '../fixtures/tables.ts'
import { LEDGER_REFUSALS } from '../ledger/index.ts'
import { idempotencyKey } from '../wallet/index.ts'
import type { SportBets } from './bets.ts'
import { matchIdsOf, type SportBet } from './settle.ts'
import { sportBets } from './tables.ts'
import { betView, combinationPage } from './views.ts'

const lobby = paging.extend({
  /** The client's last refresh (ms); accepted for caching proxies, the answer is always current. */
  timestamp: z.coerce.number().int().min(0).optional(),
})

const matchView = (m: typeof matches.$inferSelect): SportMatchView => ({
  match_id: String(m.id),
  code: m.code,
  league_name: m.league,
  home_name: m.home,
  away_name: m.away,
  match_start_time: m.kickoff.toISOString(),
  status: m.status as MatchStatus,
  suspended: m.suspended,
  odds_version: m.oddsVersion,
  markets: m.markets as MarketView[],
  score: m.fullHome === null ? null : { half: [m.halfHome, m.halfAway], full: [m.fullHome, m.fullAway] },
})

/** What a slip is refused with by the service it goes through (bets.ts) and the betting core. */
const betRefusals = {
  422: [
    'betDataNotAvailable',
    'matchClosed',
    'oddsChanged',
    'exceedsMaxBet',
    'stringsNotAllowed',
    ...LIMIT_REFUSALS,
    ...LEDGER_REFUSALS,
  ],
}

/** Spec §7 Sports: the lobby of each game (matches open for betting) and its results. */
export function sportsRoutes(ctx: AppContext, bets: SportBets) {
  const matchesOf = async (list: readonly SportBet[]) => {
    const ids = [...new Set(list.flatMap(matchIdsOf))]
    return ids.length === 0 ? [] : ctx.db.select().from(matches).where(inArray(matches.id, ids))
  }

  return async (app: App) => {
    for (const game of SPORT_GAMES) {
      // Lobbies and results are public and read-mostly: a replica may serve them (ctx.readDb).
      app.get(`/${game}`, { schema: { querystring: lobby } }, async (req) => {
        const rows = await ctx.readDb
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
        const rows = await ctx.readDb
          .select()
          .from(matches)
          .where(and(eq(matches.game, game), inArray(matches.status, ['finished', 'postponed', 'void'])))
          .orderBy(desc(matches.kickoff))
          .offset(req.query.start)
          .limit(req.query.limit)
        return ok({ list: rows.map(matchView) })
      })

      app.post(
        `/${game}/bet`,
        { preHandler: requireUser(ctx), schema: { body: slipBody }, config: { errors: betRefusals } },
        async (req) => ok(await bets.place(currentUser(req).id, { ...req.body, game }, idempotencyKey(req))),
      )

      myBetRoutes(
        app,
        ctx,
        `/${game}/mybet`,
        matchBetSource({
          rows: (where, { start, limit }) =>
            ctx.db
              .select()
              .from(sportBets)
              .where(and(eq(sportBets.game, game), where))
              .orderBy(desc(sportBets.id))
              .offset(start)
              .limit(limit),
          columns: {
            userId: sportBets.userId,
            status: sportBets.status,
            id: sportBets.id,
            number: sportBets.betNo,
          },
          matchesOf,
          view: betView,
          combinations: combinationPage,
        }),
      )
    }
  }
}
