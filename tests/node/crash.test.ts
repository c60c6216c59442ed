import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { startPostgres } from '../../server/test/postgres.ts'
import { serverProcess } from './serverProcess.ts'

/**
 * Kills the server with SIGKILL in the middle of a stream of deposits and withdrawals, starts it
 * again, and checks that the ledger and the balances agree and nothing is half-written.
 */
let pg: ReturnType<typeof startPostgres>
let db: Database
let server: ReturnType<typeof serverProcess>

beforeAll(async () => {
  pg = startPostgres()
  server = serverProcess({ DATABASE_URL: pg.url, STATIC_DIR: '/nonexistent', RATE_LIMITS: 'off' })
  await server.start()
  db = await openDatabase({ url: pg.url, dataDir: 'unused' })
}, 60_000)

afterAll(async () => {
  await server?.kill()
  await db?.close()
  pg?.stop()
})

const card = { name: 'Dana Demo', number: '4242424242424242', expiry: '12/30', cvv: '123' }

describe('a server killed mid-stream', () => {
  it('restarts with ledger and balances in agreement, and retried keys never pay twice', async () => {
    const base = server.base
    const reg = await (
      await fetch(`${base}/sports/reg`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: `crash${Date.now() % 100000}`, password: 'Secret123' }),
      })
    ).json()
    const auth = { authorization: `Bearer ${reg.data.token}`, 'content-type': 'application/json' }
    await fetch(`${base}/sports/member/bank_password`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ bank_password: '123456' }),
    })

    const requests = Array.from({ length: 80 }, (_, i) =>
      i % 3 === 2
        ? {
            url: 'withdraw',
            key: `crash-w-${i}`,
            body: {
              channel_id: 11,
              amount: '3',
              address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
              bank_password: '123456',
            },
          }
        : { url: 'recharge', key: `crash-d-${i}`, body: { channel_id: 5, amount: '10', card } },
    )
    const send = (r: (typeof requests)[number]) =>
      fetch(`${base}/sports/${r.url}`, {
        method: 'POST',
        headers: { ...auth, 'idempotency-key': r.key },
        body: JSON.stringify(r.body),
      })
        .then((res) => res.json())
        .catch(() => null)

    // A stream: eight requests in flight at a time, each answer letting the next one go. The
    // server is killed once a quarter of them are answered, so some are done, some are cut off
    // mid-way and the rest never arrive, however fast the machine.
    const queue = [...requests]
    let answered = 0
    let killed: Promise<void> | null = null
    const worker = async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        if (await send(r)) answered++
        if (answered >= requests.length / 4) killed ??= server.kill()
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
    await killed
    expect(answered).toBeGreaterThanOrEqual(requests.length / 4)
    expect(answered).toBeLessThan(requests.length)

    const consistent = async () => {
      const q = async (query: ReturnType<typeof sql>) =>
        ((await db.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows
      const [sum] = await q(sql`select coalesce(sum(balance), 0)::text as total from ledger_balances`)
      expect(sum?.total).toBe('0')
      const mismatched = await q(sql`
        select a.key from ledger_balances a
        left join ledger_entries e on e.account_id = a.id
        group by a.id, a.key, a.balance having a.balance <> coalesce(sum(e.amount), 0)`)
      expect(mismatched).toEqual([])
      const unbalanced = await q(
        sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`,
      )
      expect(unbalanced).toEqual([])
      expect(await q(sql`select id from ledger_transactions where status = 'pending'`)).toEqual([])
      const [w] = await q(
        sql`select (select count(*) from withdrawals)::text as rows, (select count(*) from ledger_transactions where kind = 'withdraw' and status = 'done')::text as done`,
      )
      expect(w?.rows).toBe(w?.done)
      const [d] = await q(
        sql`select (select count(*) from deposits where status = 3)::text as rows, (select count(*) from ledger_transactions where kind = 'recharge' and status = 'done')::text as done`,
      )
      expect(d?.rows).toBe(d?.done)
    }
    await consistent()

    await server.start()
    await consistent()
    // Every request retried with its key: what happened before the kill is answered, not repeated.
    const before = await (await fetch(`${base}/sports/member/account`, { headers: auth })).json()
    for (const r of requests) await send(r)
    await consistent()
    const after = await (await fetch(`${base}/sports/member/account`, { headers: auth })).json()
    const [{ done } = { done: '0' }] = (
      (await db.db.execute(
        sql`select count(*)::text as done from ledger_transactions where status = 'done' and kind in ('recharge','withdraw')`,
      )) as unknown as { rows: { done: string }[] }
    ).rows
    // 80 requests, each done at most once.
    expect(Number(done)).toBeLessThanOrEqual(80)
    expect(before.code).toBe(0)
    expect(after.code).toBe(0)
  }, 90_000)
})
