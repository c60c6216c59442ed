import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from './freePort.ts'

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

/**
 * A PostgreSQL cluster of Debian's binaries (apt-get install postgresql) in `dir`, on a free
 * loopback port: made with initdb the first time, started, and stopped by the answer's stop().
 * As root the cluster runs as the `postgres` user, since initdb refuses root. The port comes from
 * the OS; should another process take it before PostgreSQL binds it, the cluster starts again on
 * another. `fsync` off suits a throwaway cluster (tests), never one whose data is kept.
 */
export function localPostgres(dir: string, opts: { fsync: boolean }) {
  if (!existsSync(`${BIN}/initdb`)) {
    throw new Error(`PostgreSQL not found in ${BIN}: apt-get install -y postgresql (or set PG_BIN)`)
  }
  mkdirSync(dir, { recursive: true })
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const log = join(dir, 'server.log')
  const asRoot = process.getuid?.() === 0
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${BIN}/${bin}`, ...args], { stdio: 'pipe' })
      : execFileSync(`${BIN}/${bin}`, args, { stdio: 'pipe' })
  if (!existsSync(join(data, 'PG_VERSION'))) run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  const settings = `-c listen_addresses=127.0.0.1 -c max_connections=200${opts.fsync ? '' : ' -c fsync=off'}`
  const start = (port: number) =>
    run('pg_ctl', ['-D', data, '-l', log, '-o', `-p ${port} -k ${dir} ${settings}`, '-w', 'start'])
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
    /** `immediate` for a throwaway cluster; `fast` lets a kept one shut down cleanly. */
    stop(mode: 'immediate' | 'fast' = 'fast') {
      run('pg_ctl', ['-D', data, '-m', mode, 'stop'])
    },
  }
}
