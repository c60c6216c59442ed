import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { freePort } from './freePort.ts'
import { localPostgres } from './localPostgres.ts'

/**
 * Several server processes behind HAProxy (Debian's package) on one PostgreSQL: what a crowd runs
 * on, on one machine. The processes are alike and keep nothing of a player's between requests
 * (sessions, balances and pushes live in the database), so the balancer routes each request
 * anywhere, sticky to nothing; WebSockets pass through it. Background jobs run in one process
 * at a time (server/db/leadership.ts). `npm start` stays the one-process embedded default.
 */
export interface ClusterOptions {
  processes: number
  /** HAProxy's port, the site's address for players. */
  port: number
  /** Kept between runs: the PostgreSQL cluster (when no DATABASE_URL is given) and HAProxy's config. */
  dir: string
  /** A PostgreSQL to use instead of starting one. */
  databaseUrl?: string
  /** The servers' settings (APP_MODE, LOG_LEVEL, …) on top of this process's environment. */
  env?: Record<string, string>
}

const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'

/** HAProxy's configuration: round robin over the healthy servers, health checked on /health. */
export function haproxyConfig(port: number, servers: readonly number[]) {
  // No global maxconn: HAProxy derives it from the process's file limit, whatever the machine's.
  return `defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # A WebSocket (wallet, chat, live tables) stays open as long as the player keeps it.
  timeout tunnel 1h
  # The servers trust X-Forwarded-For from this proxy only (TRUST_PROXY=127.0.0.1).
  option forwardfor
  # A request whose server died under it (no connection, or closed before any answer) goes to
  # another: money actions carry their idempotency key, so one that did land answers the same.
  retries 2
  retry-on conn-failure empty-response
  option redispatch

frontend site
  bind 0.0.0.0:${port}
  default_backend servers

backend servers
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
${servers.map((p, i) => `  server s${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 1`).join('\n')}
`
}

async function healthy(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    const ok = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url}: no answer on /health`)
}

export async function startCluster(o: ClusterOptions) {
  mkdirSync(o.dir, { recursive: true })
  const pg = o.databaseUrl ? null : localPostgres(join(o.dir, 'pg'), { fsync: true })
  const databaseUrl = o.databaseUrl ?? pg?.url ?? ''
  const servers: { port: number; child: ChildProcess }[] = []
  const startServer = async () => {
    const port = freePort()
    const child = spawn(process.execPath, [resolve(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        ...o.env,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        TRUST_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    const server = { port, child }
    servers.push(server)
    await healthy(`http://127.0.0.1:${port}`, child)
    return server
  }
  let proxy: ChildProcess | null = null
  const stop = async () => {
    proxy?.kill('SIGTERM')
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done()
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      ),
    )
    pg?.stop('fast')
  }
  try {
    // The first migrates the schema and seeds the demo on its own; the others find them done.
    await startServer()
    await Promise.all(Array.from({ length: o.processes - 1 }, startServer))
    const config = join(o.dir, 'haproxy.cfg')
    writeFileSync(
      config,
      haproxyConfig(
        o.port,
        servers.map((s) => s.port),
      ),
    )
    proxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] })
    const started = proxy
    await new Promise<void>((ready, failed) => {
      const check = setInterval(() => {
        if (started.exitCode !== null) {
          clearInterval(check)
          failed(new Error(`haproxy exited (${started.exitCode})`))
        }
        fetch(`http://127.0.0.1:${o.port}/health`)
          .then((r) => {
            if (r.ok) {
              clearInterval(check)
              ready()
            }
          })
          .catch(() => undefined)
      }, 200)
    })
  } catch (err) {
    await stop()
    throw err
  }
  return { url: `http://127.0.0.1:${o.port}`, databaseUrl, servers, stop }
}

const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? process.argv[at + 1] : undefined
}

if (import.meta.main) {
  const cluster = await startCluster({
    processes: Number(flag('processes') ?? 2),
    port: Number(flag('port') ?? process.env.PORT ?? 8080),
    dir: resolve(flag('dir') ?? './.data/cluster'),
    databaseUrl: process.env.DATABASE_URL,
  })
  console.log(
    `Betsuite: ${cluster.servers.length} processes behind HAProxy at ${cluster.url} (PostgreSQL ${cluster.databaseUrl})`,
  )
  const quit = () => void cluster.stop().then(() => process.exit(0))
  process.once('SIGINT', quit)
  process.once('SIGTERM', quit)
}
