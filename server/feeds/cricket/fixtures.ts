import type { CricketModel } from '#engine/index.ts'
import {
  type CalendarMatch,
  type LeagueCalendar,
  matchesBetween,
  matchKey,
  teamRating,
} from '../calendar/season.ts'
import { on } from '../calendar/slots.ts'
import { seededRandom } from '../seeded.ts'

interface League extends LeagueCalendar {
  league: string
  /** A par first-innings score: the mean runs of an average side. */
  par: number
  /** Sixes per run: how much of the scoring comes over the rope. */
  sixesPerRun: number
  /** Balls per innings: 120 in T20 cricket, 100 in The Hundred. */
  balls: number
}

/**
 * T20 leagues play one or two matches a day, each team every three or four days, at the
 * league's local start times (teams listed strongest first).
 */
const LEAGUES: League[] = [
  {
    id: 'ipl',
    league: 'Indian Premier League',
    par: 182,
    sixesPerRun: 1 / 19,
    balls: 120,
    timeZone: 'Asia/Kolkata',
    epoch: '2025-03-22',
    cycleDays: 4,
    breakDays: 3,
    rounds: [[...on(0, '19:30'), ...on(1, '19:30'), ...on(2, '15:30', '19:30'), ...on(3, '19:30')]],
    teams: [
      'Mumbai Indians',
      'Royal Challengers Bengaluru',
      'Gujarat Titans',
      'Punjab Kings',
      'Kolkata Knight Riders',
      'Chennai Super Kings',
      'Sunrisers Hyderabad',
      'Delhi Capitals',
      'Lucknow Super Giants',
      'Rajasthan Royals',
    ],
  },
  {
    id: 'bbl',
    league: 'Big Bash League',
    par: 166,
    sixesPerRun: 1 / 23,
    balls: 120,
    timeZone: 'Australia/Sydney',
    epoch: '2025-12-14',
    cycleDays: 3,
    breakDays: 3,
    rounds: [[...on(0, '19:15'), ...on(1, '16:15', '19:15'), ...on(2, '19:15')]],
    teams: [
      'Perth Scorchers',
      'Sydney Sixers',
      'Hobart Hurricanes',
      'Brisbane Heat',
      'Adelaide Strikers',
      'Sydney Thunder',
      'Melbourne Stars',
      'Melbourne Renegades',
    ],
  },
  {
    id: 'hundred',
    league: 'The Hundred',
    par: 152,
    sixesPerRun: 1 / 22,
    balls: 100,
    timeZone: 'Europe/London',
    epoch: '2025-08-05',
    cycleDays: 3,
    breakDays: 3,
    rounds: [[...on(0, '18:30'), ...on(1, '15:00', '18:30'), ...on(2, '18:30')]],
    teams: [
      'Oval Invincibles',
      'Trent Rockets',
      'Southern Brave',
      'Northern Superchargers',
      'London Spirit',
      'Birmingham Phoenix',
      'Manchester Originals',
      'Welsh Fire',
    ],
  },
  {
    id: 'cpl',
    league: 'Caribbean Premier League',
    par: 164,
    sixesPerRun: 1 / 18,
    balls: 120,
    timeZone: 'America/Port_of_Spain',
    epoch: '2025-08-15',
    cycleDays: 3,
    breakDays: 3,
    rounds: [[...on(0, '19:30'), ...on(1, '19:30'), ...on(2, '19:30')]],
    teams: [
      'Trinbago Knight Riders',
      'Guyana Amazon Warriors',
      'Saint Lucia Kings',
      'Barbados Royals',
      'St Kitts & Nevis Patriots',
      'Jamaica Tallawahs',
    ],
  },
  {
    id: 'psl',
    league: 'Pakistan Super League',
    par: 172,
    sixesPerRun: 1 / 21,
    balls: 120,
    timeZone: 'Asia/Karachi',
    epoch: '2025-04-11',
    cycleDays: 3,
    breakDays: 3,
    rounds: [[...on(0, '19:00'), ...on(1, '14:00', '19:00')]],
    teams: [
      'Lahore Qalandars',
      'Islamabad United',
      'Quetta Gladiators',
      'Karachi Kings',
      'Peshawar Zalmi',
      'Multan Sultans',
    ],
  },
  {
    // A tournament of national sides on neutral ground in the Emirates.
    id: 't20i',
    league: 'T20 International',
    par: 165,
    sixesPerRun: 1 / 22,
    balls: 120,
    timeZone: 'Asia/Dubai',
    epoch: '2025-09-09',
    cycleDays: 4,
    breakDays: 3,
    rounds: [[...on(0, '18:00'), ...on(1, '14:00', '18:00'), ...on(2, '18:00'), ...on(3, '18:00')]],
    teams: [
      'India',
      'Australia',
      'England',
      'South Africa',
      'New Zealand',
      'Pakistan',
      'West Indies',
      'Sri Lanka',
      'Afghanistan',
      'Bangladesh',
    ],
  },
]

const DAY_MS = 86_400_000
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
/** Runs either side of the mean one innings typically lands. */
const INNINGS_SD = 24

export interface CricketFixture {
  feedKey: string
  code: string
  league: string
  balls: number
  home: string
  away: string
  kickoff: Date
  model: CricketModel
}

/** Model figures are kept to one decimal, so stored rows read plainly. */
export const round1 = (x: number) => Math.round(x * 10) / 10

/**
 * Each side's expected runs: its league's par, scaled by the gap between the two teams' ratings,
 * a little of the day's form (seeded by the match) and a little for the home side's conditions.
 */
function modelOf(league: League, m: CalendarMatch, rand: () => number): CricketModel {
  const gap = teamRating(league, m.season, m.home) - teamRating(league, m.season, m.away)
  const runs = {
    home: league.par * (1.01 + 0.07 * gap + 0.06 * (rand() - 0.5)),
    away: league.par * (0.99 - 0.07 * gap + 0.06 * (rand() - 0.5)),
  }
  return {
    runs: { home: round1(runs.home), away: round1(runs.away) },
    sd: INNINGS_SD,
    sixes: { home: round1(runs.home * league.sixesPerRun), away: round1(runs.away * league.sixesPerRun) },
  }
}

/**
 * The matches of one UTC day: every league's matches of its season calendar that start that day,
 * at the league's local times.
 */
export function cricketFixturesFor(day: Date): CricketFixture[] {
  const from = new Date(Math.floor(day.getTime() / DAY_MS) * DAY_MS)
  const to = new Date(from.getTime() + DAY_MS)
  const out: Omit<CricketFixture, 'code'>[] = []
  for (const league of LEAGUES)
    for (const m of matchesBetween(league, from, to)) {
      const feedKey = matchKey('cricket', league, m)
      out.push({
        feedKey,
        league: league.league,
        balls: league.balls,
        home: m.home,
        away: m.away,
        kickoff: m.kickoff,
        model: modelOf(league, m, seededRandom(feedKey)),
      })
    }
  // Match codes number the day's matches in playing order: SatC01 is the first ball of Saturday.
  return out
    .sort((x, y) => x.kickoff.getTime() - y.kickoff.getTime() || (x.feedKey < y.feedKey ? -1 : 1))
    .map((f, i) => ({ ...f, code: `${WEEKDAY[from.getUTCDay()]}C${String(i + 1).padStart(2, '0')}` }))
}

// A fresh site plays three weeks of matches in one sync, each looked up by its day.
const recentDays = new Map<number, CricketFixture[]>()

/** The fixture a stored match was announced as, found again from its key and start. */
export function cricketFixtureOf(feedKey: string, kickoff: Date) {
  const key = Math.floor(kickoff.getTime() / DAY_MS)
  let day = recentDays.get(key)
  if (!day) {
    if (recentDays.size > 100) recentDays.clear()
    day = cricketFixturesFor(kickoff)
    recentDays.set(key, day)
  }
  return day.find((f) => f.feedKey === feedKey)
}

/** The leagues the cricket feed simulates, for tests and tools that walk their calendars. */
export const cricketLeagues: readonly League[] = LEAGUES
