import { describe, expect, it } from 'vitest'
import { cricketFixturesFor, cricketLeagues } from '../cricket/fixtures.ts'
import { fixturesFor } from '../sports/fixtures.ts'
import { leaguesOf } from '../sports/leagues.ts'
import { civilDay, zonedInstant } from './localTime.ts'
import { type CalendarMatch, type LeagueCalendar, seasonMatches } from './season.ts'

const HOUR = 3600_000
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** The local weekday and 'HH:MM' of an instant in a zone, read by Intl (not by the calendar's code). */
function local(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return { weekday: parts.weekday ?? '', time: `${parts.hour}:${parts.minute}` }
}

const between = (lo: string, hi: string) => (t: string) => t >= lo && t <= hi
const FOOTBALL_DAYS = ['Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']

/**
 * Where each league plays and when, as fans know it: the zone, the days, the local kick-off
 * times, and the shortest rest a team gets between two matches.
 */
const EXPECTED: Record<
  string,
  { zone: string; days: string[]; time: (t: string, weekday: string) => boolean; restHours: number }
> = {
  epl: {
    zone: 'Europe/London',
    days: FOOTBALL_DAYS,
    time: (t, d) =>
      ({
        Fri: ['20:00'],
        Sat: ['12:30', '15:00', '17:30'],
        Sun: ['14:00', '16:30'],
        Mon: ['20:00'],
        Tue: ['19:45', '20:00'],
        Wed: ['19:45', '20:00'],
      })[d]?.includes(t) ?? false,
    restHours: 48,
  },
  laliga: { zone: 'Europe/Madrid', days: FOOTBALL_DAYS, time: between('14:00', '21:00'), restHours: 48 },
  j1: { zone: 'Asia/Tokyo', days: FOOTBALL_DAYS, time: between('13:00', '19:30'), restHours: 48 },
  bundesliga: {
    zone: 'Europe/Berlin',
    days: FOOTBALL_DAYS,
    time: (t, d) =>
      ({
        Fri: ['20:30'],
        Sat: ['15:30', '18:30'],
        Sun: ['15:30', '17:30'],
        Tue: ['18:30', '20:30'],
        Wed: ['18:30', '20:30'],
      })[d]?.includes(t) ?? false,
    restHours: 48,
  },
  seriea: { zone: 'Europe/Rome', days: FOOTBALL_DAYS, time: between('12:30', '20:45'), restHours: 48 },
  kleague1: { zone: 'Asia/Seoul', days: FOOTBALL_DAYS, time: between('14:00', '19:30'), restHours: 48 },
  nba: { zone: 'America/New_York', days: WEEKDAYS, time: between('19:00', '22:30'), restHours: 44 },
  cba: { zone: 'Asia/Shanghai', days: WEEKDAYS, time: (t) => t === '19:35', restHours: 44 },
  ipl: { zone: 'Asia/Kolkata', days: WEEKDAYS, time: (t) => ['15:30', '19:30'].includes(t), restHours: 44 },
  bbl: {
    zone: 'Australia/Sydney',
    days: WEEKDAYS,
    time: (t) => ['16:15', '19:15'].includes(t),
    restHours: 44,
  },
  hundred: {
    zone: 'Europe/London',
    days: WEEKDAYS,
    time: (t) => ['15:00', '18:30'].includes(t),
    restHours: 44,
  },
  cpl: { zone: 'America/Port_of_Spain', days: WEEKDAYS, time: (t) => t === '19:30', restHours: 44 },
  psl: { zone: 'Asia/Karachi', days: WEEKDAYS, time: (t) => ['14:00', '19:00'].includes(t), restHours: 44 },
  t20i: { zone: 'Asia/Dubai', days: WEEKDAYS, time: (t) => ['14:00', '18:00'].includes(t), restHours: 44 },
}

const LEAGUES: LeagueCalendar[] = [
  ...leaguesOf('soccer'),
  ...leaguesOf('bd'),
  ...leaguesOf('basketball'),
  ...cricketLeagues,
]

/** The season under way on 21 November 2026 and the one after it, back to back. */
function twoSeasons(league: LeagueCalendar) {
  const now = seasonMatches(league, new Date('2026-11-21T00:00:00Z'))
  const end = now[now.length - 1]?.kickoff ?? new Date(0)
  const next = seasonMatches(league, new Date(end.getTime() + 20 * 86_400_000))
  return { now, next }
}

const teamsOf = (m: CalendarMatch) => [m.home, m.away]

describe('league calendars', () => {
  it('covers every league with its expectations', () => {
    expect(LEAGUES.map((l) => l.id).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  for (const league of LEAGUES) {
    const expected = EXPECTED[league.id]
    if (!expected) continue
    describe(league.id, () => {
      const { now, next } = twoSeasons(league)
      const n = league.teams.length

      it('is a double round-robin: each team once a round, each pairing once at each ground', () => {
        for (const season of [now, next]) {
          expect(season).toHaveLength(n * (n - 1))
          const rounds = Map.groupBy(season, (m) => m.round)
          expect(rounds.size).toBe(2 * (n - 1))
          for (const matches of rounds.values()) {
            const teams = matches.flatMap(teamsOf)
            expect(new Set(teams).size).toBe(n)
            expect(teams).toHaveLength(n)
          }
          expect(new Set(season.map((m) => `${m.home}|${m.away}`)).size).toBe(n * (n - 1))
        }
        // A new season is drawn anew.
        expect(next.slice(0, 3).map(teamsOf)).not.toEqual(now.slice(0, 3).map(teamsOf))
      })

      it('alternates home and away: never three in a row, the second half the first reversed', () => {
        for (const season of [now, next]) {
          for (const team of league.teams) {
            const venues = season
              .filter((m) => m.home === team || m.away === team)
              .sort((a, b) => a.round - b.round)
              .map((m) => (m.home === team ? 'H' : 'A'))
              .join('')
            expect(venues).not.toMatch(/HHH|AAA/)
          }
          const half = n - 1
          for (const m of season.filter((x) => x.round > half)) {
            const first = season.find((x) => x.round === m.round - half && x.home === m.away)
            expect(first?.away).toBe(m.home)
          }
        }
      })

      it(`rests every team at least ${expected.restHours} h between matches, across the seasons' turn too`, () => {
        const last = new Map<string, number>()
        let shortest = Number.POSITIVE_INFINITY
        for (const m of [...now, ...next]) {
          for (const team of teamsOf(m)) {
            const before = last.get(team)
            if (before !== undefined) shortest = Math.min(shortest, m.kickoff.getTime() - before)
            last.set(team, m.kickoff.getTime())
          }
        }
        expect(shortest / HOUR).toBeGreaterThanOrEqual(expected.restHours)
      })

      it(`kicks off at the league's local times in ${expected.zone}, summer time or not`, () => {
        const utcHours = new Set<number>()
        for (const m of [...now, ...next]) {
          const { weekday, time } = local(m.kickoff, expected.zone)
          expect(expected.days, `${m.kickoff.toISOString()} ${weekday}`).toContain(weekday)
          expect(expected.time(time, weekday), `${m.kickoff.toISOString()} is ${weekday} ${time}`).toBe(true)
          utcHours.add(m.kickoff.getUTCHours())
        }
        expect(utcHours.size).toBeGreaterThan(0)
      })
    })
  }
})

describe('local kick-off times', () => {
  it('convert to UTC on either side of a daylight saving change', () => {
    const at = (date: string, time: string, zone: string) =>
      zonedInstant(civilDay(date), time, zone).toISOString()
    // London: British Summer Time ends on Sunday 25 October 2026.
    expect(at('2026-10-24', '15:00', 'Europe/London')).toBe('2026-10-24T14:00:00.000Z')
    expect(at('2026-10-31', '15:00', 'Europe/London')).toBe('2026-10-31T15:00:00.000Z')
    // and starts on Sunday 28 March 2027.
    expect(at('2027-03-27', '17:30', 'Europe/London')).toBe('2027-03-27T17:30:00.000Z')
    expect(at('2027-03-28', '16:30', 'Europe/London')).toBe('2027-03-28T15:30:00.000Z')
    // New York leaves daylight time on Sunday 1 November 2026: a 19:30 tip-off moves an hour in UTC.
    expect(at('2026-10-31', '19:30', 'America/New_York')).toBe('2026-10-31T23:30:00.000Z')
    expect(at('2026-11-02', '19:30', 'America/New_York')).toBe('2026-11-03T00:30:00.000Z')
    // Sydney's summer starts on Sunday 4 October 2026, the other way round.
    expect(at('2026-10-03', '19:15', 'Australia/Sydney')).toBe('2026-10-03T09:15:00.000Z')
    expect(at('2026-10-05', '19:15', 'Australia/Sydney')).toBe('2026-10-05T08:15:00.000Z')
    // No daylight saving in Tokyo or Kolkata.
    expect(at('2026-07-04', '19:00', 'Asia/Tokyo')).toBe('2026-07-04T10:00:00.000Z')
    expect(at('2026-11-21', '19:30', 'Asia/Kolkata')).toBe('2026-11-21T14:00:00.000Z')
  })

  it("follow the clocks in a league's season: the same 15:00 Saturday kick-off is 14:00 UTC in October, 15:00 UTC in November", () => {
    const [epl] = leaguesOf('soccer')
    if (!epl) throw new Error('no league')
    const saturdayThree = [...twoSeasons(epl).now, ...twoSeasons(epl).next].filter((m) => {
      const { weekday, time } = local(m.kickoff, 'Europe/London')
      return weekday === 'Sat' && time === '15:00'
    })
    const utc = new Set(saturdayThree.map((m) => m.kickoff.toISOString().slice(11, 16)))
    expect([...utc].sort()).toEqual(['14:00', '15:00'])
  })
})

describe('fixtures', () => {
  it('are the same for the same day whenever asked, keyed by league, season, round and teams', () => {
    const day = fixturesFor('soccer', new Date('2026-11-21T00:00:00Z'))
    expect(fixturesFor('soccer', new Date('2026-11-21T23:59:00Z'))).toEqual(day)
    // Fixed values: nothing in a fixture depends on when or where the test runs.
    expect(day[0]).toEqual({
      feedKey: 'soccer:j1:2026-08-28:25:kashiwa-reysol:cerezo-osaka',
      game: 'soccer',
      code: 'Sat001',
      league: 'J1 League',
      home: 'Kashiwa Reysol',
      away: 'Cerezo Osaka',
      kickoff: new Date('2026-11-21T04:00:00Z'),
      strength: { home: 1.66, away: 0.97 },
    })
    expect(day.map((f) => f.code)).toEqual(day.map((_, i) => `Sat${String(i + 1).padStart(3, '0')}`))
    for (const game of ['soccer', 'basketball', 'bd'] as const)
      for (const f of fixturesFor(game, new Date('2026-11-22T00:00:00Z'))) {
        expect(f.feedKey).toMatch(
          new RegExp(`^${game}:[a-z0-9]+:\\d{4}-\\d{2}-\\d{2}:\\d+:[a-z0-9-]+:[a-z0-9-]+$`),
        )
        expect(f.home).not.toBe(f.away)
      }
    const cricket = cricketFixturesFor(new Date('2026-11-21T00:00:00Z'))
    expect(cricketFixturesFor(new Date('2026-11-21T12:00:00Z'))).toEqual(cricket)
    for (const f of cricket) expect(f.feedKey).toMatch(/^cricket:[a-z0-9]+:\d{4}-\d{2}-\d{2}:\d+:/)
  })

  it('rate teams by their standing: the strongest side is the favourite at home against the weakest', () => {
    // Over a season every pairing meets once each way; the top side at home expects more goals.
    const [epl] = leaguesOf('soccer')
    if (!epl) throw new Error('no league')
    const top = epl.teams[0]
    const bottom = epl.teams[epl.teams.length - 1]
    const match = seasonMatches(epl, new Date('2026-11-21T00:00:00Z')).find(
      (m) => m.home === top && m.away === bottom,
    )
    if (!match) throw new Error('no such match')
    const f = fixturesFor('soccer', match.kickoff).find((x) => x.home === top && x.away === bottom)
    expect(f?.strength.home).toBeGreaterThan(f?.strength.away ?? 0)
  })
})
