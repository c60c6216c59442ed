import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../../server/test/postgres.ts'
import { startCluster } from '../../start/cluster.ts'
import { freePort } from '../../start/freePort.ts'

/**
 * A SIGKILL of one of two processes behind HAProxy while 40 players place soccer singles (issue
 * 29): nothing is lost and nothing doubled. A player whose request failed (no answer, or the
 * balancer's 502/503/504) sends it again under the same idempotency key until it is answered, as
 * the site's own client does; every bet answered taken is in the database once, with one debit, and
 * the same key sent again later answers the same bet. Counted in states reached (bets taken before
 * and after the kill), never in time.
 *
 * The balancer alone hides a dead server (it retries a request whose server closed without an
 * answer on the other one), so half the players send each bet first straight to the process that
 * is killed, as a client holding a connection to it would: those in flight at the kill lose their
 * answer though their bet may have committed, and every later one meets a refused connection, so
 * their retries through the balancer must find the first attempt's outcome, never place it again.
 */
const PLAYERS = 40
/** Bets each player places once the kill is done, so the survivor carries them all. */
const AFTER_KILL = 4

let database: ReturnType<typeof startPostgres>
let cluster: Awaited<ReturnType<typeof startCluster>>
const dir = mkdtempSync(join(tmpdir(), 'betsuite-cluster-kill-'))
beforeAll(async () => {
  database = startPostgres()
  cluster = await startCluster({
    processes: 2,
    port: freePort(),
    dir,
    databaseUrl: database.url,
    env: { STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', JWT_SECRET: 'k'.repeat(40) },
  })
}, 180_000)
afterAll(async () => {
  await cluster?.stop()
  database?.stop()
  rmSync(dir, { recursive: true, force: true })
})

type Reply = { status: number; body: { code: number; msg: string; data: Record<string, unknown> | null } }

const send = async (
  path: string,
  init: { token?: string; body?: object; key?: string; base?: string } = {},
): Promise<Reply> => {
  const res = await fetch(`${init.base ?? cluster.url}/sports/${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.key && { 'idempotency-key': init.key }),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
  return { status: res.status, body: (await res.json()) as Reply['body'] }
}

/** The balancer's answers when no server gave one: the request may or may not have landed. */
const LOST = new Set([502, 503, 504])

describe('one of two processes killed under load', () => {
  it('every taken bet is in the database once with one debit; every retried key gets one answer, the same again later', async () => {
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async (_, i) => {
        const reg = await send('reg', { body: { account: `killfan${i}`, password: 'Secret123' } })
        const token = String(reg.body.data?.token)
        const deposit = await send('recharge', {
          token,
          key: `kill-fund-${i}`,
          body: {
            channel_id: 5,
            amount: '2000',
            card: { name: 'K F', number: '4242424242424242', expiry: '12/30', cvv: '123' },
          },
        })
        expect(deposit.body.code).toBe(0)
        return { token, userId: Number(reg.body.data?.user_id) }
      }),
    )
    const lobby = (await send('soccer?start=0&limit=20')).body.data?.list as {
      match_id: string
      markets: { kind: string; name: string; odds: string }[]
    }[]
    const picks = lobby.flatMap((m) =>
      m.markets.filter((k) => k.kind === 'wl').map((k) => ({ match_id: m.match_id, ...k })),
    )

    /** Each key's request, every attempt's outcome, and the answer it came to. */
    const sent = new Map<string, { player: number; body: object; failures: string[]; answer?: Reply }>()
    let taken = 0
    let takenAfterKill = 0
    let killed = false
    const [victim] = cluster.servers
    const direct = `http://127.0.0.1:${victim?.port}`
    const kill = () => {
      killed = true
      victim?.child.kill('SIGKILL')
    }
    await Promise.all(
      players.map(async (player, p) => {
        for (let n = 0, after = 0; !killed || after < AFTER_KILL; n++) {
          const key = `kill-${p}-${n}`
          const pick = picks[(p + n) % picks.length]
          const body = { selections: [pick], strings: [1], multiple: 10, tolerance: 0.2 }
          const record: { player: number; body: object; failures: string[]; answer?: Reply } = {
            player: p,
            body,
            failures: [],
          }
          sent.set(key, record)
          const wasKilled = killed
          // Until answered: a failure is sent again, same key, same body, through the balancer.
          while (!record.answer) {
            const base = p % 2 === 0 && record.failures.length === 0 ? direct : cluster.url
            try {
              const reply = await send('soccer/bet', { token: player.token, key, body, base })
              if (LOST.has(reply.status)) record.failures.push(String(reply.status))
              else record.answer = reply
            } catch (err) {
              record.failures.push(String((err as Error).cause ?? err))
            }
          }
          if (record.answer.body.code === 0) {
            taken++
            if (wasKilled) takenAfterKill++
          }
          if (wasKilled) after++
          // The kill lands while every player is betting: once a few bets each are in.
          if (!killed && taken >= PLAYERS * 3) kill()
        }
      }),
    )
    expect(killed).toBe(true)
    expect(takenAfterKill).toBeGreaterThanOrEqual(PLAYERS * AFTER_KILL * 0.5)
    // At least every bet sent straight to the dead process after the kill failed and was retried.
    const retried = [...sent.values()].filter((r) => r.failures.length > 0)
    expect(retried.length).toBeGreaterThanOrEqual((PLAYERS / 2) * AFTER_KILL)
    expect(retried.every((r) => r.answer && !LOST.has(r.answer.status))).toBe(true)

    const answered = [...sent].filter(([, r]) => r.answer?.status === 200 && r.answer.body.code === 0)
    // Each key sent once more now, to the survivor: the same bet again, never a second one.
    for (const [key, r] of answered) {
      const again = await send('soccer/bet', { token: players[r.player]?.token, key, body: r.body })
      expect(again.body.data?.bet_id, key).toBe(r.answer?.body.data?.bet_id)
    }

    const client = new pg.Client({ connectionString: cluster.databaseUrl })
    await client.connect()
    try {
      const userIds = players.map((p) => p.userId)
      // Each key's bet rows and the player's debits under its ledger key.
      const { rows } = await client.query<{ key: string; bets: number; debits: number }>(
        `select k.key,
           (select count(*)::int from sport_bets b where b.bet_no = k.bet_no) as bets,
           (select count(*)::int from ledger_transactions t
              join ledger_entries e on e.transaction_id = t.id
              join ledger_accounts a on a.id = e.account_id
            where t.idempotency_key = 'sport:' || k.user_id || ':' || k.key
              and a.kind in ('player', 'player_bonus') and e.amount < 0) as debits
         from unnest($1::text[], $2::text[], $3::bigint[]) k(key, bet_no, user_id)`,
        [
          [...sent.keys()],
          [...sent.values()].map((r) => String(r.answer?.body.data?.bet_id ?? '')),
          [...sent.values()].map((r) => players[r.player]?.userId),
        ],
      )
      const takenKeys = new Set(answered.map(([k]) => k))
      for (const row of rows) {
        const expected = takenKeys.has(row.key) ? 1 : 0
        expect({ key: row.key, bets: row.bets, debits: row.debits }).toEqual({
          key: row.key,
          bets: expected,
          debits: expected,
        })
      }
      // Nothing beyond the keys taken: no bet or stake of these players without its answer.
      const totals = await client.query<{ bets: number; stakes: number }>(
        `select (select count(*)::int from sport_bets where user_id = any($1::bigint[])) as bets,
                (select count(*)::int from ledger_transactions
                  where kind = 'sport_stake' and status = 'done' and user_id = any($1::bigint[])) as stakes`,
        [userIds],
      )
      expect(totals.rows[0]).toEqual({ bets: answered.length, stakes: answered.length })
      const negative = await client.query(
        "select 1 from ledger_balances where kind in ('player', 'player_bonus') and balance < 0",
      )
      expect(negative.rowCount).toBe(0)
    } finally {
      await client.end()
    }
  }, 120_000)
})
