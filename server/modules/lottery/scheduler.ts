import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, lte } from 'drizzle-orm'
import { markSixFromSeed, racingFromSeed } from '#engine/draws.ts'
import type { AppContext } from '../../context.ts'
import { draws } from '../../db/schema.ts'
import type { LotteryBets } from './bets.ts'
import { GAMES, matchIdFor, nextDrawTimes } from './games.ts'

const sha256 = async (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest())
const UPCOMING = 2

/**
 * Keeps every game's next draws scheduled with a committed seed, closes betting at each deadline,
 * draws from the seed when the time comes and settles the draw's bets. Runs on a timer in
 * main.ts; tests and `npm run ops -- clock` move the clock and call it.
 */
export function drawScheduler(ctx: AppContext, bets: LotteryBets) {
  async function schedule(now: Date) {
    for (const [game, { schedule }] of Object.entries(GAMES)) {
      for (const drawAt of nextDrawTimes(schedule, new Date(now.getTime() - 1), UPCOMING)) {
        const seed = randomBytes(32).toString('hex')
        await ctx.db
          .insert(draws)
          .values({
            game,
            matchId: matchIdFor(game, drawAt),
            drawAt,
            closeAt: new Date(drawAt.getTime() - schedule.closeBeforeMs),
            seed,
            seedHash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
          })
          .onConflictDoNothing()
      }
    }
  }

  async function run() {
    const now = ctx.clock.now()
    await schedule(now)
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
      const family = GAMES[draw.game]?.family
      const result =
        family === 'racing'
          ? { numbers: await racingFromSeed(draw.seed, sha256) }
          : await markSixFromSeed(draw.seed, sha256)
      await ctx.db.update(draws).set({ result }).where(eq(draws.id, draw.id))
      await bets.settleDraw({ ...draw, result })
      await ctx.db.update(draws).set({ status: 'settled' }).where(eq(draws.id, draw.id))
    }
    return due.length
  }

  return { tick: run }
}
