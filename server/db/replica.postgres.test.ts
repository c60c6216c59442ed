import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../test/harness.ts'
import { startPostgres } from '../test/postgres.ts'
import { soccerSingle } from '../test/soccer.ts'
import { type Database, openDatabase } from './client.ts'

/**
 * DATABASE_REPLICA_URL routes the public read-mostly calls to another database. Here the
 * "replica" is a second database of the same cluster that only it has fixtures in (a streaming
 * replica would hold the same rows a few ms later; bench/load/replica.ts runs one): the lobby and
 * the results read it, the player's own calls and every write stay on the primary.
 */
describe('a read replica for lobbies and results', () => {
  let cluster: ReturnType<typeof startPostgres>
  let database: Database
  let t: Awaited<ReturnType<typeof testApp>>
  const replicaUrl = () => cluster.url.replace(/\/[^/?]+(\?|$)/, '/standin$1')

  beforeAll(async () => {
    cluster = startPostgres()
    const admin = new pg.Client({ connectionString: cluster.url })
    await admin.connect()
    await admin.query('create database standin')
    await admin.end()
    // The stand-in gets the schema and a feed's fixtures; the primary gets neither fixtures nor results.
    const standin = await openDatabase({ url: replicaUrl(), dataDir: 'unused' })
    const feeder = await testApp({ database: standin })
    await feeder.app.jobs.sportsTick()
    await feeder.close()
    await standin.close()
    database = await openDatabase({ url: cluster.url, dataDir: 'unused', replicaUrl: replicaUrl() })
    t = await testApp({ database })
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await database?.close()
    cluster?.stop()
  })

  it('serves the soccer lobby from the replica; a bet on its match is judged on the primary', async () => {
    const primaryMatches = await database.db.execute('select count(*)::int as n from matches')
    expect((primaryMatches as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
    const lobby = (await t.app.inject('/sports/soccer?start=0&limit=5')).json()
    expect(lobby.data.list.length).toBeGreaterThan(0)
    const token = await t.signUp('replica01', '100')
    const bet = await (await soccerSingle(t, token))('replica-bet-1')
    // The primary has no such match: the bet is refused there, not taken on the replica's word.
    expect(bet.json()).toMatchObject({ msg: 'betDataNotAvailable', data: { field: 'selections.0' } })
    // The results are the stand-in's too (the primary has no match at all).
    const standin = new pg.Client({ connectionString: replicaUrl() })
    await standin.connect()
    const decided = await standin.query(
      `select id::text from matches where game = 'soccer' and status in ('finished', 'postponed', 'void')
       order by kickoff desc`,
    )
    await standin.end()
    const results = (await t.app.inject('/sports/soccer/history?start=0&limit=100')).json().data.list
    const ids = new Set(decided.rows.map((r) => r.id))
    expect(results.length).toBe(Math.min(100, ids.size))
    expect(results.filter((m: { match_id: string }) => !ids.has(m.match_id))).toEqual([])
  })
})
