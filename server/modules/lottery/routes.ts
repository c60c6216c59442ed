import { and, asc, desc, eq, gt } from 'drizzle-orm'
import { z } from 'zod'
import {
  type DrawStatus,
  type DrawView,
  type MarkSixStatistics,
  markSixTicket,
  racingTicket,
} from '#contract/lottery.ts'
import { paging } from '#contract/paging.ts'
import type { App, AppContext } from '../../context.ts'
import { ok, rejected } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { LIMIT_REFUSALS } from '../betting/index.ts'
import { LEDGER_REFUSALS } from '../ledger/index.ts'
import { idempotencyKey } from '../wallet/index.ts'
import type { LotteryBets } from './bets.ts'
import { MARKSIX_GAMES, RACING_GAMES } from './games.ts'
import { markSixNumberStats } from './statistics.ts'
import { draws, lotteryBets, lotteryOdds } from './tables.ts'

/** What a ticket is refused with by the service it goes through (bets.ts) and the betting core. */
const ticketRefusals = {
  422: ['betDataNotAvailable', 'bettingClosed', ...LIMIT_REFUSALS, ...LEDGER_REFUSALS],
}

/** A draw as players see it; the seed only once the draw is settled. */
export const drawView = (d: typeof draws.$inferSelect): DrawView => ({
  match_id: d.matchId,
  game: d.game,
  draw_at: d.drawAt.toISOString(),
  close_at: d.closeAt.toISOString(),
  status: d.status as DrawStatus,
  seed_hash: d.seedHash,
  seed: d.status === 'settled' ? d.seed : null,
  numbers: d.status === 'settled' ? (d.result?.numbers ?? null) : null,
  special: d.status === 'settled' ? (d.result?.special ?? null) : null,
})

export function lotteryRoutes(ctx: AppContext, bets: LotteryBets) {
  /** A game's own odds table (spec §7 marksix/odds?game=, {game}/odds). */
  const odds = (game: string) =>
    ctx.db.select().from(lotteryOdds).where(eq(lotteryOdds.game, game)).orderBy(asc(lotteryOdds.index))
  /** Settled draws: public results, read-mostly, which a replica may serve (ctx.readDb). */
  const settled = (game: string, start: number, limit: number) =>
    ctx.readDb
      .select()
      .from(draws)
      .where(and(eq(draws.game, game), eq(draws.status, 'settled')))
      .orderBy(desc(draws.drawAt))
      .offset(start)
      .limit(limit)
  const next = async (game: string) => {
    const [d] = await ctx.db
      .select()
      .from(draws)
      .where(and(eq(draws.game, game), eq(draws.status, 'open'), gt(draws.closeAt, ctx.clock.now())))
      .orderBy(asc(draws.drawAt))
      .limit(1)
    return d ? drawView(d) : null
  }
  const byMatch = async (game: string, matchId: string) => {
    const [d] = await ctx.db
      .select()
      .from(draws)
      .where(and(eq(draws.game, game), eq(draws.matchId, matchId)))
    if (!d) throw rejected('betDataNotAvailable', { field: 'match_id' })
    return drawView(d)
  }
  /** Hot and cold numbers over the latest `count` settled draws of a region. */
  const statistics = async (game: string, count: number): Promise<MarkSixStatistics> => {
    const latest = (await settled(game, 0, count)).filter((d) => d.result)
    return {
      game,
      draws: latest.length,
      first: latest.at(-1)?.matchId ?? null,
      last: latest[0]?.matchId ?? null,
      ...markSixNumberStats(latest.map((d) => d.result as { numbers: number[]; special?: number })),
    }
  }
  const history = paging.extend({
    match_id: z.string().max(32).optional(),
    id: z.string().max(32).optional(),
  })

  return async (app: App) => {
    app.get(
      '/marksix/odds',
      { schema: { querystring: z.object({ game: z.enum(MARKSIX_GAMES as [string, ...string[]]) }) } },
      async (req) => ok(await odds(req.query.game)),
    )

    app.get(
      '/marksix/statistics',
      {
        schema: {
          querystring: z.object({
            game: z.enum(MARKSIX_GAMES as [string, ...string[]]),
            draws: z.coerce.number().int().min(1).max(200).default(30),
          }),
        },
      },
      async (req) => ok(await statistics(req.query.game, req.query.draws)),
    )

    for (const game of MARKSIX_GAMES) {
      /** History of settled draws (or one draw by match_id), with the next open draw. */
      app.get(`/${game}`, { schema: { querystring: history } }, async (req) => {
        const q = req.query
        if (q.match_id) return ok({ list: [await byMatch(game, q.match_id)], next: await next(game) })
        return ok({ list: (await settled(game, q.start, q.limit)).map(drawView), next: await next(game) })
      })
    }

    for (const game of RACING_GAMES) {
      app.get(`/${game}/odds`, async () => ok(await odds(game)))
      app.get(`/${game}/list`, { schema: { querystring: history } }, async (req) => {
        const q = req.query
        if (q.id) return ok({ list: [await byMatch(game, q.id)] })
        return ok({ list: (await settled(game, q.start, q.limit)).map(drawView) })
      })
      app.get(`/${game}/last`, async () => {
        const [last] = await settled(game, 0, 1)
        return ok({ last: last ? drawView(last) : null, next: await next(game) })
      })
      app.post(
        `/${game}/bet`,
        { preHandler: requireUser(ctx), schema: { body: racingTicket }, config: { errors: ticketRefusals } },
        async (req) =>
          ok(
            await bets.place(
              currentUser(req).id,
              { game, matchId: req.body.match_id, items: req.body.items },
              idempotencyKey(req),
            ),
          ),
      )
    }

    app.post(
      '/marksix/bet',
      { preHandler: requireUser(ctx), schema: { body: markSixTicket }, config: { errors: ticketRefusals } },
      async (req) => {
        if (!MARKSIX_GAMES.includes(req.body.game)) throw rejected('gameNotActive', { field: 'game' })
        return ok(
          await bets.place(
            currentUser(req).id,
            { game: req.body.game, matchId: req.body.match_id, items: req.body.items },
            idempotencyKey(req),
          ),
        )
      },
    )

    /** The player's lottery and racing bets, newest first. */
    app.get(
      '/lottery/mybet',
      { preHandler: requireUser(ctx), schema: { querystring: paging } },
      async (req) => {
        const rows = await ctx.db
          .select({ bet: lotteryBets, draw: draws })
          .from(lotteryBets)
          .innerJoin(draws, eq(draws.id, lotteryBets.drawId))
          .where(eq(lotteryBets.userId, currentUser(req).id))
          .orderBy(desc(lotteryBets.id))
          .offset(req.query.start)
          .limit(req.query.limit)
        return ok(rows.map(({ bet, draw }) => ({ ...bet, draw: drawView(draw) })))
      },
    )
  }
}
