import { describe, expect, it } from 'vitest'
import { testApp } from '../test/harness.ts'
import { appOnPostgres } from '../test/postgres.ts'
import { openDatabase } from './client.ts'

const on = appOnPostgres()

describe('on a PostgreSQL server (DATABASE_URL)', () => {
  it('migrates, seeds and serves', async () => {
    const health = (await on.t.app.inject('/health')).json()
    expect(health.data.database).toBe('postgres')
    const { token } = await on.t.signIn()
    const info = await on.t.app.inject({
      url: '/sports/member/info',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(info.json().data.account).toBe('demo')
  })

  it('a second start reuses the migrated, seeded database', async () => {
    const again = await openDatabase({ url: on.url, dataDir: 'unused' })
    try {
      const second = await testApp({ database: again })
      const games = (await second.app.inject('/sports/available_games')).json().data
      // Seeded once: 18 rows (the card game 23 and the ng game 24 among them), not twice as many.
      expect(games).toHaveLength(18)
      expect(games).toContainEqual({ game_id: 23, name: 'cardGame', status: 1 })
      await second.close()
    } finally {
      await again.close()
    }
  })

  it('two refreshes racing with one token: exactly one wins', async () => {
    const s = await on.t.signIn()
    const race = await Promise.all(
      [1, 2, 3].map(() =>
        on.t.app.inject({
          url: '/sports/refresh/token',
          headers: { authorization: `Bearer ${s.fresh_token}` },
        }),
      ),
    )
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 401, 401])
  })
})
