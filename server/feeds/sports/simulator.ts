import { and, asc, eq, lte } from 'drizzle-orm'
import type { SportGame } from '../../../workers/engine/index.ts'
import type { AppContext } from '../../context.ts'
import { matches } from '../../db/schema.ts'
import type { SportsFeed } from './feed.ts'
import { fixturesFor, seededRandom } from './fixtures.ts'
import { marketsFor } from './markets.ts'
import { basketballModel, soccerModel } from './pricing.ts'

export const SPORT_GAMES: SportGame[] = ['soccer', 'basketball', 'bd']
const DAYS_AHEAD = 3
/** When a result is known after kick-off: a football match with its break, a basketball game. */
const DURATION_MS: Record<SportGame, number> = {
  soccer: 115 * 60_000,
  bd: 115 * 60_000,
  basketball: 150 * 60_000,
}
const POSTPONED_SHARE = 0.03
export const VOID_AFTER_MS = 36 * 3600_000
const REPRICE_EVERY_MS = 10 * 60_000
const REPRICE_BATCH = 6

/** A final score drawn from the match's own model, the same one its odds came from. */
function playedScore(game: SportGame, strength: { home: number; away: number }, rand: () => number) {
  const model =
    game === 'basketball'
      ? basketballModel(strength.home, strength.away)
      : soccerModel(strength.home, strength.away)
  let u = rand()
  for (const w of model) {
    u -= w.p
    if (u <= 0) return w.score
  }
  return model[model.length - 1]?.score ?? { home: 0, away: 0, halfHome: 0, halfAway: 0 }
}

/**
 * The default sports feed: a rolling schedule for the coming days, odds that drift as kick-off
 * nears, matches played at their time (the occasional one postponed, and void after 36 hours),
 * results published. Everything is seeded by the fixture; time is what the caller says it is.
 */
export function sportsSimulator(ctx: AppContext): SportsFeed {
  async function schedule(now: Date) {
    for (let d = 0; d < DAYS_AHEAD; d++) {
      const day = new Date(now.getTime() + d * 86_400_000)
      for (const game of SPORT_GAMES) {
        const rows = fixturesFor(game, day).map((f) => ({
          ...f,
          markets: marketsFor(f.game, f.strength),
          updatedAt: now,
        }))
        await ctx.db.insert(matches).values(rows).onConflictDoNothing({ target: matches.feedKey })
      }
    }
  }

  /** Prices move: the soonest matches get a small, seeded change of strength and fresh odds. */
  async function moveOdds(now: Date) {
    const due = await ctx.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.status, 'scheduled'),
          lte(matches.updatedAt, new Date(now.getTime() - REPRICE_EVERY_MS)),
        ),
      )
      .orderBy(asc(matches.kickoff))
      .limit(REPRICE_BATCH)
    for (const m of due) {
      if (m.kickoff <= now) continue
      const rand = seededRandom(`${m.feedKey}:${m.oddsVersion}`)
      const drift = (x: number) => Math.round(x * (0.96 + rand() * 0.08) * 100) / 100
      const strength = { home: drift(m.strength.home), away: drift(m.strength.away) }
      await ctx.db
        .update(matches)
        .set({
          strength,
          markets: marketsFor(m.game as SportGame, strength),
          oddsVersion: m.oddsVersion + 1,
          updatedAt: now,
        })
        .where(eq(matches.id, m.id))
    }
  }

  async function play(now: Date) {
    const started = await ctx.db
      .select()
      .from(matches)
      .where(and(eq(matches.status, 'scheduled'), lte(matches.kickoff, now)))
    let played = 0
    for (const m of started) {
      const game = m.game as SportGame
      const rand = seededRandom(`${m.feedKey}:result`)
      if (rand() < POSTPONED_SHARE) {
        await ctx.db.update(matches).set({ status: 'postponed', updatedAt: now }).where(eq(matches.id, m.id))
        continue
      }
      if (m.kickoff.getTime() + DURATION_MS[game] > now.getTime()) continue
      const s = playedScore(game, m.strength, rand)
      await ctx.db
        .update(matches)
        .set({
          status: 'finished',
          halfHome: s.halfHome,
          halfAway: s.halfAway,
          fullHome: s.home,
          fullAway: s.away,
          updatedAt: now,
        })
        .where(eq(matches.id, m.id))
      played++
    }
    await ctx.db
      .update(matches)
      .set({ status: 'void', updatedAt: now })
      .where(
        and(eq(matches.status, 'postponed'), lte(matches.kickoff, new Date(now.getTime() - VOID_AFTER_MS))),
      )
    return played
  }

  return {
    async sync(now) {
      await schedule(now)
      await moveOdds(now)
      return play(now)
    },
  }
}
