import type { CricketModel } from '#engine/index.ts'
import type { AppContext } from '../../context.ts'
import { cricketMatches } from '../../modules/fixtures/tables.ts'
import type { SportsFeed } from '../sports/feed.ts'
import { announcements, POSTPONED_SHARE, playStarted, repriceDue } from '../sports/schedule.ts'
import { cricketFixtureOf, cricketFixturesFor, round1 } from './fixtures.ts'
import { marketsFor } from './markets.ts'
import { linesFor, playMatch } from './model.ts'

/** Two innings of a T20 with the break: the result is known about three and a half hours in. */
const DURATION_MS = 210 * 60_000

/**
 * The default cricket feed, on the same terms as the sports one: each league's season calendar
 * for the coming days (and the recent past on a fresh site, played at once), odds that drift as the first ball nears (the lines stay, so a bet id keeps its
 * meaning), matches played at their time with the occasional postponement, void after 36 hours.
 */
export function cricketSimulator(ctx: AppContext): SportsFeed {
  const due = announcements()
  async function schedule(now: Date) {
    for (const { day, done } of due(now)) {
      const rows = cricketFixturesFor(day).map((f) => {
        const lines = linesFor(f.model)
        return { ...f, lines, markets: marketsFor(f, f.model, lines), updatedAt: now }
      })
      if (rows.length > 0)
        await ctx.db
          .insert(cricketMatches)
          .values(rows)
          .onConflictDoNothing({ target: cricketMatches.feedKey })
      done()
    }
  }

  /** News moves prices: the soonest matches get a small, seeded change of expected runs and sixes. */
  const moveOdds = (now: Date) =>
    repriceDue(ctx.db, cricketMatches, now, (m, rand) => {
      const drift = (x: number, by: number) => round1(x * (1 - by + rand() * 2 * by))
      const model: CricketModel = {
        runs: { home: drift(m.model.runs.home, 0.03), away: drift(m.model.runs.away, 0.03) },
        sd: m.model.sd,
        sixes: { home: drift(m.model.sixes.home, 0.05), away: drift(m.model.sixes.away, 0.05) },
      }
      return { model, markets: marketsFor(m, model, m.lines) }
    })

  const play = (now: Date) =>
    playStarted(ctx.db, cricketMatches, now, (m, rand) => {
      if (rand() < POSTPONED_SHARE) return { status: 'postponed' }
      if (m.kickoff.getTime() + DURATION_MS > now.getTime()) return null
      // Played as the calendar drew the sides; the drift of the odds before was the market's.
      const model = cricketFixtureOf(m.feedKey, m.kickoff)?.model ?? m.model
      return { status: 'finished', result: playMatch(model, rand, m.balls) }
    })

  return {
    async sync(now) {
      await schedule(now)
      await moveOdds(now)
      return play(now)
    },
  }
}
