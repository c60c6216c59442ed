import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BET_STATUS } from '#contract/games.ts'
import { manualClock } from '../../clock.ts'
import { cricketBets, cricketMatches } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { boPost, signInOperator } from '../../test/operators.ts'

/**
 * A cricket bet on a postponed match, on a real database: My bets says the match is postponed and
 * when it turns void (its start + 36 hours); played within that, the bet settles on the result;
 * past it the match is void, whoever reports it, and the bet is refunded.
 */
const clock = manualClock(new Date('2026-11-21T05:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let keys = 0

interface Market {
  betId: string
  categoryLabel: string
  slipLabel: string
  odd: number
}
interface Match {
  matchId: string
  startTime: string
  markets: Market[]
}

beforeAll(async () => {
  t = await testApp({ clock, env: { RATE_LIMITS: 'off' } })
  await t.app.jobs.sportsTick()
}, 60_000)
afterAll(() => t?.close())

const HOUR = 3600_000
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const openMatches = async (): Promise<Match[]> =>
  (await t.app.inject('/sports/cricketAPI/matchData/matchList?start=0&limit=20')).json().data.list
const winnerHome = (m: Match, amount: string) => {
  const market = m.markets.find((x) => x.betId === 'winner:home')
  if (!market) throw new Error(`no winner market on ${m.matchId}`)
  const { categoryLabel, slipLabel, odd } = market
  return { matchId: m.matchId, bets: { 'winner:home': { categoryLabel, slipLabel, odd, amount } } }
}
const place = async (token: string, m: Match, amount: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sports/cricketAPI/betData/create',
    headers: { ...auth(token), 'idempotency-key': `postponed-${keys++}` },
    payload: { matches: [winnerHome(m, amount)] },
  })
  expect(res.json().code).toBe(0)
  return res.json().data as { bet_id: string }
}
const myBet = async (token: string, betId: string) =>
  (await t.app.inject({ url: `/sports/cricket/mybet/${betId}`, headers: auth(token) })).json().data
const postpone = (m: Match) =>
  t.database.db.execute(sql`update cricket_matches set status = 'postponed' where id = ${Number(m.matchId)}`)
const balance = async (token: string) =>
  (await t.app.inject({ url: '/sports/member/account', headers: auth(token) })).json().data.score as string
/** A home win typed by a trader: 180/6 against 150 all out. */
const HOME_WIN = {
  toss: 'home',
  decision: 'bat',
  winner: 'home',
  home: { runs: 180, wickets: 6, balls: 120, sixes: 9 },
  away: { runs: 150, wickets: 10, balls: 110, sixes: 4 },
}
const typeResult = async (m: Match) =>
  boPost(
    t,
    `/matches/cricket/${m.matchId}/result`,
    { reason: 'played later', cricket: HOME_WIN },
    (await signInOperator(t)).token,
  )
const micro = (s: string) => BigInt(s.replace('.', ''))

describe('a cricket bet on a postponed match', () => {
  it('shows the match postponed with the time it turns void, then settles on a result played within 36 hours', async () => {
    const [m] = await openMatches()
    if (!m) throw new Error('no cricket matches')
    await t.signUp('rainfan', '100')
    let player = (await t.signIn('rainfan', 'Secret123')).token
    const placed = await place(player, m, '10')
    await postpone(m)
    const start = new Date(m.startTime).getTime()
    clock.set(new Date(start + 2 * HOUR))
    await t.app.jobs.sportsTick()
    player = (await t.signIn('rainfan', 'Secret123')).token

    const waiting = await myBet(player, placed.bet_id)
    expect(waiting.status).toBe(BET_STATUS.pending)
    expect(waiting.match[m.matchId]).toMatchObject({
      status: 'postponed',
      void_at: new Date(start + 36 * HOUR).toISOString(),
    })
    expect(waiting.selections[0].outcome).toBeNull()
    const list = (await t.app.inject({ url: '/sports/cricket/mybet?status=1', headers: auth(player) })).json()
      .data.list
    expect(list[0].match[m.matchId].void_at).toBe(new Date(start + 36 * HOUR).toISOString())

    // Played 30 hours after its start, within the limit: a trader types the result and it settles.
    clock.set(new Date(start + 30 * HOUR))
    const typed = await typeResult(m)
    expect(typed.json()).toMatchObject({ code: 0, data: { state: 'finished' } })
    player = (await t.signIn('rainfan', 'Secret123')).token
    const settled = await myBet(player, placed.bet_id)
    const odd = m.markets.find((x) => x.betId === 'winner:home')?.odd ?? 0
    const won = (BigInt(Math.round(odd * 100)) * 10n).toString().padStart(3, '0')
    const wonText = `${won.slice(0, -2)}.${won.slice(-2)}0000`
    expect(settled).toMatchObject({ status: BET_STATUS.settled, returned: wonText })
    expect(settled.match[m.matchId]).toMatchObject({ status: 'finished', void_at: null })
    expect(settled.selections[0].outcome).toBe('win')
    expect(micro(await balance(player))).toBe(micro('90.000000') + micro(wonText))
  })

  it('is void once postponed over 36 hours: a result typed later is refused and the stake comes back once', async () => {
    const [, m] = await openMatches()
    if (!m) throw new Error('no cricket matches')
    await t.signUp('lateresult', '100')
    let player = (await t.signIn('lateresult', 'Secret123')).token
    const placed = await place(player, m, '10')
    await postpone(m)
    const start = new Date(m.startTime).getTime()
    // Past the limit, before any settlement pass has run: the typed result must not decide it.
    clock.set(new Date(start + 37 * HOUR))
    const late = await typeResult(m)
    expect(late.statusCode).toBe(409)
    expect(late.json().msg).toBe('matchPostponedTooLong')
    const [row] = await t.database.db
      .select()
      .from(cricketMatches)
      .where(eq(cricketMatches.id, Number(m.matchId)))
    expect(row?.result).toBeNull()

    await t.app.jobs.sportsTick()
    await t.app.jobs.sportsTick()
    player = (await t.signIn('lateresult', 'Secret123')).token
    const refunded = await myBet(player, placed.bet_id)
    expect(refunded).toMatchObject({
      status: BET_STATUS.cancelled,
      returned: '10.000000',
      payout: '0.000000',
    })
    expect(refunded.match[m.matchId]).toMatchObject({ status: 'void', void_at: null })
    expect(refunded.selections[0].outcome).toBe('void')
    expect(await balance(player)).toBe('100.000000')
    const [bet] = await t.database.db.select().from(cricketBets).where(eq(cricketBets.betNo, placed.bet_id))
    expect(bet?.status).toBe(BET_STATUS.cancelled)
  })
})
