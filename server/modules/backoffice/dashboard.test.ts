import { createHash } from 'node:crypto'
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Dashboard, DrawRow, DrawTicketRow, PageOf } from '#contract/backofficeRoles.ts'
import { manualClock } from '../../clock.ts'
import {
  cricketBets,
  draws,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  lotteryBets,
  lotteryOdds,
  sportBets,
} from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { boGet, boPost, signInOperator } from '../../test/operators.ts'
import { listening, openSocket } from '../../test/walletSocket.ts'
import { playerWithdrawal } from '../../test/withdrawals.ts'

/**
 * The dashboard and draws pages on a real database with a fixed clock: a day of deposits, bets of
 * every product, settlements and an approved withdrawal, checked against the ledger to the
 * micro-unit. The site's day is Hong Kong's (UTC+8): 08:00 UTC is 16:00 there.
 */
const clock = manualClock(new Date('2026-11-23T08:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let admin: string
let finance: string
let trader: string
let support: string
let player: string
let other: string

const post = (url: string, payload: object, key: string, as: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${url}`,
    headers: { authorization: `Bearer ${as}`, 'idempotency-key': key },
    payload,
  })
const get = (url: string) => t.app.inject({ url: `/sports/${url}` })
const dashboard = async (query = '', as = finance) => {
  const res = await boGet(t, `/dashboard${query}`, as)
  expect(res.statusCode).toBe(200)
  return res.json().data as Dashboard
}
const drawsList = async (query: string, as = trader) =>
  (await boGet(t, `/draws${query}`, as)).json().data as PageOf<DrawRow>

/** USDT micro-units as the console's exact text. */
const usdt = (micro: bigint) => {
  const abs = (micro < 0n ? -micro : micro).toString().padStart(7, '0')
  return `${micro < 0n ? '-' : ''}${abs.slice(0, -6)}.${abs.slice(-6)}`
}

/** What the ledger moved, by transaction kind, on the accounts named like `account` (% any text). */
async function ledgerSum(kinds: string[], account: string) {
  const [row] = await t.database.db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(inArray(ledgerTransactions.kind, kinds), like(ledgerAccounts.key, account)))
  return BigInt(row?.sum ?? '0')
}

/** The stakes every player's bets still open hold: no revenue yet, the liability below. */
async function openStakes() {
  let held = 0n
  for (const table of [sportBets, cricketBets, lotteryBets]) {
    const [row] = await t.database.db
      .select({ sum: sql<string>`coalesce(sum(${table.stake}), 0)::text` })
      .from(table)
      .where(isNull(table.settledAt))
    held += BigInt(row?.sum ?? '0')
  }
  return held
}

/** Operator sessions end after 30 idle minutes: after the clock jumps, everyone signs in again. */
const secrets: Record<string, string> = {}
async function signInAgain() {
  const as = async (name: string) => {
    const session = await signInOperator(t, name, 'Operator123', secrets[name])
    secrets[name] = session.secret
    return session.token
  }
  finance = await as('fin')
  trader = await as('trd')
  support = await as('sup')
}

let soccer: { matchId: string; betNo: string; maxPayout: bigint; stake: bigint }
/** A draw as the lobby announces it. */
type Next = { match_id: string; draw_at: string }
let markSixDraw: Next
let pk10Draw: Next

beforeAll(async () => {
  t = await testApp({
    clock,
    env: { RATE_LIMITS: 'off', SITE_TIMEZONE: 'Asia/Hong_Kong' },
    logger: { level: 'error' },
  })
  await t.app.jobs.sportsTick()
  await t.app.jobs.drawTick()
  admin = (await signInOperator(t)).token
  for (const [name, role] of [
    ['fin', 'finance'],
    ['trd', 'trader'],
    ['sup', 'support'],
  ] as const)
    await boPost(t, '/operators', { name, role, password: 'Operator123' }, admin)
  await signInAgain()
  player = await t.signUp('dashone', '1000')
  other = await t.signUp('dashtwo', '500.25')

  // Sports: a single on the first soccer match, open until the match is played.
  const [match] = (await get('soccer?start=0&limit=1')).json().data.list
  const market = match.markets.find((m: { kind: string }) => m.kind === 'wl')
  const slip = {
    selections: [{ match_id: match.match_id, kind: market.kind, name: market.name, odds: market.odds }],
    strings: [1],
    multiple: 10,
  }
  const placed = await post('soccer/bet', slip, 'dash-soccer', player)
  expect(placed.json().code).toBe(0)
  const [row] = await t.database.db
    .select()
    .from(sportBets)
    .where(eq(sportBets.betNo, placed.json().data.bet_id))
  soccer = {
    matchId: match.match_id,
    betNo: placed.json().data.bet_id,
    maxPayout: row?.maxPayout ?? 0n,
    stake: row?.stake ?? 0n,
  }

  // Cricket: two singles on one match.
  const [cricket] = (await get('cricketAPI/matchData/matchList?start=0&limit=1')).json().data.list
  const pick = (betId: string, amount: string) => {
    const m = cricket.markets.find((x: { betId: string }) => x.betId === betId)
    return [betId, { categoryLabel: m.categoryLabel, slipLabel: m.slipLabel, odd: m.odd, amount }]
  }
  const bets = Object.fromEntries([pick('winner:home', '12.5'), pick('toss:away', '3')])
  const c = await post(
    'cricketAPI/betData/create',
    { matches: [{ matchId: cricket.matchId, bets }] },
    'dash-cricket-1',
    other,
  )
  expect(c.body).toContain('"code":0')

  // Mark Six (Macau draws tonight) and PK10 (every five minutes).
  markSixDraw = (await get('ammarksix')).json().data.next
  pk10Draw = (await get('pk10/last')).json().data.next
  const m6 = await post(
    'marksix/bet',
    {
      game: 'ammarksix',
      match_id: markSixDraw.match_id,
      items: [
        { bet: { type: 'specialCode', number: 7 }, amount: '5' },
        {
          bet: { type: 'specialCodeCombinationZodiacs', level: 2, animals: ['rat', 'ox', 'horse'] },
          amount: '2',
        },
      ],
    },
    'dash-marksix-1',
    player,
  )
  expect(m6.json().code).toBe(0)
  const cars = Array.from({ length: 10 }, (_, i) => ({
    bet: { type: 'position', position: 1, car: i + 1 },
    amount: '1',
  }))
  const pk = await post('pk10/bet', { match_id: pk10Draw.match_id, items: cars }, 'dash-pk10-1', other)
  expect(pk.json().code).toBe(0)

  // A withdrawal approved by finance.
  const w = await playerWithdrawal(t, 'dashthree', '10')
  expect((await boPost(t, `/withdrawals/${w.id}/approve`, {}, finance)).statusCode).toBe(200)
}, 120_000)
afterAll(() => t?.close())

describe('the dashboard', () => {
  it("adds up today's deposits, withdrawals, stakes, payouts and revenue to the ledger, to the micro-unit", async () => {
    // The PK10 draw runs: its ten selections settle, one of them wins.
    clock.set(new Date(Date.parse(pk10Draw.draw_at) + 60_000))
    await t.app.jobs.drawTick()
    const d = await dashboard()
    expect(d.timeZone).toBe('Asia/Hong_Kong')
    expect(d.today.from).toBe('2026-11-23')
    expect(d.today.deposits).toEqual({ count: 3, amount: '1600.250000' })
    expect(d.today.withdrawals).toEqual({ count: 1, amount: '10.000000' })

    // What the house took in stakes, less the bets still open (the soccer single, cricket, Macau).
    const open = await openStakes()
    expect(open).toBe(soccer.stake + 15_500_000n + 11_000_000n)
    const stakes = (await ledgerSum(['sport_stake', 'cricket_stake', 'lottery_stake'], 'house:%')) - open
    const payouts = -(await ledgerSum(['sport_payout', 'cricket_payout', 'lottery_payout'], 'house:%'))
    expect(stakes).toBeGreaterThan(0n)
    expect(payouts).toBeGreaterThan(0n)
    expect(d.today.stakes).toBe(usdt(stakes))
    expect(d.today.payouts).toBe(usdt(payouts))
    expect(d.today.ggr).toBe(usdt(stakes - payouts))
    expect(d.today.deposits.amount).toBe(usdt(await ledgerSum(['recharge'], 'player:%')))
    expect(d.today.withdrawals.amount).toBe(
      usdt(-(await ledgerSum(['withdraw_payout'], 'pending_withdrawal:%'))),
    )

    const row = (product: string, game: string | null = null) =>
      d.today.products.find((p) => p.product === product && p.game === game)
    expect(row('racing')).toMatchObject({ bets: 10, stakes: '10.000000', payouts: usdt(payouts) })
    // Open bets are counted, but are no revenue until they are decided.
    const undecided = { stakes: '0.000000', payouts: '0.000000', ggr: '0.000000' }
    expect(row('sports')).toMatchObject({ bets: 1, ...undecided })
    expect(row('cricket')).toMatchObject({ bets: 1, ...undecided })
    expect(row('marksix', 'ammarksix')).toMatchObject({ bets: 2, ...undecided })
    expect(row('marksix', 'hkmarksix')).toMatchObject({ bets: 0, stakes: '0.000000' })
    const sum = d.today.products.reduce((s, p) => s + BigInt(p.stakes.replace('.', '')), 0n)
    expect(sum).toBe(stakes)
    // The default range is the last seven days, today included: the same money.
    expect(d.range).toMatchObject({ from: '2026-11-17', to: '2026-11-23', stakes: d.today.stakes })
  })

  it('counts a day in the site time zone: 00:30 in Hong Kong is already tomorrow', async () => {
    clock.set(new Date('2026-11-23T16:30:00Z'))
    await signInAgain()
    const d = await dashboard('?from=2026-11-22&to=2026-11-22')
    expect(d.today.from).toBe('2026-11-24')
    expect(d.today.stakes).toBe('0.000000')
    expect(d.today.deposits.count).toBe(0)
    expect(d.range).toMatchObject({ from: '2026-11-22', to: '2026-11-22', stakes: '0.000000' })
    expect((await dashboard('?from=2026-11-23&to=2026-11-24')).range.deposits.amount).toBe('1600.250000')
  })

  it('lists open liability per match and per draw from the bets’ max payouts', async () => {
    const d = await dashboard('', trader)
    expect(d.matches.find((m) => m.product === 'sports')).toMatchObject({
      matchId: Number(soccer.matchId),
      bets: 1,
      liability: usdt(soccer.maxPayout),
    })
    const cricket = d.matches.find((m) => m.product === 'cricket')
    expect(cricket?.bets).toBe(1)
    // Macau's open draw: 5 on a special code plus three 2-animal combinations of 2 each.
    const [m6] = d.draws
    expect(m6).toMatchObject({ game: 'ammarksix', bets: 2, status: expect.stringMatching(/open|closed/) })
    const odds = await t.database.db
      .select({ odd: lotteryOdds.odd, index: lotteryOdds.index })
      .from(lotteryOdds)
      .where(and(eq(lotteryOdds.game, 'ammarksix'), inArray(lotteryOdds.index, [0, 25])))
    const at = (i: number) => odds.find((r) => r.index === i)?.odd ?? '0'
    const times = (amount: bigint, odd: string) => {
      const [w = '0', f = ''] = odd.split('.')
      const scaled = amount * BigInt(w + f.padEnd(3, '0'))
      return (scaled + 999n) / 1000n
    }
    expect(m6?.liability).toBe(usdt(times(5_000_000n, at(0)) + 3n * times(2_000_000n, at(25))))
    // The settled PK10 draw owes nothing more.
    expect(d.draws.some((x) => x.game === 'pk10')).toBe(false)
  })

  it('counts the signed-in players with the wallet socket open, each once', async () => {
    expect((await dashboard()).online).toBe(0)
    const url = await listening(t)
    const fresh = (await t.signIn('dashone', 'Secret123')).token
    const second = (await t.signIn('dashtwo', 'Secret123')).token
    const sockets = [openSocket(`${url}?token=${fresh}`), openSocket(`${url}?token=${fresh}`)]
    sockets.push(openSocket(`${url}?token=${second}`))
    await Promise.all(sockets.map((s) => s.opened))
    await expect.poll(async () => (await dashboard()).online).toBe(2)
    for (const s of sockets) s.socket.close()
    await Promise.all(sockets.map((s) => s.closed))
    await expect.poll(async () => (await dashboard()).online).toBe(0)
  })

  it('refuses bad ranges with 400 and other roles with 403 forbiddenForRole', async () => {
    expect((await boGet(t, '/dashboard?from=2026-11-24&to=2026-11-01', finance)).statusCode).toBe(400)
    expect((await boGet(t, '/dashboard?from=2024-01-01&to=2026-01-01', finance)).statusCode).toBe(400)
    expect((await boGet(t, '/dashboard?from=nope', finance)).statusCode).toBe(400)
    const old = await boGet(t, '/dashboard?from=2020-01-01', finance)
    expect([old.statusCode, old.json().msg]).toEqual([400, 'dateRangeTooLong'])
    const refused = await boGet(t, '/dashboard', support)
    expect([refused.statusCode, refused.json().msg]).toEqual([403, 'forbiddenForRole'])
    for (const path of ['/draws', '/draws/schedules', '/draws/1/tickets']) {
      for (const as of [support, finance]) {
        const res = await boGet(t, path, as)
        expect([path, res.statusCode, res.json().msg]).toEqual([path, 403, 'forbiddenForRole'])
      }
    }
  })
})

describe('the draws page', () => {
  it('shows each schedule with its next draw', async () => {
    const schedules = (await boGet(t, '/draws/schedules', trader)).json().data
    expect(schedules.find((s: { game: string }) => s.game === 'hkmarksix')).toMatchObject({
      family: 'marksix',
      weekdays: [2, 4, 6],
      time: '13:30',
      everyMinutes: null,
      closeBeforeSeconds: 900,
    })
    const pk10 = schedules.find((s: { game: string }) => s.game === 'pk10')
    expect(pk10).toMatchObject({ family: 'racing', everyMinutes: 5, weekdays: null, closeBeforeSeconds: 30 })
    expect(Date.parse(pk10.next)).toBeGreaterThan(Date.parse('2026-11-23T08:00:00Z'))
  })

  it('never serves a seed before its draw is published, and serves it after', async () => {
    const matchId = markSixDraw.match_id
    const [secret] = await t.database.db
      .select()
      .from(draws)
      .where(and(eq(draws.game, 'ammarksix'), eq(draws.matchId, matchId)))
    if (!secret) throw new Error('no draw')
    const before = await boGet(t, '/draws?game=ammarksix&pageSize=100', trader)
    expect(before.body).not.toContain(secret.seed)
    const row = (before.json().data as PageOf<DrawRow>).rows.find((r) => r.id === secret.id)
    expect(row).toMatchObject({
      seed: null,
      result: null,
      seedHash: secret.seedHash,
      tickets: 1,
      stakes: '11.000000',
    })
    expect(BigInt(row?.liability.replace('.', '') ?? '0')).toBeGreaterThan(0n)

    // The draw time passes and the scheduler draws and settles it: now the seed proves the result.
    clock.set(new Date(Math.max(clock.now().getTime(), secret.drawAt.getTime() + 60_000)))
    await t.app.jobs.drawTick()
    await signInAgain()
    const after = (await drawsList('?game=ammarksix&status=settled&pageSize=100')).rows.find(
      (r) => r.id === secret.id,
    )
    expect(after?.seed).toBe(secret.seed)
    expect(
      createHash('sha256')
        .update(Buffer.from(after?.seed ?? '', 'hex'))
        .digest('hex'),
    ).toBe(after?.seedHash)
    expect(after?.result?.numbers).toHaveLength(6)
    expect(after?.liability).toBe('0.000000')
    // Still open draws keep theirs hidden.
    const open = await drawsList('?status=open&pageSize=100')
    expect(open.rows.length).toBeGreaterThan(0)
    expect(open.rows.every((r) => r.seed === null && r.result === null && r.status === 'open')).toBe(true)
  })

  it("pages a draw's tickets with the player, the stake and what each could pay", async () => {
    const pk = (await drawsList('?game=pk10&sort=tickets&pageSize=1')).rows[0]
    expect(pk).toMatchObject({ tickets: 1, stakes: '10.000000', status: 'settled' })
    const page = (await boGet(t, `/draws/${pk?.id}/tickets?pageSize=4&page=3`, trader)).json()
      .data as PageOf<DrawTicketRow>
    expect(page.total).toBe(10)
    expect(page.rows).toHaveLength(2)
    expect(page.rows[0]).toMatchObject({
      account: 'dashtwo',
      amount: '1.000000',
      count: 1,
      status: 'settled',
    })
    expect((await boGet(t, '/draws/999999/tickets', trader)).statusCode).toBe(404)
    expect((await boGet(t, '/draws?sort=nope', trader)).statusCode).toBe(400)
    expect((await boGet(t, '/draws?game=DROP%20TABLE', trader)).statusCode).toBe(400)
  })
})
