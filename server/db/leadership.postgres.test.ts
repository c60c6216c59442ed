import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../test/postgres.ts'
import { type Database, openDatabase } from './client.ts'

// Two processes' handles on one PostgreSQL: each has its own lock connection, as two servers do.
let pg: ReturnType<typeof startPostgres>
let first: Database
let second: Database
beforeAll(async () => {
  pg = startPostgres()
  first = await openDatabase({ url: pg.url, dataDir: 'unused' })
  second = await openDatabase({ url: pg.url, dataDir: 'unused' })
}, 60_000)
afterAll(async () => {
  await second?.close()
  pg?.stop()
})

describe('one process per job', () => {
  it('the first to ask does the job and keeps it; the other does not, for that job only', async () => {
    expect(await first.lead('draw scheduler')).toBe(true)
    expect(await second.lead('draw scheduler')).toBe(false)
    expect(await first.lead('draw scheduler')).toBe(true)
    expect(await second.lead('draw scheduler')).toBe(false)
    // Each job has its lock: the second process takes one the first never asked for.
    expect(await second.lead('sports feed')).toBe(true)
    expect(await first.lead('sports feed')).toBe(false)
  })

  it("when the leader's connection dies, the other takes the job over and the old leader stops", async () => {
    // As when a process is killed or its network goes: PostgreSQL ends the lock's session.
    await first.db.execute(
      // The session holding that job's lock (pg_locks shows the key's halves as unsigned oids), gone.
      `select pg_terminate_backend(pid, 10000) from pg_locks where locktype = 'advisory' and granted
         and objid::bigint = (hashtext('draw scheduler')::bigint + 4294967296) % 4294967296`,
    )
    // The other process's next turn takes it; the old leader, whatever it believed, no longer runs it.
    expect(await second.lead('draw scheduler')).toBe(true)
    expect(await first.lead('draw scheduler')).toBe(false)
    expect(await second.lead('draw scheduler')).toBe(true)
    // Its other jobs stay where they were: the old leader asks again and gets what is free.
    expect(await second.lead('sports feed')).toBe(true)
  })

  it('a process that stops cleanly lets its jobs go to the next that asks', async () => {
    expect(await first.lead('rewards expiry')).toBe(true)
    expect(await second.lead('rewards expiry')).toBe(false)
    await first.close()
    expect(await second.lead('rewards expiry')).toBe(true)
  })
})
