import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gameRounds, games } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
let token: string
let userId: number
beforeAll(async () => {
  t = await testApp({
    env: {
      APP_MODE: 'production',
      JWT_SECRET: 'g'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMS_URL: 'http://127.0.0.1:9/sms',
    },
  })
  await t.database.db.insert(games).values({ gameId: 22, name: 'pgGames', status: 1 })
  const reg = await t.app.inject({
    method: 'POST',
    url: '/sports/reg',
    payload: { account: 'prodgamer', password: 'Secret123' },
  })
  token = reg.json().data.token
  userId = reg.json().data.user_id
})
afterAll(() => t.close())

describe('games in production mode', () => {
  it('has no sandbox studio: launches and transfers answer not available, and no money moves', async () => {
    expect(t.app.studio).toBeNull()
    const auth = { authorization: `Bearer ${token}` }
    const launch = await t.app.inject({ url: '/pggame/pg/lucky-reels', headers: auth })
    expect([launch.statusCode, launch.json().msg]).toEqual([503, 'currentlyNotAvailable'])
    const balance = await t.app.inject({ url: '/playcard/ky/balance', headers: auth })
    expect([balance.statusCode, balance.json().msg]).toEqual([503, 'currentlyNotAvailable'])
    const moved = await t.app.inject({
      url: '/playcard/transfer_in?money=1',
      headers: { ...auth, 'idempotency-key': 'prod-transfer-1' },
    })
    expect([moved.statusCode, moved.json().msg]).toEqual([503, 'currentlyNotAvailable'])
    expect(await t.app.games.transfers.reconcilePending()).toBe(0)
    // No studio's records to pull: the reconciliation run reads nothing and fails nothing.
    expect(await t.app.games.transfers.pullRecords()).toBe(0)
    const cardRounds = await t.app.inject({ url: '/playcard/mybet', headers: auth })
    expect([cardRounds.statusCode, cardRounds.json().data]).toEqual([200, []])
    // No studio pages or studio API: every sandbox path is a plain not-found.
    expect(t.app.studio).toBeNull()
    for (const url of [
      '/sandbox/games/pg/lucky-reels?token=x',
      '/sandbox/games/verify?provider=pg&round=pg-x',
      '/sandbox/games/api/pg/lucky-reels/session',
      '/sandbox/games/api/pg/history',
      '/sandbox/games/api/pg/rounds/pg-x',
    ])
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 404])
    const start = await t.app.inject({
      method: 'POST',
      url: '/sandbox/games/api/pg/lucky-reels/rounds',
      payload: { bet: '1' },
    })
    expect(start.statusCode).toBe(404)
    // Nor the studio's authenticate op on our wallet without the provider's signature.
    const op = await t.app.inject({
      method: 'POST',
      url: '/provider/games/pg/balance',
      payload: { token: 'x' },
    })
    expect(op.statusCode).toBe(401)
    // The lists still follow the games table.
    expect((await t.app.inject({ url: '/pggame/pg/game_list' })).json().data).toHaveLength(2)
  })

  it('lists a round in my bets without a verify link: no studio verifier is mounted', async () => {
    await t.database.db
      .insert(gameRounds)
      .values({ provider: 'pg', roundId: 'prod-round-1', userId, gameId: 'lucky-reels', status: 'settled' })
    const rows = (
      await t.app.inject({ url: '/pggame/pg/mybet', headers: { authorization: `Bearer ${token}` } })
    ).json().data
    expect(rows).toEqual([expect.objectContaining({ round_id: 'prod-round-1', bet: '0.000000' })])
    expect(rows[0]).not.toHaveProperty('verify_url')
  })
})
