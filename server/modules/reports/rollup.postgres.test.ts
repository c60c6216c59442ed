import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'
import { startPostgres } from '../../test/postgres.ts'
import { drainEvents, writeEvent } from '../events/index.ts'
import { decidedSums, rollUpSettled } from './rollup.ts'

let pg: ReturnType<typeof startPostgres>
/** Two pools on one database: two server processes sharing it. */
let one: Database
let two: Database

beforeAll(async () => {
  pg = startPostgres()
  one = await openDatabase({ url: pg.url, dataDir: 'unused' })
  two = await openDatabase({ url: pg.url, dataDir: 'unused' })
}, 60_000)

afterAll(async () => {
  await one?.close()
  await two?.close()
  pg?.stop()
})

/** The reports' consumer alone, as subscribers.ts lists it for every kind. */
const reports = {
  'bet.settled': [rollUpSettled],
  'round.settled': [rollUpSettled],
  'round.credited': [rollUpSettled],
  'round.rolled_back': [rollUpSettled],
}

it('two processes rolling up 300 settlements of one player and quarter hour at once lose none', async () => {
  const placedAt = '2026-03-01T11:50:00.000Z'
  const decidedAt = '2026-03-01T12:05:00.000Z'
  const at = new Date(decidedAt)
  await one.db.transaction(async (tx) => {
    for (let n = 1; n <= 200; n++)
      await writeEvent(
        tx,
        {
          kind: 'bet.settled',
          userId: 7,
          product: 'sport',
          bet: { id: n, status: 16 },
          stake: String(n * 1_000_000),
          payout: String(n),
          cancelled: false,
          game: 'soccer',
          placedAt,
          decidedAt,
          completes: true,
        },
        at,
      )
    for (let n = 1; n <= 100; n++)
      await writeEvent(
        tx,
        {
          kind: 'round.settled',
          userId: 7,
          product: 'games',
          stake: '2',
          win: '3',
          game: 'pg',
          placedAt,
          decidedAt,
        },
        at,
      )
  })
  const now = () => at
  // Every event lands on the same two rows (placement and decision buckets of each game): the
  // drains' upserts meet on them all the time.
  await Promise.all([
    drainEvents(one.db, reports, now),
    drainEvents(two.db, reports, now),
    drainEvents(one.db, reports, now),
    drainEvents(two.db, reports, now),
  ])
  const sums = await decidedSums(one.db, {
    start: new Date('2026-03-01T00:00:00Z'),
    end: new Date('2026-03-02T00:00:00Z'),
    userId: 7,
  })
  expect(sums.sort((a, b) => a.game.localeCompare(b.game))).toEqual([
    { product: 'game', game: 'pg', decided: 100, decidedLines: 100, stakes: 200n, payouts: 300n },
    {
      product: 'sport',
      game: 'soccer',
      decided: 200,
      decidedLines: 200,
      stakes: 20_100_000_000n,
      payouts: 20_100n,
    },
  ])
}, 120_000)
