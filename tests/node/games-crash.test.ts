import { createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { startPostgres } from '../../server/test/postgres.ts'
import { sandboxSeamlessStudio } from '../../server/test/seamlessStudio.ts'
import { serverProcess } from './serverProcess.ts'

/**
 * Kills the server with SIGKILL while a studio streams seamless rounds at it, starts it again,
 * and checks that rounds, ledger and balances agree, and that the studio's retries of every call
 * (as a real studio retries unanswered ones) move nothing twice.
 */
const JWT_SECRET = 'games-crash-test-secret-'.repeat(2)
let pg: ReturnType<typeof startPostgres>
let db: Database
let server: ReturnType<typeof serverProcess>

beforeAll(async () => {
  pg = startPostgres()
  server = serverProcess({
    DATABASE_URL: pg.url,
    STATIC_DIR: '/nonexistent',
    RATE_LIMITS: 'off',
    JWT_SECRET,
  })
  await server.start()
  db = await openDatabase({ url: pg.url, dataDir: 'unused' })
}, 60_000)

afterAll(async () => {
  await server?.kill()
  await db?.close()
  pg?.stop()
})

// The provider's key as the studio holds it: derived from the server's secret as the server does.
const keyOf = (provider: string) =>
  createHmac('sha256', JWT_SECRET).update(`game-provider:${provider}`).digest('hex')

describe('a server killed mid-round', () => {
  it('restarts with rounds, ledger and balances in agreement; retried studio calls never move money twice', async () => {
    const base = server.base
    const reg = await (
      await fetch(`${base}/sports/reg`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: `gcrash${Date.now() % 100000}`, password: 'Secret123' }),
      })
    ).json()
    const auth = { authorization: `Bearer ${reg.data.token}` }
    await fetch(`${base}/sports/recharge`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': 'gcrash-fund' },
      body: JSON.stringify({
        channel_id: 5,
        amount: '100',
        card: { name: 'Dana Demo', number: '4242424242424242', expiry: '12/30', cvv: '123' },
      }),
    })
    const launch = await (await fetch(`${base}/pggame/pg/lucky-reels`, { headers: auth })).json()
    const token = new URL(launch.data.url, base).searchParams.get('token') ?? ''
    const studio = sandboxSeamlessStudio(base, keyOf)

    // 40 rounds: each a debit of 1 then a credit of 0, 1.5 or 2, or a rollback, in flight together.
    const calls = Array.from({ length: 40 }, (_, i) => {
      const round_id = `crash-r-${i}`
      const debit = { token, transaction_id: `crash-d-${i}`, round_id, amount: '1' }
      const settle =
        i % 4 === 3
          ? { op: 'rollback' as const, body: { token, transaction_id: `crash-b-${i}`, round_id } }
          : {
              op: 'credit' as const,
              body: {
                token,
                transaction_id: `crash-c-${i}`,
                round_id,
                amount: ['0', '1.5', '2'][i % 3] ?? '0',
              },
            }
      return { debit, settle }
    })
    /** Plays a round as far as the server lets it: how many of its two calls were answered. */
    const play = async (c: (typeof calls)[number]) => {
      const d = await studio.call('pg', 'debit', c.debit).catch(() => null)
      if (d?.code !== 0) return d ? 1 : 0
      return (await studio.call('pg', c.settle.op, c.settle.body).catch(() => null)) ? 2 : 1
    }
    // Rounds stream in, eight at a time, each finished round letting the next one go; the server
    // is killed once a quarter of the calls are answered, so some rounds are done, some are cut
    // between their debit and their settlement and the rest never start, however fast the machine.
    const queue = [...calls]
    let answered = 0
    let killed: Promise<void> | null = null
    const worker = async () => {
      for (let c = queue.shift(); c; c = queue.shift()) {
        const done = await play(c)
        answered += done
        if (answered >= calls.length / 2) killed ??= server.kill()
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
    await killed
    expect(answered).toBeGreaterThanOrEqual(calls.length / 2)
    expect(answered).toBeLessThan(calls.length * 2)

    const q = async (query: ReturnType<typeof sql>) =>
      ((await db.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows
    const consistent = async () => {
      const [sum] = await q(sql`select coalesce(sum(balance), 0)::text as total from ledger_balances`)
      expect(sum?.total).toBe('0')
      const mismatched = await q(sql`
        select a.key from ledger_balances a left join ledger_entries e on e.account_id = a.id
        group by a.id, a.key, a.balance having a.balance <> coalesce(sum(e.amount), 0)`)
      expect(mismatched).toEqual([])
      // The provider's account holds exactly the open and settled rounds' bets less their wins.
      const [house] = await q(
        sql`select balance::text as b from ledger_balances where key = 'provider:pg:USDT'`,
      )
      const [rounds] = await q(
        sql`select coalesce(sum(bet - win), 0)::text as net from game_rounds where provider = 'pg' and status <> 'rolled_back'`,
      )
      expect(house?.b ?? '0').toBe(rounds?.net)
    }
    await consistent()

    await server.start()
    const entries = async () => (await q(sql`select count(*)::text as n from ledger_entries`))[0]?.n
    // The studio retries every call it sent (a real one retries what went unanswered).
    for (const c of calls) await play(c)
    await consistent()
    const settled = await entries()
    for (const c of calls) await play(c)
    expect(await entries()).toBe(settled)
    const byStatus = await q(
      sql`select status, count(*)::text as n from game_rounds group by status order by status`,
    )
    expect(byStatus).toEqual([
      { status: 'rolled_back', n: '10' },
      { status: 'settled', n: '30' },
    ])
    // 100 in, 30 bets of 1 kept, and the wins the studio credited: exactly.
    const micro: Record<string, bigint> = { '0': 0n, '1.5': 1_500_000n, '2': 2_000_000n }
    const wins = calls.reduce(
      (sum, c) => sum + (c.settle.op === 'credit' ? (micro[c.settle.body.amount] ?? 0n) : 0n),
      0n,
    )
    const expected = 70_000_000n + wins
    const account = await (await fetch(`${base}/sports/member/account`, { headers: auth })).json()
    expect(account.data.score).toBe(
      `${expected / 1_000_000n}.${String(expected % 1_000_000n).padStart(6, '0')}`,
    )
  }, 90_000)
})
