import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CricketMarket, formatMinorUnits } from '#engine/index.ts'
import { cricketSlipTotals } from '../../../src/features/sports/cricket/totals.ts'
import { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

const clock = manualClock(new Date('2026-11-21T05:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let token: string
let keys = 0

interface Innings {
  runs: number
  wickets: number
  balls: number
  sixes: number
  overs: string
  score: string
}
interface Match {
  matchId: string
  league: string
  home: string
  away: string
  startTime: string
  status: string
  open: boolean
  oddsVersion: number
  markets: CricketMarket[]
  result: null | {
    toss: { winner: 'home' | 'away'; decision: string }
    battedFirst: 'home' | 'away'
    winner: 'home' | 'away'
    superOver: boolean
    home: Innings
    away: Innings
    firstInningsRuns: number
    totalSixes: number
  }
}

const BET_IDS = [
  'winner:home',
  'winner:away',
  'toss:home',
  'toss:away',
  'firstInnings:over',
  'firstInnings:under',
  'mostSixes:home',
  'mostSixes:away',
  'mostSixes:tie',
  'totalSixes:over',
  'totalSixes:under',
]

beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.sportsTick()
  token = await t.signUp('cricketfan', '1000')
}, 60_000)
afterAll(() => t.close())

const get = (url: string, as = token) =>
  t.app.inject({ url: `/sports/${url}`, headers: { authorization: `Bearer ${as}` } })
const create = (payload: object, opts: { key?: string; as?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/sports/cricketAPI/betData/create',
    headers: {
      authorization: `Bearer ${opts.as ?? token}`,
      'idempotency-key': opts.key ?? `cricket-${keys++}-key`,
    },
    payload,
  })
const balance = async (as = token) => (await get('member/account', as)).json().data.score as string
const matchList = async (query = ''): Promise<Match[]> =>
  (await t.app.inject(`/sports/cricketAPI/matchData/matchList?start=0&limit=100${query}`)).json().data.list
const matchById = async (id: string): Promise<Match> =>
  (await t.app.inject(`/sports/cricketAPI/matchData/getById/${id}`)).json().data

const market = (m: Match, betId: string) => {
  const found = m.markets.find((x) => x.betId === betId)
  if (!found) throw new Error(`no ${betId} on ${m.matchId}`)
  return found
}
/** One match of a slip, as the client builds it: bets keyed by id with labels, odd and amount. */
const entry = (m: Match, bets: Record<string, string | number>) => ({
  matchId: m.matchId,
  bets: Object.fromEntries(
    Object.entries(bets).map(([betId, amount]) => {
      const { categoryLabel, slipLabel, odd } = market(m, betId)
      return [betId, { categoryLabel, slipLabel, odd, amount }]
    }),
  ),
})
const open = async (n: number) => {
  const list = await matchList()
  if (list.length < n) throw new Error('no fixtures')
  return list.slice(0, n)
}
/** amount × odd in cents, rounded half to even, as the rules say: 1.25 × 1.86 = 2.325 → 2.32. */
const payCents = (amount: string, odd: number) => {
  const raw = BigInt(Math.round(Number(amount) * 100)) * BigInt(Math.round(odd * 100))
  const q = raw / 100n
  const r = raw % 100n
  return r > 50n || (r === 50n && q % 2n === 1n) ? q + 1n : q
}

describe('cricket schedule and markets', () => {
  it('lists six T20 matches a day for three days, soonest first, each with every market priced', async () => {
    const list = await matchList()
    expect(list).toHaveLength(18)
    const starts = list.map((m) => new Date(m.startTime).getTime())
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(starts[0]).toBeGreaterThan(clock.now().getTime())
    for (const m of list) {
      expect(m).toMatchObject({ status: 'scheduled', open: true, result: null })
      expect(m.home).not.toBe(m.away)
      expect(m.markets.map((x) => x.betId)).toEqual(BET_IDS)
      for (const x of m.markets) {
        expect(x.odd).toBeGreaterThanOrEqual(1.01)
        expect(Math.round(x.odd * 100) / 100).toBe(x.odd)
      }
      // The margin: each market's implied probabilities add to a bit over 1.
      for (const category of ['winner', 'toss', 'firstInnings', 'mostSixes', 'totalSixes']) {
        const book = m.markets.filter((x) => x.category === category)
        const overround = book.reduce((s, x) => s + 1 / x.odd, 0)
        expect(overround).toBeGreaterThan(1.03)
        expect(overround).toBeLessThan(1.15)
      }
    }
    const leagues = new Set(list.map((m) => m.league))
    expect(leagues.size).toBeGreaterThan(2)
    const first = list[0] as Match
    expect(market(first, 'winner:home')).toMatchObject({
      categoryLabel: 'Match winner',
      slipLabel: first.home,
    })
    const over = market(first, 'firstInnings:over')
    expect(over.slipLabel).toBe(`Over ${over.line}`)
    expect((over.line ?? 0) % 1).toBe(0.5)
    expect(market(first, 'totalSixes:under').slipLabel).toMatch(/^Under \d+\.5$/)
  })

  it('shows one match by id, refuses an unknown one, and has no results before anything is played', async () => {
    const [first] = await open(1)
    expect(await matchById(first?.matchId ?? '')).toEqual(first)
    const missing = await t.app.inject('/sports/cricketAPI/matchData/getById/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().msg).toBe('betDataNotAvailable')
    expect(await matchList('&status=finished')).toEqual([])
  })

  it('keeps the same seeded schedule on every sync', async () => {
    const before = (await matchList()).map((m) => `${m.matchId}:${m.home}:${m.startTime}`)
    await t.app.jobs.sportsTick()
    expect((await matchList()).map((m) => `${m.matchId}:${m.home}:${m.startTime}`)).toEqual(before)
  })
})

describe('placing a cricket slip', () => {
  it('takes singles on two matches and debits exactly their amounts, shown in my bets', async () => {
    const [a, b] = await open(2)
    if (!a || !b) throw new Error('no fixtures')
    const before = Number(await balance())
    const res = await create({
      matches: [entry(a, { 'winner:home': '10', 'toss:away': 5.5 }), entry(b, { 'firstInnings:over': '20' })],
    })
    expect(res.json().code).toBe(0)
    const placed = res.json().data
    expect(placed).toMatchObject({ bets: 3, total_price: '35.500000', currency: 'USDT' })
    const winner = market(a, 'winner:home')
    expect(placed.picks[0]).toMatchObject({
      matchId: a.matchId,
      betId: 'winner:home',
      slipLabel: a.home,
      odd: winner.odd,
      amount: '10.000000',
      payout: (Number(payCents('10', winner.odd)) / 100).toFixed(6),
    })
    expect(Number(before) - Number(await balance())).toBeCloseTo(35.5, 6)

    const list = (await get('cricket/mybet?start=0&limit=10&status=-1')).json().data.list
    expect(list[0]).toMatchObject({
      bet_id: placed.bet_id,
      status: 1,
      bets: 3,
      multiple: 1,
      total_price: '35.500000',
      returned: '0.000000',
      payout: '0.000000',
      currency: 'USDT',
    })
    expect((await get('cricket/mybet?status=16')).json().data.list).toEqual([])
    const detail = (await get(`cricket/mybet/${placed.bet_id}?start=1&limit=5`)).json().data
    expect(detail.combinations).toMatchObject({ start: 1, total: 3 })
    expect(detail.combinations.data).toEqual([
      [expect.objectContaining({ m: a.matchId, id: 'toss:away', k: 'toss', n: 'away', amount: '5.500000' })],
      [
        expect.objectContaining({
          m: b.matchId,
          id: 'firstInnings:over',
          l: market(b, 'firstInnings:over').line,
        }),
      ],
    ])
    expect(detail.combinations.result[0]).toEqual({ index: 1, bonus: null, extra_bonus: null })
    expect(detail.match[a.matchId]).toMatchObject({
      home_team_name: a.home,
      away_team_name: a.away,
      home_score: null,
      result: null,
    })
    // Another player cannot see it.
    const other = await t.signUp('cricketother', null)
    expect((await get(`cricket/mybet/${placed.bet_id}`, other)).statusCode).toBe(404)
  })

  it('refuses visitors and requests without an idempotency key', async () => {
    const [a] = await open(1)
    if (!a) throw new Error('no fixtures')
    const body = { matches: [entry(a, { 'winner:home': '10' })] }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/sports/cricketAPI/betData/create',
      payload: body,
    })
    expect(visitor.statusCode).toBe(401)
    const keyless = await t.app.inject({
      method: 'POST',
      url: '/sports/cricketAPI/betData/create',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    })
    expect(keyless.json().msg).toBe('idempotencyKeyRequired')
    expect((await t.app.inject('/sports/cricket/mybet')).statusCode).toBe(401)
  })

  it('refuses a dropped odd unless within the tolerance, then takes the current odd; a better odd is taken', async () => {
    const [a, b] = await open(2)
    if (!a || !b) throw new Error('no fixtures')
    const now = market(a, 'winner:away')
    const asked = Math.round(now.odd * 110) / 100
    const slip = (odd: number) => ({
      matches: [
        { matchId: a.matchId, bets: { 'winner:away': { ...now, odd, amount: '2' } } },
        entry(b, { 'toss:home': '2' }),
      ],
    })
    const before = await balance()
    expect((await create(slip(asked))).json()).toMatchObject({
      code: 1,
      msg: 'oddsChanged',
      data: { changes: [{ matchId: a.matchId, betId: 'winner:away', odd: now.odd }] },
    })
    expect(await balance()).toBe(before)
    const accepted = (await create({ ...slip(asked), tolerance: 0.1 })).json().data
    expect(accepted.picks[0]).toMatchObject({ betId: 'winner:away', odd: now.odd })
    const better = (await create(slip(Math.max(101, Math.round(now.odd * 100) - 5) / 100))).json().data
    expect(better.picks[0].odd).toBe(now.odd)
    expect(Number(before) - Number(await balance())).toBeCloseTo(8, 6)
  })

  it('refuses a bet not offered, an unknown match, and a match that has started', async () => {
    const [a] = await open(1)
    if (!a) throw new Error('no fixtures')
    const draw = {
      matchId: a.matchId,
      bets: { 'winner:draw': { categoryLabel: 'x', slipLabel: 'x', odd: 3, amount: '5' } },
    }
    expect((await create({ matches: [draw] })).json()).toMatchObject({
      msg: 'betDataNotAvailable',
      data: { match_id: a.matchId, bet_id: 'winner:draw' },
    })
    const unknown = { ...entry(a, { 'winner:home': '5' }), matchId: '999999' }
    expect((await create({ matches: [unknown] })).json().msg).toBe('betDataNotAvailable')
    expect((await create({ matches: [] })).json().msg).toBe('betDataNotAvailable')

    const saved = clock.now()
    clock.set(new Date(new Date(a.startTime).getTime() + 60_000))
    const later = (await t.signIn('cricketfan', 'Secret123')).token
    const closed = await create({ matches: [entry(a, { 'winner:home': '5' })] }, { as: later })
    const shown = await matchById(a.matchId)
    clock.set(saved)
    expect(closed.json()).toMatchObject({ code: 1, msg: 'matchClosed', data: { match_id: a.matchId } })
    expect(shown).toMatchObject({ open: false, markets: [] })
  })

  it('refuses amounts outside the bet, slip and payout limits, and a stake above the balance', async () => {
    const [a, b] = await open(2)
    if (!a || !b) throw new Error('no fixtures')
    const before = await balance()
    const one = (amount: string | number) => create({ matches: [entry(a, { 'winner:home': amount })] })
    expect((await one('0.99')).json()).toMatchObject({
      msg: 'belowMinBet',
      data: { field: 'matches.0.bets.winner:home.amount', min: '1.000000' },
    })
    expect((await one('5000.01')).json()).toMatchObject({
      msg: 'exceedsMaxBet',
      data: { max: '5000.000000' },
    })
    expect((await one('1.234')).json().msg).toBe('tooManyDecimals')
    expect((await one('ten')).json().msg).toBe('invalidAmount')
    // Five bets of 4,500 are each allowed, but 22,500 is over the 20,000 of a whole slip.
    const big = await create({
      matches: [
        entry(a, { 'winner:home': 4500, 'toss:home': 4500, 'firstInnings:over': 4500 }),
        entry(b, { 'winner:home': 4500, 'toss:home': 4500 }),
      ],
    })
    expect(big.json()).toMatchObject({
      msg: 'exceedsMaxBet',
      data: { field: 'matches', max: '20000.000000' },
    })
    await t.database.db.execute(sql`update game_limits set max_bonus = 5 where game = 'cricket'`)
    const bonus = (await one('5')).json()
    await t.database.db.execute(sql`update game_limits set max_bonus = 100000 where game = 'cricket'`)
    expect(bonus).toMatchObject({ msg: 'exceedsMaxBonus', data: { max: '5.000000' } })
    expect((await one('4000')).json().msg).toBe('insufficientBalance')
    expect(await balance()).toBe(before)
    const broke = await t.signUp('brokecricket', null)
    expect((await create({ matches: [entry(a, { 'winner:home': '1' })] }, { as: broke })).json().msg).toBe(
      'insufficientBalance',
    )
  })

  it('takes amounts in the player currency against limits × its rate, and debits the USDT equivalent', async () => {
    const [a] = await open(1)
    if (!a) throw new Error('no fixtures')
    const player = await t.signUp('cricketcny', '100')
    await t.app.inject({
      method: 'PUT',
      url: '/sports/member/currency?unit=CNY',
      headers: { authorization: `Bearer ${player}` },
    })
    const one = (amount: string) => create({ matches: [entry(a, { 'toss:home': amount })] }, { as: player })
    // 1 USDT is 7.10 CNY; CNY amounts are shown with 2 decimals.
    expect((await one('7.09')).json()).toMatchObject({ msg: 'belowMinBet', data: { min: '7.10' } })
    expect((await one('35500.01')).json()).toMatchObject({ msg: 'exceedsMaxBet', data: { max: '35500.00' } })
    const placed = (await one('71')).json().data
    expect(placed).toMatchObject({ total_price: '71.00', currency: 'CNY' })
    expect(placed.picks[0].amount).toBe('71.00')
    expect(await balance(player)).toBe('90.000000')
    const [mine] = (await get('cricket/mybet', player)).json().data.list
    expect(mine).toMatchObject({ total_price: '71.00', currency: 'CNY', bonus_currency: 'CNY' })
  })

  it('refuses malformed bet ids and a bet id or match given twice', async () => {
    const [a] = await open(1)
    if (!a) throw new Error('no fixtures')
    const odd = market(a, 'winner:home').odd
    const malformed = await create({
      matches: [{ matchId: a.matchId, bets: { __proto__x: { odd, amount: '5' } } }],
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().msg).toBe('betDataNotAvailable')
    const twice = await create({
      matches: [entry(a, { 'winner:home': '5' }), entry(a, { 'toss:home': '5' })],
    })
    expect(twice.json().msg).toBe('duplicateSelection')
  })

  it('answers a repeated idempotency key once, and refuses the key for a different slip', async () => {
    const [a] = await open(1)
    if (!a) throw new Error('no fixtures')
    const body = { matches: [entry(a, { 'toss:home': '3' })] }
    const before = Number(await balance())
    const first = await create(body, { key: 'same-cricket-key' })
    const again = await create(body, { key: 'same-cricket-key' })
    expect(again.json()).toEqual(first.json())
    expect(before - Number(await balance())).toBeCloseTo(3, 6)
    const other = await create({ matches: [entry(a, { 'toss:home': '4' })] }, { key: 'same-cricket-key' })
    expect(other.json().msg).toBe('idempotencyKeyReused')
  })

  it('answers a refused slip with the same refusal when its key is sent again', async () => {
    const [a] = await open(1)
    if (!a) throw new Error('no fixtures')
    const body = { matches: [entry(a, { 'toss:home': '4000' })] }
    expect((await create(body, { key: 'refused-cricket-key' })).json().msg).toBe('insufficientBalance')
    expect((await create(body, { key: 'refused-cricket-key' })).json().msg).toBe('insufficientBalance')
  })
})

/**
 * An amount whose payout falls exactly on half a cent, with an even cent below it, where
 * rounding half to even and half up differ: 1.50 × 1.87 = 2.805 → 2.80. '10' when there is none.
 */
const tieAmount = (odd: number) => {
  const o = Math.round(odd * 100)
  for (let cents = 100; cents <= 2000; cents++)
    if ((cents * o) % 100 === 50 && Math.floor((cents * o) / 100) % 2 === 0) return (cents / 100).toFixed(2)
  return '10'
}

/** Whether a bet won on a played match, by the rules the markets state. */
function won(betId: string, line: number | undefined, r: NonNullable<Match['result']>) {
  const [category, pick] = betId.split(':')
  const sixes = r.home.sixes > r.away.sixes ? 'home' : r.away.sixes > r.home.sixes ? 'away' : 'tie'
  const ou = (v: number) => (pick === 'over' ? v > (line ?? 0) : v < (line ?? 0))
  if (category === 'winner') return pick === r.winner
  if (category === 'toss') return pick === r.toss.winner
  if (category === 'firstInnings') return ou(r[r.battedFirst].runs)
  if (category === 'mostSixes') return pick === sixes
  return ou(r.home.sixes + r.away.sixes)
}

describe('settlement', () => {
  it('pays winning bets amount × odd (half to even, to the cent) and nothing for losing ones', async () => {
    const [a] = await open(1)
    if (!a) throw new Error('no fixtures')
    let winner = await t.signUp('cricketwinner', '1000')
    const before = Number(await balance(winner))
    const amounts = Object.fromEntries(BET_IDS.map((id) => [id, tieAmount(market(a, id).odd)]))
    const placed = (await create({ matches: [entry(a, amounts)] }, { as: winner })).json().data
    expect(placed.bets).toBe(11)

    clock.set(new Date(new Date(a.startTime).getTime() + 4 * 3600_000))
    winner = (await t.signIn('cricketwinner', 'Secret123')).token
    token = (await t.signIn('cricketfan', 'Secret123')).token
    await t.app.jobs.sportsTick()
    const played = await matchById(a.matchId)
    expect(played).toMatchObject({ status: 'finished', open: false, markets: [] })
    const r = played.result
    if (!r) throw new Error('not played')
    expect(r.firstInningsRuns).toBe(r[r.battedFirst].runs)
    expect(r.totalSixes).toBe(r.home.sixes + r.away.sixes)
    expect(r.home.score).toMatch(/^\d+(\/\d)? \(\d+\.\d\)$/)
    expect((await matchList('&status=finished')).map((m) => m.matchId)).toContain(a.matchId)

    const perBet = BET_IDS.map((id) => {
      const m = market(a, id)
      return won(id, m.line, r) ? payCents(amounts[id] as string, m.odd) : 0n
    })
    const cents = perBet.reduce((s, c) => s + c, 0n)
    // One selection of each of the five markets wins.
    expect(perBet.filter((c) => c > 0n)).toHaveLength(5)
    const detail = (await get(`cricket/mybet/${placed.bet_id}?start=0&limit=20`, winner)).json().data
    const stake = Object.values(amounts).reduce((sum, x) => sum + Number(x), 0)
    expect(Object.values(amounts).filter((x) => x !== '10').length).toBeGreaterThan(5)
    const returned = Number(cents) / 100
    expect(detail).toMatchObject({ status: 16, total_price: stake.toFixed(6), returned: returned.toFixed(6) })
    expect(detail.total_price).toBe(placed.total_price)
    expect(Number(detail.bonus)).toBeCloseTo(returned - stake, 6)
    expect(detail.payout).toBe((returned > stake ? returned : 0).toFixed(6))
    expect(detail.combinations.result.map((x: { bonus: string }) => x.bonus)).toEqual(
      perBet.map((c) => (Number(c) / 100).toFixed(6)),
    )
    expect(detail.match[a.matchId]).toMatchObject({ home_score: r.home.runs, away_score: r.away.runs })
    // The bet's view: the most it could pay as the placement answered it, each bet won or lost.
    expect(detail.max_payout).toBe(placed.max_payout)
    expect(detail.selections.map((p: { outcome: string }) => p.outcome)).toEqual(
      perBet.map((c) => (c > 0n ? 'win' : 'lose')),
    )
    expect(Number(await balance(winner))).toBeCloseTo(before - stake + returned, 6)
    // Settled once: another tick pays nothing more.
    await t.app.jobs.sportsTick()
    expect(Number(await balance(winner))).toBeCloseTo(before - stake + returned, 6)
    expect((await get('cricket/mybet?status=16', winner)).json().data.list).toHaveLength(1)
  })

  it('refunds bets on a match void after a postponement of over 36 hours: all void cancels the slip', async () => {
    const [m, other] = await open(2)
    if (!m || !other) throw new Error('no fixtures')
    const player = await t.signUp('cricketvoid', '100')
    const voidOnly = (
      await create({ matches: [entry(m, { 'winner:home': '7', 'toss:away': '3' })] }, { as: player })
    ).json().data
    const mixed = (
      await create(
        { matches: [entry(m, { 'winner:away': '5' }), entry(other, { 'toss:home': '2' })] },
        { as: player },
      )
    ).json().data
    expect(Number(await balance(player))).toBeCloseTo(83, 6)
    // The feed reports the match postponed; the simulator voids it 36 hours after its start.
    await t.database.db.execute(
      sql`update cricket_matches set status = 'postponed' where id = ${Number(m.matchId)}`,
    )
    clock.set(new Date(new Date(m.startTime).getTime() + 37 * 3600_000))
    const again = (await t.signIn('cricketvoid', 'Secret123')).token
    token = (await t.signIn('cricketfan', 'Secret123')).token
    await t.app.jobs.sportsTick()
    expect(await matchById(m.matchId)).toMatchObject({ status: 'void', result: null })
    const cancelled = (await get(`cricket/mybet/${voidOnly.bet_id}`, again)).json().data
    expect(cancelled).toMatchObject({
      status: 32,
      returned: '10.000000',
      payout: '0.000000',
      bonus: '0.000000',
    })
    const played = await matchById(other.matchId)
    const r = played.result
    if (!r) throw new Error('not played')
    const toss = market(other, 'toss:home')
    const paid = 5 + (r.toss.winner === 'home' ? Number(payCents('2', toss.odd)) / 100 : 0)
    const settled = (await get(`cricket/mybet/${mixed.bet_id}`, again)).json().data
    expect(settled).toMatchObject({ status: 16, returned: paid.toFixed(6) })
    expect(settled.combinations.result[0]).toMatchObject({ index: 0, bonus: '5.000000' })
    expect(Number(await balance(again))).toBeCloseTo(83 + 10 + paid, 6)
  })
})

describe('the cricket feed over time', () => {
  it('moves odds before the start and keeps a rolling three-day schedule', async () => {
    const [first] = await open(1)
    if (!first) throw new Error('no fixtures')
    clock.advance(11 * 60_000)
    await t.app.jobs.sportsTick()
    const after = await matchById(first.matchId)
    expect(after.oddsVersion).toBeGreaterThan(first.oddsVersion)
    expect(after.markets.find((x) => x.betId === 'firstInnings:over')?.line).toBe(
      market(first, 'firstInnings:over').line,
    )
    const list = await matchList()
    expect(list.length).toBeGreaterThanOrEqual(12)
    const last = new Date(list[list.length - 1]?.startTime ?? 0).getTime()
    expect(last - clock.now().getTime()).toBeGreaterThan(24 * 3600_000)
  })

  it('plays every started match after about three and a half hours, or postpones it and voids it after 36 h', async () => {
    const results = await matchList('&status=finished')
    expect(results.length).toBeGreaterThan(6)
    const cutoff = clock.now().getTime() - 36 * 3600_000
    for (const m of results) {
      if (m.status === 'finished') {
        expect(new Date(m.startTime).getTime()).toBeLessThanOrEqual(clock.now().getTime() - 210 * 60_000)
        expect(m.result?.winner).toMatch(/^(home|away)$/)
      }
      if (m.status === 'void') expect(new Date(m.startTime).getTime()).toBeLessThanOrEqual(cutoff)
      if (m.status === 'postponed') expect(new Date(m.startTime).getTime()).toBeGreaterThan(cutoff)
    }
  })
})

/**
 * An amount whose return is more than half a cent above a whole cent, so half to even rounds up
 * where cutting down (what the slip showed before) does not: 1.03 × 1.85 = 1.9055 → 1.91, not
 * 1.90. '10' for an odd where there is none (a whole-number odd).
 */
const roundsUp = (odd: number) => {
  const o = Math.round(odd * 100)
  for (let cents = 100; cents <= 5000; cents++) if ((cents * o) % 100 > 50) return (cents / 100).toFixed(2)
  return '10'
}

describe('the cricket slip shows what the server pays', () => {
  it('each winning bet is credited exactly the return the slip showed for it', async () => {
    const [a] = await open(1)
    if (!a) throw new Error('no fixtures')
    const player = await t.signUp('cricketshown', '1000')
    const amounts = Object.fromEntries(BET_IDS.map((id) => [id, roundsUp(market(a, id).odd)]))
    expect(Object.values(amounts).filter((x) => x !== '10').length).toBeGreaterThan(5)
    // the slip as the client holds it (amounts as the numbers typed) and what it shows
    const lines = BET_IDS.map((betId) => ({
      matchId: a.matchId,
      betId,
      odd: market(a, betId).odd,
      amount: Number(amounts[betId]),
    }))
    const limits = (await t.app.inject('/sports/game_config?kind=cricket')).json().data
    const display = { exchange: '1', available: 0n, isAuthorized: false, balanceLoaded: false }
    const shown = cricketSlipTotals(lines, limits, display)
    expect(shown.warnings).toEqual([])
    const money = (units: bigint) => formatMinorUnits(units, 6, 'USDT')
    const placed = (await create({ matches: [entry(a, amounts)] }, { as: player })).json().data
    expect(placed.total_price).toBe(money(shown.total))
    expect(placed.max_payout).toBe(money(shown.returns))
    const before = await balance(player)

    clock.set(new Date(new Date(a.startTime).getTime() + 4 * 3600_000))
    const again = (await t.signIn('cricketshown', 'Secret123')).token
    await t.app.jobs.sportsTick()
    const detail = (await get(`cricket/mybet/${placed.bet_id}?start=0&limit=20`, again)).json().data
    expect(detail.status).toBe(16)
    const credited: string[] = detail.combinations.result.map((x: { bonus: string }) => x.bonus)
    const won = credited.flatMap((bonus, i) => (bonus === '0.000000' ? [] : [i]))
    expect(won).toHaveLength(5)
    for (const i of won) expect(credited[i]).toBe(money(shown.bets[i]?.payout ?? -1n))
    const paid = won.reduce((sum, i) => sum + (shown.bets[i]?.payout ?? 0n), 0n)
    const after = await balance(again)
    expect(money(BigInt(after.replace('.', '')) - BigInt(before.replace('.', '')))).toBe(money(paid))
  })
})
