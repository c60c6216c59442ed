import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Dashboard } from '#contract/backofficeRoles.ts'
import type { AccountSummary, BetStatistics } from '#contract/reports.ts'
import { manualClock } from '../../clock.ts'
import { lotteryBets, sportBets, users } from '../../db/schema.ts'
import { launchToken, studioFor } from '../../test/games.ts'
import { testApp } from '../../test/harness.ts'
import { boGet, signInOperator } from '../../test/operators.ts'

/**
 * A bet still open is neither lost nor won in any figure: two soccer slips waiting for their
 * matches (a single of 20 and a parlay of 10), a PG round the studio has debited but not closed
 * (6), and a PK10 ticket whose draw has run. Reports' bets per game and accounts summary and the
 * back office's dashboard count the settled ticket and leave the stakes still riding out of
 * stakes, net and revenue. The site's day is Hong
 * Kong's (UTC+8): 08:00 UTC is 16:00 there.
 */
const AT = new Date('2026-11-23T08:00:00Z')
const DAY = '?start_date=2026-11-23&end_date=2026-11-23'
const clock = manualClock(AT)
let t: Awaited<ReturnType<typeof testApp>>
let player: string
let playerId: number
/** What the PK10 ticket paid back: one of its ten cars wins. */
let pk10Payout: bigint

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const post = (url: string, payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${url}`,
    headers: { ...auth(player), 'idempotency-key': key },
    payload,
  })
const get = async <T>(url: string) => {
  const res = await t.app.inject({ url: `/sports/${url}`, headers: auth(player) })
  expect(res.statusCode).toBe(200)
  return res.json().data as T
}
/** USDT micro-units as exact text. */
const usdt = (micro: bigint) => {
  const abs = (micro < 0n ? -micro : micro).toString().padStart(7, '0')
  return `${micro < 0n ? '-' : ''}${abs.slice(0, -6)}.${abs.slice(-6)}`
}

beforeAll(async () => {
  t = await testApp({ clock, env: { RATE_LIMITS: 'off', SITE_TIMEZONE: 'Asia/Hong_Kong' } })
  await t.app.jobs.sportsTick()
  await t.app.jobs.drawTick()
  player = await t.signUp('pendingplayer', '100')
  const [me] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, 'pendingplayer'))
  playerId = me?.id ?? 0

  // Two soccer slips on matches days away: a single (multiple 10: 20 USDT) and a 2-leg parlay (10).
  const matches = (await get<{ list: Record<string, unknown>[] }>('soccer?start=0&limit=2')).list
  const pick = (match: Record<string, unknown>) => {
    const market = (match.markets as { kind: string; name: string; odds: string }[]).find(
      (m) => m.kind === 'wl',
    )
    return { match_id: match.match_id, kind: market?.kind, name: market?.name, odds: market?.odds }
  }
  const [first, second] = matches
  if (!first || !second) throw new Error('no soccer matches')
  const single = { selections: [pick(first)], strings: [1], multiple: 10 }
  const parlay = { selections: [pick(first), pick(second)], strings: [2], multiple: 5 }
  expect((await post('soccer/bet', single, 'pending-single')).json().code).toBe(0)
  expect((await post('soccer/bet', parlay, 'pending-parlay')).json().code).toBe(0)

  // A PK10 ticket of ten cars for first place, 1 USDT each: its draw runs, one car wins.
  const pk10 = (await get<{ next: { match_id: string; draw_at: string } }>('pk10/last')).next
  const cars = Array.from({ length: 10 }, (_, i) => ({
    bet: { type: 'position', position: 1, car: i + 1 },
    amount: '1',
  }))
  expect((await post('pk10/bet', { match_id: pk10.match_id, items: cars }, 'pending-pk10')).json().code).toBe(
    0,
  )
  clock.set(new Date(Date.parse(pk10.draw_at) + 60_000))
  await t.app.jobs.drawTick()
  const [paid] = await t.database.db
    .select({ sum: sql<string>`sum(${lotteryBets.payout})::text` })
    .from(lotteryBets)
    .where(eq(lotteryBets.userId, playerId))
  pk10Payout = BigInt(paid?.sum ?? '0')
  // A PG round the studio has debited (6 USDT) and not yet credited or rolled back: still open.
  const studio = await studioFor(t)
  const round = { token: await launchToken(t, player), round_id: 'pending-pg-round', amount: '6' }
  expect((await studio.call('pg', 'debit', { ...round, transaction_id: 'pending-pg-round:d' })).code).toBe(0)
  // The ledger stamps its entries with the database's clock: pinned to the test's day.
  await t.database.db.execute(
    sql`update ledger_entries set created_at = ${AT.toISOString()}::timestamptz
        where account_id in (select id from ledger_accounts where user_id = ${playerId})`,
  )
}, 120_000)
afterAll(() => t?.close())

describe('pending bets in the figures', () => {
  it('the slips are open, 30 USDT riding on them, and the PK10 ticket is settled', async () => {
    const open = await t.database.db
      .select({ stake: sportBets.stake, settledAt: sportBets.settledAt })
      .from(sportBets)
      .where(eq(sportBets.userId, playerId))
    expect(open).toEqual([
      { stake: 20_000_000n, settledAt: null },
      { stake: 10_000_000n, settledAt: null },
    ])
    expect(pk10Payout).toBeGreaterThan(0n)
  })

  it('bets per game: the open slips are counted as bets but add nothing to stakes, payouts or net', async () => {
    const s = await get<BetStatistics>(`member/bet/statistics${DAY}`)
    const row = (game: string) => s.games.find((g) => g.game === game)
    expect(row('soccer')).toEqual({
      game: 'soccer',
      count: 2,
      stakes: '0.000000',
      payouts: '0.000000',
      net: '0.000000',
    })
    expect(row('pk10')).toEqual({
      game: 'pk10',
      count: 1,
      stakes: '10.000000',
      payouts: usdt(pk10Payout),
      net: usdt(pk10Payout - 10_000_000n),
    })
    expect(row('pg')).toEqual({
      game: 'pg',
      count: 1,
      stakes: '0.000000',
      payouts: '0.000000',
      net: '0.000000',
    })
    expect(s.total).toEqual({
      count: 4,
      stakes: '10.000000',
      payouts: usdt(pk10Payout),
      net: usdt(pk10Payout - 10_000_000n),
    })
  })

  it('accounts summary: the stakes and net are the settled ones; the balance is 36 below them until the slips and round are decided', async () => {
    const a = await get<AccountSummary>(`member/account/summary${DAY}`)
    expect(a).toMatchObject({
      deposits: '100.000000',
      stakes: '10.000000',
      payouts: usdt(pk10Payout),
      net: usdt(100_000_000n - 10_000_000n + pk10Payout),
    })
    const balance = (await get<{ score: string }>('member/account')).score
    expect(balance).toBe(usdt(100_000_000n - 10_000_000n + pk10Payout - 30_000_000n - 6_000_000n))
  })

  it("the back office's dashboard: no revenue from the open slips, the settled ticket's counted", async () => {
    const admin = (await signInOperator(t)).token
    const res = await boGet(t, '/dashboard?from=2026-11-23&to=2026-11-23', admin)
    const d = res.json().data as Dashboard
    const sports = d.range.products.find((p) => p.product === 'sports')
    expect(sports).toMatchObject({ bets: 2, stakes: '0.000000', payouts: '0.000000', ggr: '0.000000' })
    const racing = d.range.products.find((p) => p.product === 'racing')
    expect(racing).toMatchObject({ bets: 10, stakes: '10.000000', ggr: usdt(10_000_000n - pk10Payout) })
    expect(d.range).toMatchObject({ stakes: '10.000000', ggr: usdt(10_000_000n - pk10Payout) })
    // The open slips are the matches' liability, where they belong.
    expect(d.matches.filter((m) => m.product === 'sports').reduce((n, m) => n + m.bets, 0)).toBe(3)
  })
})
