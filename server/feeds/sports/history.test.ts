import { and, count, eq, gte, lt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPORT_GAMES } from '#contract/games.ts'
import { manualClock } from '../../clock.ts'
import { cricketMatches, matches } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { cricketFixturesFor } from '../cricket/fixtures.ts'
import { fixturesFor } from './fixtures.ts'

const DAY = 86_400_000
const T0 = new Date('2026-11-21T06:00:00Z')
const TODAY = Date.parse('2026-11-21T00:00:00Z')
const clock = manualClock(T0)
let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.sportsTick()
}, 120_000)
afterAll(() => t.close())

const rows = async () => ({
  sports: (await t.database.db.select({ n: count() }).from(matches))[0]?.n ?? 0,
  cricket: (await t.database.db.select({ n: count() }).from(cricketMatches))[0]?.n ?? 0,
})
/** The fixtures the calendar has for the UTC days [from, to). */
const calendar = (from: number, to: number) => {
  let sports = 0
  let cricket = 0
  for (let d = from; d < to; d += DAY) {
    for (const game of SPORT_GAMES) sports += fixturesFor(game, new Date(d)).length
    cricket += cricketFixturesFor(new Date(d)).length
  }
  return { sports, cricket }
}

interface Result {
  match_id: string
  match_start_time: string
  status: string
  score: { half: number[]; full: number[] } | null
}

describe('a fresh site', () => {
  it('has the past three weeks played at once: every lobby has a full page of results', async () => {
    for (const game of SPORT_GAMES) {
      const list = (await t.app.inject(`/sports/${game}/history?start=0&limit=100`)).json().data
        .list as Result[]
      expect(list, game).toHaveLength(100)
      const finished = list.filter((m) => m.status === 'finished')
      // A few are postponed (void after 36 h), as the feed's rules say.
      expect(finished.length, game).toBeGreaterThan(85)
      for (const m of finished) {
        const [halfHome = 0, halfAway = 0] = m.score?.half ?? []
        const [fullHome = -1, fullAway = -1] = m.score?.full ?? []
        expect(fullHome).toBeGreaterThanOrEqual(halfHome)
        expect(fullAway).toBeGreaterThanOrEqual(halfAway)
      }
    }
    const cricket = (
      await t.app.inject('/sports/cricketAPI/matchData/matchList?start=0&limit=100&status=finished')
    ).json().data.list as { status: string; result: { winner: string } | null }[]
    expect(cricket).toHaveLength(100)
    expect(cricket.filter((m) => m.status === 'finished' && m.result?.winner).length).toBeGreaterThan(85)
  })

  it('stores every fixture of those three weeks and leaves none of them unplayed', async () => {
    const window = calendar(TODAY - 21 * DAY, TODAY)
    expect(window.sports).toBeGreaterThan(400)
    expect(window.cricket).toBeGreaterThan(100)
    const since = new Date(TODAY - 21 * DAY)
    const stored = async (table: typeof matches | typeof cricketMatches) =>
      (
        await t.database.db
          .select({ n: count() })
          .from(table)
          .where(and(gte(table.kickoff, since), lt(table.kickoff, new Date(TODAY))))
      )[0]?.n
    expect(await stored(matches)).toBe(window.sports)
    expect(await stored(cricketMatches)).toBe(window.cricket)
    // Longer ago than the longest match (a basketball game, a T20): decided, every one.
    const longAgo = new Date(T0.getTime() - 4 * 3600_000)
    const open = async (table: typeof matches | typeof cricketMatches) =>
      (
        await t.database.db
          .select({ n: count() })
          .from(table)
          .where(and(eq(table.status, 'scheduled'), lt(table.kickoff, longAgo)))
      )[0]?.n
    expect(await open(matches)).toBe(0)
    expect(await open(cricketMatches)).toBe(0)
  })

  it('adds nothing on a second sync, nor after a restart, and only the new day when a day passes', async () => {
    const first = await rows()
    await t.app.jobs.sportsTick()
    expect(await rows()).toEqual(first)
    // A restarted server (a new app on the same database) announces the same window again.
    const restarted = await testApp({ clock, database: t.database })
    await restarted.app.jobs.sportsTick()
    expect(await rows()).toEqual(first)
    clock.set(new Date(T0.getTime() + DAY))
    await restarted.app.jobs.sportsTick()
    await restarted.close()
    const added = calendar(TODAY + 4 * DAY, TODAY + 5 * DAY)
    expect(await rows()).toEqual({
      sports: first.sports + added.sports,
      cricket: first.cricket + added.cricket,
    })
    clock.set(T0)
  }, 120_000)
})

describe('results', () => {
  it('are the same on every site: a match on sale for days, its odds moved, ends as on a site started after it', async () => {
    // This site has had the matches on sale since Saturday morning; a few price moves first.
    for (let i = 0; i < 3; i++) {
      clock.advance(11 * 60_000)
      await t.app.jobs.sportsTick()
    }
    const later = new Date('2026-11-23T12:00:00Z')
    clock.set(later)
    await t.app.jobs.sportsTick()
    const fresh = await testApp({ clock: manualClock(later) })
    await fresh.app.jobs.sportsTick()
    const played = async (db: typeof t.database.db) =>
      new Map(
        (
          await db
            .select()
            .from(matches)
            .where(
              and(gte(matches.kickoff, T0), lt(matches.kickoff, new Date(later.getTime() - 3 * 3600_000))),
            )
        ).map((m) => [m.feedKey, m]),
      )
    const here = await played(t.database.db)
    const there = await played(fresh.database.db)
    await fresh.close()
    expect(here.size).toBeGreaterThan(30)
    expect([...here.keys()].sort()).toEqual([...there.keys()].sort())
    const moved = [...here.values()].filter((m) => m.oddsVersion > 1)
    expect(moved.length).toBeGreaterThan(0)
    for (const [key, m] of here) {
      const other = there.get(key)
      expect(other?.status, key).toBe(m.status)
      expect([other?.halfHome, other?.halfAway, other?.fullHome, other?.fullAway], key).toEqual([
        m.halfHome,
        m.halfAway,
        m.fullHome,
        m.fullAway,
      ])
    }
  }, 120_000)
})
