import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

const clock = manualClock(new Date('2026-11-21T06:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.sportsTick()
}, 60_000)
afterAll(() => t.close())

const lobby = async (game: string) =>
  (await t.app.inject(`/sports/${game}?start=0&limit=100&timestamp=1`)).json().data.list

describe('sports feed simulator', () => {
  it('keeps a rolling schedule of realistic fixtures for the coming days, every market priced', async () => {
    const soccer = await lobby('soccer')
    // Saturday morning: the weekend rounds of three leagues and the midweek ones on Tuesday.
    expect(soccer.length).toBeGreaterThan(15)
    expect(new Set(soccer.map((m: { league_name: string }) => m.league_name)).size).toBe(3)
    const horizon = Date.parse('2026-11-25T00:00:00Z')
    for (const m of soccer) expect(Date.parse(m.match_start_time)).toBeLessThan(horizon)
    const first = soccer[0]
    expect(first).toMatchObject({
      status: 'scheduled',
      league_name: expect.any(String),
      home_name: expect.any(String),
    })
    expect(first.home_name).not.toBe(first.away_name)
    const kinds = new Set(first.markets.map((m: { kind: string }) => m.kind))
    expect([...kinds].sort()).toEqual(['correct_score', 'goals', 'half', 'handicap', 'wl'])
    expect((await lobby('basketball')).length).toBeGreaterThan(10)
    expect((await lobby('bd')).length).toBeGreaterThan(15)
    expect((await t.app.inject('/sports/tennis')).statusCode).toBe(404)
  })

  it('the same day always yields the same fixtures (seeded)', async () => {
    const before = (await lobby('bd')).map(
      (m: { code: string; home_name: string }) => `${m.code}:${m.home_name}`,
    )
    await t.app.jobs.sportsTick()
    expect(
      (await lobby('bd')).map((m: { code: string; home_name: string }) => `${m.code}:${m.home_name}`),
    ).toEqual(before)
  })

  it('odds move as time passes', async () => {
    const before = (await lobby('soccer'))[0]
    clock.advance(11 * 60_000)
    await t.app.jobs.sportsTick()
    const after = (await lobby('soccer')).find((m: { match_id: string }) => m.match_id === before.match_id)
    expect(after.odds_version).toBeGreaterThan(before.odds_version)
  })

  it('plays matches at their time: half-time and full-time scores, some postponed, void after 36 h', async () => {
    clock.set(new Date('2026-11-22T00:00:00Z'))
    await t.app.jobs.sportsTick()
    const results = (await t.app.inject('/sports/soccer/history?limit=100')).json().data.list
    expect(results.length).toBeGreaterThanOrEqual(10)
    const finished = results.filter((m: { status: string }) => m.status === 'finished')
    expect(finished.length).toBeGreaterThan(0)
    for (const m of finished) {
      const [hh, ha] = m.score.half
      const [fh, fa] = m.score.full
      expect(fh).toBeGreaterThanOrEqual(hh)
      expect(fa).toBeGreaterThanOrEqual(ha)
    }
    clock.set(new Date('2026-11-24T12:00:00Z'))
    await t.app.jobs.sportsTick()
    const later = (await t.app.inject('/sports/bd/history?limit=100')).json().data.list as {
      status: string
      match_start_time: string
    }[]
    const cutoff = new Date('2026-11-24T12:00:00Z').getTime() - 36 * 3600_000
    for (const m of later) {
      const kickoff = new Date(m.match_start_time).getTime()
      if (m.status === 'postponed') expect(kickoff).toBeGreaterThan(cutoff)
      if (m.status === 'void') expect(kickoff).toBeLessThanOrEqual(cutoff)
    }
    expect(later.length).toBeGreaterThan(20)
  }, 60_000)
})
