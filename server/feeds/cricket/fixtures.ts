import type { CricketModel } from '#engine/index.ts'
import { seededRandom } from '../sports/fixtures.ts'

interface League {
  league: string
  /** A par first-innings score: the mean runs of an average side. */
  par: number
  /** Sixes per run: how much of the scoring comes over the rope. */
  sixesPerRun: number
  /** Balls per innings: 120 in T20 cricket, 100 in The Hundred. */
  balls: number
  teams: string[]
}

const LEAGUES: League[] = [
  {
    league: 'Indian Premier League',
    par: 182,
    sixesPerRun: 1 / 19,
    balls: 120,
    teams: [
      'Mumbai Indians',
      'Chennai Super Kings',
      'Royal Challengers Bengaluru',
      'Kolkata Knight Riders',
      'Sunrisers Hyderabad',
      'Rajasthan Royals',
      'Delhi Capitals',
      'Punjab Kings',
      'Lucknow Super Giants',
      'Gujarat Titans',
    ],
  },
  {
    league: 'Big Bash League',
    par: 166,
    sixesPerRun: 1 / 23,
    balls: 120,
    teams: [
      'Sydney Sixers',
      'Sydney Thunder',
      'Melbourne Stars',
      'Melbourne Renegades',
      'Brisbane Heat',
      'Perth Scorchers',
      'Adelaide Strikers',
      'Hobart Hurricanes',
    ],
  },
  {
    league: 'The Hundred',
    par: 152,
    sixesPerRun: 1 / 22,
    balls: 100,
    teams: [
      'Oval Invincibles',
      'London Spirit',
      'Welsh Fire',
      'Southern Brave',
      'Birmingham Phoenix',
      'Northern Superchargers',
      'Manchester Originals',
      'Trent Rockets',
    ],
  },
  {
    league: 'Caribbean Premier League',
    par: 164,
    sixesPerRun: 1 / 18,
    balls: 120,
    teams: [
      'Trinbago Knight Riders',
      'Guyana Amazon Warriors',
      'Barbados Royals',
      'Jamaica Tallawahs',
      'St Kitts & Nevis Patriots',
      'Saint Lucia Kings',
    ],
  },
  {
    league: 'Pakistan Super League',
    par: 172,
    sixesPerRun: 1 / 21,
    balls: 120,
    teams: [
      'Lahore Qalandars',
      'Karachi Kings',
      'Islamabad United',
      'Peshawar Zalmi',
      'Quetta Gladiators',
      'Multan Sultans',
    ],
  },
  {
    league: 'T20 International',
    par: 165,
    sixesPerRun: 1 / 22,
    balls: 120,
    teams: [
      'India',
      'Australia',
      'England',
      'Pakistan',
      'South Africa',
      'New Zealand',
      'West Indies',
      'Sri Lanka',
      'Afghanistan',
      'Bangladesh',
    ],
  },
]

const PER_DAY = 6
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
 * The matches of one UTC day: realistic leagues, first balls from 06:00 to 20:00 UTC on the half
 * hour (day games in Asia and Australia, evening games in England and the Caribbean). Each
 * side's strength scales its league's par score; home sides get a little of the conditions.
 */
export function cricketFixturesFor(day: Date): CricketFixture[] {
  const date = day.toISOString().slice(0, 10)
  const rand = seededRandom(`cricket:${date}`)
  const base = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 6)
  const out: Omit<CricketFixture, 'code'>[] = []
  for (let i = 0; i < PER_DAY; i++) {
    const league = LEAGUES[Math.floor(rand() * LEAGUES.length)] ?? (LEAGUES[0] as League)
    const h = Math.floor(rand() * league.teams.length)
    let a = Math.floor(rand() * (league.teams.length - 1))
    if (a >= h) a++
    const runs = { home: league.par * (0.92 + rand() * 0.18), away: league.par * (0.9 + rand() * 0.18) }
    out.push({
      feedKey: `cricket:${date}:${i}`,
      league: league.league,
      balls: league.balls,
      home: league.teams[h] ?? 'Home',
      away: league.teams[a] ?? 'Away',
      kickoff: new Date(base + Math.floor(rand() * 29) * 30 * 60_000),
      model: {
        runs: { home: round1(runs.home), away: round1(runs.away) },
        sd: INNINGS_SD,
        sixes: { home: round1(runs.home * league.sixesPerRun), away: round1(runs.away * league.sixesPerRun) },
      },
    })
  }
  // Match codes number the day's matches in playing order: SatC01 is the first ball of Saturday.
  return out
    .sort((x, y) => x.kickoff.getTime() - y.kickoff.getTime())
    .map((f, i) => ({ ...f, code: `${WEEKDAY[day.getUTCDay()]}C${String(i + 1).padStart(2, '0')}` }))
}
