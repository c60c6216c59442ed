import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { campaigns, gameRecordCursors, gameRounds, ledgerAccounts, users } from '../../server/db/schema.ts'
import { balanceOf } from '../../server/test/games.ts'
import { testApp } from '../../server/test/harness.ts'
import { appOnPostgres } from '../../server/test/postgres.ts'
import { transferOrders as sandboxTransferOrders } from '../../studio/server/db/schema.ts'
import {
  OrderRefused as StudioRefused,
  transferBooks as sandboxTransferStudio,
} from '../../studio/server/wallets/transferBooks.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const move = (token: string, direction: 'in' | 'out', money: string, key: string) =>
  on.t.app.inject({
    url: `/playcard/transfer_${direction}?money=${money}`,
    headers: { ...auth(token), 'idempotency-key': key },
  })
const studioSide = async (token: string) =>
  (await on.t.app.inject({ url: '/playcard/ky/balance', headers: auth(token) })).json().data.balance
const providerAccount = async () => {
  const [row] = await on.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, 'provider:ky:USDT'))
  return row?.balance ?? 0n
}
/** The studio's statement: its applied movements of one wallet, which must sum to its balance. */
const statementSum = async (userId: number) => {
  const [row] = await on.database.db
    .select({ sum: sql<string>`coalesce(sum(${sandboxTransferOrders.amount}), 0)::text` })
    .from(sandboxTransferOrders)
    .where(sql`${sandboxTransferOrders.userId} = ${userId} and ${sandboxTransferOrders.status} = 'applied'`)
  return BigInt(row?.sum ?? '0')
}
const userIdOf = async (account: string) => {
  const [row] = await on.database.db.select({ id: users.id }).from(users).where(eq(users.account, account))
  if (!row) throw new Error(`no player ${account}`)
  return row.id
}

describe('the sandbox transfer studio on PostgreSQL', () => {
  it('30 concurrent transfers out of 1 from a studio wallet of 10: exactly 10 done, never below zero', async () => {
    const token = await on.t.signUp('kyrace1', '10')
    const before = await providerAccount()
    expect((await move(token, 'in', '10', 'race-in-1')).json().data.status).toBe('done')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => move(token, 'out', '1', `race-out-${n}`).then((r) => r.json())),
    )
    expect(answers.filter((a) => a.data?.status === 'done')).toHaveLength(10)
    expect(answers.filter((a) => a.msg === 'insufficientBalance')).toHaveLength(20)
    expect(await studioSide(token)).toBe('0.000000')
    expect(await balanceOf(on.t, token)).toBe('10.000000')
    expect(await providerAccount()).toBe(before)
    expect(await statementSum(await userIdOf('kyrace1'))).toBe(0n)
  }, 120_000)

  it('20 concurrent copies of one order apply it once; a settle racing them finds it applied', async () => {
    const token = await on.t.signUp('kyrace2', null)
    const userId = await userIdOf('kyrace2')
    // A second studio over the same tables: what a restarted demo server would have.
    const other = sandboxTransferStudio(on.database.db).studio
    const order = { orderId: 'race-order-1', provider: 'ky', userId, amount: 7_000_000n }
    const results = await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? other : on.t.app.studio?.transfer.studio)?.deposit(order),
      ),
      other.settle('race-order-1'),
    ])
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true)
    expect(results.at(-1)).toEqual({ status: 'fulfilled', value: 'applied' })
    expect(await studioSide(token)).toBe('7.000000')
    // Asked about first, it is void and a late copy never applies.
    expect(await other.settle('race-order-2')).toBe('void')
    await expect(other.deposit({ ...order, orderId: 'race-order-2' })).rejects.toBeInstanceOf(StudioRefused)
    expect(await studioSide(token)).toBe('7.000000')
    expect(await statementSum(userId)).toBe(7_000_000n)
  }, 120_000)

  it('20 concurrent studio rounds betting 1 on a studio wallet of 5: exactly 5 bets taken; 20 copies of a win pay once', async () => {
    const token = await on.t.signUp('kyrace3', '10')
    const userId = await userIdOf('kyrace3')
    expect((await move(token, 'in', '5', 'round-in-1')).json().data.status).toBe('done')
    const studio = sandboxTransferStudio(on.database.db)
    const round = (n: number) => ({ provider: 'ky', userId, roundId: `race-round-${n}` })
    const bets = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        studio.roundOp({ ...round(n), transactionId: `race-round-${n}:d`, kind: 'bet', amount: 1_000_000n }),
      ),
    )
    expect(bets.filter((b) => b.ok)).toHaveLength(5)
    expect(bets.filter((b) => !b.ok && b.refusal === 'insufficientBalance')).toHaveLength(15)
    expect(await studioSide(token)).toBe('0.000000')
    const won = bets.findIndex((b) => b.ok)
    const win = {
      ...round(won),
      transactionId: `race-round-${won}:c`,
      kind: 'win' as const,
      amount: 1_950_000n,
    }
    const wins = await Promise.all(Array.from({ length: 20 }, () => studio.roundOp(win)))
    expect(wins.every((w) => w.ok && w.balance === 1_950_000n)).toBe(true)
    // A settled round is not rolled back; a standing bet is, once; a round never bet on is closed.
    const back = (n: number, t = 'r') =>
      studio.roundOp({ ...round(n), transactionId: `race-round-${n}:${t}`, kind: 'rollback' })
    expect(await back(won)).toEqual({ ok: true, balance: 1_950_000n })
    const standing = bets.findIndex((b, n) => b.ok && n !== won)
    const refunds = await Promise.all([back(standing), back(standing), back(standing, 'r2')])
    expect(refunds.map((r) => r.ok && r.balance)).toEqual([2_950_000n, 2_950_000n, 2_950_000n])
    expect(await studio.roundOp(win)).toEqual({ ok: true, balance: 2_950_000n })
    expect(await studio.roundOp({ ...win, ...round(standing), transactionId: 'late-win' })).toEqual({
      ok: false,
      refusal: 'roundClosed',
    })
    expect(await back(99)).toEqual({ ok: true, balance: 2_950_000n })
    expect(
      await studio.roundOp({ ...round(99), transactionId: 'late-bet', kind: 'bet', amount: 1_000_000n }),
    ).toEqual({ ok: false, refusal: 'roundClosed' })
    expect(await studioSide(token)).toBe('2.950000')
    expect(await statementSum(userId)).toBe(2_950_000n)
  }, 120_000)

  it('12 rounds settling while pulls run, then pulled by concurrent pulls and a transfer out: each stored once, for its player only', async () => {
    const token = await on.t.signUp('kyrecs1', '20')
    const other = await on.t.signUp('kyrecs2', null)
    const userId = await userIdOf('kyrecs1')
    expect((await move(token, 'in', '12', 'recs-in-1')).json().data.status).toBe('done')
    const studio = sandboxTransferStudio(on.database.db)
    // Rounds settling while pulls run: a pull past a record never misses one committed late.
    const pulls = () => Array.from({ length: 5 }, () => on.t.app.games.transfers.pullRecords())
    await Promise.all([
      ...Array.from({ length: 12 }, async (_, n) => {
        const round = { provider: 'ky', userId, roundId: `recs-round-${n}` }
        await studio.roundOp({
          ...round,
          transactionId: `${round.roundId}:d`,
          kind: 'bet',
          amount: 1_000_000n,
        })
        await studio.roundOp({
          ...round,
          transactionId: `${round.roundId}:c`,
          kind: 'win',
          amount: BigInt(n),
        })
      }),
      ...pulls(),
    ])
    await Promise.all([...pulls(), move(token, 'out', '1', 'recs-out-1')])
    const [stored] = await on.database.db
      .select({
        n: sql<number>`count(*)::int`,
        rounds: sql<number>`count(distinct ${gameRounds.roundId})::int`,
      })
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, 'ky'), eq(gameRounds.userId, userId)))
    expect(stored).toEqual({ n: 12, rounds: 12 })
    const listed = (await on.t.app.inject({ url: '/playcard/mybet?limit=50', headers: auth(token) })).json()
      .data
    expect(listed).toHaveLength(12)
    expect(new Set(listed.map((r: { round_id: string }) => r.round_id)).size).toBe(12)
    expect(listed.every((r: { bet: string }) => r.bet === '1.000000')).toBe(true)
    expect((await on.t.app.inject({ url: '/playcard/mybet', headers: auth(other) })).json().data).toEqual([])
  }, 120_000)

  it('12 rounds of 1 pulled by concurrent pulls, twice over: each counts once toward bonus wagering', async () => {
    // The demo's first-deposit match (100 %, 5× wagering) counts game rounds at 50 % here.
    await on.database.db
      .update(campaigns)
      .set({ weights: { sport: 100, cricket: 100, lottery: 50, games: 50 } })
      .where(eq(campaigns.kind, 'first_deposit'))
    const token = await on.t.signUp('kywager1', '20')
    const userId = await userIdOf('kywager1')
    const overview = async () =>
      (await on.t.app.inject({ url: '/sports/claim/bonus', headers: auth(token) })).json().data
    const match = (await overview()).schedules.find((s: { kind: string }) => s.kind === 'first_deposit')
    const claimed = await on.t.app.inject({
      method: 'POST',
      url: '/sports/claim/bonus',
      headers: auth(token),
      payload: { id: match.claims[0].id },
    })
    expect(claimed.json().data).toMatchObject({ paid_to: 'bonus' })
    expect((await move(token, 'in', '12', 'wager-in-1')).json().data.status).toBe('done')
    const studio = sandboxTransferStudio(on.database.db)
    const pulls = () => Array.from({ length: 5 }, () => on.t.app.games.transfers.pullRecords())
    await Promise.all([
      ...Array.from({ length: 12 }, async (_, n) => {
        const round = { provider: 'ky', userId, roundId: `wager-round-${n}` }
        await studio.roundOp({
          ...round,
          transactionId: `${round.roundId}:d`,
          kind: 'bet',
          amount: 1_000_000n,
        })
        await studio.roundOp({ ...round, transactionId: `${round.roundId}:c`, kind: 'win', amount: 0n })
      }),
      ...pulls(),
    ])
    await Promise.all(pulls())
    // The cursor lost: every record comes again to five pulls at once, and none counts again.
    await on.database.db.update(gameRecordCursors).set({ cursor: 0n })
    await Promise.all(pulls())
    // 12 USDT staked, at 50 %.
    expect((await overview()).bonus.open).toMatchObject([
      { amount: '20.000000', required: '100.000000', wagered: '6.000000' },
    ])
  }, 120_000)

  it('a restarted server keeps the studio side: the money in the studio comes back after the restart', async () => {
    const token = await on.t.signUp('kyrestart', '20')
    expect((await move(token, 'in', '12.5', 'restart-in-1')).json().data.status).toBe('done')
    const restarted = await testApp({ database: on.database, env: { RATE_LIMITS: 'off' } })
    try {
      const get = (url: string, key?: string) =>
        restarted.app.inject({ url, headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) } })
      expect((await get('/playcard/ky/balance')).json().data.balance).toBe('12.500000')
      expect((await get('/playcard/transfer_out?money=12.5', 'restart-out')).json().data.status).toBe('done')
      expect(await balanceOf(restarted, token)).toBe('20.000000')
    } finally {
      await restarted.close()
    }
  }, 120_000)
})
