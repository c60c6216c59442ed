import { eq } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { campaigns, ledgerEntries, ledgerTransactions } from '../../db/schema.ts'
import { appOnPostgres } from '../../test/postgres.ts'
import { withdrawer } from '../../test/withdrawals.ts'

// Route limits off: this is about the database under concurrent requests, not the per-route limit.
const on = appOnPostgres({ RATE_LIMITS: 'off' })

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  on.t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload })
const cash = async (token: string) => (await call(token, 'GET', '/sports/member/account')).json().data.score
const entriesOf = async (kind: string) =>
  on.t.database.db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.kind, kind))

describe('rewards on PostgreSQL', () => {
  it('20 concurrent claims of one reward credit it once', async () => {
    // The demo recharge reward (5 USDT bonus for a deposit of 50 or more) is made Eligible by the deposit.
    const token = await on.t.signUp('claimer01', '100')
    const overview = (await call(token, 'GET', '/sports/claim/bonus')).json().data
    const recharge = overview.schedules.find((s: { kind: string }) => s.kind === 'deposit')
    const id = recharge.claims[0].id
    const answers = (
      await Promise.all(Array.from({ length: 20 }, () => call(token, 'POST', '/sports/claim/bonus', { id })))
    ).map((r) => r.json())
    expect(answers.every((a) => a.code === 0 || a.msg === 'rewardAlreadyClaimed')).toBe(true)
    expect(answers.filter((a) => a.code === 0).length).toBeGreaterThanOrEqual(1)
    const after = (await call(token, 'GET', '/sports/claim/bonus')).json().data
    expect(after.bonus.balance).toBe('5.000000')
    expect(after.bonus.open).toHaveLength(1)
    expect(await entriesOf('reward_claim')).toHaveLength(2)
  })

  it('20 concurrent check-ins on one day pay one', async () => {
    const [checkIn] = await on.t.database.db.select().from(campaigns).where(eq(campaigns.kind, 'check_in'))
    const token = await on.t.signUp('checker01', null)
    const answers = (
      await Promise.all(
        Array.from({ length: 20 }, () => call(token, 'POST', '/activities/api/v1/benefit/check_in')),
      )
    ).map((r) => r.json())
    expect(answers.every((a) => a.code === 0 || a.msg === 'alreadyCheckedIn')).toBe(true)
    expect(await cash(token)).toBe('0.100000')
    expect(checkIn?.rules).toMatchObject({ amounts: expect.arrayContaining(['0.1']) })
    expect(await entriesOf('check_in')).toHaveLength(2)
  })
})

/**
 * Holds a table that one side writes and the other only reads, from a connection of its own, so
 * that the writer waits in the database until `release`: the test lines requests up in a known
 * order. (Not a house account's row: posts append the house side's movements, locking no row.)
 */
async function holding(table: 'bonuses' | 'withdrawals') {
  const client = new pg.Client({ connectionString: on.url })
  await client.connect()
  await client.query('begin')
  await client.query(`lock table ${table} in share mode`)
  return async () => {
    await client.query('commit')
    await client.end()
  }
}
/** Resolves once `n` statements wait on a lock, or `done` says there is nothing left to wait for. */
async function waiting(n: number, done: () => boolean) {
  const client = new pg.Client({ connectionString: on.url })
  await client.connect()
  try {
    for (;;) {
      const { rows } = await client.query(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
      )
      if (rows[0].n >= n || done()) return
    }
  } finally {
    await client.end()
  }
}

describe('a deposit-matched reward and a withdrawal of its deposit, on PostgreSQL', () => {
  // Each waiting request holds one of the pool's 10 connections: 5 pairs, both sides waiting, fill it.
  const SCRIPTED = 5
  type Answer = Awaited<ReturnType<typeof call>>
  type Side = 'claim' | 'withdrawal'
  /** A player who deposited 100: a first-deposit match of 100 (bonus money, wagered 5 times) to claim. */
  async function player(account: string) {
    const token = await on.t.signUp(account, '100')
    const { schedules } = (await call(token, 'GET', '/sports/claim/bonus')).json().data
    const match = schedules.find((s: { kind: string }) => s.kind === 'first_deposit')
    const ask = await withdrawer(on.t, token)
    const send = (side: Side): Promise<Answer> =>
      side === 'claim'
        ? call(token, 'POST', '/sports/claim/bonus', { id: match.claims[0].id })
        : ask(`${account}-w`, '50')
    return { token, send }
  }
  const players = (prefix: string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => player(`${prefix}${i}`)))

  /** Exactly one side went through, and the player's money says which; returns it. */
  async function exactlyOne(token: string, claimed: Answer, withdrawn: Answer): Promise<Side> {
    const c = claimed.json()
    const w = withdrawn.json()
    expect([c.code, w.code].filter((code) => code === 0)).toHaveLength(1)
    const { bonus } = (await call(token, 'GET', '/sports/claim/bonus')).json().data
    if (c.code === 0) {
      expect(w.msg).toBe('bonusWageringOpen')
      expect(await cash(token)).toBe('100.000000')
      expect(bonus.balance).toBe('100.000000')
      return 'claim'
    }
    expect(c.msg).toBe('rewardDepositWithdrawn')
    expect(await cash(token)).toBe('50.000000')
    expect(bonus.balance).toBe('0.000000')
    return 'withdrawal'
  }

  /**
   * SCRIPTED pairs, `first` sent and left waiting in the database on `table` (which the other
   * side only reads), then the other side sent, then the lock released once both wait or the
   * other side has its answer. Returns who went through in each pair.
   */
  async function inOrder(prefix: string, first: Side, table: 'bonuses' | 'withdrawals') {
    const second: Side = first === 'claim' ? 'withdrawal' : 'claim'
    const pairs = await players(prefix, SCRIPTED)
    const release = await holding(table)
    const firsts = pairs.map((p) => ({ ...p, first: p.send(first) }))
    await waiting(SCRIPTED, () => false)
    let answered = 0
    const both = firsts.map((p) => ({ ...p, second: p.send(second).finally(() => answered++) }))
    await waiting(2 * SCRIPTED, () => answered === SCRIPTED)
    await release()
    return Promise.all(
      both.map(async (p) => {
        const [a, b] = [await p.first, await p.second]
        return first === 'claim' ? exactlyOne(p.token, a, b) : exactlyOne(p.token, b, a)
      }),
    )
  }

  it('whichever the database lets in first, the other is refused: 5 pairs each way, then 20 at once', async () => {
    // Claims first, waiting to write the bonus money they open. Before, the withdrawals went
    // straight through meanwhile (no bonus open yet), then the claims: both paid.
    expect(await inOrder('racec', 'claim', 'bonuses')).toEqual(Array(SCRIPTED).fill('claim'))
    // Withdrawals first, waiting to write their request. Before, the claims went
    // straight through meanwhile (nothing asked them about the deposit): both paid.
    expect(await inOrder('racew', 'withdrawal', 'withdrawals')).toEqual(Array(SCRIPTED).fill('withdrawal'))
    // 20 pairs at once, in whatever order they come.
    const free = await players('racef', 20)
    const raced = await Promise.all(
      free.map(async (p) => ({ p, answers: await Promise.all([p.send('claim'), p.send('withdrawal')]) })),
    )
    for (const { p, answers } of raced) await exactlyOne(p.token, ...answers)
  }, 120_000)
})
