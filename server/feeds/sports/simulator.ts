import { SPORT_GAMES } from '#contract/games.ts'
import type { SportGame } from '#engine/index.ts'
import type { AppContext } from '../../context.ts'
import { matches } from '../../modules/fixtures/tables.ts'
import type { SportsFeed } from './feed.ts'
import { fixtureOf, fixturesFor } from './fixtures.ts'
import { marketsFor } from './markets.ts'
import { basketballModel, soccerModel } from './pricing.ts'
import { announcements, POSTPONED_SHARE, playStarted, repriceDue } from './schedule.ts'

/** When a result is known after kick-off: a football match with its break, a basketball game. */
const DURATION_MS: Record<SportGame, number> = {
  soccer: 115 * 60_000,
  bd: 115 * 60_000,
  basketball: 150 * 60_000,
}

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
 * The default sports feed: each league's season calendar, announced for the coming days (and the
 * recent past on a fresh site, played at once), odds that drift as kick-off nears, matches played
 * at their time (the occasional one postponed, and void after 36 hours), results published.
 * Everything is seeded by the league and round; time is what the caller says it is.
 */
export function sportsSimulator(ctx: AppContext): SportsFeed {
  const due = announcements()
  async function schedule(now: Date) {
    for (const { day, done } of due(now)) {
      for (const game of SPORT_GAMES) {
        const rows = fixturesFor(game, day).map((f) => ({
          ...f,
          // A match announced after its kick-off (the past weeks on a fresh site) was never on
          // sale here: it gets no prices, which also spares pricing hundreds of them (~12 ms each).
          markets: f.kickoff > now ? marketsFor(f.game, f.strength) : [],
          updatedAt: now,
        }))
        if (rows.length > 0)
          await ctx.db.insert(matches).values(rows).onConflictDoNothing({ target: matches.feedKey })
      }
      done()
    }
  }

  /** Prices move: the soonest matches get a small, seeded change of strength and fresh odds. */
  const moveOdds = (now: Date) =>
    repriceDue(ctx.db, matches, now, (m, rand) => {
      const drift = (x: number) => Math.round(x * (0.96 + rand() * 0.08) * 100) / 100
      const strength = { home: drift(m.strength.home), away: drift(m.strength.away) }
      return { strength, markets: marketsFor(m.game as SportGame, strength) }
    })

  const play = (now: Date) =>
    playStarted(ctx.db, matches, now, (m, rand) => {
      const game = m.game as SportGame
      if (rand() < POSTPONED_SHARE) return { status: 'postponed' }
      if (m.kickoff.getTime() + DURATION_MS[game] > now.getTime()) return null
      // The match is played by the teams as the calendar drew them; the drift of its odds was
      // the market's, so a round ends the same on every site, however long it was on sale.
      const strength = fixtureOf(game, m.feedKey, m.kickoff)?.strength ?? m.strength
      const s = playedScore(game, strength, rand)
      return {
        status: 'finished',
        halfHome: s.halfHome,
        halfAway: s.halfAway,
        fullHome: s.home,
        fullAway: s.away,
      }
    })

  return {
    async sync(now) {
      await schedule(now)
      await moveOdds(now)
      return play(now)
    },
  }
}
