import { describe, expect, it } from 'vitest'
import { FAVOURITES_MAX } from '#contract/favourites.ts'
import { matches } from '../../db/schema.ts'
import { appOnPostgres } from '../../test/postgres.ts'

// Route limits off: this is about the cap in the database, not the per-route limit.
const on = appOnPostgres({ RATE_LIMITS: 'off' })

const TEAMS = 70

describe('favourites cap on PostgreSQL', () => {
  it(`${TEAMS} different adds at once keep exactly ${FAVOURITES_MAX}; 20 identical adds at once keep one`, async () => {
    await on.database.db.insert(matches).values(
      Array.from({ length: TEAMS / 2 }, (_, i) => ({
        feedKey: `race-${i}`,
        game: 'basketball',
        code: `R${i}`,
        league: 'Race League',
        home: `Racer ${2 * i}`,
        away: `Racer ${2 * i + 1}`,
        kickoff: new Date('2026-11-22T12:00:00Z'),
        strength: { home: 1, away: 1 },
        markets: [],
      })),
    )
    const token = await on.t.signUp('favrace1', null)
    const headers = { authorization: `Bearer ${token}` }
    const add = (name: string) =>
      on.t.app.inject({
        method: 'POST',
        url: '/sports/member/favourites',
        headers,
        payload: { kind: 'team', sport: 'basketball', name },
      })
    const answers = (await Promise.all(Array.from({ length: TEAMS }, (_, i) => add(`Racer ${i}`)))).map((r) =>
      r.json(),
    )
    expect(answers.filter((a) => a.code === 0)).toHaveLength(FAVOURITES_MAX)
    expect(answers.filter((a) => a.msg === 'favouritesFull')).toHaveLength(TEAMS - FAVOURITES_MAX)
    const listed = (await on.t.app.inject({ url: '/sports/member/favourites', headers })).json().data.list
    expect(listed).toHaveLength(FAVOURITES_MAX)

    const other = await on.t.signUp('favrace2', null)
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        on.t.app.inject({
          method: 'POST',
          url: '/sports/member/favourites',
          headers: { authorization: `Bearer ${other}` },
          payload: { kind: 'league', sport: 'basketball', name: 'Race League' },
        }),
      ),
    )
    expect(same.map((r) => r.json().code)).toEqual(Array(20).fill(0))
    const kept = (
      await on.t.app.inject({
        url: '/sports/member/favourites',
        headers: { authorization: `Bearer ${other}` },
      })
    ).json().data.list
    expect(kept).toHaveLength(1)
  })
})
