import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

// A Monday morning: PK10 draws every 5 minutes, Hong Kong on Tuesday evening.
const clock = manualClock(new Date('2026-11-23T08:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let keys = 0

beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.drawTick()
}, 60_000)
afterAll(() => t.close())

const get = (token: string, url: string) =>
  t.app.inject({ url: `/sports/${url}`, headers: { authorization: `Bearer ${token}` } })
const post = (token: string, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${url}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `mybets-${keys++}-key` },
    payload,
  })

const oddEven = [
  { bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '4' },
  { bet: { type: 'twoSide', position: 1, side: 'even' }, amount: '6' },
]

describe('lottery tickets in my bets', () => {
  it('lists Mark Six and PK10 tickets beside sports, each with its draw, selections and result', async () => {
    let token = await t.signUp('ticketholder', '100')
    const hk = (await get(token, 'hkmarksix')).json().data.next
    const pk = (await get(token, 'pk10/last')).json().data.next
    const markSix = await post(token, 'marksix/bet', {
      game: 'hkmarksix',
      match_id: hk.match_id,
      items: [
        { bet: { type: 'specialCode', number: 7 }, amount: '2' },
        {
          bet: { type: 'specialCodeCombinationZodiacs', level: 2, animals: ['rat', 'ox', 'horse'] },
          amount: '1',
        },
      ],
    })
    const racing = await post(token, 'pk10/bet', { match_id: pk.match_id, items: oddEven })
    expect(markSix.json().code).toBe(0)
    expect(racing.json().code).toBe(0)

    // Before this change a lottery ticket had no {game}/mybet at all.
    const hkList = (await get(token, 'hkmarksix/mybet?start=0&limit=10&status=-1')).json()
    expect(hkList.code).toBe(0)
    expect(hkList.data.list).toHaveLength(1)
    expect(hkList.data.list[0]).toMatchObject({
      bet_id: markSix.json().data.ticket,
      game: 'hkmarksix',
      status: 1,
      bets: 4, // one special code, three pairs of zodiacs
      total_price: '5.000000',
      currency: 'USDT',
      draw: { match_id: hk.match_id, status: 'open', numbers: null },
    })
    expect(hkList.data.list[0].selections.map((s: { k: string; o: string }) => [s.k, s.o])).toEqual([
      ['specialCode', '47.500'],
      ['specialCodeCombinationZodiacs', '4.200'],
    ])
    expect((await get(token, 'pk10/mybet?status=16')).json().data.list).toEqual([])

    // PK10 draws at 08:05; the ticket is then settled, one side winning.
    clock.set(new Date(new Date(pk.draw_at).getTime() + 60_000))
    await t.app.jobs.drawTick()
    token = (await t.signIn('ticketholder', 'Secret123')).token
    expect((await get(token, 'pk10/mybet?status=1')).json().data.list).toEqual([])
    const [settled] = (await get(token, 'pk10/mybet?status=16')).json().data.list
    expect(settled.draw.numbers).toHaveLength(10)
    const carOne = settled.draw.numbers[0] as number
    const detail = (await get(token, `pk10/mybet/${settled.bet_id}?start=0&limit=20`)).json().data
    const oddWins = carOne % 2 === 1
    expect(detail).toMatchObject({
      status: 16,
      total_price: '10.000000',
      returned: oddWins ? '7.920000' : '11.880000',
      draw: { match_id: pk.match_id, status: 'settled' },
    })
    expect(detail.combinations.total).toBe(2)
    expect(detail.combinations.result).toEqual([
      {
        index: 0,
        bonus: oddWins ? '7.920000' : '0.000000',
        extra_bonus: '0.000000',
        outcome: oddWins ? 'win' : 'lose',
      },
      {
        index: 1,
        bonus: oddWins ? '0.000000' : '11.880000',
        extra_bonus: '0.000000',
        outcome: oddWins ? 'lose' : 'win',
      },
    ])
    expect(detail.combinations.data[1][0]).toMatchObject({ k: 'twoSide', n: 'even:1', amount: '6.000000' })
    // By the row id of a selection as well as by the ticket number.
    expect((await get(token, `pk10/mybet/${settled.id}`)).json().data.bet_id).toBe(settled.bet_id)
  })

  it('pages by ticket, newest first, and shows nobody else’s tickets', async () => {
    const token = await t.signUp('twotickets', '100')
    const { next } = (await get(token, 'airship/last')).json().data
    const first = (await post(token, 'airship/bet', { match_id: next.match_id, items: oddEven })).json().data
    const second = (await post(token, 'airship/bet', { match_id: next.match_id, items: oddEven })).json().data
    const page = (n: number) => get(token, `airship/mybet?start=${n}&limit=1`)
    expect((await page(0)).json().data.list.map((b: { bet_id: string }) => b.bet_id)).toEqual([second.ticket])
    expect((await page(1)).json().data.list.map((b: { bet_id: string }) => b.bet_id)).toEqual([first.ticket])

    const other = await t.signUp('nosyplayer', null)
    expect((await get(other, 'airship/mybet')).json().data.list).toEqual([])
    const peek = await get(other, `airship/mybet/${first.ticket}`)
    expect(peek.statusCode).toBe(404)
    expect(peek.json().msg).toBe('betDataNotAvailable')
    // A ticket of another game is not found under this one.
    expect((await get(token, `pk10/mybet/${first.ticket}`)).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/sports/airship/mybet' })).statusCode).toBe(401)
  })
})
