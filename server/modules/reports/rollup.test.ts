import { readFileSync } from 'node:fs'
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Dashboard } from '#contract/backofficeRoles.ts'
import type { BetStatistics } from '#contract/reports.ts'
import { manualClock } from '../../clock.ts'
import { gameRounds, lotteryBets, reportRollup, users } from '../../db/schema.ts'
import { launchToken, studioFor } from '../../test/games.ts'
import { testApp } from '../../test/harness.ts'
import { boGet, signInOperator } from '../../test/operators.ts'
import { reportPeriod } from './period.ts'

/**
 * The reports' rollup on a real database, on a site in India (Asia/Kolkata, UTC+05:30): its day
 * starts at 18:30 UTC, half-way through an hour, yet every day is an exact run of quarter-hour
 * buckets. Bets and rounds are placed on one day and decided on the next, a round is credited on
 * both, another rolled back across midnight; the reports must say what the bet tables say, by the
 * rule the reports have always kept (count and stake by when the bet was placed, payout by when it
 * was decided), and the migration's backfill must come to the same rows as the events did.
 */
const DAY_ONE = '2026-11-23'
const DAY_TWO = '2026-11-24'
/** Midnight between the two days in Kolkata, in UTC. */
const MIDNIGHT = Date.parse('2026-11-23T18:30:00Z')
const clock = manualClock(new Date(MIDNIGHT - 4 * 60_000))
let t: Awaited<ReturnType<typeof testApp>>
let player: string
let playerId: number

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const statistics = async (from: string, to: string) => {
  const res = await t.app.inject({
    url: `/sports/member/bet/statistics?start_date=${from}&end_date=${to}`,
    headers: auth(player),
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as BetStatistics
}
const at = (ms: number) => clock.set(new Date(ms))
const signIn = async () => {
  player = (await t.signIn('quarter', 'Secret123')).token
}

/** USDT micro-units as exact text. */
const usdt = (micro: bigint) => {
  const abs = (micro < 0n ? -micro : micro).toString().padStart(7, '0')
  return `${micro < 0n ? '-' : ''}${abs.slice(0, -6)}.${abs.slice(-6)}`
}

/**
 * What the bet tables say of a period, by the reports' rule, read straight from the rows as the
 * reports did before the rollup: lottery tickets (counted once) and the seamless rounds.
 */
async function fromTables(start: Date, end: Date) {
  const within = (c: PgColumn) => and(gte(c, start), lt(c, end))
  const [lottery] = await t.database.db
    .select({
      count:
        sql<number>`count(distinct ${lotteryBets.ticket}) filter (where ${within(lotteryBets.createdAt)})`.mapWith(
          Number,
        ),
      stakes: sql<string>`coalesce(sum(${lotteryBets.stake}) filter (where ${within(lotteryBets.createdAt)} and ${lotteryBets.settledAt} is not null), 0)::text`,
      payouts: sql<string>`coalesce(sum(${lotteryBets.payout}) filter (where ${within(lotteryBets.settledAt)}), 0)::text`,
    })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.userId, playerId), eq(lotteryBets.game, 'pk10')))
  const rounds = await t.database.db
    .select({
      game: gameRounds.provider,
      count: sql<number>`count(*) filter (where ${within(gameRounds.createdAt)})`.mapWith(Number),
      stakes: sql<string>`coalesce(sum(${gameRounds.bet}) filter (where ${within(gameRounds.createdAt)} and ${gameRounds.status} <> 'open'), 0)::text`,
      payouts: sql<string>`(coalesce(sum(${gameRounds.win}) filter (where ${within(gameRounds.closedAt)} and ${gameRounds.status} = 'settled'), 0)
        + coalesce(sum(${gameRounds.bet}) filter (where ${within(gameRounds.closedAt)} and ${gameRounds.status} = 'rolled_back'), 0))::text`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, playerId),
        inArray(gameRounds.provider, ['pg', 'tada']),
        or(within(gameRounds.createdAt), within(gameRounds.closedAt)),
      ),
    )
    .groupBy(gameRounds.provider)
  const row = (r: { count: number; stakes: string; payouts: string } | undefined) => ({
    count: r?.count ?? 0,
    stakes: usdt(BigInt(r?.stakes ?? '0')),
    payouts: usdt(BigInt(r?.payouts ?? '0')),
  })
  return {
    pk10: row(lottery),
    pg: row(rounds.find((r) => r.game === 'pg')),
    tada: row(rounds.find((r) => r.game === 'tada')),
  }
}

/** The report's rows of the games played here, as fromTables words them. */
const played = (s: BetStatistics) =>
  Object.fromEntries(
    ['pk10', 'pg', 'tada'].map((game) => {
      const g = s.games.find((x) => x.game === game)
      return [game, { count: g?.count, stakes: g?.stakes, payouts: g?.payouts }]
    }),
  )

/** Day one, day two and both, in Kolkata, and the instants they start and end at. */
const PERIODS = [
  [DAY_ONE, DAY_ONE, MIDNIGHT - 86_400_000, MIDNIGHT],
  [DAY_TWO, DAY_TWO, MIDNIGHT, MIDNIGHT + 86_400_000],
  [DAY_ONE, DAY_TWO, MIDNIGHT - 86_400_000, MIDNIGHT + 86_400_000],
] as const

let pk10Payout = 0n

beforeAll(async () => {
  t = await testApp({
    clock,
    env: { RATE_LIMITS: 'off', SITE_TIMEZONE: 'Asia/Kolkata' },
    logger: { level: 'error' },
  })
  await t.app.jobs.drawTick()
  player = await t.signUp('quarter', '1000')
  const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'quarter'))
  playerId = me?.id ?? 0
}, 120_000)
afterAll(() => t?.close())

describe('the reports rollup on a +05:30 site', () => {
  it('dates a bet placed one day and decided the next: count and stake on the first, payout on the second', async () => {
    const studio = await studioFor(t)
    // 18:26 UTC, 23:56 in Kolkata: a PK10 ticket of ten cars (one wins) on the draw after midnight.
    const pk10 = (await t.app.inject({ url: '/sports/pk10/last', headers: auth(player) })).json().data.next
    expect(Date.parse(pk10.draw_at)).toBeGreaterThanOrEqual(MIDNIGHT)
    const cars = Array.from({ length: 10 }, (_, i) => ({
      bet: { type: 'position', position: 1, car: i + 1 },
      amount: '1',
    }))
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/sports/pk10/bet',
      headers: { ...auth(player), 'idempotency-key': 'quarter-pk10' },
      payload: { match_id: pk10.match_id, items: cars },
    })
    expect(ticket.json().code).toBe(0)

    // A Tada round debited, then rolled back after midnight; a PG round credited before midnight
    // and again after it (its whole win is dated by its last credit, as its row is).
    const session = await launchToken(t, player, '/tadaGame/startForUrl/dice')
    const pgSession = await launchToken(t, player)
    const call = (provider: string, op: 'debit' | 'credit' | 'rollback', id: string, body: object) =>
      studio.call(provider, op, {
        token: provider === 'pg' ? pgSession : session,
        transaction_id: id,
        ...body,
      })
    expect((await call('tada', 'debit', 'q-t1-d', { round_id: 'q-t1', amount: '4' })).code).toBe(0)
    expect((await call('pg', 'debit', 'q-p1-d', { round_id: 'q-p1', amount: '2' })).code).toBe(0)
    at(MIDNIGHT - 60_000)
    expect((await call('pg', 'credit', 'q-p1-c1', { round_id: 'q-p1', amount: '0.5' })).code).toBe(0)

    // The last instant of day one: a PG round opened (still open at midnight) and one played.
    at(MIDNIGHT - 1)
    expect((await call('pg', 'debit', 'q-p2-d', { round_id: 'q-p2', amount: '3' })).code).toBe(0)
    expect((await studio.playRound('pg', pgSession, '1', '0')).settle?.code).toBe(0)

    // Still day one's bets open: counted, their stakes not yet.
    const open = await statistics(DAY_ONE, DAY_ONE)
    expect(played(open)).toEqual({
      pk10: { count: 1, stakes: '0.000000', payouts: '0.000000' },
      pg: { count: 3, stakes: '3.000000', payouts: '0.500000' },
      tada: { count: 1, stakes: '0.000000', payouts: '0.000000' },
    })

    // Midnight in Kolkata, the first instant of day two.
    at(MIDNIGHT)
    await signIn()
    const again = await launchToken(t, player)
    const tadaAgain = await launchToken(t, player, '/tadaGame/startForUrl/dice')
    const next = (provider: string, op: 'credit' | 'rollback', id: string, body: object) =>
      studio.call(provider, op, { token: provider === 'pg' ? again : tadaAgain, transaction_id: id, ...body })
    expect((await next('pg', 'credit', 'q-p2-c', { round_id: 'q-p2', amount: '5' })).code).toBe(0)
    expect((await next('pg', 'credit', 'q-p1-c2', { round_id: 'q-p1', amount: '0.7' })).code).toBe(0)
    expect((await next('tada', 'rollback', 'q-t1-b', { round_id: 'q-t1' })).code).toBe(0)
    // A rollback of a round never debited: a round of no money, on day two.
    expect((await next('tada', 'rollback', 'q-t2-b', { round_id: 'q-t2' })).code).toBe(0)
    expect((await studio.playRound('pg', again, '2', '1')).settle?.code).toBe(0)
    // The draw runs after midnight: the ticket's ten lines settle on day two.
    at(Date.parse(pk10.draw_at) + 60_000)
    await t.app.jobs.drawTick()
    await signIn()
    const lines = await t.database.db.select().from(lotteryBets).where(eq(lotteryBets.userId, playerId))
    expect(lines.every((l) => l.settledAt !== null && l.settledAt.getTime() >= MIDNIGHT)).toBe(true)
    pk10Payout = lines.reduce((sum, l) => sum + (l.payout ?? 0n), 0n)
    expect(pk10Payout).toBeGreaterThan(0n)

    const one = await statistics(DAY_ONE, DAY_ONE)
    expect(played(one)).toEqual({
      pk10: { count: 1, stakes: '10.000000', payouts: '0.000000' },
      // q-p1 (2), q-p2 (3) and the round of 1, all opened on day one and decided since; q-p1's
      // first credit of 0.5 moved to day two with its second.
      pg: { count: 3, stakes: '6.000000', payouts: '0.000000' },
      tada: { count: 1, stakes: '4.000000', payouts: '0.000000' },
    })
    const two = await statistics(DAY_TWO, DAY_TWO)
    expect(played(two)).toEqual({
      pk10: { count: 0, stakes: '0.000000', payouts: usdt(pk10Payout) },
      pg: { count: 1, stakes: '2.000000', payouts: '7.200000' },
      tada: { count: 1, stakes: '0.000000', payouts: '4.000000' },
    })
    const both = await statistics(DAY_ONE, DAY_TWO)
    expect(played(both)).toEqual({
      pk10: { count: 1, stakes: '10.000000', payouts: usdt(pk10Payout) },
      pg: { count: 4, stakes: '8.000000', payouts: '7.200000' },
      tada: { count: 2, stakes: '4.000000', payouts: '4.000000' },
    })
    // And that is what the bet tables say, day by day.
    for (const [from, to, start, end] of PERIODS)
      expect([from, to, played(await statistics(from, to))]).toEqual([
        from,
        to,
        await fromTables(new Date(start), new Date(end)),
      ])
  })

  it('keeps day boundaries exact: every bucket starts on a quarter hour of UTC', async () => {
    const buckets = await t.database.db
      .select({ bucket: reportRollup.bucket })
      .from(reportRollup)
      .where(eq(reportRollup.userId, playerId))
    expect(buckets.length).toBeGreaterThan(0)
    expect(buckets.filter((b) => b.bucket.getTime() % (15 * 60_000) !== 0)).toEqual([])
    // The round debited at 23:59:59.999 in Kolkata is in day one's last bucket (18:15 UTC).
    expect(buckets.map((b) => b.bucket.toISOString())).toContain('2026-11-23T18:15:00.000Z')
  })

  it("finds every zone's day made of whole quarter hours, +05:45 and +12:45 and across summer time too", () => {
    const zones = ['Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Eucla', 'Pacific/Chatham', 'America/St_Johns']
    const days = ['2026-01-15', '2026-04-05', '2026-07-01', '2026-09-27', '2026-11-01']
    const cut = zones.flatMap((zone) =>
      days.flatMap((day) => {
        const { start, end } = reportPeriod({ start_date: day, end_date: day }, new Date(MIDNIGHT), zone)
        return [start, end]
          .filter((at) => at.getTime() % (15 * 60_000) !== 0)
          .map((at) => `${zone} ${at.toISOString()}`)
      }),
    )
    expect(cut).toEqual([])
  })

  it("lists the seamless games on the dashboard: their rounds, stakes, payouts and the house's revenue", async () => {
    const admin = (await signInOperator(t)).token
    const games = async (from: string, to: string) => {
      const res = await boGet(t, `/dashboard?from=${from}&to=${to}`, admin)
      expect(res.statusCode).toBe(200)
      return (res.json().data as Dashboard).range.products.find((p) => p.product === 'games')
    }
    // Day one: four rounds opened (PG's q-p1, q-p2 and the round of 1, Tada's q-t1), their 10
    // staked; nothing paid on day one once q-p1's win moved to day two.
    expect(await games(DAY_ONE, DAY_ONE)).toEqual({
      product: 'games',
      game: null,
      bets: 4,
      stakes: '10.000000',
      payouts: '0.000000',
      ggr: '10.000000',
    })
    expect(await games(DAY_TWO, DAY_TWO)).toEqual({
      product: 'games',
      game: null,
      bets: 2,
      stakes: '2.000000',
      payouts: '11.200000',
      ggr: '-9.200000',
    })
    const racing = async (from: string, to: string) => {
      const res = await boGet(t, `/dashboard?from=${from}&to=${to}`, admin)
      return (res.json().data as Dashboard).range.products.find((p) => p.product === 'racing')
    }
    // The dashboard counts a ticket's every line.
    expect(await racing(DAY_ONE, DAY_TWO)).toMatchObject({ bets: 10, stakes: '10.000000' })
  })

  it("the migration's backfill from the bet tables comes to the rows the events made", async () => {
    const rows = () =>
      t.database.db
        .select()
        .from(reportRollup)
        .orderBy(reportRollup.userId, reportRollup.bucket, reportRollup.product, reportRollup.game)
    // Rows of no money (q-p1's first credit moved out of its bucket) say nothing either way.
    const kept = async () =>
      (await rows()).filter(
        (r) => r.decided !== 0 || r.decidedLines !== 0 || r.stakes !== 0n || r.payouts !== 0n,
      )
    const fromEvents = await kept()
    const reports = await Promise.all(PERIODS.map(([from, to]) => statistics(from, to)))
    const migration = readFileSync(
      new URL('../../db/migrations/0031_report_rollup.sql', import.meta.url),
      'utf8',
    )
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO'))
    if (!backfill) throw new Error('no backfill in the migration')
    await t.database.db.execute(sql`delete from report_rollup`)
    await t.database.db.execute(sql.raw(backfill))
    expect(await kept()).toEqual(fromEvents)
    expect(await Promise.all(PERIODS.map(([from, to]) => statistics(from, to)))).toEqual(reports)
  })
})
