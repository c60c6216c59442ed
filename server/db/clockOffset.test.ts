import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offsetClock } from '../clock.ts'
import { type Database, openDatabase } from './client.ts'
import { advanceClockOffset, readClockOffset } from './clockOffset.ts'

let database: Database
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
})
afterAll(() => database.close())

describe('demo clock offset', () => {
  it('only moves forward, and the offset clock reads it', async () => {
    expect(await readClockOffset(database.db)).toBe(0)
    await advanceClockOffset(database.db, 2 * 3_600_000)
    await advanceClockOffset(database.db, -5_000)
    expect(await readClockOffset(database.db)).toBe(2 * 3_600_000)
    const clock = offsetClock(() => readClockOffset(database.db))
    await clock.refresh()
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(2 * 3_600_000 - 1000)
    clock.stop()
  })
})
