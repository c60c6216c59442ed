import { seededRandom, shuffled } from '../seeded.ts'
import { civilDay, dateOf, zonedInstant } from './localTime.ts'
import { doubleRoundRobin } from './roundRobin.ts'

/** A kick-off slot of a round: the day of the cycle (0 = the cycle's first day) and local 'HH:MM'. */
export interface Slot {
  day: number
  time: string
}

/** When and where a league plays: its teams, its time zone and the rhythm of its rounds. */
export interface LeagueCalendar {
  /** Short and stable: it is part of every fixture's feed key. */
  id: string
  timeZone: string
  teams: readonly string[]
  /** A local date a season starts on: its weekday is the cycle's day 0 (a Friday for a football week). */
  epoch: string
  /** The days the pattern of rounds repeats over. */
  cycleDays: number
  /** The rounds one cycle holds, each with one slot per match (teams ÷ 2). */
  rounds: readonly (readonly Slot[])[]
  /** Days off between one season's last cycle and the next season's first. */
  breakDays: number
}

export interface CalendarMatch {
  /** The season's first day, 'YYYY-MM-DD' in the league's own calendar. */
  season: string
  /** 1 … 2(teams − 1). */
  round: number
  home: string
  away: string
  kickoff: Date
}

const DAY_MS = 86_400_000

const roundsOf = (league: LeagueCalendar) => 2 * (league.teams.length - 1)
const seasonDays = (league: LeagueCalendar) =>
  Math.ceil(roundsOf(league) / league.rounds.length) * league.cycleDays + league.breakDays

/**
 * One season of a league: a double round-robin over its teams in an order drawn for the season,
 * round after round on the league's cycle at its local kick-off times. Within a round the
 * earliest slots go to the teams rested longest, so nobody plays late in one round and early in
 * the next (a Monday night game is followed by a Wednesday one, not a Tuesday one).
 */
function buildSeason(league: LeagueCalendar, index: number): CalendarMatch[] {
  const first = civilDay(league.epoch) + index * seasonDays(league)
  const season = dateOf(first)
  const teams = shuffled(league.teams, seededRandom(`${league.id}:${season}:teams`))
  const lastPlayed = new Map<string, number>()
  const rested = (team: string) => lastPlayed.get(team) ?? Number.NEGATIVE_INFINITY
  const out: CalendarMatch[] = []
  doubleRoundRobin(teams.length).forEach((pairings, r) => {
    const cycleStart = first + Math.floor(r / league.rounds.length) * league.cycleDays
    const slots = (league.rounds[r % league.rounds.length] ?? [])
      .map((s) => zonedInstant(cycleStart + s.day, s.time, league.timeZone))
      .sort((a, b) => a.getTime() - b.getTime())
    if (slots.length !== pairings.length)
      throw new Error(`${league.id}: a round has ${pairings.length} matches but ${slots.length} slots`)
    const left = shuffled(
      pairings.map(([h, a]) => ({ home: teams[h] as string, away: teams[a] as string })),
      seededRandom(`${league.id}:${season}:${r + 1}`),
    )
    for (const kickoff of slots) {
      let best = 0
      const busy = (i: number) => Math.max(rested(left[i]?.home ?? ''), rested(left[i]?.away ?? ''))
      for (let i = 1; i < left.length; i++) if (busy(i) < busy(best)) best = i
      const [match] = left.splice(best, 1)
      if (!match) break
      out.push({ season, round: r + 1, ...match, kickoff })
      lastPlayed.set(match.home, kickoff.getTime())
      lastPlayed.set(match.away, kickoff.getTime())
    }
  })
  return out.sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime())
}

// Seasons are pure functions of the league and their number; a feed asks for the same few over
// and over, so they are kept (a season is a few hundred small objects).
const seasons = new Map<string, CalendarMatch[]>()
function seasonAt(league: LeagueCalendar, index: number) {
  const key = `${league.id}:${index}`
  let season = seasons.get(key)
  if (!season) {
    if (seasons.size > 200) seasons.clear()
    season = buildSeason(league, index)
    seasons.set(key, season)
  }
  return season
}

/**
 * A league's matches kicking off in [from, to): seasons follow one another from the epoch on
 * (and before it), each its own draw, so any date falls in exactly one season or its break.
 */
export function matchesBetween(league: LeagueCalendar, from: Date, to: Date): CalendarMatch[] {
  const epoch = civilDay(league.epoch)
  const length = seasonDays(league)
  // A day either side covers the gap between UTC days and the league's local ones.
  const firstDay = Math.floor(from.getTime() / DAY_MS) - 1
  const lastDay = Math.floor(to.getTime() / DAY_MS) + 1
  const out: CalendarMatch[] = []
  for (let s = Math.floor((firstDay - epoch) / length); s <= Math.floor((lastDay - epoch) / length); s++)
    for (const m of seasonAt(league, s))
      if (m.kickoff.getTime() >= from.getTime() && m.kickoff.getTime() < to.getTime()) out.push(m)
  return out
}

/** Every match of the season that `at` falls in (or whose break it is). */
export function seasonMatches(league: LeagueCalendar, at: Date): CalendarMatch[] {
  const day = Math.floor(at.getTime() / DAY_MS)
  return seasonAt(league, Math.floor((day - civilDay(league.epoch)) / seasonDays(league)))
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()

/**
 * A match's feed key: the sport, the league, the season, the round and the two teams
 * ('soccer:epl:2025-08-15:12:arsenal:chelsea'), the same however often it is announced.
 */
export const matchKey = (sport: string, league: LeagueCalendar, m: CalendarMatch) =>
  `${sport}:${league.id}:${m.season}:${m.round}:${slug(m.home)}:${slug(m.away)}`

/**
 * A team's form for a season, 0 the weakest to 1 the strongest: mostly where it stands in the
 * league (teams are listed strongest first), partly the season's own luck.
 */
export function teamRating(league: LeagueCalendar, season: string, team: string) {
  const standing = 1 - league.teams.indexOf(team) / Math.max(1, league.teams.length - 1)
  return 0.75 * standing + 0.25 * seededRandom(`${league.id}:${season}:${team}`)()
}
