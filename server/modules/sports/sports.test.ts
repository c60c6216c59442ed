import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromWire, type WirePick } from '#contract/pick.ts'
import {
  combinationAt,
  combinationCount,
  estimateSlip,
  type Score,
  settleCombination,
} from '#engine/index.ts'
import { slipWarnings } from '../../../src/features/sports/slip/warnings.ts'
import { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

const clock = manualClock(new Date('2026-11-21T06:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let token: string
let keys = 0

interface Market {
  kind: string
  name: string
  odds: number
  handicap?: number
  line?: number
}
interface LobbyMatch {
  match_id: string
  match_start_time: string
  markets: Market[]
}

const signUp = (account: string, fund: string | null) => t.signUp(account, fund)

beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.sportsTick()
  token = await signUp('sportsfan', '1000')
}, 60_000)
afterAll(() => t.close())

const get = (url: string, as = token) =>
  t.app.inject({ url: `/sports/${url}`, headers: { authorization: `Bearer ${as}` } })
const bet = (game: string, payload: object, opts: { key?: string; as?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${game}/bet`,
    headers: {
      authorization: `Bearer ${opts.as ?? token}`,
      'idempotency-key': opts.key ?? `bet-${keys++}-key`,
    },
    payload,
  })
const balance = async (as = token) => (await get('member/account', as)).json().data.score as string
const lobby = async (game: string): Promise<LobbyMatch[]> =>
  (await t.app.inject(`/sports/${game}?start=0&limit=100`)).json().data.list

const pick = (m: LobbyMatch, kind: string, name: string) => {
  const market = m.markets.find((x) => x.kind === kind && x.name === name)
  if (!market) throw new Error(`no ${kind} ${name} on ${m.match_id}`)
  return { match_id: m.match_id, ...market } as WirePick
}

describe('bet limits (game_config)', () => {
  it('answers by game name or type code, in USDT', async () => {
    const byName = (await t.app.inject('/sports/game_config?kind=soccer')).json()
    expect(byName.data).toMatchObject({ game: 'soccer', maxMultiple: 5000, minMultiple: 1 })
    expect(Number(byName.data.maxBet)).toBe(20000)
    const byCode = (await t.app.inject('/sports/game_config?kind=12')).json()
    expect(byCode.data.game).toBe('bd')
    expect((await t.app.inject('/sports/game_config?kind=tennis')).statusCode).toBe(400)
  })
})

describe('placing a sports bet', () => {
  it('takes a 3-match parlay with two picks on one match and debits exactly its stake', async () => {
    const [a, b, c] = await lobby('soccer')
    if (!a || !b || !c) throw new Error('no fixtures')
    const selections = [pick(a, 'wl', 'w'), pick(a, 'goals', '2'), pick(b, 'wl', 'd'), pick(c, 'wl', 'l')]
    const before = await balance()
    const res = await bet('soccer', { selections, strings: [2, 3], multiple: 3 })
    expect(res.json().code).toBe(0)
    const placed = res.json().data
    // 2-strings: a×b 2, a×c 2, b×c 1 = 5; 3-strings: 2 → 7 combinations, stake 2 × 3 × 7
    expect(placed.combinations).toBe(7)
    expect(placed.total_price).toBe('42.000000')
    const estimate = estimateSlip({
      game: 'soccer',
      selections: selections.map(fromWire),
      strings: [2, 3],
      multiple: 3,
    })
    // the engine's exact estimate, to the cent, in 6-place USDT
    expect(placed.max_payout).toBe(`${estimate.maxPayout}0000`)
    expect(placed.min_payout).toBe(`${estimate.minPayout}0000`)
    expect(Number(before) - Number(await balance())).toBe(42)

    const list = (await get('soccer/mybet?start=0&limit=10&status=-1')).json().data.list
    expect(list[0]).toMatchObject({
      bet_id: placed.bet_id,
      status: 1,
      bets: 7,
      multiple: 3,
      payout: '0.000000',
    })
    expect((await get('soccer/mybet?status=16')).json().data.list).toEqual([])
    const detail = (await get(`soccer/mybet/${placed.bet_id}?start=5&limit=10`)).json().data
    expect(detail.combinations).toMatchObject({ start: 5, total: 7 })
    expect(detail.combinations.data).toHaveLength(2)
    expect(detail.combinations.result[0]).toMatchObject({ index: 5, bonus: null })
    expect(detail.match[a.match_id]).toMatchObject({ home_team_name: expect.any(String), home_score: null })
    // The detail carries what the placement answered as the most it can pay, and each leg at the
    // odds taken, undecided until its match is played.
    expect(detail.max_payout).toBe(placed.max_payout)
    expect(list[0].max_payout).toBe(placed.max_payout)
    expect(detail.selections.map((s: { o: number; outcome: unknown }) => [s.o, s.outcome])).toEqual(
      selections.map((p) => [p.odds, null]),
    )
  })

  it('refuses visitors and requests without an idempotency key', async () => {
    const [a] = await lobby('soccer')
    if (!a) throw new Error('no fixtures')
    const body = { selections: [pick(a, 'wl', 'w')], strings: [1], multiple: 10 }
    const visitor = await t.app.inject({ method: 'POST', url: '/sports/soccer/bet', payload: body })
    expect(visitor.statusCode).toBe(401)
    const keyless = await t.app.inject({
      method: 'POST',
      url: '/sports/soccer/bet',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    })
    expect(keyless.json().msg).toBe('idempotencyKeyRequired')
  })

  it('refuses changed odds unless the drop is within the accepted tolerance, and then takes the new odds', async () => {
    const [a, b] = await lobby('soccer')
    if (!a || !b) throw new Error('no fixtures')
    const now = pick(a, 'wl', 'w')
    const asked = { ...now, odds: Math.round(now.odds * 110) / 100 }
    const before = await balance()
    const refused = await bet('soccer', {
      selections: [asked, pick(b, 'wl', 'w')],
      strings: [2],
      multiple: 1,
    })
    expect(refused.json()).toMatchObject({
      code: 1,
      msg: 'oddsChanged',
      data: { changes: [{ match_id: a.match_id, kind: 'wl', name: 'w', odds: now.odds }] },
    })
    expect(await balance()).toBe(before)
    const accepted = await bet('soccer', {
      selections: [asked, pick(b, 'wl', 'w')],
      strings: [2],
      multiple: 1,
      tolerance: 0.1,
    })
    expect(accepted.json().data.selections[0].odds).toBe(now.odds)
  })

  it('refuses a match that has kicked off, a pick no longer offered, and strings the kinds do not allow', async () => {
    const games = await lobby('soccer')
    const five = games.slice(0, 5).map((m) => pick(m, 'correct_score', '1:0'))
    const tooLong = await bet('soccer', { selections: five, strings: [5], multiple: 1 })
    expect(tooLong.json()).toMatchObject({ msg: 'stringsNotAllowed', data: { allowed: [1, 2, 3, 4] } })
    const [a, b] = games
    if (!a || !b) throw new Error('no fixtures')
    const more = await bet('soccer', {
      selections: [pick(a, 'wl', 'w'), pick(b, 'wl', 'w')],
      strings: [3],
      multiple: 1,
    })
    expect(more.json().msg).toBe('stringsNotAllowed')
    const unknown = await bet('soccer', {
      selections: [{ ...pick(a, 'wl', 'w'), name: 'x' }, pick(b, 'wl', 'w')],
      strings: [2],
      multiple: 1,
    })
    expect(unknown.json().msg).toBe('betDataNotAvailable')
    const wrongGame = await bet('basketball', {
      selections: [pick(a, 'wl', 'w')],
      strings: [1],
      multiple: 10,
    })
    expect(wrongGame.json().msg).toBe('betDataNotAvailable')

    const later = new Date(new Date(a.match_start_time).getTime() + 60_000)
    const saved = clock.now()
    clock.set(later)
    const closed = await bet(
      'soccer',
      { selections: [pick(a, 'wl', 'w'), pick(b, 'wl', 'w')], strings: [2], multiple: 1 },
      { as: (await t.signIn('sportsfan', 'Secret123')).token },
    )
    clock.set(saved)
    expect(closed.json()).toMatchObject({ msg: 'matchClosed', data: { match_id: a.match_id } })
  })

  it('refuses multiples, stakes and payouts outside the limits, and a stake above the balance', async () => {
    const [a, b, c] = await lobby('soccer')
    if (!a || !b || !c) throw new Error('no fixtures')
    const two = [pick(a, 'wl', 'w'), pick(b, 'wl', 'w')]
    const before = await balance()
    expect((await bet('soccer', { selections: two, strings: [2], multiple: 5001 })).json().msg).toBe(
      'exceedsMaxMultiple',
    )
    expect((await bet('soccer', { selections: two, strings: [1], multiple: 9 })).json()).toMatchObject({
      msg: 'belowMinMultiple',
      data: { min: 10 },
    })
    const three = [...two, pick(c, 'wl', 'w')]
    expect(
      (await bet('soccer', { selections: three, strings: [1, 2, 3], multiple: 2000 })).json(),
    ).toMatchObject({
      msg: 'exceedsMaxBet',
      data: { max: '20000.000000' },
    })
    await t.database.db.execute(sql`update game_limits set max_bonus = 5 where game = 'soccer'`)
    const bonus = (await bet('soccer', { selections: two, strings: [2], multiple: 1 })).json().msg
    await t.database.db.execute(sql`update game_limits set max_bonus = 1000000 where game = 'soccer'`)
    expect(bonus).toBe('exceedsMaxBonus')
    expect((await bet('soccer', { selections: two, strings: [2], multiple: 501 })).json().msg).toBe(
      'insufficientBalance',
    )
    expect(await balance()).toBe(before)
    const broke = await signUp('brokefan', null)
    expect(
      (await bet('soccer', { selections: two, strings: [2], multiple: 1 }, { as: broke })).json().msg,
    ).toBe('insufficientBalance')
  })

  it('answers a repeated idempotency key once, and refuses the key for a different slip', async () => {
    const [a, b] = await lobby('soccer')
    if (!a || !b) throw new Error('no fixtures')
    const body = { selections: [pick(a, 'wl', 'w'), pick(b, 'wl', 'l')], strings: [2], multiple: 2 }
    const before = Number(await balance())
    const first = await bet('soccer', body, { key: 'same-slip-key' })
    const again = await bet('soccer', body, { key: 'same-slip-key' })
    expect(again.json().data.bet_id).toBe(first.json().data.bet_id)
    expect(before - Number(await balance())).toBe(4)
    const other = await bet('soccer', { ...body, multiple: 3 }, { key: 'same-slip-key' })
    expect(other.json().msg).toBe('idempotencyKeyReused')
  })
})

describe('settlement', () => {
  it('pays every winning combination by the engine rules when the matches are played', async () => {
    const games = await lobby('bd')
    const [a, b, c] = games
    if (!a || !b || !c) throw new Error('no fixtures')
    const selections = [
      pick(a, 'wl', 'w'),
      pick(a, 'wl', 'd'),
      pick(a, 'wl', 'l'),
      pick(b, 'goals', '1'),
      pick(b, 'goals', '2'),
      pick(b, 'goals', '3'),
      pick(c, 'up', 'ts'),
      pick(c, 'up', 'dd'),
    ]
    // A player of their own, so other tests' bets settling in the same tick do not move this balance.
    let winner = await signUp('settledfan', '1000')
    const before = Number(await balance(winner))
    const placed = (await bet('bd', { selections, strings: [1, 2, 3], multiple: 10 }, { as: winner })).json()
      .data
    expect(placed.bet_id).toBeDefined()

    clock.set(new Date(new Date(c.match_start_time).getTime() + 3 * 3600_000))
    winner = (await t.signIn('settledfan', 'Secret123')).token
    token = (await t.signIn('sportsfan', 'Secret123')).token
    await t.app.jobs.sportsTick()
    const history = (await t.app.inject('/sports/bd/history?start=0&limit=100')).json().data.list
    const results = new Map<string, Score | 'void'>()
    for (const m of history) {
      if (m.status === 'void') results.set(m.match_id, 'void')
      else if (m.score)
        results.set(m.match_id, {
          home: m.score.full[0],
          away: m.score.full[1],
          halfHome: m.score.half[0],
          halfAway: m.score.half[1],
        })
    }
    const input = {
      game: 'bd' as const,
      selections: selections.map(fromWire),
      strings: [1, 2, 3],
      multiple: 10,
    }
    const count = combinationCount(input)
    let cents = 0n
    for (let i = 0; i < count; i++)
      cents += settleCombination('bd', combinationAt(input, i), results, 10).cents
    const detail = (await get(`bd/mybet/${placed.bet_id}?start=0&limit=100`, winner)).json().data
    expect(detail.status).toBe(16)
    expect(detail.max_payout).toBe(placed.max_payout)
    // Each leg has its outcome: of home, draw and away on one match exactly one won (all three
    // void with a void match); of 1, 2 and 3 goals at most one.
    const outcomes = (id: string) =>
      detail.selections.filter((s: { m: string }) => s.m === id).map((s: { outcome: string }) => s.outcome)
    expect([
      ['lose', 'lose', 'win'],
      ['void', 'void', 'void'],
    ]).toContainEqual(outcomes(a.match_id).sort())
    expect(outcomes(b.match_id).filter((o: string) => o === 'win').length).toBeLessThanOrEqual(1)
    expect(detail.selections.every((s: { outcome: unknown }) => s.outcome !== null)).toBe(true)
    expect(detail.returned).toBe((Number(cents) / 100).toFixed(6))
    expect(
      detail.combinations.result.reduce((s: number, r: { bonus: string }) => s + Number(r.bonus), 0),
    ).toBeCloseTo(Number(cents) / 100, 6)
    const stake = Number(detail.total_price)
    expect(Number(detail.bonus)).toBeCloseTo(Number(cents) / 100 - stake, 6)
    expect(Number(detail.payout)).toBe(Number(detail.bonus) > 0 ? stake + Number(detail.bonus) : 0)
    expect(Number(await balance(winner))).toBeCloseTo(before - stake + Number(cents) / 100, 6)
    // Settled once: another tick pays nothing more.
    await t.app.jobs.sportsTick()
    expect(Number(await balance(winner))).toBeCloseTo(before - stake + Number(cents) / 100, 6)
  })

  it('cancels and refunds a bet whose only match is void after a postponement of over 36 hours', async () => {
    const [m] = await lobby('soccer')
    if (!m) throw new Error('no fixtures')
    const before = await balance()
    const placed = (
      await bet('soccer', { selections: [pick(m, 'wl', 'w')], strings: [1], multiple: 10 })
    ).json().data
    expect(Number(before) - Number(await balance())).toBe(20)
    // The feed reports the match postponed; the simulator voids it 36 hours after kick-off.
    await t.database.db.execute(sql`update matches set status = 'postponed' where id = ${Number(m.match_id)}`)
    clock.set(new Date(new Date(m.match_start_time).getTime() + 37 * 3600_000))
    token = (await t.signIn('sportsfan', 'Secret123')).token
    await t.app.jobs.sportsTick()
    const detail = (await get(`soccer/mybet/${placed.bet_id}`)).json().data
    expect(detail).toMatchObject({ status: 32, returned: '20.000000', payout: '0.000000' })
    expect(await balance()).toBe(before)
  })
})

describe('the slip warns about exactly what the server refuses', () => {
  it('agrees on every limit, game-type limits and the exchange rate included', async () => {
    const [a, b, c] = await lobby('soccer')
    if (!a || !b || !c) throw new Error('no fixtures')
    const player = await signUp('limitsfan', '1000')
    await t.app.inject({
      method: 'PUT',
      url: '/sports/member/currency?unit=CNY',
      headers: { authorization: `Bearer ${player}` },
    })
    // What the slip reads: the rate from config/exchange and the limits from game_config.
    const rates = (await t.app.inject('/sports/config/exchange')).json().data as {
      currency: string
      exchange: string
    }[]
    const exchange = rates.find((r) => r.currency === 'CNY')?.exchange ?? '1'
    const setLimits = (minGameType: number, maxGameType: number, maxBonus: number) =>
      t.database.db.execute(
        sql`update game_limits set min_bet_game_type = ${minGameType}, max_bet_game_type = ${maxGameType}, max_bonus = ${maxBonus} where game = 'soccer'`,
      )
    const two = [pick(a, 'wl', 'w'), pick(b, 'wl', 'w')]
    const three = [...two, pick(c, 'wl', 'w')]
    /** The last slip's first warning, with the limit it names. */
    let last: ReturnType<typeof slipWarnings>[number] | undefined
    /** The slip's warnings and the server's answer for one slip, which must agree. */
    const both = async (picks: ReturnType<typeof pick>[], strings: number[], multiple: number) => {
      const limits = (await t.app.inject('/sports/game_config?kind=soccer')).json().data
      const input = { game: 'soccer' as const, selections: picks.map(fromWire), strings, multiple }
      const warnings = slipWarnings({
        input,
        combinations: combinationCount(input),
        maxPayout: estimateSlip(input).maxPayout,
        limits,
        exchange,
      })
      const answer = (await bet('soccer', { selections: picks, strings, multiple }, { as: player })).json()
      const keys = warnings.map((w) => w.key)
      const context = `${strings} × ${multiple}: slip ${keys}, server ${answer.msg}`
      if (warnings.length === 0) expect(answer.code, context).toBe(0)
      else expect(answer.msg, context).toBe(keys[0])
      last = warnings[0]
      return keys[0] ?? 'placed'
    }
    // Game-type limits of 3 and 10 USDT (21.30 and 71.00 CNY) inside the per-bet 2 and 20,000,
    // which the slip never checked before.
    await setLimits(3, 10, 1_000_000)
    expect(await both(two, [2], 10)).toBe('belowMinBet') // 20 CNY
    // The warning names the minimum that binds: the game type's 21.30 CNY, not the bet's 14.20.
    expect(last?.min).toBe(21_300_000n)
    expect(await both(two, [2], 11)).toBe('placed') // 22 CNY
    expect(await both(two, [2], 35)).toBe('placed') // 70 CNY
    expect(await both(two, [2], 36)).toBe('exceedsMaxBet') // 72 CNY
    expect(last?.max).toBe(71_000_000n)
    expect(await both(three, [1, 2, 3], 9)).toBe('belowMinMultiple')
    expect(await both(three, [1, 2, 3], 10)).toBe('exceedsMaxBet') // 140 CNY
    expect(await both(two, [2], 5001)).toBe('exceedsMaxMultiple')
    // A maximum payout of 3 USDT (21.30 CNY): 2 × two odds of at least 1.01 × 11 pays more.
    await setLimits(3, 10, 3)
    expect(await both(two, [2], 11)).toBe('exceedsMaxBonus')
    await setLimits(2, 50_000, 1_000_000)
  })
})
