import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BET_STATUS } from '#contract/games.ts'
import { manualClock } from '../../clock.ts'
import { auditLog, cricketBets, ledgerTransactions, sportBets } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { boGet, boPost, signInOperator } from '../../test/operators.ts'

/**
 * The Sports page's server: traders list matches, suspend and resume their betting, void them
 * with every open bet refunded once by the betting core, and type a postponed match's result.
 */
// A Saturday morning: football and cricket have matches open.
const clock = manualClock(new Date('2026-11-21T05:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let trader: string
let support: string
let keys = 0

interface Market {
  kind: string
  name: string
  odds: number
  handicap?: number
}
interface LobbyMatch {
  match_id: string
  suspended: boolean
  markets: Market[]
}

beforeAll(async () => {
  t = await testApp({ clock, env: { RATE_LIMITS: 'off' } })
  await t.app.jobs.sportsTick()
  const admin = (await signInOperator(t)).token
  for (const [name, role] of [
    ['tom', 'trader'],
    ['sam', 'support'],
  ])
    await boPost(t, '/operators', { name, role, password: 'Operator123' }, admin)
  trader = (await signInOperator(t, 'tom', 'Operator123')).token
  support = (await signInOperator(t, 'sam', 'Operator123')).token
}, 60_000)
afterAll(() => t?.close())

const asPlayer = (token: string) => ({ authorization: `Bearer ${token}` })
const balance = async (token: string) =>
  (await t.app.inject({ url: '/sports/member/account', headers: asPlayer(token) })).json().data
    .score as string
const soccerLobby = async (): Promise<LobbyMatch[]> =>
  (await t.app.inject('/sports/soccer?start=0&limit=50')).json().data.list
const wl = (m: LobbyMatch, name = 'w') => {
  const found = m.markets.find((x) => x.kind === 'wl' && x.name === name)
  if (!found) throw new Error(`no wl ${name} on ${m.match_id}`)
  return { match_id: m.match_id, ...found }
}
const bet = (token: string, selections: object[], strings: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/sports/soccer/bet',
    headers: { ...asPlayer(token), 'idempotency-key': `bo-matches-${keys++}` },
    payload: { selections, strings, multiple: 10 },
  })
const auditOf = (target: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id)
const settleTransactions = (betId: number, product = 'sport') =>
  t.database.db
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `${product}-settle:${betId}`))
const sportBet = async (betNo: string) => {
  const [row] = await t.database.db.select().from(sportBets).where(eq(sportBets.betNo, betNo))
  if (!row) throw new Error(`no bet ${betNo}`)
  return row
}

describe('the match list', () => {
  it('pages one sport on the server, filtered by state and kick-off day, with each match state', async () => {
    const first = (await boGet(t, '/matches?sport=soccer&state=scheduled&pageSize=3', trader)).json().data
    expect(first.rows).toHaveLength(3)
    expect(first.total).toBeGreaterThan(3)
    for (const row of first.rows)
      expect(row).toMatchObject({ sport: 'soccer', state: 'scheduled', openBets: 0, openStake: '0.000000' })
    const kickoffs = first.rows.map((r: { kickoff: string }) => r.kickoff)
    expect(kickoffs).toEqual([...kickoffs].sort())
    const second = (await boGet(t, '/matches?sport=soccer&state=scheduled&pageSize=3&page=2', trader)).json()
      .data
    expect(second.rows.map((r: { id: number }) => r.id)).not.toContain(first.rows[0].id)
    // The past three weeks were played at once on a fresh site: finished with a score.
    const played = (await boGet(t, '/matches?sport=basketball&state=finished&pageSize=5', trader)).json().data
    expect(played.rows.length).toBeGreaterThan(0)
    for (const row of played.rows) expect(row.score).toMatch(/^\d+:\d+$/)
    const day = (
      await boGet(t, '/matches?sport=cricket&from=2026-11-22&to=2026-11-22&pageSize=100', trader)
    ).json().data
    expect(day.rows.length).toBeGreaterThan(0)
    for (const row of day.rows) expect(row.kickoff.slice(0, 10)).toBe('2026-11-22')
  })

  it('refuses a bad filter with its key and a role without the page with 403', async () => {
    const bad = await boGet(t, '/matches?sport=tennis', trader)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toBe('invalidSport')
    expect((await boGet(t, '/matches?sport=soccer&from=2026-13-40', trader)).statusCode).toBe(400)
    const forbidden = await boGet(t, '/matches', support)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().msg).toBe('forbiddenForRole')
  })
})

describe('suspending and resuming', () => {
  it('stops placement at once with the closed-market message, shows it suspended, and audits both steps', async () => {
    const player = await t.signUp('suspendfan', '1000')
    const [m] = await soccerLobby()
    if (!m) throw new Error('no soccer match')
    const path = `/matches/soccer/${m.match_id}`
    const stopped = await boPost(t, `${path}/suspend`, { reason: 'team news' }, trader)
    expect(stopped.json()).toMatchObject({ code: 0, data: { state: 'suspended' } })
    expect((await soccerLobby()).find((x) => x.match_id === m.match_id)?.suspended).toBe(true)
    const refused = await bet(player, [wl(m)], [1])
    expect(refused.json().msg).toBe('matchClosed')
    expect(await balance(player)).toBe('1000.000000')
    const twice = await boPost(t, `${path}/suspend`, { reason: 'again' }, trader)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().msg).toBe('matchAlreadySuspended')
    const listed = (await boGet(t, '/matches?sport=soccer&state=suspended', trader)).json().data
    expect(listed.rows.map((r: { id: number }) => r.id)).toEqual([Number(m.match_id)])

    expect((await boPost(t, `${path}/resume`, { reason: 'news checked' }, trader)).json().data.state).toBe(
      'scheduled',
    )
    expect((await bet(player, [wl(m)], [1])).json().code).toBe(0)
    const audit = await auditOf(`match:soccer:${m.match_id}`)
    expect(audit.map((a) => [a.action, a.actorName, a.reason, a.before, a.after])).toEqual([
      ['match.suspend', 'tom', 'team news', { state: 'scheduled' }, { state: 'suspended' }],
      ['match.resume', 'tom', 'news checked', { state: 'suspended' }, { state: 'scheduled' }],
    ])
  })

  it('a support operator is refused with 403 and nothing changes; a missing reason or match is refused', async () => {
    const [m] = await soccerLobby()
    if (!m) throw new Error('no soccer match')
    const path = `/matches/soccer/${m.match_id}`
    const forbidden = await boPost(t, `${path}/suspend`, { reason: 'not mine' }, support)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().msg).toBe('forbiddenForRole')
    expect((await boPost(t, `${path}/void`, { reason: 'not mine' }, support)).statusCode).toBe(403)
    expect((await soccerLobby()).find((x) => x.match_id === m.match_id)?.suspended).toBe(false)
    const noReason = await boPost(t, `${path}/suspend`, { reason: ' ' }, trader)
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().msg).toBe('reasonRequired')
    // A football match id under basketball is not that match.
    expect(
      (await boPost(t, `/matches/basketball/${m.match_id}/suspend`, { reason: 'x y z' }, trader)).json().msg,
    ).toBe('matchNotFound')
    expect((await boPost(t, '/matches/soccer/abc/suspend', { reason: 'x y z' }, trader)).statusCode).toBe(400)
    expect(await auditOf(`match:soccer:${m.match_id}`)).toHaveLength(2)
  })
})

describe('voiding a match and entering a result', () => {
  it('refunds every single on a voided match once, keeps its multiple legs at odds 1, and refuses a second void', async () => {
    const single = await t.signUp('voidsingle', '1000')
    const multi = await t.signUp('voidmulti', '1000')
    const [, , voided, later] = await soccerLobby()
    if (!voided || !later) throw new Error('not enough soccer matches')
    const placedSingle = (await bet(single, [wl(voided, 'w'), wl(voided, 'l')], [1])).json().data
    const placedParlay = (await bet(multi, [wl(voided), wl(later)], [2])).json().data
    const placedOther = (await bet(multi, [wl(later)], [1])).json().data
    expect(await balance(single)).not.toBe('1000.000000')
    const listed = (await boGet(t, '/matches?sport=soccer&state=scheduled&pageSize=100', trader)).json().data
    expect(listed.rows.find((r: { id: number }) => r.id === Number(voided.match_id))).toMatchObject({
      openBets: 2,
      openStake: '60.000000',
    })

    const path = `/matches/soccer/${voided.match_id}`
    const answer = await boPost(t, `${path}/void`, { reason: 'match abandoned' }, trader)
    expect(answer.json()).toMatchObject({ code: 0, data: { state: 'void' } })
    // The single is cancelled and its exact stake is back, in one refund transaction.
    expect(await balance(single)).toBe('1000.000000')
    const singleRow = await sportBet(placedSingle.bet_id)
    expect(singleRow.status).toBe(BET_STATUS.cancelled)
    expect(await settleTransactions(singleRow.id)).toHaveLength(1)
    // The parlay waits for its other match: the void leg will count at odds 1.
    expect((await sportBet(placedParlay.bet_id)).status).toBe(BET_STATUS.pending)

    const again = await boPost(t, `${path}/void`, { reason: 'again' }, trader)
    expect(again.statusCode).toBe(409)
    expect(again.json().msg).toBe('matchAlreadyVoid')
    await t.app.jobs.sportsTick()
    expect(await balance(single)).toBe('1000.000000')
    expect(await settleTransactions(singleRow.id)).toHaveLength(1)
    const audit = await auditOf(`match:soccer:${voided.match_id}`)
    expect(audit.map((a) => [a.action, a.reason, a.before, a.after])).toEqual([
      ['match.void', 'match abandoned', { state: 'scheduled' }, { state: 'void' }],
    ])
    // The result of a match that was not postponed cannot be typed.
    const notPostponed = await boPost(
      t,
      `/matches/soccer/${later.match_id}/result`,
      { reason: 'typed', score: { fullHome: 2, fullAway: 1 } },
      trader,
    )
    expect(notPostponed.json().msg).toBe('matchNotPostponed')

    // The feed postpones the other match; a trader types its result: 2:1, home won.
    await t.database.db.execute(
      sql`update matches set status = 'postponed' where id = ${Number(later.match_id)}`,
    )
    const before = await balance(multi)
    const halfAbove = await boPost(
      t,
      `/matches/soccer/${later.match_id}/result`,
      { reason: 'typed', score: { halfHome: 3, halfAway: 0, fullHome: 2, fullAway: 1 } },
      trader,
    )
    expect(halfAbove.statusCode).toBe(400)
    expect(halfAbove.json().msg).toBe('halfAboveFull')
    const typed = await boPost(
      t,
      `/matches/soccer/${later.match_id}/result`,
      { reason: 'played on Monday', score: { halfHome: 1, halfAway: 1, fullHome: 2, fullAway: 1 } },
      trader,
    )
    expect(typed.json()).toMatchObject({ code: 0, data: { state: 'finished' } })
    const parlay = await sportBet(placedParlay.bet_id)
    const other = await sportBet(placedOther.bet_id)
    expect(parlay.status).toBe(BET_STATUS.settled)
    // With its void leg at odds 1, the parlay pays what the single on the same pick pays.
    expect(parlay.payout).toBe(other.payout)
    expect(other.payout).toBeGreaterThan(0n)
    const paid = (parlay.payout ?? 0n) + (other.payout ?? 0n)
    const micro = (s: string) => BigInt(s.replace('.', ''))
    expect(micro(await balance(multi))).toBe(micro(before) + paid)
    const twice = await boPost(
      t,
      `/matches/soccer/${later.match_id}/result`,
      { reason: 'again', score: { fullHome: 0, fullAway: 3 } },
      trader,
    )
    expect(twice.statusCode).toBe(409)
    expect(await settleTransactions(parlay.id)).toHaveLength(1)
    expect(micro(await balance(multi))).toBe(micro(before) + paid)
    const voidPlayed = await boPost(t, `/matches/soccer/${later.match_id}/void`, { reason: 'late' }, trader)
    expect(voidPlayed.json().msg).toBe('matchAlreadySettled')
    const lobbyRow = (await t.app.inject(`/sports/soccer/history?start=0&limit=100`)).json().data.list
    expect(lobbyRow.find((x: { match_id: string }) => x.match_id === later.match_id)?.score.full).toEqual([
      2, 1,
    ])
  })

  it('voids a cricket match and refunds its slips; types a postponed cricket result', async () => {
    const fan = await t.signUp('cricketvoid', '1000')
    const list = (await t.app.inject('/sports/cricketAPI/matchData/matchList?start=0&limit=10')).json().data
      .list as {
      matchId: string
      markets: { betId: string; categoryLabel: string; slipLabel: string; odd: number }[]
    }[]
    const [m, postponed] = list
    if (!m || !postponed) throw new Error('no cricket matches')
    const pick = (x: typeof m) => {
      const market = x.markets.find((k) => k.betId === 'winner:home')
      if (!market) throw new Error('no winner market')
      return {
        matchId: x.matchId,
        bets: {
          'winner:home': {
            categoryLabel: market.categoryLabel,
            slipLabel: market.slipLabel,
            odd: market.odd,
            amount: '10',
          },
        },
      }
    }
    const placed = await t.app.inject({
      method: 'POST',
      url: '/sports/cricketAPI/betData/create',
      headers: { ...asPlayer(fan), 'idempotency-key': `bo-cricket-${keys++}` },
      payload: { matches: [pick(m), pick(postponed)] },
    })
    expect(placed.json().code).toBe(0)
    expect(await balance(fan)).toBe('980.000000')
    await boPost(t, `/matches/cricket/${postponed.matchId}/suspend`, { reason: 'rain' }, trader)
    expect(
      (await t.app.inject(`/sports/cricketAPI/matchData/getById/${postponed.matchId}`)).json().data.suspended,
    ).toBe(true)

    expect(
      (await boPost(t, `/matches/cricket/${m.matchId}/void`, { reason: 'abandoned' }, trader)).json().code,
    ).toBe(0)
    // One slip with both matches: it waits for the other, then settles once.
    const [slip] = await t.database.db
      .select()
      .from(cricketBets)
      .where(eq(cricketBets.userId, await userId('cricketvoid')))
    expect(slip?.status).toBe(BET_STATUS.pending)
    await t.database.db.execute(
      sql`update cricket_matches set status = 'postponed' where id = ${Number(postponed.matchId)}`,
    )
    const result = {
      toss: 'home',
      decision: 'bat',
      winner: 'home',
      home: { runs: 180, wickets: 6, balls: 120, sixes: 9 },
      away: { runs: 150, wickets: 10, balls: 110, sixes: 4 },
    }
    const wrongWinner = await boPost(
      t,
      `/matches/cricket/${postponed.matchId}/result`,
      { reason: 'typed', cricket: { ...result, winner: 'away' } },
      trader,
    )
    expect(wrongWinner.json().msg).toBe('winnerNotAhead')
    const typed = await boPost(
      t,
      `/matches/cricket/${postponed.matchId}/result`,
      { reason: 'typed', cricket: result },
      trader,
    )
    expect(typed.json()).toMatchObject({ code: 0, data: { state: 'finished' } })
    const [settled] = await t.database.db
      .select()
      .from(cricketBets)
      .where(and(eq(cricketBets.userId, await userId('cricketvoid'))))
    expect(settled?.status).toBe(BET_STATUS.settled)
    // The void pick's 10 comes back; the home win pays 10 × its odd.
    expect(settled?.payout).toBeGreaterThan(10_000_000n)
    expect(await settleTransactions(settled?.id ?? 0, 'cricket')).toHaveLength(1)
    const played = (
      await boGet(t, '/matches?sport=cricket&state=finished&order=desc&pageSize=5', trader)
    ).json().data.rows
    expect(played.find((r: { id: number }) => r.id === Number(postponed.matchId))?.score).toBe(
      '180/6 – 150/10',
    )
  })
})

const userId = async (account: string) => {
  const rows = await t.database.db.execute(sql`select id from users where account = ${account}`)
  return Number((rows as unknown as { rows: { id: string }[] }).rows[0]?.id)
}
