import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { type Database, openDatabase } from '../db/client.ts'
import { freePort } from './freePort.ts'
import { testApp } from './harness.ts'

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

/**
 * A throwaway PostgreSQL cluster on a free loopback port (Debian's postgresql package; CI
 * installs it). As root, the cluster runs as the `postgres` user, since initdb refuses root.
 * The port comes from the OS; should another process take it before PostgreSQL binds it, the
 * cluster starts again on another.
 */
export function startPostgres() {
  if (!existsSync(`${BIN}/initdb`)) {
    throw new Error(`PostgreSQL not found in ${BIN}: apt-get install -y postgresql (or set PG_BIN)`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'betsuite-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const log = join(dir, 'server.log')
  const asRoot = process.getuid?.() === 0
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${BIN}/${bin}`, ...args], { stdio: 'pipe' })
      : execFileSync(`${BIN}/${bin}`, args, { stdio: 'pipe' })
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  const start = (port: number) =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      log,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ])
  let port = freePort()
  for (let attempt = 1; ; attempt++) {
    try {
      start(port)
      break
    } catch (err) {
      const clash = existsSync(log) && /could not bind|already in use/i.test(readFileSync(log, 'utf8'))
      if (!clash || attempt >= 5) throw err
      writeFileSync(log, '')
      port = freePort()
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
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
