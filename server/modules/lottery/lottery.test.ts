import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markSixFromSeed, racingFromSeed, seedMatches } from '#engine/draws.ts'
import { settleMarkSix, settleRacing } from '#engine/index.ts'
import type { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

const sha256 = async (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest())
let t: Awaited<ReturnType<typeof testApp>>
let token: string
let keys = 0
const clock = () => t.clock as ReturnType<typeof manualClock>

beforeAll(async () => {
  // A Monday morning: Hong Kong's next draw is Tuesday 13:30 UTC.
  t = await testApp({ clock: (await import('../../clock.ts')).manualClock(new Date('2026-11-23T08:00:00Z')) })
  const reg = await t.app.inject({
    method: 'POST',
    url: '/sports/reg',
    payload: { account: 'lotteryfan', password: 'Secret123' },
  })
  token = reg.json().data.token
  await t.app.inject({
    method: 'POST',
    url: '/sports/recharge',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'lottery-funding' },
    payload: {
      channel_id: 5,
      amount: '1000',
      card: { name: 'L F', number: '4242424242424242', expiry: '12/30', cvv: '123' },
    },
  })
  await t.app.jobs.drawTick()
})
afterAll(() => t.close())

const get = (url: string) =>
  t.app.inject({ url: `/sports/${url}`, headers: { authorization: `Bearer ${token}` } })
const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${url}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `lot-${keys++}-key` },
    payload,
  })
const micro = async () => BigInt((await get('member/account')).json().data.score.replace('.', ''))
/** Access tokens last 15 minutes; after moving the clock by hours the player signs in again. */
const moveClock = async (to: Date) => {
  clock().set(to)
  token = (await t.signIn('lotteryfan', 'Secret123')).token
}

describe('draw schedule', () => {
  it('schedules Hong Kong on Tuesday 21:30 HKT with a published hash and a hidden seed', async () => {
    const { next } = (await get('hkmarksix')).json().data
    expect(next).toMatchObject({
      match_id: '2026-328',
      draw_at: '2026-11-24T13:30:00.000Z',
      close_at: '2026-11-24T13:15:00.000Z',
      status: 'open',
      seed: null,
    })
    expect(next.seed_hash).toMatch(/^[0-9a-f]{64}$/)
    const racing = (await get('pk10/last')).json().data
    expect(racing.next.draw_at).toBe('2026-11-23T08:05:00.000Z')
  })

  it('lists the odds entries in index order', async () => {
    const odds = (await get('marksix/odds?game=hkmarksix')).json().data
    expect(odds.map((o: { index: number }) => o.index)).toEqual(Array.from({ length: 48 }, (_, i) => i))
    expect(odds[0]).toMatchObject({ top: 'specialCode', odd: '47.500', min: '1.000000', max: '5000.000000' })
    expect((await get('pk10/odds')).json().data).toHaveLength(32)
  })
})

describe('each region its own odds (spec §7 marksix/odds?game=)', () => {
  it("answers the asked region's table, and a bet is taken at that region's odds", async () => {
    const table = async (game: string) =>
      (await get(`marksix/odds?game=${game}`)).json().data as { index: number; odd: string }[]
    expect((await table('hkmarksix'))[0]?.odd).toBe('47.500')
    expect((await table('newammarksix'))[0]?.odd).toBe('48.500')
    // The operator reprices one region: the others keep theirs.
    await t.database.db.execute(
      sql`update lottery_odds set odd = 2.05 where game = 'twnmarksix' and index = 1`,
    )
    expect((await table('twnmarksix'))[1]?.odd).toBe('2.050')
    expect((await table('sgnmarksix'))[1]?.odd).toBe('1.980')
    await t.database.db.execute(sql`update lottery_odds set odd = 2.02 where game = 'airship' and index = 0`)
    expect((await get('airship/odds')).json().data[0].odd).toBe('2.020')
    expect((await get('pk10/odds')).json().data[0].odd).toBe('1.980')

    // A player of their own, so this ticket's payout does not move the balances checked below.
    const own = await t.signUp('regionfan', '100')
    const auth = { authorization: `Bearer ${own}` }
    const { next } = (await get('twnmarksix')).json().data
    const placed = await t.app.inject({
      method: 'POST',
      url: '/sports/marksix/bet',
      headers: { ...auth, 'idempotency-key': 'region-odds-ticket' },
      payload: {
        game: 'twnmarksix',
        match_id: next.match_id,
        items: [{ bet: { type: 'specialCodeSide', side: 'small' }, amount: '3' }],
      },
    })
    expect(placed.json().code).toBe(0)
    const [mine] = (await t.app.inject({ url: '/sports/lottery/mybet', headers: auth })).json().data
    expect(mine).toMatchObject({ game: 'twnmarksix', odds: '2.050' })
  })
})

describe('placing and settling', () => {
  it('three Mark Six and two PK10 selections are credited exactly what the engine says', async () => {
    const hk = (await get('hkmarksix')).json().data.next
    const pk = (await get('pk10/last')).json().data.next
    const start = await micro()
    const markSix = [
      { bet: { type: 'specialCodeSide', side: 'big' }, amount: '10' },
      { bet: { type: 'specialCodeColor', colour: 'red' }, amount: '5' },
      {
        bet: { type: 'specialCodeCombinationZodiacs', level: 2, animals: ['rat', 'ox', 'horse'] },
        amount: '2',
      },
    ] as const
    const racing = [
      { bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '4' },
      { bet: { type: 'position', position: 3, car: 7 }, amount: '3' },
    ] as const
    const a = await post('marksix/bet', { game: 'hkmarksix', match_id: hk.match_id, items: markSix })
    expect(a.json().data.total).toBe('21000000')
    const b = await post('pk10/bet', { match_id: pk.match_id, items: racing })
    expect(b.json().data.total).toBe('7000000')
    expect(await micro()).toBe(start - 28_000_000n)

    await moveClock(new Date('2026-11-24T14:00:00Z'))
    await t.app.jobs.drawTick()
    const drawn = (await get(`hkmarksix?limit=1&match_id=${hk.match_id}`)).json().data.list[0]
    const race = (await get(`pk10/list?id=${pk.match_id}`)).json().data.list[0]
    expect(drawn.status).toBe('settled')
    expect(await seedMatches(drawn.seed, drawn.seed_hash, sha256)).toBe(true)
    expect(await markSixFromSeed(drawn.seed, sha256)).toEqual({
      numbers: drawn.numbers,
      special: drawn.special,
    })
    expect(await racingFromSeed(race.seed, sha256)).toEqual(race.numbers)

    const draw = { numbers: drawn.numbers, special: drawn.special, date: '2026-11-24' }
    const expected =
      settleMarkSix(markSix[0].bet, 10_000_000n, 1.98, draw).payout +
      settleMarkSix(markSix[1].bet, 5_000_000n, 2.85, draw).payout +
      settleMarkSix({ ...markSix[2].bet, animals: [...markSix[2].bet.animals] }, 2_000_000n, 4.2, draw)
        .payout +
      settleRacing(racing[0].bet, 4_000_000n, 1.98, race.numbers).payout +
      settleRacing(racing[1].bet, 3_000_000n, 9.8, race.numbers).payout
    expect(await micro()).toBe(start - 28_000_000n + expected)
    const mine = (await get('lottery/mybet')).json().data
    expect(mine).toHaveLength(5)
    expect(mine.every((bet: { status: number }) => bet.status === 16)).toBe(true)
  })

  it('a bet after the deadline is refused with bettingClosed and the balance is untouched', async () => {
    const { next } = (await get('hkmarksix')).json().data
    await moveClock(new Date(new Date(next.close_at).getTime() + 1000))
    const before = await micro()
    const late = await post('marksix/bet', {
      game: 'hkmarksix',
      match_id: next.match_id,
      items: [{ bet: { type: 'specialCode', number: 7 }, amount: '5' }],
    })
    expect(late.json().msg).toBe('bettingClosed')
    expect(await micro()).toBe(before)
  })

  it.each([
    [{ type: 'specialCode', number: 50 }, '5', 'invalidNumber'],
    [{ type: 'specialCodeMergeAnimal', animals: ['rat'] }, '5', 'atLeastTwo'],
    [
      { type: 'specialCodeCombinationZodiacs', level: 3, animals: ['rat', 'ox'] },
      '5',
      'atLeastCombinationLevel',
    ],
    [{ type: 'specialCode', number: 7 }, '0.5', 'belowLotteryGameMinBet'],
    [{ type: 'specialCode', number: 7 }, '9000', 'exceedsLotteryGameMaxBet'],
  ])('refuses %o at %s with %s', async (bet, amount, key) => {
    await t.app.jobs.drawTick()
    const { next } = (await get('ammarksix')).json().data
    const before = await micro()
    const res = (
      await post('marksix/bet', { game: 'ammarksix', match_id: next.match_id, items: [{ bet, amount }] })
    ).json()
    expect([res.msg, res.data?.key]).toContain(key)
    expect(await micro()).toBe(before)
  })
})

describe('other display currencies', () => {
  it('a player betting in CNY bets CNY amounts against limits × the rate, and pays the USDT equivalent', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/sports/member/currency?unit=CNY',
      headers: { authorization: `Bearer ${token}` },
    })
    await t.app.jobs.drawTick()
    const { next } = (await get('sgnmarksix')).json().data
    const before = await micro()
    // Minimum 1 USDT is 7.10 CNY.
    const low = (
      await post('marksix/bet', {
        game: 'sgnmarksix',
        match_id: next.match_id,
        items: [{ bet: { type: 'specialCode', number: 3 }, amount: '7' }],
      })
    ).json()
    expect(low).toMatchObject({ msg: 'belowLotteryGameMinBet', data: { min: '7.10' } })
    const ok = (
      await post('marksix/bet', {
        game: 'sgnmarksix',
        match_id: next.match_id,
        items: [{ bet: { type: 'specialCode', number: 3 }, amount: '71' }],
      })
    ).json()
    expect(ok.code).toBe(0)
    expect(before - (await micro())).toBe(10_000_000n)
    await t.app.inject({
      method: 'PUT',
      url: '/sports/member/currency?unit=USDT',
      headers: { authorization: `Bearer ${token}` },
    })
  })

  it("a ticket's answer says what it cost in the player's currency as typed, beside the USDT debit", async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/sports/member/currency?unit=CNY',
      headers: { authorization: `Bearer ${token}` },
    })
    const { next } = (await get('sgnmarksix')).json().data
    const placed = (
      await post('marksix/bet', {
        game: 'sgnmarksix',
        match_id: next.match_id,
        items: [
          { bet: { type: 'specialCode', number: 4 }, amount: '10' },
          { bet: { type: 'specialCodeSide', side: 'big' }, amount: '7.55' },
        ],
      })
    ).json().data
    // 17.55 CNY at 7.10 is 2.471830 USDT (each line cut on its own): back in CNY that would read
    // 17.54, not what the player typed.
    expect(placed).toMatchObject({ total: '2471830', total_price: '17.55', currency: 'CNY' })
    await t.app.inject({
      method: 'PUT',
      url: '/sports/member/currency?unit=USDT',
      headers: { authorization: `Bearer ${token}` },
    })
  })
})
