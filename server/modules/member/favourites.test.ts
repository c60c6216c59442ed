import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAVOURITES_MAX } from '#contract/favourites.ts'
import { manualClock } from '../../clock.ts'
import { matches } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'

const clock = manualClock(new Date('2026-11-21T06:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let lobbyTeam: string
let lobbyLeague: string
let cricketTeam: string
/** A player for the refusals: every refused request must leave their list empty. */
let refused: string

/** Fixtures named Club 00 … Club 59: more teams than the cap, whatever today's feed holds. */
async function addClubs() {
  await t.database.db.insert(matches).values(
    Array.from({ length: 30 }, (_, i) => ({
      feedKey: `favourites-test-${i}`,
      game: 'soccer',
      code: `T${i}`,
      league: 'Test League',
      home: `Club ${String(2 * i).padStart(2, '0')}`,
      away: `Club ${String(2 * i + 1).padStart(2, '0')}`,
      kickoff: new Date('2026-11-22T12:00:00Z'),
      strength: { home: 1, away: 1 },
      markets: [],
    })),
  )
}

beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.sportsTick()
  const soccer = (await t.app.inject('/sports/soccer?start=0&limit=100')).json().data.list
  lobbyTeam = soccer[0].home_name
  lobbyLeague = soccer[0].league_name
  const cricket = (await t.app.inject('/sports/cricketAPI/matchData/matchList?start=0&limit=5')).json().data
    .list
  cricketTeam = cricket[0].away
  await addClubs()
  refused = await t.signUp('favbad01', null)
}, 60_000)
afterAll(() => t.close())

const as = (token: string) => ({ authorization: `Bearer ${token}` })
const list = async (token: string) =>
  (await t.app.inject({ url: '/sports/member/favourites', headers: as(token) })).json()
const add = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/sports/member/favourites', headers: as(token), payload })
const remove = (token: string, query: Record<string, string>) =>
  t.app.inject({
    method: 'DELETE',
    url: `/sports/member/favourites?${new URLSearchParams(query)}`,
    headers: as(token),
  })
const names = async (token: string) =>
  ((await list(token)).data.list as { kind: string; sport: string; name: string }[]).map(
    (f) => `${f.sport}:${f.kind}:${f.name}`,
  )

describe('favourite teams and leagues', () => {
  it('a player adds a team and a league, lists them oldest first, and removes one', async () => {
    const token = await t.signUp('favfan01', null)
    expect(await list(token)).toMatchObject({ code: 0, data: { list: [], max: FAVOURITES_MAX } })

    const team = await add(token, { kind: 'team', sport: 'soccer', name: lobbyTeam })
    expect(team.statusCode).toBe(200)
    expect(team.json().data).toMatchObject({ kind: 'team', sport: 'soccer', name: lobbyTeam })
    expect((await add(token, { kind: 'league', sport: 'soccer', name: lobbyLeague })).json().code).toBe(0)
    expect((await add(token, { kind: 'team', sport: 'cricket', name: cricketTeam })).json().code).toBe(0)
    expect(await names(token)).toEqual([
      `soccer:team:${lobbyTeam}`,
      `soccer:league:${lobbyLeague}`,
      `cricket:team:${cricketTeam}`,
    ])

    const gone = await remove(token, { kind: 'team', sport: 'soccer', name: lobbyTeam })
    expect(gone.json()).toMatchObject({ code: 0, data: { removed: true } })
    expect(await names(token)).toEqual([`soccer:league:${lobbyLeague}`, `cricket:team:${cricketTeam}`])
    // Removing it again changes nothing and is no error: a double tap ends where it started.
    expect((await remove(token, { kind: 'team', sport: 'soccer', name: lobbyTeam })).json()).toMatchObject({
      code: 0,
      data: { removed: false },
    })
  })

  it('adding the same favourite twice keeps one, and answers it both times', async () => {
    const token = await t.signUp('favfan02', null)
    const item = { kind: 'team', sport: 'soccer', name: lobbyTeam }
    const first = (await add(token, item)).json()
    const again = (await add(token, { ...item, name: `  ${lobbyTeam} ` })).json()
    expect(again).toEqual(first)
    expect(await names(token)).toEqual([`soccer:team:${lobbyTeam}`])
  })

  it("a player sees and removes only their own: another player's favourites stay invisible and untouched", async () => {
    const alice = await t.signUp('favalice', null)
    const bob = await t.signUp('favbob01', null)
    await add(alice, { kind: 'league', sport: 'soccer', name: lobbyLeague })
    expect((await list(bob)).data.list).toEqual([])
    expect(
      (await remove(bob, { kind: 'league', sport: 'soccer', name: lobbyLeague })).json().data.removed,
    ).toBe(false)
    expect(await names(alice)).toEqual([`soccer:league:${lobbyLeague}`])
  })

  it(`keeps at most ${FAVOURITES_MAX}: one more is refused in words, a removal makes room`, async () => {
    const token = await t.signUp('favfull1', null)
    for (let i = 0; i < FAVOURITES_MAX; i++) {
      const res = await add(token, {
        kind: 'team',
        sport: 'soccer',
        name: `Club ${String(i).padStart(2, '0')}`,
      })
      expect(res.json().code, `Club ${i}`).toBe(0)
    }
    const over = await add(token, { kind: 'team', sport: 'soccer', name: 'Club 55' })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({ msg: 'favouritesFull', data: { max: FAVOURITES_MAX } })
    // One already kept is still answered: the cap refuses new ones only.
    expect((await add(token, { kind: 'team', sport: 'soccer', name: 'Club 07' })).json().code).toBe(0)
    expect((await list(token)).data.list).toHaveLength(FAVOURITES_MAX)

    await remove(token, { kind: 'team', sport: 'soccer', name: 'Club 07' })
    expect((await add(token, { kind: 'team', sport: 'soccer', name: 'Club 55' })).json().code).toBe(0)
    const kept = await names(token)
    expect(kept).toHaveLength(FAVOURITES_MAX)
    expect(kept).toContain('soccer:team:Club 55')
    expect(kept).not.toContain('soccer:team:Club 07')
  })

  it.each([
    [{ kind: 'player', sport: 'soccer', name: 'Club 01' }, 'invalidFavourite'],
    [{ kind: 'team', sport: 'darts', name: 'Club 01' }, 'invalidFavourite'],
    [{ kind: 'team', sport: 'soccer', name: '   ' }, 'required'],
    [{ kind: 'team', sport: 'soccer' }, 'required'],
    [{ kind: 'team', sport: 'soccer', name: 'x'.repeat(101) }, 'tooLong'],
    [{ kind: 'team', sport: 'soccer', name: 42 }, 'invalidType'],
    [{ kind: 'team', sport: 'soccer', name: 'Club\u0000 01' }, 'invalidCharacters'],
  ])('refuses %o with 400 %s', async (payload, key) => {
    const res = await add(refused, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe(key)
    expect((await list(refused)).data.list).toEqual([])
  })

  it('refuses a team or league the sport does not have, and a team under the wrong sport', async () => {
    const token = refused
    for (const payload of [
      { kind: 'team', sport: 'soccer', name: 'Nowhere Rovers' },
      { kind: 'league', sport: 'soccer', name: lobbyTeam },
      { kind: 'team', sport: 'basketball', name: 'Club 01' },
    ]) {
      const res = await add(token, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      expect(res.json()).toMatchObject({ msg: 'favouriteUnknown', data: { field: 'name' } })
    }
    const bad = await remove(token, { kind: 'club', sport: 'soccer', name: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toBe('invalidFavourite')
    expect((await list(token)).data.list).toEqual([])
  })

  it('needs a signed-in player', async () => {
    expect((await t.app.inject('/sports/member/favourites')).statusCode).toBe(401)
    const res = await t.app.inject({
      method: 'POST',
      url: '/sports/member/favourites',
      payload: { kind: 'team', sport: 'soccer', name: lobbyTeam },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().msg).toBe('unauthorizedError')
  })
})
