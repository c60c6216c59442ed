import { and, count, eq, lt } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { GAMES, MARKSIX_GAMES, matchIdFor, previousDrawTimes } from './games.ts'
import { committedSeed } from './seeds.ts'
import { draws } from './tables.ts'

/** How many past draws a Mark Six region starts with, so results and statistics are not empty. */
export const HISTORY_DRAWS = 30

/**
 * Gives each Mark Six region that has fewer than HISTORY_DRAWS past draws the missing ones among
 * the last HISTORY_DRAWS draw times of its own schedule. Each gets a committed seed like any draw
 * and is entered closed (betting never opened, so no bet and no money can touch it); the
 * scheduler then draws it from its seed exactly as it draws the others. A region that already has
 * its history gets nothing, so a restart adds nothing, however long the server was stopped.
 * Returns how many draws it added.
 */
export async function addMissingHistory(ctx: Pick<AppContext, 'db'>, now: Date) {
  let added = 0
  for (const game of MARKSIX_GAMES) {
    const schedule = GAMES[game]?.schedule
    if (!schedule) continue
    const [past] = await ctx.db
      .select({ n: count() })
      .from(draws)
      .where(and(eq(draws.game, game), lt(draws.drawAt, now)))
    if ((past?.n ?? 0) >= HISTORY_DRAWS) continue
    const rows = previousDrawTimes(schedule, now, HISTORY_DRAWS).map((drawAt) => ({
      game,
      matchId: matchIdFor(game, drawAt),
      drawAt,
      closeAt: new Date(drawAt.getTime() - schedule.closeBeforeMs),
      status: 'closed',
      ...committedSeed(),
    }))
    const inserted = await ctx.db.insert(draws).values(rows).onConflictDoNothing().returning({ id: draws.id })
    added += inserted.length
  }
  return added
}
