import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { startPostgres } from '../../server/test/postgres.ts'
import { serverProcess, until } from './serverProcess.ts'

/**
 * Two real server processes on one PostgreSQL (issue 29): each background job runs in one of them,
 * the live tables too, and when that process is killed the other takes its work over. Counted
 * from outside, by each process's own GET /metrics.
 */
let pg: ReturnType<typeof startPostgres>
let db: Database
const env = () => ({
  DATABASE_URL: pg.url,
  STATIC_DIR: '/nonexistent',
  RATE_LIMITS: 'off',
  JWT_SECRET: 'j'.repeat(40),
  // Short live rounds: the tables' rhythm shows within seconds.
  LIVE_PHASES_MS: '3000,1000,1000',
})
let a: ReturnType<typeof serverProcess>
let b: ReturnType<typeof serverProcess>

beforeAll(async () => {
  pg = startPostgres()
  // The schema and the demo content exist before the two start side by side.
  db = await openDatabase({ url: pg.url, dataDir: 'unused' })
  a = serverProcess(env())
  b = serverProcess(env())
  await a.start()
}, 120_000)
afterAll(async () => {
  await a?.kill()
  await b?.kill()
  await db?.close()
  pg?.stop()
})

/** How many times this process ran `job` to the end, by its own metrics. */
async function runs(server: ReturnType<typeof serverProcess>, job: string) {
  const text = await (await fetch(`${server.base}/metrics`)).text()
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`job_duration_seconds_count{job="${job}",outcome="ok"}`))
  return Number(line?.split(' ')[1] ?? 0)
}

const rounds = async () =>
  (
    (await db.db.execute(
      sql`select round_id, phase from studio.live_rounds where table_id = 'baccarat-1' order by number`,
    )) as unknown as { rows: { round_id: string; phase: string }[] }
  ).rows

describe('two processes on one database', () => {
  it('each job runs in one process only; a second starting up voids none of the first’s live rounds', async () => {
    // The first runs the draws and the tables on its own.
    await until(async () => (await runs(a, 'drawTick')) >= 1, 'the first process schedules draws')
    const before = await until(async () => {
      const open = (await rounds()).filter((r) => r.phase === 'betting')
      return open.length === 1 && open[0]
    }, 'a live round taking bets')

    await b.start()
    // Long enough for the second to have run each 5-second job twice had it been running them.
    const firstDraws = await runs(a, 'drawTick')
    await until(async () => (await runs(a, 'drawTick')) >= firstDraws + 2, 'two more turns of the first')
    expect(await runs(b, 'drawTick')).toBe(0)
    expect(await runs(b, 'eventsTick')).toBe(0)
    expect(await runs(b, 'chainTick')).toBe(0)
    // The round that was taking bets when the second started went on to its result, not voided.
    await until(
      async () => (await rounds()).find((r) => r.round_id === before.round_id)?.phase === 'result',
      'its result',
    )
    expect((await rounds()).filter((r) => r.phase === 'voided')).toEqual([])
    // Never two rounds of one table taking bets at once (two processes running the same table).
    expect((await rounds()).filter((r) => r.phase === 'betting').length).toBeLessThanOrEqual(1)
  }, 120_000)

  it('when the process doing the jobs is killed, the other takes them over', async () => {
    await a.kill()
    await until(async () => (await runs(b, 'drawTick')) >= 1, 'the second schedules draws', 30_000)
    await until(async () => (await runs(b, 'eventsTick')) >= 1, 'the second handles events', 30_000)
    // And the tables: the successor recovers the killed process's last round and deals new ones.
    const last = (await rounds()).length
    await until(
      async () => {
        const all = await rounds()
        return all.length > last && all.at(-1)?.phase === 'betting'
      },
      'a new round after the takeover',
      30_000,
    )
  }, 120_000)
})
