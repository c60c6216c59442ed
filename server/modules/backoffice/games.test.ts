import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GAME_TYPE_CODES } from '#contract/games.ts'
import { manualClock } from '../../clock.ts'
import { auditLog, games } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { boGet, boPost, signInOperator } from '../../test/operators.ts'

// A Saturday morning: football has matches open.
const clock = manualClock(new Date('2026-11-21T05:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let trader: string
let support: string
let player: string
let keys = 0

beforeAll(async () => {
  t = await testApp({ clock, env: { RATE_LIMITS: 'off' } })
  await t.app.jobs.sportsTick()
  const admin = (await signInOperator(t)).token
  for (const [name, role] of [
    ['tess', 'trader'],
    ['sue', 'support'],
  ]) {
    const added = await boPost(t, '/operators', { name, role, password: 'Operator123' }, admin)
    expect(added.json()).toMatchObject({ code: 0 })
  }
  trader = (await signInOperator(t, 'tess', 'Operator123')).token
  support = (await signInOperator(t, 'sue', 'Operator123')).token
  player = await t.signUp('gamesfan', '1000')
}, 60_000)
afterAll(() => t?.close())

const SOCCER = GAME_TYPE_CODES.soccer
const setStatus = (token: string, id: number | string, body: object) =>
  boPost(t, `/games/${id}/status`, body, token)
const availability = async () =>
  (await t.app.inject('/sports/available_games')).json().data as { game_id: number; status: number }[]
const soccerStatus = async () => (await availability()).find((g) => g.game_id === SOCCER)?.status
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0
const statuses = async () => t.database.db.select().from(games).orderBy(games.gameId)

async function soccerBet() {
  const get = async (url: string) =>
    (await t.app.inject({ url: `/sports/${url}`, headers: { authorization: `Bearer ${player}` } })).json()
      .data
  const [m] = (await get('soccer?start=0&limit=1')).list as {
    match_id: string
    markets: { kind: string; name: string; odds: number }[]
  }[]
  const market = m?.markets.find((x) => x.kind === 'wl')
  if (!m || !market) throw new Error('no open soccer match')
  return t.app.inject({
    method: 'POST',
    url: '/sports/soccer/bet',
    headers: { authorization: `Bearer ${player}`, 'idempotency-key': `bo-games-${keys++}` },
    payload: { selections: [{ match_id: m.match_id, ...market }], strings: [1], multiple: 10 },
  })
}

describe('games in the back office', () => {
  it('lists every spec §3 game type code with its category and status', async () => {
    const res = await boGet(t, '/games', trader)
    const rows = res.json().data as { gameId: number; name: string; category: string; status: number }[]
    for (const [name, code] of Object.entries(GAME_TYPE_CODES)) {
      expect(rows.find((r) => r.gameId === code)).toMatchObject({ name })
    }
    expect(rows.find((r) => r.name === 'soccer')).toEqual({
      gameId: 10,
      name: 'soccer',
      category: 'sports',
      status: 1,
    })
    expect(rows.find((r) => r.name === 'hkmarksix')?.category).toBe('lottery')
    expect(rows.find((r) => r.name === 'pk10')?.category).toBe('pk10')
    expect(rows.find((r) => r.name === 'pgGames')?.category).toBe('games')
    expect(rows.find((r) => r.name === 'winfinity')?.category).toBe('liveGames')
    expect(rows.find((r) => r.name === 'gallopingmarksix')?.status).toBe(3)
  })

  it('a trader disables soccer: players see it at once and placement refuses; hidden, then active again', async () => {
    const disabled = await setStatus(trader, SOCCER, { status: 2, reason: 'feed outage' })
    expect(disabled.json()).toMatchObject({ code: 0, data: { gameId: SOCCER, status: 2 } })
    expect(await soccerStatus()).toBe(2)
    expect((await soccerBet()).json()).toMatchObject({ code: 1, msg: 'gameNotActive' })

    expect((await setStatus(trader, SOCCER, { status: 3, reason: 'pulled' })).json().code).toBe(0)
    // Hidden: the players' lists leave it out (spec §4) and it still takes no bets.
    expect(await soccerStatus()).toBe(3)
    expect((await soccerBet()).json().msg).toBe('gameNotActive')

    expect((await setStatus(trader, SOCCER, { status: 1, reason: 'feed back' })).json().code).toBe(0)
    expect(await soccerStatus()).toBe(1)
    expect((await soccerBet()).json()).toMatchObject({ code: 0 })

    const log = (
      await boGet(t, '/audit?action=game.status&target=soccer&order=asc', (await signInOperator(t)).token)
    ).json().data
    expect(
      log.rows.map((r: { before: unknown; after: unknown; reason: string; actor: string }) => [
        r.actor,
        r.before,
        r.after,
        r.reason,
      ]),
    ).toEqual([
      ['tess', { status: 1 }, { status: 2 }, 'feed outage'],
      ['tess', { status: 2 }, { status: 3 }, 'pulled'],
      ['tess', { status: 3 }, { status: 1 }, 'feed back'],
    ])
  })

  it('support gets 403 forbiddenForRole on the list and the change, and nothing changes', async () => {
    const before = { audit: await auditCount(), games: await statuses() }
    const list = await boGet(t, '/games', support)
    expect([list.statusCode, list.json().msg]).toEqual([403, 'forbiddenForRole'])
    const change = await setStatus(support, SOCCER, { status: 2, reason: 'trying' })
    expect([change.statusCode, change.json().msg]).toEqual([403, 'forbiddenForRole'])
    expect({ audit: await auditCount(), games: await statuses() }).toEqual(before)
  })

  it('bad input is a 400 with a message key (an unknown game 404), never a 5xx, and changes nothing', async () => {
    const before = { audit: await auditCount(), games: await statuses() }
    const cases: [string | number, unknown, number, string][] = [
      [SOCCER, { status: 2 }, 400, 'required'],
      [SOCCER, { status: 2, reason: ' ' }, 400, 'reasonRequired'],
      [SOCCER, { status: 4, reason: 'nope nope' }, 400, 'invalidGameStatus'],
      [SOCCER, { status: '2', reason: 'nope nope' }, 400, 'invalidGameStatus'],
      [SOCCER, { status: 0, reason: 'nope nope' }, 400, 'invalidGameStatus'],
      [SOCCER, 'not json', 400, ''],
      ['soccer', { status: 2, reason: 'nope nope' }, 400, ''],
      ['-1', { status: 2, reason: 'nope nope' }, 400, ''],
      ['99999999999', { status: 2, reason: 'nope nope' }, 400, ''],
      [9999, { status: 2, reason: 'nope nope' }, 404, 'gameNotFound'],
    ]
    for (const [id, body, status, msg] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/backoffice/api/games/${id}/status`,
        headers: { authorization: `Bearer ${trader}`, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      })
      expect([id, body, res.statusCode]).toEqual([id, body, status])
      if (msg) expect(res.json().msg).toBe(msg)
    }
    expect({ audit: await auditCount(), games: await statuses() }).toEqual(before)
  })
})
