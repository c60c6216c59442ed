import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { LIVE_TEST_SECRET, liveLaunchToken } from '../../server/test/live.ts'
import { startPostgres } from '../../server/test/postgres.ts'
import { baccaratMultiplierBp, dealBaccarat } from '../../studio/math/baccarat.ts'
import { fairRng, hashServerSeed } from '../../studio/math/fair.ts'
import { payout } from '../../studio/math/payout.ts'
import { serverProcess, until } from './serverProcess.ts'

/**
 * The live studio in the real server process, killed with SIGKILL once while a round takes bets
 * and once while it is being dealt, then started again: the first round is voided and refunded,
 * the second completed from its committed seed, and our ledger and balances agree (issue 16).
 */
const TABLE = 'baccarat-1'
let pg: ReturnType<typeof startPostgres>
let db: Database
let server: ReturnType<typeof serverProcess>
let base = ''
let API = ''

/** Starts the server with these phase lengths (LIVE_PHASES_MS), on the port it had before. */
async function startServer(phases: string) {
  await server.start({ LIVE_PHASES_MS: phases })
  base = server.base
  API = `${base}/sandbox/games/live/api`
}
const kill = () => server.kill()

beforeAll(async () => {
  pg = startPostgres()
  server = serverProcess({
    DATABASE_URL: pg.url,
    STATIC_DIR: '/nonexistent',
    RATE_LIMITS: 'off',
    JWT_SECRET: LIVE_TEST_SECRET,
  })
  db = await openDatabase({ url: pg.url, dataDir: 'unused' })
}, 60_000)
afterAll(async () => {
  await kill()
  await db?.close()
  pg?.stop()
})

const post = async (url: string, body: object, headers: Record<string, string> = {}) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  ).json()
const get = async (url: string, headers: Record<string, string> = {}) =>
  (await fetch(url, { headers })).json()

async function player(account: string) {
  const reg = (await post(`${base}/sports/reg`, { account, password: 'Secret123' })).data
  await post(
    `${base}/sports/recharge`,
    {
      channel_id: 5,
      amount: '100',
      card: { name: 'L R', number: '4242424242424242', expiry: '12/30', cvv: '123' },
    },
    { authorization: `Bearer ${reg.token}`, 'idempotency-key': `fund-${account}` },
  )
  return { token: reg.token as string, userId: reg.user_id as number }
}
const balance = async (p: { token: string }) =>
  (await get(`${base}/sports/member/account`, { authorization: `Bearer ${p.token}` })).data.score as string
const micro = (text: string) => BigInt(text.replace('.', ''))
const rows = async (query: ReturnType<typeof sql>) =>
  ((await db.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows

async function consistent() {
  // The studio marks a bet paid or refunded when our wallet's answer reaches it, a moment after
  // the money moved (which is what the balances above waited for): wait for that, bounded.
  await until(
    async () =>
      (
        await rows(
          sql`select 1 from studio.live_bets where status in ('debiting', 'placed', 'crediting', 'refunding') limit 1`,
        )
      ).length === 0,
    "the studio's bets closed",
  )
  const [sum] = await rows(sql`select coalesce(sum(balance), 0)::text as total from ledger_balances`)
  expect(sum?.total).toBe('0')
  expect(
    await rows(sql`
      select a.key from ledger_balances a left join ledger_entries e on e.account_id = a.id
      group by a.id, a.key, a.balance having a.balance <> coalesce(sum(e.amount), 0)`),
  ).toEqual([])
  expect(
    await rows(
      sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`,
    ),
  ).toEqual([])
  // Every live bet's wallet round is closed at our side: paid or rolled back, none left open.
  expect(
    await rows(
      sql`select round_id, status from game_rounds where provider = 'winfinity' and status not in ('settled', 'rolled_back')`,
    ),
  ).toEqual([])
  // And at the studio's: no bet waits for its credit or rollback, no round is half-way.
  expect(
    await rows(
      sql`select bet_id, status from studio.live_bets where status in ('debiting', 'placed', 'crediting', 'refunding')`,
    ),
  ).toEqual([])
}

describe('a live table killed mid-round', () => {
  it('voids a round killed while taking bets and completes one killed while dealt; ledger and balances agree', async () => {
    await startServer('60000,60000,1000')
    const players = [await player('liverst1'), await player('liverst2'), await player('liverst3')]
    const launch = (p: { userId: number }) => ({
      'x-launch-token': liveLaunchToken(p.userId, TABLE, Date.now()),
    })

    // 1. Killed while the round takes bets.
    const first = await until(async () => {
      const s = (await get(`${API}/tables/${TABLE}/session`, launch(players[0] as { userId: number }))).data
      return s?.round?.phase === 'betting' && s.round
    }, 'a betting round')
    for (const [i, p] of players.entries()) {
      const res = await post(
        `${API}/tables/${TABLE}/bets`,
        { round_id: first.id, key: `k${i}`, spots: { banker: `${i + 1}` } },
        launch(p),
      )
      expect(res.code).toBe(0)
    }
    expect(await balance(players[2] as { token: string })).toBe('97.000000')
    await kill()

    // 2. Restarted with a short window and a long deal: the voided round refunded everyone.
    await startServer('3000,20000,1000')
    for (const p of players) await until(async () => (await balance(p)) === '100.000000', 'refunds')
    const voided = (await get(`${API}/rounds/${first.id}`)).data
    expect(voided).toMatchObject({ phase: 'voided', voided: true })
    await consistent()

    // Bets in a fresh window (a window missed is tried again in the next one), then killed once dealt.
    const ws = new WebSocket(`${base.replace('http', 'ws')}/sandbox/games/live/ws/${TABLE}`)
    const seen: { type: string; round?: { id: string; phase: string }; round_id?: string }[] = []
    ws.onmessage = (e) => seen.push(JSON.parse(String(e.data)))
    await new Promise((r) => {
      ws.onopen = r
    })
    ws.send(JSON.stringify({ type: 'hello' }))
    const stakes = [5n, 7n, 11n].map((n) => n * 1_000_000n)
    let dealt = ''
    for (let attempt = 0; attempt < 5 && !dealt; attempt++) {
      // The snapshot's round while it still takes bets, else the next one to open.
      const from = seen.length
      const opened = await until(
        async () =>
          attempt === 0
            ? (seen.find((m) => m.type === 'snapshot' && m.round?.phase === 'betting')?.round ??
              seen.find((m) => m.type === 'round')?.round)
            : seen.slice(from).find((m) => m.type === 'round')?.round,
        'a round taking bets',
        30_000,
      )
      const answers = await Promise.all(
        players.map((p, i) =>
          post(
            `${API}/tables/${TABLE}/bets`,
            {
              round_id: opened.id,
              key: `d${i}`,
              spots: { banker: String((stakes[i] as bigint) / 1_000_000n), player: '1' },
            },
            launch(p),
          ),
        ),
      )
      if (answers.some((a) => a.code !== 0)) continue
      await until(async () => seen.some((m) => m.type === 'deal' && m.round_id === opened.id), 'the deal')
      dealt = opened.id
    }
    expect(dealt).not.toBe('')
    ws.close()
    await kill()
    const [mid] = await rows(sql`select phase from studio.live_rounds where round_id = ${dealt}`)
    expect(mid?.phase).toBe('dealing')

    // 3. Restarted: the dealt round is completed from its committed seed, exactly once.
    await startServer('60000,60000,1000')
    const done = await until(async () => {
      const r = (await get(`${API}/rounds/${dealt}`)).data
      return r?.phase === 'result' && r
    }, 'the result')
    expect(hashServerSeed(done.server_seed)).toBe(done.server_seed_hash)
    const hand = dealBaccarat(
      fairRng({ serverSeed: done.server_seed, clientSeed: TABLE, nonce: done.number }),
    )
    expect(done.outcome.winner).toBe(hand.winner)
    for (const [i, p] of players.entries()) {
      const stake = stakes[i] as bigint
      const win =
        payout(stake, baccaratMultiplierBp('banker', hand.winner)) +
        payout(1_000_000n, baccaratMultiplierBp('player', hand.winner))
      const want = 100_000_000n - stake - 1_000_000n + win
      await until(async () => micro(await balance(p)) === want, `player ${i} paid by the outcome`)
    }
    await consistent()
    const [counts] = await rows(
      sql`select count(*)::text as bets, count(*) filter (where status = 'refunded')::text as refunded from studio.live_bets`,
    )
    expect(counts).toEqual({ bets: '6', refunded: '3' })
  }, 120_000)
})
