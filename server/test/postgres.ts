import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { localPostgres } from '../../start/localPostgres.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { testApp } from './harness.ts'

/** A throwaway PostgreSQL cluster on a free loopback port (start/localPostgres.ts), gone when stopped. */
export function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'betsuite-pg-'))
  const cluster = localPostgres(dir, { fsync: false })
  return {
    url: cluster.url,
    stop() {
      cluster.stop('immediate')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The app on its own throwaway PostgreSQL for one test file: started before the file's tests,
 * stopped after. Real connections race on a real server, where PGlite's single one would hide a race.
 */
export function appOnPostgres(env: Record<string, string> = {}) {
  const on = {} as { t: Awaited<ReturnType<typeof testApp>>; database: Database; url: string }
  let pg: ReturnType<typeof startPostgres> | undefined
  beforeAll(async () => {
    pg = startPostgres()
    on.url = pg.url
    on.database = await openDatabase({ url: pg.url, dataDir: 'unused' })
    on.t = await testApp({ database: on.database, env })
  }, 60_000)
  afterAll(async () => {
    await on.t?.close()
    await on.database?.close()
    pg?.stop()
  })
  return on
}
