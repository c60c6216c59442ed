import { spawn } from 'node:child_process'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AppContext } from '../../context.ts'
import { outcomeFor, seedBets, settleTag } from '../../test/bulkSettle.fixture.ts'
import { appOnPostgres } from '../../test/postgres.ts'
import type { WalletPush } from '../wallet/push.ts'
import { BULK_BATCH } from './settleInBulk.ts'

/**
 * Settlement in bulk (issue 29 item 5) on a real PostgreSQL: plain bets settle in batches, the rest
 * one by one, and either way each bet is paid exactly once, to the micro-unit, its ledger
 * transactions balanced, its player's balances running in order, its event written and consumed
 * once; a run killed in the middle of a batch and run again pays each bet once.
 */
const on = appOnPostgres({ RATE_LIMITS: 'off' })

const frames: { userId: number; reason: string }[] = []
const ctx = (): Pick<AppContext, 'db' | 'walletPush' | 'clock'> => ({
  db: on.database.db,
  clock: on.t.clock,
  walletPush: {
    publish: async (userId: number, reason: string) => {
      frames.push({ userId, reason })
    },
  } as unknown as WalletPush,
})
const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await on.database.db.execute(query)) as unknown as { rows: R[] }).rows

/** What the tag's bets should have paid, per player, from the bets as seeded. */
async function expectedByPlayer(tag: string) {
  const bets = await rows<{ id: number; user_id: number; stake: string; shown_stake: string }>(sql`
    select id::int, user_id::int, stake::text, shown_stake::text from sport_bets where bet_no like ${`${tag}-%`}`)
  const owed = new Map<number, bigint>()
  for (const b of bets) {
    const { payout } = outcomeFor({ id: b.id, stake: BigInt(b.stake), shownStake: BigInt(b.shown_stake) })
    owed.set(b.user_id, (owed.get(b.user_id) ?? 0n) + payout)
  }
  return { bets: bets.length, owed }
}

/** Everything the ledger, the bets and the events say about the tag's bets, checked exact. */
async function expectPaidOnce(tag: string) {
  const { bets, owed } = await expectedByPlayer(tag)
  const like = `${tag}-%`
  const [state] = await rows<{ pending: number; wrong: number }>(sql`
    select count(*) filter (where status = 1)::int as pending,
      count(*) filter (where status <> 1 and (settled_at is null or payout is null))::int as wrong
    from sport_bets where bet_no like ${like}`)
  expect(state).toEqual({ pending: 0, wrong: 0 })
  // One payout transaction per bet, under its key, each balanced.
  const [keys] = await rows<{ n: number; distinct: number; unbalanced: number }>(sql`
    select count(*)::int as n, count(distinct t.idempotency_key)::int as distinct,
      count(*) filter (where coalesce(s.total, 0) <> 0)::int as unbalanced
    from sport_bets b
    join ledger_transactions t on t.idempotency_key = 'sport-settle:' || b.id
    left join (select transaction_id, sum(amount) as total from ledger_entries group by 1) s
      on s.transaction_id = t.id
    where b.bet_no like ${like}`)
  expect(keys).toEqual({ n: bets, distinct: bets, unbalanced: 0 })
  // Each player's account holds exactly what their bets paid, and each entry's balance after it
  // is the running sum of their entries in order.
  const accounts = await rows<{ user_id: number; balance: string; entries: string; runs_wrong: number }>(sql`
    select a.user_id::int, a.balance::text, coalesce(sum(e.amount), 0)::text as entries,
      count(*) filter (where e.balance_after <> e.running)::int as runs_wrong
    from ledger_accounts a
    left join (select account_id, amount, balance_after,
        sum(amount) over (partition by account_id order by id) as running from ledger_entries) e
      on e.account_id = a.id
    where a.kind = 'player' and a.user_id in (select id from users where account like ${`${tag}%`})
    group by a.user_id, a.balance`)
  const paid = new Map(accounts.map((a) => [a.user_id, BigInt(a.balance)]))
  for (const [userId, amount] of owed) expect(paid.get(userId) ?? 0n, `player ${userId}`).toBe(amount)
  for (const a of accounts) {
    expect(a.entries).toBe(a.balance)
    expect(a.runs_wrong).toBe(0)
  }
  // The bets' own rows say what the ledger paid.
  const [onBets] = await rows<{ paid: string }>(sql`
    select coalesce(sum(payout), 0)::text as paid from sport_bets where bet_no like ${like}`)
  expect(BigInt(onBets?.paid ?? '0')).toBe([...owed.values()].reduce((a, b) => a + b, 0n))
  // One bet.settled event per bet, each consumed once by the reports (decided once).
  const [events] = await rows<{ n: number; bets: number }>(sql`
    select count(*)::int as n, count(distinct (payload->'bet'->>'id'))::int as bets from domain_events
    where kind = 'bet.settled' and user_id in (select id from users where account like ${`${tag}%`})`)
  expect(events).toEqual({ n: bets, bets })
}

/** Consumes every pending event, as the events loop would. */
async function drainAll() {
  for (;;) {
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from domain_events where handled_at is null`,
    )
    if (left?.n === 0) return
    await on.t.app.jobs.eventsTick()
  }
}

async function expectReportedOnce(tag: string) {
  const { bets, owed } = await expectedByPlayer(tag)
  const [report] = await rows<{ decided: number; payouts: string }>(sql`
    select coalesce(sum(decided), 0)::int as decided, coalesce(sum(payouts), 0)::text as payouts
    from report_rollup where user_id in (select id from users where account like ${`${tag}%`})`)
  expect(report).toEqual({ decided: bets, payouts: String([...owed.values()].reduce((a, b) => a + b, 0n)) })
}

describe('settlement in bulk', () => {
  it('pays won, lost and void bets once to the micro-unit, the bonus-funded ones one by one, and a second run nothing', async () => {
    // 31 players with about 160 bets each, won, lost and void: over two batches; three of the
    // players staked some of theirs from bonus money, and all their bets settle one by one.
    await seedBets(on.database.db, 'mix', 31, 5_000, 3)
    // A few bets already paid one by one, as a run of the old path left them: the bulk run skips them.
    const early = await settleTag(ctx(), 'mix', { oneByOne: true, only: (b) => b.id % 50 === 0 })
    expect(early).toBeGreaterThan(0)
    frames.length = 0
    const settled = await settleTag(ctx(), 'mix')
    expect(settled + early).toBe(5_000)
    await expectPaidOnce('mix')
    // Bonus-funded bets returned their share to where bonus money goes (cash, with no bonus open),
    // so what each player holds is still exactly what their bets paid (checked above).
    const [bonus] = await rows<{ n: number }>(sql`
      select count(*)::int as n from sport_bets where bet_no like 'mix-%' and bonus_stake > 0`)
    expect(bonus?.n).toBeGreaterThan(0)
    // Every paid player was told their balance moved, by a payout and by a refund.
    for (const reason of ['payout', 'refund'])
      expect(new Set(frames.filter((f) => f.reason === reason).map((f) => f.userId)).size).toBe(31)

    expect(await settleTag(ctx(), 'mix')).toBe(0)
    expect(await settleTag(ctx(), 'mix', { oneByOne: true })).toBe(0)
    await expectPaidOnce('mix')
    await drainAll()
    await expectReportedOnce('mix')
  }, 120_000)

  it('a run killed in the middle of a batch, run again, pays each bet once', async () => {
    const bets = BULK_BATCH * 4
    await seedBets(on.database.db, 'kill', 200, bets)
    const child = spawn(process.execPath, ['server/test/bulkSettle.child.ts', on.url, 'kill', '3'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    )
    // Killed when its third batch is about to commit (and another may be on the way).
    await new Promise<void>((resolve, reject) => {
      let out = ''
      child.stdout?.on('data', (chunk) => {
        out += String(chunk)
        if (out.includes('stuck')) resolve()
        if (out.includes('done')) reject(new Error('the child finished before it was stopped'))
      })
      child.on('exit', () => reject(new Error(`the child stopped on its own: ${out}`)))
    })
    child.kill('SIGKILL')
    expect(await exited).toBe('SIGKILL')

    const [part] = await rows<{ settled: number }>(sql`
      select count(*) filter (where status <> 1)::int as settled from sport_bets where bet_no like 'kill-%'`)
    // Whole batches committed, the stuck one not: part-way, in whole batches.
    expect(part?.settled).toBeGreaterThanOrEqual(BULK_BATCH)
    expect(part?.settled).toBeLessThan(bets)
    expect((part?.settled ?? 0) % BULK_BATCH).toBe(0)

    expect(await settleTag(ctx(), 'kill')).toBe(bets - (part?.settled ?? 0))
    await expectPaidOnce('kill')
    await drainAll()
    await expectReportedOnce('kill')
    const [unbalanced] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select transaction_id from ledger_entries group by 1 having sum(amount) <> 0) x`)
    expect(unbalanced?.n).toBe(0)
  }, 180_000)
})
