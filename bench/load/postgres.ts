import { execFile, execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from '../../start/freePort.ts'
import { localPostgres } from '../../start/localPostgres.ts'

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const asRoot = process.getuid?.() === 0
/** PostgreSQL's own tools refuse root (initdb, pg_ctl) or make files it cannot read (pg_basebackup). */
function asPostgres(bin: string, args: string[], log?: string) {
  try {
    return asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${BIN}/${bin}`, ...args], { stdio: 'pipe' })
      : execFileSync(`${BIN}/${bin}`, args, { stdio: 'pipe' })
  } catch (err) {
    const stderr = String((err as { stderr?: Buffer }).stderr ?? '').trim()
    const tail = log && existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-8).join('\n') : ''
    throw new Error(`${bin} failed: ${stderr}${tail ? `\n${tail}` : ''}`)
  }
}

/**
 * The bench's own PostgreSQL in a temp dir: Debian's binaries with their default settings (fsync
 * on, as the issue's figures were measured), so pgbench and the site meet the same disk. Gone,
 * folder and all, when stopped.
 */
export function benchPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'betsuite-load-'))
  chmodSync(dir, 0o777)
  const cluster = localPostgres(join(dir, 'primary'), { fsync: process.env.LOAD_FSYNC !== 'off' })
  const url = new URL(cluster.url)
  return {
    dir,
    url: cluster.url,
    port: Number(url.port),
    stop() {
      try {
        cluster.stop('immediate')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/**
 * pgbench's TPC-B-like transaction on its own database of the same cluster: `pgbench -i -s scale`
 * then `-c clients -j 2 -T seconds`. Answers its tps (without the initial connection time).
 */
export async function pgbench(port: number, o: { scale: number; clients: number; seconds: number }) {
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` })
  await admin.connect()
  await admin.query('create database pgbench')
  await admin.end()
  const conn = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']
  await promisify(execFile)(`${BIN}/pgbench`, ['-i', '-q', '-s', String(o.scale), ...conn, 'pgbench'])
  const { stdout } = await promisify(execFile)(`${BIN}/pgbench`, [
    ...['-c', String(o.clients), '-j', '2', '-T', String(o.seconds), ...conn, 'pgbench'],
  ])
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]
  if (!tps) throw new Error(`pgbench's tps not found in:\n${stdout}`)
  return Number(tps)
}

/**
 * A streaming standby of the cluster at `primaryPort`: pg_basebackup -R into `dir`, started hot
 * on a port of its own. Read-only; stop() shuts it down (its folder goes with the bench's).
 */
export function streamingReplica(dir: string, primaryPort: number) {
  mkdirSync(dir, { recursive: true })
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  asPostgres('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
    ...['-D', data, '-R', '-X', 'stream', '-c', 'fast'],
  ])
  const port = freePort()
  const log = join(dir, 'server.log')
  // A hot standby needs at least the primary's max_connections (localPostgres: 200).
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on -c max_connections=200`
  asPostgres('pg_ctl', ['-D', data, '-l', log, '-w', 'start', '-o', settings], log)
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
  }
}
