import { and, asc, eq, lte } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import type { LotteryBets } from './bets.ts'
import { GAMES, matchIdFor, nextDrawTimes } from './games.ts'
import { addMissingHistory } from './history.ts'
import { committedSeed, resultFromSeed } from './seeds.ts'
import { draws } from './tables.ts'

const UPCOMING = 2

/**
 * Keeps every game's next draws scheduled with a committed seed, closes betting at each deadline,
 * draws from the seed when the time comes and settles the draw's bets. Runs on a timer in
 * main.ts; tests and `npm run ops -- clock` move the clock and call it. With demo content, its
 * first run also gives each Mark Six region its recent past draws (history.ts).
 */
export function drawScheduler(ctx: AppContext, bets: LotteryBets) {
  // Demo content only: in production every draw's hash is public before its draw, none is made up.
  let historyDue = ctx.config.SEED_DEMO
  async function schedule(now: Date) {
    for (const [game, { schedule }] of Object.entries(GAMES)) {
      for (const drawAt of nextDrawTimes(schedule, new Date(now.getTime() - 1), UPCOMING)) {
        await ctx.db
          .insert(draws)
          .values({
            game,
            matchId: matchIdFor(game, drawAt),
            drawAt,
            closeAt: new Date(drawAt.getTime() - schedule.closeBeforeMs),
            ...committedSeed(),
          })
          .onConflictDoNothing()
      }
    }
  }

  async function run() {
    const now = ctx.clock.now()
    await schedule(now)
    if (historyDue) {
      await addMissingHistory(ctx, now)
      historyDue = false
    }
    await ctx.db
      .update(draws)
      .set({ status: 'closed' })
      .where(and(eq(draws.status, 'open'), lte(draws.closeAt, now)))
    const due = await ctx.db
      .select()
      .from(draws)
      .where(and(eq(draws.status, 'closed'), lte(draws.drawAt, now)))
      .orderBy(asc(draws.drawAt))
    for (const draw of due) {
      const result = await resultFromSeed(draw.game, draw.seed)
      await ctx.db.update(draws).set({ result }).where(eq(draws.id, draw.id))
      await bets.settleDraw({ ...draw, result })
      await ctx.db.update(draws).set({ status: 'settled' }).where(eq(draws.id, draw.id))
    }
    return due.length
  }

  return { tick: run }
}
