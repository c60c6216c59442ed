import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../test/harness.ts'
import { startPostgres } from '../test/postgres.ts'
import { type Database, openDatabase } from './client.ts'

let pg: ReturnType<typeof startPostgres>
let database: Database
let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  pg = startPostgres()
  database = await openDatabase({ url: pg.url, dataDir: 'unused' })
  t = await testApp({ database })
}, 60_000)

afterAll(async () => {
  await t?.close()
  await database?.close()
  pg?.stop()
})

describe('on a PostgreSQL server (DATABASE_URL)', () => {
  it('migrates, seeds and serves', async () => {
    const health = (await t.app.inject('/health')).json()
    expect(health.data.database).toBe('postgres')
    const { token } = await t.signIn()
    const info = await t.app.inject({
      url: '/sports/member/info',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(info.json().data.account).toBe('demo')
  })

  it('a second start reuses the migrated, seeded database', async () => {
    const again = await openDatabase({ url: pg.url, dataDir: 'unused' })
    try {
      const second = await testApp({ database: again })
      const games = (await second.app.inject('/sports/available_games')).json().data
      expect(games).toHaveLength(16)
      await second.close()
    } finally {
      await again.close()
    }
  })

  it('two refreshes racing with one token: exactly one wins', async () => {
    const s = await t.signIn()
    const race = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ url: '/sports/refresh/token', headers: { authorization: `Bearer ${s.fresh_token}` } }),
      ),
    )
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 401, 401])
  })
})
