import type { SportGame } from '#engine/index.ts'
import { type CalendarMatch, matchesBetween, matchKey, teamRating } from '../calendar/season.ts'
import { seededRandom } from '../seeded.ts'
import { leaguesOf, type SportLeague } from './leagues.ts'

const DAY_MS = 86_400_000
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

export interface Fixture {
  feedKey: string
  game: SportGame
  code: string
  league: string
  home: string
  away: string
  kickoff: Date
  strength: { home: number; away: number }
}

const round2 = (x: number) => Math.round(x * 100) / 100
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))

/**
 * Expected goals (football) or points (basketball) of each side: the gap between the two
 * teams' ratings, a home advantage, and a little of the day's form, seeded by the match.
 */
function strengthOf(game: SportGame, league: SportLeague, m: CalendarMatch, rand: () => number) {
  const gap = teamRating(league, m.season, m.home) - teamRating(league, m.season, m.away)
  const form = () => rand() - 0.5
  if (game === 'basketball')
    return {
      home: round2(clamp(110 + 9 * gap + 4 * form(), 98, 122)),
      away: round2(clamp(107 - 9 * gap + 4 * form(), 96, 120)),
    }
  return {
    home: round2(clamp(1.45 + 1.1 * gap + 0.3 * form(), 0.5, 2.6)),
    away: round2(clamp(1.15 - 0.9 * gap + 0.3 * form(), 0.4, 2.2)),
  }
}

/**
 * The fixtures of one UTC day: every league's matches of its season calendar that kick off that
 * day, at the league's local times. Codes number the day's matches in kick-off order (Sat003).
 */
export function fixturesFor(game: SportGame, day: Date): Fixture[] {
  const from = new Date(Math.floor(day.getTime() / DAY_MS) * DAY_MS)
  const to = new Date(from.getTime() + DAY_MS)
  const out: Omit<Fixture, 'code'>[] = []
  for (const league of leaguesOf(game))
    for (const m of matchesBetween(league, from, to)) {
      const feedKey = matchKey(game, league, m)
      out.push({
        feedKey,
        game,
        league: league.name,
        home: m.home,
        away: m.away,
        kickoff: m.kickoff,
        strength: strengthOf(game, league, m, seededRandom(feedKey)),
      })
    }
  return out
    .sort((x, y) => x.kickoff.getTime() - y.kickoff.getTime() || (x.feedKey < y.feedKey ? -1 : 1))
    .map((f, i) => ({ ...f, code: `${WEEKDAY[from.getUTCDay()]}${String(i + 1).padStart(3, '0')}` }))
}

// A fresh site plays three weeks of matches in one sync, each looked up by its day.
const recentDays = new Map<string, Fixture[]>()

/** The fixture a stored match was announced as, found again from its key and kick-off. */
export function fixtureOf(game: SportGame, feedKey: string, kickoff: Date) {
  const key = `${game}:${Math.floor(kickoff.getTime() / DAY_MS)}`
  let day = recentDays.get(key)
  if (!day) {
    if (recentDays.size > 100) recentDays.clear()
    day = fixturesFor(game, kickoff)
    recentDays.set(key, day)
  }
  return day.find((f) => f.feedKey === feedKey)
}
