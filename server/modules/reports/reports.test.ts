import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountSummary, BetStatistics } from '#contract/reports.ts'
import { manualClock } from '../../clock.ts'
import {
  cricketBets,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  lotteryBets,
  sportBets,
  users,
} from '../../db/schema.ts'
import { launchToken, studioFor } from '../../test/games.ts'
import { testApp } from '../../test/harness.ts'
import { withdrawer } from '../../test/withdrawals.ts'

/**
 * Reports on a real database with a fixed clock: one player bets on every product (sports,
 * cricket, each Mark Six region, both races, the game studios' rounds and a live table), sends a
 * transfer and asks a withdrawal; the report's figures are checked against the ledger's entries to the micro-unit.
 * The site's day is Hong Kong's (UTC+8): 08:00 UTC is 16:00 there.
 */
const AT = new Date('2026-11-23T08:00:00Z')
const clock = manualClock(AT)
let t: Awaited<ReturnType<typeof testApp>>
let player: string
let playerId: number

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const post = (url: string, payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${url}`,
    headers: { ...auth(player), 'idempotency-key': key },
    payload,
  })
const get = (url: string, token: string | null = player) =>
  t.app.inject({ url: `/sports/${url}`, headers: token ? auth(token) : {} })
const statistics = async (query: string) => {
  const res = await get(`member/bet/statistics${query}`)
  expect(res.statusCode).toBe(200)
  return res.json().data as BetStatistics
}
const summary = async (query: string) => {
  const res = await get(`member/account/summary${query}`)
  expect(res.statusCode).toBe(200)
  return res.json().data as AccountSummary
}

/** What a browser tells the live studio's login (spec §7 winfinity/games/login). */
const LIVE_DEVICE = {
  ip: '{ip}',
  os: 'Android',
  device: 'mobile',
  browser: 'Chrome',
  fingerprint: 'a'.repeat(64),
  java_enabled: true,
  language: 'en',
  color_depth: 24,
  screen_height: 844,
  screen_width: 390,
  timezone_offset: '+08:00',
  width: 390,
  height: 780,
}

/** USDT micro-units as exact text. */
const usdt = (micro: bigint) => {
  const abs = (micro < 0n ? -micro : micro).toString().padStart(7, '0')
  return `${micro < 0n ? '-' : ''}${abs.slice(0, -6)}.${abs.slice(-6)}`
}

/** The stakes the player's bets still open hold (cash and bonus money): neither lost nor won yet. */
async function openStakes() {
  let held = 0n
  for (const table of [sportBets, cricketBets, lotteryBets]) {
    const [row] = await t.database.db
      .select({ sum: sql<string>`coalesce(sum(${table.stake}), 0)::text` })
      .from(table)
      .where(and(eq(table.userId, playerId), isNull(table.settledAt)))
    held += BigInt(row?.sum ?? '0')
  }
  return held
}

/** What the ledger moved on the player's cash account, by transaction kind (all kinds: none). */
async function playerLedger(kinds?: string[]) {
  const [row] = await t.database.db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.key, `player:${playerId}:USDT`),
        ...(kinds ? [inArray(ledgerTransactions.kind, kinds)] : []),
      ),
    )
  return BigInt(row?.sum ?? '0')
}

beforeAll(async () => {
  t = await testApp({
    clock,
    env: { RATE_LIMITS: 'off', SITE_TIMEZONE: 'Asia/Hong_Kong' },
    logger: { level: 'error' },
  })
  await t.app.jobs.sportsTick()
  await t.app.jobs.drawTick()
  player = await t.signUp('reporter', '1000')
  await t.signUp('reportee', null)
  const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'reporter'))
  playerId = me?.id ?? 0

  // Sports: a single on the first soccer match.
  const [match] = (await get('soccer?start=0&limit=1')).json().data.list
  const market = match.markets.find((m: { kind: string }) => m.kind === 'wl')
  const slip = {
    selections: [{ match_id: match.match_id, kind: market.kind, name: market.name, odds: market.odds }],
    strings: [1],
    multiple: 10,
  }
  expect((await post('soccer/bet', slip, 'rep-soccer')).json().code).toBe(0)

  // Cricket: one single.
  const [cricket] = (await get('cricketAPI/matchData/matchList?start=0&limit=1')).json().data.list
  const m = cricket.markets.find((x: { betId: string }) => x.betId === 'winner:home')
  const bets = {
    'winner:home': { categoryLabel: m.categoryLabel, slipLabel: m.slipLabel, odd: m.odd, amount: '12.5' },
  }
  expect(
    (
      await post(
        'cricketAPI/betData/create',
        { matches: [{ matchId: cricket.matchId, bets }] },
        'rep-cricket',
      )
    ).body,
  ).toContain('"code":0')

  // Mark Six (Macau, one ticket of two lines) and PK10 (one ticket of ten cars, one wins).
  const markSix = (await get('ammarksix')).json().data.next
  const m6 = await post(
    'marksix/bet',
    {
      game: 'ammarksix',
      match_id: markSix.match_id,
      items: [
        { bet: { type: 'specialCode', number: 7 }, amount: '5' },
        { bet: { type: 'specialCode', number: 8 }, amount: '2' },
      ],
    },
    'rep-marksix',
  )
  expect(m6.json().code).toBe(0)
  const pk10 = (await get('pk10/last')).json().data.next
  const cars = Array.from({ length: 10 }, (_, i) => ({
    bet: { type: 'position', position: 1, car: i + 1 },
    amount: '1',
  }))
  expect((await post('pk10/bet', { match_id: pk10.match_id, items: cars }, 'rep-pk10')).json().code).toBe(0)

  // A PG round (bet 3, win 4.5) and a rolled-back Tada round played by the studios over HTTP.
  const studio = await studioFor(t)
  const pg = await studio.playRound('pg', await launchToken(t, player), '3', '4.5')
  expect(pg.debit.code).toBe(0)
  const tada = await studio.playRound(
    'tada',
    await launchToken(t, player, '/tadaGame/startForUrl/dice'),
    '1',
    'rollback',
  )
  expect(tada.debit.code).toBe(0)

  // Every other lottery region players can open (Galloping is hidden in the demo's games) and the
  // airship race: one ticket each, 1.25 a line.
  for (const game of ['hkmarksix', 'newammarksix', 'twnmarksix', 'sgnmarksix']) {
    const draw = (await get(game)).json().data.next
    const items = [{ bet: { type: 'specialCode', number: 9 }, amount: '1.25' }]
    const placed = await post('marksix/bet', { game, match_id: draw.match_id, items }, `rep-${game}`)
    expect([game, placed.json().code]).toEqual([game, 0])
  }
  const airship = (await get('airship/last')).json().data.next
  const ship = [{ bet: { type: 'position', position: 1, car: 3 }, amount: '1.25' }]
  expect(
    (await post('airship/bet', { match_id: airship.match_id, items: ship }, 'rep-airship')).json().code,
  ).toBe(0)

  // Noah's round (pg2) and a live baccarat bet (winfinity): the other seamless wallets.
  const noah = await studio.playRound(
    'pg2',
    await launchToken(t, player, '/3rd-game/pg2/games/login/plinko'),
    '2',
    '0.5',
  )
  expect(noah.debit.code).toBe(0)
  const liveLogin = await t.app.inject({
    method: 'POST',
    url: '/sports/winfinity/games/login/cn/baccarat-1',
    headers: auth(player),
    payload: LIVE_DEVICE,
  })
  const live = new URL(liveLogin.json().data as string, 'http://x').searchParams.get('token') ?? ''
  const round = 'baccarat-1-7.1'
  const debit = { token: live, transaction_id: `${round}:d`, round_id: round, amount: '6' }
  expect((await studio.call('winfinity', 'debit', debit)).code).toBe(0)
  const credit = { token: live, transaction_id: `${round}:c`, round_id: round, amount: '11.4' }
  expect((await studio.call('winfinity', 'credit', credit)).code).toBe(0)

  // A transfer to another player and a withdrawal asked.
  const ask = await withdrawer(t, player)
  const sent = await t.app.inject({
    method: 'POST',
    url: '/sports/member/transfer',
    headers: { ...auth(player), 'idempotency-key': 'rep-transfer' },
    payload: { account: 'reportee', amount: '20.5', bank_password: '123456' },
  })
  expect(sent.json().code).toBe(0)
  expect((await ask('rep-withdraw', '30')).json().code).toBe(0)

  // The PK10 draw runs (still the same Hong Kong day): its ten lines settle, one wins.
  clock.set(new Date(Date.parse(pk10.draw_at) + 60_000))
  await t.app.jobs.drawTick()
  // The ledger stamps its entries with the database's clock; the report's days must not depend
  // on the day the test runs, so the player's entries are pinned to the test's clock.
  await t.database.db.execute(
    sql`update ledger_entries set created_at = ${AT.toISOString()}::timestamptz
        where account_id in (select id from ledger_accounts where user_id = ${playerId})`,
  )
}, 120_000)
afterAll(() => t?.close())

describe('Reports: bets per game (member/bet/statistics)', () => {
  it("lists every product's stakes, payouts, net and count, whose totals equal the ledger's entries", async () => {
    const s = await statistics('?start_date=2026-11-23&end_date=2026-11-23')
    expect(s).toMatchObject({ start_date: '2026-11-23', end_date: '2026-11-23', time_zone: 'Asia/Hong_Kong' })
    const row = (game: string) => s.games.find((g) => g.game === game)
    // Bets still open are counted, their stakes not: neither lost nor won yet.
    const undecided = { stakes: '0.000000', payouts: '0.000000', net: '0.000000' }
    expect(row('soccer')).toMatchObject({ count: 1, ...undecided })
    expect(row('cricket')).toMatchObject({ count: 1, ...undecided })
    expect(row('ammarksix')).toMatchObject({ count: 1, ...undecided })
    expect(row('pk10')?.count).toBe(1)
    expect(row('pk10')?.stakes).toBe('10.000000')
    expect(row('pg')).toMatchObject({ count: 1, stakes: '3.000000', payouts: '4.500000', net: '1.500000' })
    expect(row('tada')).toMatchObject({ count: 1, stakes: '1.000000', payouts: '1.000000', net: '0.000000' })
    // The other regions' draws are still to come; the airship race ran with the PK10 draw.
    for (const game of ['hkmarksix', 'newammarksix', 'twnmarksix', 'sgnmarksix'])
      expect([game, row(game)?.count, row(game)?.stakes]).toEqual([game, 1, '0.000000'])
    expect(row('airship')).toMatchObject({ count: 1, stakes: '1.250000' })
    expect(row('pg2')).toMatchObject({ count: 1, stakes: '2.000000', payouts: '0.500000', net: '-1.500000' })
    expect(row('winfinity')).toMatchObject({
      count: 1,
      stakes: '6.000000',
      payouts: '11.400000',
      net: '5.400000',
    })
    // Products nobody bet on are listed at zero.
    expect(row('basketball')).toMatchObject({ count: 0, stakes: '0.000000', payouts: '0.000000' })

    // What the ledger staked, less the stakes of the bets still open (none of them bonus money).
    const open = await openStakes()
    expect(open).toBe(20_000_000n + 12_500_000n + 7_000_000n + 4n * 1_250_000n)
    const stakes =
      -(await playerLedger(['sport_stake', 'cricket_stake', 'lottery_stake', 'game_stake'])) - open
    const payouts = await playerLedger([
      'sport_payout',
      'cricket_payout',
      'lottery_payout',
      'game_payout',
      'game_refund',
    ])
    expect(payouts).toBeGreaterThan(5_500_000n)
    expect(s.total).toEqual({
      count: 13,
      stakes: usdt(stakes),
      payouts: usdt(payouts),
      net: usdt(payouts - stakes),
    })
  })

  it('reads game_id as a game or its §3 type code, and counts days in the site time zone', async () => {
    const byCode = await statistics('?game_id=14&start_date=2026-11-23&end_date=2026-11-23')
    expect(byCode.games.map((g) => g.game)).toEqual(['ammarksix'])
    // Macau's ticket waits for tonight's draw: placed, not yet lost or won.
    expect(byCode.total).toMatchObject({ count: 1, stakes: '0.000000' })
    expect((await statistics('?game_id=pk10&start_date=2026-11-23&end_date=2026-11-23')).games).toHaveLength(
      1,
    )
    // 08:00 UTC is 16:00 in Hong Kong: the day before and after hold nothing.
    expect((await statistics('?start_date=2026-11-22&end_date=2026-11-22')).total.count).toBe(0)
    expect((await statistics('?start_date=2026-11-24&end_date=2026-11-24')).total.count).toBe(0)
    // No range: the last seven days up to today.
    expect(await statistics('')).toMatchObject({ start_date: '2026-11-17', end_date: '2026-11-23' })
  })
})

describe('Reports: accounts summary (member/account/summary)', () => {
  it('adds up deposits, withdrawals, transfers and bets from the ledger, to the micro-unit', async () => {
    const a = await summary('?start_date=2026-11-23&end_date=2026-11-23')
    const s = await statistics('?start_date=2026-11-23&end_date=2026-11-23')
    expect(a).toMatchObject({
      time_zone: 'Asia/Hong_Kong',
      deposits: '1000.000000',
      withdrawals: '30.000000',
      transfers_out: '20.500000',
      transfers_in: '0.000000',
      stakes: s.total.stakes,
      payouts: s.total.payouts,
    })
    // The lines add up to what the balance moved, which is every entry of the player's cash, but
    // for the stakes the open bets hold: those are neither lost nor won yet.
    const open = await openStakes()
    expect(a.net).toBe(usdt((await playerLedger()) + open))
    const balance = (await get('member/account')).json().data.score as string
    expect(a.net).toBe(usdt(BigInt(balance.replace('.', '')) + open))
    expect((await summary('?start_date=2026-11-24&end_date=2026-11-30')).net).toBe('0.000000')
  })
})

describe('Reports refuse bad input', () => {
  it('400 on a bad game, date or range; 401 signed out', async () => {
    for (const q of [
      '?game_id=nope',
      '?game_id=99',
      '?start_date=2026-13-01',
      '?start_date=2026-11-24&end_date=2026-11-01',
      '?start_date=2024-01-01&end_date=2026-01-01',
      '?start_date=2020-01-01',
      '?start_date=x%27%3B--',
    ]) {
      const res = await get(`member/bet/statistics${q}`)
      expect([q, res.statusCode]).toEqual([q, 400])
    }
    expect((await get('member/account/summary?end_date=2026-11-01&start_date=2026-11-02')).statusCode).toBe(
      400,
    )
    expect((await get('member/bet/statistics', null)).statusCode).toBe(401)
    expect((await get('member/account/summary', null)).statusCode).toBe(401)
  })
})
