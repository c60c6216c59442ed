// Settlement in bulk: SETTLE_BETS (default 100,000) soccer singles on one match, spread over
// SETTLE_PLAYERS players, settled by the sports job on a throwaway PostgreSQL. The bets are copies
// of a winning single placed through the API (their stakes are not in the ledger: only the
// payouts are measured). Printed: when every copy was paid and marked settled (watched from a
// connection of its own: bets/s, the target is 10,000), when the job returned (its
// bet.settled events consumed too: wagering, push notes, reports), then the checks that every
// copy was paid exactly once, to the micro-unit, that every ledger transaction sums to zero and
// that every bet's event was written and consumed once.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { manualClock } from '../server/clock.ts'
import { type Database, openDatabase } from '../server/db/client.ts'
import { testApp } from '../server/test/harness.ts'
import { startPostgres } from '../server/test/postgres.ts'

const BETS = Number(process.env.SETTLE_BETS ?? 100_000)
const PLAYERS = Number(process.env.SETTLE_PLAYERS ?? 1_000)

const cluster = startPostgres()
let database: Database | undefined
try {
  database = await openDatabase({ url: cluster.url, dataDir: 'unused' })
  const db = database.db
  const clock = manualClock(new Date('2026-11-21T12:00:00Z'))
  const t = await testApp({ database, clock, env: { RATE_LIMITS: 'off' } })
  const rows = async <R>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: R[] }).rows
  await t.app.jobs.sportsTick()
  const token = await t.signUp('settlebench', '1000')
  const [match] = (await t.app.inject('/sports/soccer?start=0&limit=1')).json().data.list
  // Home, draw and away: one of them wins, and its bet is the one copied.
  for (const name of ['w', 'd', 'l']) {
    const market = match.markets.find(
      (m: { kind: string; name: string }) => m.kind === 'wl' && m.name === name,
    )
    const placed = await t.app.inject({
      method: 'POST',
      url: '/sports/soccer/bet',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `settle-bench-${name}` },
      payload: {
        selections: [{ match_id: match.match_id, kind: 'wl', name, odds: market.odds }],
        strings: [1],
        multiple: 10,
      },
    })
    if (placed.json().code !== 0) throw new Error(`placing the template bet: ${placed.body}`)
  }
  // Past kick-off by more than the 36 h after which a postponed match is void: the match is decided.
  clock.set(new Date(new Date(match.match_start_time).getTime() + 37 * 3600_000))
  await t.app.jobs.sportsTick()
  const [won] = await rows<{ id: string; payout: string }>(
    sql`select id::text, payout::text from sport_bets where payout > 0 order by payout desc limit 1`,
  )
  if (!won) throw new Error('no template bet won (the match was void?)')

  await db.execute(sql`
    insert into users (account, nickname, password_hash, invite_code)
    select 'sb' || g, 'sb', 'x', 'SB' || g from generate_series(1, ${PLAYERS}) g`)
  await db.execute(sql`
    insert into sport_bets (bet_no, user_id, game, selections, strings, multiple, combinations, currency,
      exchange, stake, bonus_stake, max_payout, status, shown_stake, created_at)
    select 'SB' || g, u.id, b.game, b.selections, b.strings, b.multiple, b.combinations, b.currency,
      b.exchange, b.stake, 0, b.max_payout, 1, b.shown_stake, b.created_at
    from generate_series(1, ${BETS}) g
    join sport_bets b on b.id = ${Number(won.id)}
    join users u on u.account = 'sb' || (1 + (g % ${PLAYERS}))`)

  // Watched apart from the job: the moment the last copy's batch committed.
  const watcher = new pg.Client({ connectionString: cluster.url })
  await watcher.connect()
  const started = performance.now()
  let paidAt: number | undefined
  const job = t.app.jobs.sportsTick().then(() => performance.now())
  let jobDone: number | undefined
  void job.then((at) => {
    jobDone = at
  })
  while (paidAt === undefined) {
    const { rows: left } = await watcher.query(
      `select count(*)::int as n from sport_bets where status = 1 and bet_no like 'SB%'`,
    )
    if (left[0].n === 0) paidAt = performance.now()
    else if (jobDone !== undefined) break
    else await new Promise((r) => setTimeout(r, 20))
  }
  const doneAt = await job
  await watcher.end()
  const paid = ((paidAt ?? doneAt) - started) / 1000
  const whole = (doneAt - started) / 1000
  console.log(
    `paid and settled ${BETS} bets of ${PLAYERS} players in ${paid.toFixed(2)} s: ${(BETS / paid).toFixed(0)} bets/s`,
  )
  console.log(
    `the job returned after ${whole.toFixed(2)} s, its events consumed (${(BETS / whole).toFixed(0)} bets/s end to end)`,
  )

  const [copies] = await rows<{ settled: string; paid: string }>(sql`
    select count(*) filter (where status <> 1)::text as settled, coalesce(sum(payout), 0)::text as paid
    from sport_bets where bet_no like 'SB%'`)
  const [ledger] = await rows<{ paid: string; payouts: string }>(sql`
    select coalesce(sum(e.amount), 0)::text as paid, count(distinct t.id)::text as payouts
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where t.kind = 'sport_payout' and a.kind = 'player' and a.user_id in (select id from users where account like 'sb%')`)
  const [unbalanced] = await rows<{ n: string }>(sql`
    select count(*)::text as n from (select transaction_id from ledger_entries group by 1 having sum(amount) <> 0) x`)
  const expected = BigInt(won.payout) * BigInt(BETS)
  const check = (what: string, ok: boolean) => console.log(`${ok ? 'PASS' : 'FAIL'} ${what}`)
  check(`every copy settled (${copies?.settled} of ${BETS})`, copies?.settled === String(BETS))
  check(`paid exactly ${expected} micro-units on the bets`, copies?.paid === String(expected))
  check(
    `the ledger paid the same, once per bet (${ledger?.payouts} payouts)`,
    ledger?.paid === String(expected) && ledger?.payouts === String(BETS),
  )
  check('every ledger transaction sums to zero', unbalanced?.n === '0')
  const [events] = await rows<{ n: string; handled: string }>(sql`
    select count(*)::text as n, count(handled_at)::text as handled from domain_events
    where kind = 'bet.settled' and user_id in (select id from users where account like 'sb%')`)
  check(
    `every bet told once (${events?.n} events, ${events?.handled} consumed)`,
    events?.n === String(BETS) && events?.handled === String(BETS),
  )
  const [report] = await rows<{ payouts: string; decided: string }>(sql`
    select coalesce(sum(payouts), 0)::text as payouts, coalesce(sum(decided), 0)::text as decided
    from report_rollup where user_id in (select id from users where account like 'sb%')`)
  check(
    `the reports counted each bet once (${report?.decided} decided)`,
    report?.payouts === String(expected) && report?.decided === String(BETS),
  )
  await t.close()
} finally {
  await database?.close()
  cluster.stop()
}
