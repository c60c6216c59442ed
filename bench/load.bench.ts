// Carrying a crowd (issue 29): bets per second through HAProxy on PostgreSQL, against what the
// same PostgreSQL does with pgbench's TPC-B-like transaction in the same minutes.
//
// It starts its own PostgreSQL (Debian's, default settings: fsync on), runs pgbench (-i -s 10, then
// -c 50 -j 2 -T LOAD_SECONDS), then the site as N = 1 and N = 2 processes behind HAProxy
// (start/cluster.ts), signs up LOAD_PLAYERS funded players and drives soccer singles, Mark Six
// tickets and seamless game rounds (the studio's signed debit + credit) at concurrency 1, 10 and 50
// for LOAD_SECONDS each, every request under its own idempotency key. Then lobby reads through the
// balancer and, once, the lobby's query on a streaming replica (pg_basebackup -R), and the ledger
// checked in SQL. Printed: a table of bets/s, p50/p95/p99, refusals and errors and the ratio bets/s
// ÷ pgbench tps, then PASS/FAIL lines. Everything started is stopped at the end, even on failure.
//
// Settings: LOAD_SECONDS (30), LOAD_PGBENCH_SECONDS (LOAD_SECONDS), LOAD_PLAYERS (200),
// LOAD_CONCURRENCY (1,10,50), LOAD_PROCESSES (1,2), LOAD_PRODUCTS (soccer,marksix,game),
// LOAD_LOG_LEVEL (error), LOAD_FSYNC (on). The API needs no build (STATIC_DIR is left empty).
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { startCluster } from '../start/cluster.ts'
import { freePort } from '../start/freePort.ts'
import { drive, httpClient, quantile, type RunResult } from './load/http.ts'
import { checkLedger } from './load/ledger.ts'
import { benchPostgres, pgbench, streamingReplica } from './load/postgres.ts'
import { gameRounds, launch, markSix, type Player, type Product, signUp, soccer } from './load/products.ts'
import { replicaReads } from './load/replica.ts'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30)
const PGBENCH_SECONDS = Number(process.env.LOAD_PGBENCH_SECONDS ?? SECONDS)
const PLAYERS = Number(process.env.LOAD_PLAYERS ?? 200)
const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(',').map((s) => s.trim())
const CONCURRENCY = list('LOAD_CONCURRENCY', '1,10,50').map(Number)
const PROCESSES = list('LOAD_PROCESSES', '1,2').map(Number)
const PRODUCTS = list('LOAD_PRODUCTS', 'soccer,marksix,game')
const JWT_SECRET = 'load-bench-'.padEnd(48, 'x')
const SERVER_ENV = {
  STATIC_DIR: '/nonexistent',
  LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'error',
  RATE_LIMITS: 'off',
  JWT_SECRET,
  // The players sign up once and bet for the whole bench, which outlasts a 15-minute access token.
  ACCESS_TOKEN_TTL_S: String(6 * 3600),
  // node-postgres's deprecation notes would interleave with the bench's lines.
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
}

/** What a row of the table shows. */
interface Row {
  processes: number
  product: string
  concurrency: number
  run: RunResult
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1))
const tally = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')

function printTable(rows: Row[], tps: number) {
  const head = [
    'N',
    'product',
    'conc',
    'bets/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'taken',
    'refused',
    'errors',
    '÷ tps',
  ]
  const body = rows.map(({ processes, product, concurrency, run }) => {
    const refused = [...run.refused.values()].reduce((a, b) => a + b, 0)
    const errors = [...run.errors.values()].reduce((a, b) => a + b, 0)
    const rate = run.ok / run.seconds
    return [
      String(processes),
      product,
      String(concurrency),
      rate.toFixed(0),
      ms(quantile(run.latencies, 0.5)),
      ms(quantile(run.latencies, 0.95)),
      ms(quantile(run.latencies, 0.99)),
      String(run.ok),
      String(refused),
      String(errors),
      (rate / tps).toFixed(3),
    ]
  })
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] as string).length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
      .join('  ')
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const r of body) console.log(line(r))
  for (const { processes, product, concurrency, run } of rows) {
    const why = [tally(run.refused), tally(run.errors)].filter(Boolean).join('; ')
    if (why) console.log(`  N=${processes} ${product} c=${concurrency}: ${why}`)
  }
}

const cleanups: (() => unknown)[] = []
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()?.()
    } catch (err) {
      console.error('cleaning up:', err)
    }
  }
}
const interrupted = () => void cleanUp().finally(() => process.exit(130))
process.once('SIGINT', interrupted)
process.once('SIGTERM', interrupted)

const results: string[] = []
try {
  const pg = benchPostgres()
  cleanups.push(() => pg.stop())
  console.log(`PostgreSQL at ${pg.url}; pgbench -i -s 10, then -c 50 -j 2 -T ${PGBENCH_SECONDS}`)
  const tps = await pgbench(pg.port, { scale: 10, clients: 50, seconds: PGBENCH_SECONDS })
  console.log(`pgbench TPC-B-like: ${tps.toFixed(0)} tps`)

  const rows: Row[] = []
  const stamp = Date.now().toString(36).slice(-6)
  let signedUp: Omit<Player, 'session'>[] = []
  let products: Record<string, Product> = {}
  for (const [phase, processes] of PROCESSES.entries()) {
    const dir = join(pg.dir, `cluster-${processes}`)
    const t0 = performance.now()
    const cluster = await startCluster({
      processes,
      port: freePort(),
      dir,
      databaseUrl: pg.url,
      env: SERVER_ENV,
    })
    const stopCluster = async () => {
      await cluster.stop()
      rmSync(dir, { recursive: true, force: true })
    }
    cleanups.push(stopCluster)
    console.log(
      `\n${processes} process(es) behind HAProxy at ${cluster.url}, up in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    const http = httpClient(cluster.url, Math.max(...CONCURRENCY) + 8)
    cleanups.push(() => http.close())
    if (signedUp.length === 0) {
      const t1 = performance.now()
      // 30,000 USDT each: 1,500 soccer singles of 20 USDT, and Mark Six tickets and game rounds of 1.
      signedUp = await signUp(http, stamp, PLAYERS, 3)
      console.log(
        `${PLAYERS} players signed up and funded in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
      )
    }
    const players = await launch(http, signedUp)
    // The same products (and tallies of taken bets) over every phase; the client is this phase's.
    const made: Record<string, Product> = {
      soccer: soccer(http),
      marksix: markSix(http),
      game: gameRounds(http, JWT_SECRET),
    }
    for (const name of PRODUCTS) {
      const p = made[name]
      if (!p) throw new Error(`LOAD_PRODUCTS: no product ${name} (soccer, marksix, game)`)
      if (products[name]) Object.assign(p.taken, products[name].taken)
      await p.prepare()
    }
    products = Object.fromEntries(PRODUCTS.map((n) => [n, made[n] as Product]))

    for (const name of PRODUCTS) {
      const product = products[name] as Product
      for (const concurrency of CONCURRENCY) {
        // Worker w bets for the players ≡ w (mod concurrency): no two requests at once for one player.
        const perWorker = Math.max(1, Math.floor(players.length / concurrency))
        const tag = `${stamp}${phase}${name.slice(0, 2)}${concurrency}`
        const run = await drive(concurrency, SECONDS, (w, n) =>
          product.bet(
            players[(w + concurrency * (n % perWorker)) % players.length] as Player,
            `${tag}w${w}n${n}`,
          ),
        )
        rows.push({ processes, product: product.name, concurrency, run })
        console.log(
          `  ${product.name} c=${concurrency}: ${(run.ok / run.seconds).toFixed(0)} bets/s, p50 ${ms(quantile(run.latencies, 0.5))} ms, p99 ${ms(quantile(run.latencies, 0.99))} ms${run.refused.size + run.errors.size ? ` (${[tally(run.refused), tally(run.errors)].filter(Boolean).join('; ')})` : ''}`,
        )
      }
    }

    if (phase === PROCESSES.length - 1) {
      // Lobby reads through the balancer, on the primary: what a replica would take over.
      const lobby = await drive(10, SECONDS, async () => {
        const a = await http.get('/sports/soccer?start=0&limit=20')
        return a.status === 200 && a.body.code === 0
          ? { kind: 'ok' }
          : { kind: 'error', reason: String(a.status) }
      })
      results.push(
        `lobby reads through HAProxy (N=${processes}, primary), c=10: ${(lobby.ok / lobby.seconds).toFixed(0)} reads/s, p50 ${ms(quantile(lobby.latencies, 0.5))} ms, p99 ${ms(quantile(lobby.latencies, 0.99))} ms`,
      )
      // Once: a streaming replica of the bench's PostgreSQL, and the lobby's query on it.
      const replica = streamingReplica(join(pg.dir, 'replica'), pg.port)
      cleanups.push(() => replica.stop())
      // A write through the site after the replica started: it must be on the replica once replayed.
      const probe = products.soccer ?? soccer(http)
      await probe.prepare()
      const placed = await probe.bet(players[0] as Player, `${stamp}replicaprobe`)
      const lastBet = probe.taken.rows.at(-1) ?? ''
      if (placed.kind !== 'ok') results.push(`FAIL the replica's probe bet was not taken (${placed.reason})`)
      const r = await replicaReads({
        primaryUrl: pg.url,
        replicaUrl: replica.url,
        written: lastBet,
        concurrency: 10,
        seconds: SECONDS,
      })
      results.push(
        `replica: replayed the primary's WAL past the last write in ${r.caughtMs.toFixed(0)} ms; that bet (${lastBet}) ${r.seen === 1 ? 'is' : 'is NOT'} on the replica; pg_stat_replication: ${r.lag ? `${r.lag.state}, ${r.lag.behind_write} bytes behind the write, replay_lag ${r.lag.replay_lag_ms.toFixed(1)} ms` : 'no standby'}`,
        `lobby query on the replica (drizzle, c=10): ${r.rows} rows a query, ${(r.run.ok / r.run.seconds).toFixed(0)} reads/s, p50 ${ms(quantile(r.run.latencies, 0.5))} ms, p99 ${ms(quantile(r.run.latencies, 0.99))} ms`,
      )
      results.push(
        `${r.seen === 1 && r.lag && Number(r.lag.behind_write) <= 0 ? 'PASS' : 'FAIL'} the replica serves the lobby and has the latest bet (lag 0 after the write)`,
      )
      await replica.stop()
      cleanups.pop()
    }
    http.close()
    cleanups.pop()
    await stopCluster()
    cleanups.pop()
  }

  printTable(rows, tps)
  console.log(
    `\npgbench TPC-B-like, -c 50 -j 2 -T ${PGBENCH_SECONDS}: ${tps.toFixed(0)} tps (the ÷ tps column)`,
  )
  // Issue 29's targets on this machine, beside what this run measured.
  const top = Math.max(...CONCURRENCY)
  const most = Math.max(...PROCESSES)
  const target = (met: boolean, what: string) => console.log(`target ${met ? 'met   ' : 'missed'} ${what}`)
  for (const name of PRODUCTS) {
    const label = products[name]?.name
    const at = (n: number, c: number) =>
      rows.find((r) => r.product === label && r.processes === n && r.concurrency === c)?.run
    const rate = (run: RunResult) => run.ok / run.seconds
    const one = at(1, top)
    const two = at(2, top)
    if (one && two)
      target(
        rate(two) >= 1.3 * rate(one),
        `${label}: 2 processes ÷ 1 at c=${top}: ${(rate(two) / rate(one)).toFixed(2)}× (at least 1.3×)`,
      )
    const busy = at(most, top)
    if (busy && top >= 50) {
      const p99 = quantile(busy.latencies, 0.99)
      target(
        rate(busy) >= 1000 && p99 < 100,
        `${label}: N=${most} c=${top}: ${rate(busy).toFixed(0)} bets/s, p99 ${ms(p99)} ms (at least 1,000/s, p99 under 100 ms)`,
      )
      target(
        rate(busy) / tps >= 0.3,
        `${label}: N=${most} c=${top}: ${(rate(busy) / tps).toFixed(3)} of pgbench's tps (at least 0.3)`,
      )
    }
    const alone = at(1, 1)
    if (alone) {
      const p50 = quantile(alone.latencies, 0.5)
      target(p50 < 3, `${label}: N=1 c=1: p50 ${ms(p50)} ms (under 3 ms)`)
    }
  }
  for (const line of results) console.log(line)

  const lines = await checkLedger(
    pg.url,
    Object.fromEntries(Object.values(products).map((p) => [p.name, p.taken])),
    signedUp.map((p) => p.userId),
  )
  for (const { ok, what } of lines) console.log(`${ok ? 'PASS' : 'FAIL'} ${what}`)
  if (lines.some((l) => !l.ok) || results.some((l) => l.startsWith('FAIL'))) process.exitCode = 1
} finally {
  await cleanUp()
  process.off('SIGINT', interrupted)
  process.off('SIGTERM', interrupted)
}
