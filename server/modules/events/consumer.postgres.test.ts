import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'
import { startPostgres } from '../../test/postgres.ts'
import { type Consumers, drainEvents } from './consumer.ts'
import { writeEvent } from './write.ts'

let pg: ReturnType<typeof startPostgres>
/** Two pools on one database: two server processes sharing it. */
let one: Database
let two: Database

beforeAll(async () => {
  pg = startPostgres()
  one = await openDatabase({ url: pg.url, dataDir: 'unused' })
  two = await openDatabase({ url: pg.url, dataDir: 'unused' })
  await one.db.execute(sql`create table event_probe (stake text not null, process text not null)`)
}, 60_000)

afterAll(async () => {
  await one?.close()
  await two?.close()
  pg?.stop()
})

const rows = async <T>(query: SQL) => ((await one.db.execute(query)) as unknown as { rows: T[] }).rows

/** A consumer that records, in the claiming transaction, which process handled which event. */
const probe = (process: string): Consumers => ({
  'bet.settled': [],
  'round.settled': [
    async (tx, event) => {
      await tx.execute(sql`insert into event_probe (stake, process) values (${event.stake}, ${process})`)
      return [{ userId: event.userId, reason: 'reward' }]
    },
  ],
})

it('two processes draining the same 300 events at once handle each exactly once, between them', async () => {
  const at = new Date('2026-03-01T12:00:00Z')
  await one.db.transaction(async (tx) => {
    for (let n = 0; n < 300; n++)
      await writeEvent(tx, { kind: 'round.settled', userId: n, product: 'games', stake: String(n) }, at)
  })
  const now = () => at
  const [a, b, c, d] = await Promise.all([
    drainEvents(one.db, probe('one'), now),
    drainEvents(two.db, probe('two'), now),
    drainEvents(one.db, probe('one'), now),
    drainEvents(two.db, probe('two'), now),
  ])
  const handled = await rows<{ stake: string; times: number }>(
    sql`select stake, count(*)::int as times from event_probe group by stake`,
  )
  expect(handled).toHaveLength(300)
  expect(handled.filter((r) => r.times !== 1)).toEqual([])
  // Every frame was asked for once, by the drain whose transaction handled its event.
  const frames = [...(a ?? []), ...(b ?? []), ...(c ?? []), ...(d ?? [])]
  expect(frames.map((f) => f.userId).sort((x, y) => x - y)).toEqual(Array.from({ length: 300 }, (_, n) => n))
  // Both processes did part of the work: SKIP LOCKED let them go on side by side.
  const by = await rows<{ process: string }>(sql`select distinct process from event_probe`)
  expect(by.map((r) => r.process).sort()).toEqual(['one', 'two'])
  const pending = await rows<{ n: number }>(
    sql`select count(*)::int as n from domain_events where handled_at is null`,
  )
  expect(pending[0]?.n).toBe(0)
}, 120_000)

it('a consumer that fails leaves its event pending (retried later) and the others are handled', async () => {
  const at = new Date('2026-03-02T12:00:00Z')
  await one.db.transaction(async (tx) => {
    for (const stake of ['ok-1', 'bad', 'ok-2'])
      await writeEvent(tx, { kind: 'round.settled', userId: 1, product: 'games', stake }, at)
  })
  const failing: Consumers = {
    'bet.settled': [],
    'round.settled': [
      async (tx, event) => {
        await tx.execute(sql`insert into event_probe (stake, process) values (${event.stake}, 'f')`)
        if (event.stake === 'bad') throw new Error('consumer down')
        return []
      },
    ],
  }
  await drainEvents(one.db, failing, () => at)
  const seen = await rows<{ stake: string }>(sql`select stake from event_probe where process = 'f'`)
  // The failed one's insert rolled back with it.
  expect(seen.map((r) => r.stake).sort()).toEqual(['ok-1', 'ok-2'])
  const left = await rows<{ attempts: number }>(
    sql`select attempts from domain_events where handled_at is null`,
  )
  expect(left).toEqual([{ attempts: 1 }])
}, 60_000)
