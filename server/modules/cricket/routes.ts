import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm'
import { cricketSlipBody, matchIdParams, matchListQuery } from '#contract/cricket.ts'
import type { App, AppContext } from '../../context.ts'
import { AppError, ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { LIMIT_REFUSALS, matchBetSource, myBetRoutes } from '../betting/index.ts'
import { cricketMatches } from '../fixtures/tables.ts'
import { LEDGER_REFUSALS } from '../ledger/index.ts'
import { idempotencyKey } from '../wallet/index.ts'
import type { CricketBets } from './bets.ts'
import { type CricketBet, cricketMatchIds } from './settle.ts'
import { cricketBets } from './tables.ts'
import { betView, combinationPage, matchView } from './views.ts'

/** Results: played matches and those postponed or voided, newest first. */
const DECIDED = ['finished', 'postponed', 'void']

/**
 * Spec §7 Cricket: the match list (open for betting, or results), one match, placing a slip; and
 * the player's cricket bets on the same terms as the sports games' `{game}/mybet`.
 */
export function cricketRoutes(ctx: AppContext, bets: CricketBets) {
  const matchesOf = async (list: readonly CricketBet[]) => {
    const ids = cricketMatchIds(list)
    return ids.length === 0 ? [] : ctx.db.select().from(cricketMatches).where(inArray(cricketMatches.id, ids))
  }

  return async (app: App) => {
    app.get('/cricketAPI/matchData/matchList', { schema: { querystring: matchListQuery } }, async (req) => {
      const now = ctx.clock.now()
      const { start, limit, status } = req.query
      const open = status === 'open'
      // A public, read-mostly list: a replica may serve it (ctx.readDb).
      const rows = await ctx.readDb
        .select()
        .from(cricketMatches)
        .where(
          open
            ? and(eq(cricketMatches.status, 'scheduled'), gt(cricketMatches.kickoff, now))
            : inArray(cricketMatches.status, DECIDED),
        )
        .orderBy(open ? asc(cricketMatches.kickoff) : desc(cricketMatches.kickoff))
        .offset(start)
        .limit(limit)
      return ok({ list: rows.map((m) => matchView(m, now)), timestamp: now.getTime() })
    })

    app.get('/cricketAPI/matchData/getById/:id', { schema: { params: matchIdParams } }, async (req) => {
      const [match] = await ctx.db
        .select()
        .from(cricketMatches)
        .where(eq(cricketMatches.id, Number(req.params.id)))
      if (!match) throw new AppError(404, 'betDataNotAvailable')
      return ok(matchView(match, ctx.clock.now()))
    })

    app.post(
      '/cricketAPI/betData/create',
      {
        preHandler: requireUser(ctx),
        schema: { body: cricketSlipBody },
        config: {
          errors: {
            422: ['betDataNotAvailable', 'matchClosed', 'oddsChanged', ...LIMIT_REFUSALS, ...LEDGER_REFUSALS],
          },
        },
      },
      async (req) => ok(await bets.place(currentUser(req).id, req.body, idempotencyKey(req))),
    )

    myBetRoutes(
      app,
      ctx,
      '/cricket/mybet',
      matchBetSource({
        rows: (where, { start, limit }) =>
          ctx.db
            .select()
            .from(cricketBets)
            .where(where)
            .orderBy(desc(cricketBets.id))
            .offset(start)
            .limit(limit),
        columns: {
          userId: cricketBets.userId,
          status: cricketBets.status,
          id: cricketBets.id,
          number: cricketBets.betNo,
        },
        matchesOf,
        view: betView,
        combinations: combinationPage,
      }),
    )
  }
}
