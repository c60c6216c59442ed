import { and, eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { racingOddsIndex } from '#engine/index.ts'
import { manualClock } from '../../clock.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { campaigns, draws, ledgerTransactions, lotteryBets, lotteryOdds } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { startPostgres } from '../../test/postgres.ts'
import { settleLines } from '../lottery/bets.ts'
import { resultFromSeed } from '../lottery/seeds.ts'
import { createWalletPush } from '../wallet/push.ts'
import { micro } from './money.ts'

/**
 * The extra bonus of a lottery ticket whose lines settle in separate transactions, at different
 * times and by two runs at the same moment on PostgreSQL: it is paid once, on the whole ticket's
 * net win, by whichever transaction settles its last line.
 */
const START = new Date('2026-11-23T08:00:00Z')
const clock = manualClock(START)
const M = 1_000_000n
let pg: ReturnType<typeof startPostgres>
let database: Database
let t: Awaited<ReturnType<typeof testApp>>
let core: Parameters<typeof settleLines>[0] & { walletPush: { close(): Promise<void> } }

beforeAll(async () => {
  pg = startPostgres()
  database = await openDatabase({ url: pg.url, dataDir: 'unused' })
  t = await testApp({ database, clock, env: { RATE_LIMITS: 'off' } })
  core = { db: t.database.db, clock, walletPush: await createWalletPush(t.database, t.app.log) }
  await t.database.db.insert(campaigns).values({
    kind: 'extra_bonus',
    name: 'Extra on lottery',
    rules: { percent: 10, cap: '5', products: ['lottery'] },
    payout: 'cash',
    weights: { sport: 100, cricket: 100, lottery: 100 },
    claimDays: 1,
    wagerDays: 1,
    startsAt: START,
  })
}, 60_000)
afterAll(async () => {
  await core?.walletPush.close()
  await t?.close()
  await database?.close()
  pg?.stop()
})

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const cash = async (token: string) =>
  BigInt(
    (await t.app.inject({ url: '/sports/member/account', headers: auth(token) }))
      .json()
      .data.score.replace('.', ''),
  )

describe('an extra bonus on a lottery ticket settled by concurrent runs, on PostgreSQL', () => {
  it('pays each ticket once, 10 % of its net win, however its lines are shared between runs', async () => {
    await t.app.jobs.drawTick()
    const { next } = (await t.app.inject('/sports/airship/last')).json().data
    const [draw] = await t.database.db
      .select()
      .from(draws)
      .where(and(eq(draws.game, 'airship'), eq(draws.matchId, next.match_id)))
    const winner = (await resultFromSeed('airship', draw?.seed ?? '')).numbers[0] ?? 0
    const [entry] = await t.database.db
      .select({ odd: lotteryOdds.odd })
      .from(lotteryOdds)
      .where(
        and(
          eq(lotteryOdds.game, 'airship'),
          eq(lotteryOdds.index, racingOddsIndex({ type: 'position', position: 1, car: 1 })),
        ),
      )
    const odd = micro(entry?.odd ?? '0')
    // Each ticket: 1 USDT on the coming winner and on four other cars for first place.
    const cars = [winner, ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((c) => c !== winner).slice(0, 4)]
    const players = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const token = await t.signUp(`runs${i}`, '100')
        const placed = await t.app.inject({
          method: 'POST',
          url: '/sports/airship/bet',
          headers: { ...auth(token), 'idempotency-key': `runs${i}-ticket` },
          payload: {
            match_id: next.match_id,
            items: cars.map((car) => ({ bet: { type: 'position', position: 1, car }, amount: '1' })),
          },
        })
        expect(placed.json().code).toBe(0)
        return { account: `runs${i}`, ticket: placed.json().data.ticket as string }
      }),
    )

    clock.advance(10 * 60_000)
    const result = await resultFromSeed('airship', draw?.seed ?? '')
    const drawn = { ...(draw as typeof draws.$inferSelect), result }
    const tickets = players.map((p) => p.ticket)
    const all = await t.database.db
      .select()
      .from(lotteryBets)
      .where(inArray(lotteryBets.ticket, tickets))
      .orderBy(lotteryBets.id)
    const linesOf = (ticket: string) => all.filter((l) => l.ticket === ticket)
    // A run cut short settles each ticket's first line (the winner): 9.8 paid, no extra bonus yet.
    await settleLines(
      core,
      drawn,
      tickets.map((ticket) => linesOf(ticket)[0] as (typeof all)[number]),
    )
    const early = await t.database.db.select().from(lotteryBets).where(inArray(lotteryBets.ticket, tickets))
    expect(early.reduce((s, l) => s + l.extraBonus, 0n)).toBe(0n)
    const { token } = await t.signIn(players[0]?.account ?? '', 'Secret123')
    expect(await cash(token)).toBe(100n * M - 5n * M + odd)
    // Two runs then settle the other four lines of every ticket at once, from opposite ends, so
    // each ticket's last two lines settle in two transactions at the same moment.
    const rest = tickets.map((ticket) => linesOf(ticket).slice(1))
    await Promise.all([
      settleLines(core, drawn, rest.flat()),
      settleLines(
        core,
        drawn,
        rest.flatMap((lines) => [...lines].reverse()),
      ),
    ])

    // 5 staked, the odd (9.8) returned: 4.8 won net, 0.48 extra. Paid per winning line it was 0.88.
    const extra = (odd - 5n * M) / 10n
    const lines = await t.database.db.select().from(lotteryBets).where(inArray(lotteryBets.ticket, tickets))
    expect(lines.every((l) => l.status === 16)).toBe(true)
    for (const ticket of tickets)
      expect(lines.filter((l) => l.ticket === ticket).reduce((s, l) => s + l.extraBonus, 0n)).toBe(extra)
    const paid = await t.database.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'lottery-extra:%'))
    expect(paid).toHaveLength(players.length)
    for (const p of players) {
      const { token } = await t.signIn(p.account, 'Secret123')
      expect(await cash(token)).toBe(100n * M - 5n * M + odd + extra)
    }
  }, 120_000)
})
