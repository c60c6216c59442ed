// 500 simulated players at one live baccarat table, over real WebSockets to the real server (its
// own process, on PostgreSQL when the machine has it, else PGlite on disk): each player says hello
// with a launch token and places one bet per round over HTTP. Printed: the broadcast latency of
// `round`, `deal` and `result` (the message's server_time → the client's receipt, one machine, one
// clock), p50 / p99 / max over every socket and round, and the bets the table took per second.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LIVE_TEST_SECRET, liveLaunchToken } from '../server/test/live.ts'
import { startPostgres } from '../server/test/postgres.ts'

const PLAYERS = Number(process.env.LIVE_BENCH_PLAYERS ?? 500)
const ROUNDS = Number(process.env.LIVE_BENCH_ROUNDS ?? 5)
/** Betting, dealing, result (ms): the demo's 15 s window; a short deal and result keep the run short. */
const PHASES = process.env.LIVE_BENCH_PHASES ?? '15000,2000,2000'
const TABLE = 'baccarat-1'
const PORT = 19_400 + Math.floor(Math.random() * 400)
const base = `http://127.0.0.1:${PORT}`

let pg: ReturnType<typeof startPostgres> | null = null
try {
  pg = startPostgres()
} catch {
  pg = null
}
const dataDir = mkdtempSync(join(tmpdir(), 'betsuite-live-bench-'))
const server: ChildProcess = spawn(process.execPath, ['start/main.ts'], {
  env: {
    ...process.env,
    ...(pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dataDir }),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    RATE_LIMITS: 'off',
    JWT_SECRET: LIVE_TEST_SECRET,
    LIVE_PHASES_MS: PHASES,
  },
  stdio: 'ignore',
})

async function until<T>(probe: () => Promise<T | null | undefined | false>, tries = 600): Promise<T> {
  for (let i = 0; i < tries; i++) {
    try {
      const v = await probe()
      if (v) return v
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the server never answered')
}

async function pool<T, R>(items: T[], n: number, work: (item: T, i: number) => Promise<R>) {
  const out: R[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await work(items[i] as T, i)
      }
    }),
  )
  return out
}
const post = async (path: string, body: object, headers: Record<string, string> = {}) =>
  (
    await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  ).json()

const quantile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) : Number.NaN

try {
  await until(async () => (await fetch(`${base}/health`)).ok)
  const t0 = Date.now()
  const stamp = Date.now().toString(36).slice(-5)
  const players = await pool(
    Array.from({ length: PLAYERS }, (_, i) => i),
    8,
    async (i) => {
      const account = `lb${stamp}${i}`
      const reg = (await post('/sports/reg', { account, password: 'Secret123' })).data
      await post(
        '/sports/recharge',
        {
          channel_id: 5,
          amount: '1000',
          card: { name: 'L B', number: '4242424242424242', expiry: '12/30', cvv: '123' },
        },
        { authorization: `Bearer ${reg.token}`, 'idempotency-key': `fund-${account}` },
      )
      return liveLaunchToken(reg.user_id, TABLE, Date.now())
    },
  )
  console.log(`${PLAYERS} players registered and funded in ${((Date.now() - t0) / 1000).toFixed(1)} s`)

  const latency: Record<string, number[]> = { round: [], deal: [], result: [] }
  const rounds = new Map<string, { sent: number; done: number; taken: number; refused: number }>()
  const refusals = new Map<string, number>()
  let finish: () => void = () => undefined
  const finished = new Promise<void>((r) => {
    finish = r
  })
  let measuring = false

  const sockets = await pool(players, 50, async (launch, i) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/sandbox/games/live/ws/${TABLE}`)
    await new Promise((resolve, reject) => {
      ws.onopen = resolve
      ws.onerror = reject
    })
    ws.onmessage = (e) => {
      const at = Date.now()
      const m = JSON.parse(String(e.data)) as { type: string; server_time: string; round?: { id: string } }
      if (!measuring || !(m.type in latency)) return
      if (m.type === 'round' && m.round && !rounds.has(m.round.id)) {
        // The first socket to see a round opens its tally; the one after the last ends the run.
        if (rounds.size === ROUNDS) {
          measuring = false
          finish()
          return
        }
        rounds.set(m.round.id, { sent: Date.now(), done: 0, taken: 0, refused: 0 })
      }
      latency[m.type]?.push(at - Date.parse(m.server_time))
      if (m.type !== 'round' || !m.round) return
      // Each player bets once a round.
      const id = m.round.id
      // Players confirm their chips over the window's first 2 seconds, not all in one instant.
      setTimeout(
        () => {
          void post(
            `/sandbox/games/live/api/tables/${TABLE}/bets`,
            { round_id: id, key: 'b', spots: { [i % 2 ? 'banker' : 'player']: '1' } },
            { 'x-launch-token': launch },
          ).then(
            (res) => {
              const r = rounds.get(id)
              if (!r) return
              if (res.code === 0) r.taken++
              else {
                r.refused++
                refusals.set(res.msg, (refusals.get(res.msg) ?? 0) + 1)
              }
              r.done = Math.max(r.done, Date.now())
            },
            () => undefined,
          )
        },
        (i * 2000) / PLAYERS,
      )
    }
    ws.send(JSON.stringify({ type: 'hello', token: launch }))
    return ws
  })
  console.log(`${sockets.length} sockets seated; measuring ${ROUNDS} rounds (phases ${PHASES} ms)`)
  measuring = true
  await finished
  await new Promise((r) => setTimeout(r, 500))
  for (const ws of sockets) ws.close()

  for (const [type, values] of Object.entries(latency)) {
    const s = values.sort((a, b) => a - b)
    console.log(
      `${type.padEnd(7)} broadcast latency over ${s.length} deliveries: p50 ${quantile(s, 0.5)} ms, p99 ${quantile(s, 0.99)} ms, max ${s.at(-1)} ms`,
    )
  }
  let taken = 0
  let refused = 0
  let spent = 0
  for (const r of rounds.values()) {
    taken += r.taken
    refused += r.refused
    spent += r.done - r.sent
  }
  console.log(
    `bets: ${taken} taken, ${refused} refused (${[...refusals].map(([m, n]) => `${m} ${n}`).join(', ') || 'none'}) over ${rounds.size} rounds; ${(taken / (spent / 1000)).toFixed(0)} bets/s (each round's bets, from its open to the last answer)`,
  )
} finally {
  server.kill('SIGKILL')
  pg?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
