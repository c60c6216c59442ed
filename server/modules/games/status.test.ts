import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { ledgerEntries } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'

// A Saturday morning: football, cricket, Mark Six and racing all have something open.
const clock = manualClock(new Date('2026-11-21T05:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let token: string
let keys = 0

beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.sportsTick()
  await t.app.jobs.drawTick()
  token = await t.signUp('statusfan', '1000')
}, 60_000)
afterAll(() => t.close())

const get = async (url: string) =>
  (await t.app.inject({ url: `/sports/${url}`, headers: { authorization: `Bearer ${token}` } })).json().data
const post = (url: string, payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${url}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload,
  })
const setStatus = (game: string, status: number) =>
  t.database.db.execute(sql`update games set status = ${status} where name = ${game}`)
/** What a placement could change: the balance and the ledger. */
const money = async () => ({
  balance: (await get('member/account')).score as string,
  entries: (await t.database.db.select({ n: count() }).from(ledgerEntries))[0]?.n,
})

interface Product {
  game: string
  /** The placement request for an open event of `game`. */
  request: () => Promise<{ url: string; payload: object }>
}

const sports = (game: string): Product => ({
  game,
  request: async () => {
    const [m] = (await get(`${game}?start=0&limit=1`)).list as {
      match_id: string
      markets: { kind: string; name: string; odds: number; handicap?: number }[]
    }[]
    const market = m?.markets.find((x) => x.kind === 'wl')
    if (!m || !market) throw new Error(`no open ${game} match`)
    return {
      url: `${game}/bet`,
      payload: { selections: [{ match_id: m.match_id, ...market }], strings: [1], multiple: 10 },
    }
  },
})

const markSix = (game: string): Product => ({
  game,
  request: async () => ({
    url: 'marksix/bet',
    payload: {
      game,
      match_id: (await get(game)).next.match_id,
      items: [{ bet: { type: 'specialCodeSide', side: 'big' }, amount: '2' }],
    },
  }),
})

const racing = (game: string): Product => ({
  game,
  request: async () => ({
    url: `${game}/bet`,
    payload: {
      match_id: (await get(`${game}/last`)).next.match_id,
      items: [{ bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '2' }],
    },
  }),
})

const cricket: Product = {
  game: 'cricket',
  request: async () => {
    const [m] = (await get('cricketAPI/matchData/matchList?start=0&limit=1')).list as {
      matchId: string
      markets: { betId: string; categoryLabel: string; slipLabel: string; odd: number }[]
    }[]
    const x = m?.markets[0]
    if (!m || !x) throw new Error('no open cricket match')
    const bet = { categoryLabel: x.categoryLabel, slipLabel: x.slipLabel, odd: x.odd, amount: 2 }
    return {
      url: 'cricketAPI/betData/create',
      payload: { matches: [{ matchId: m.matchId, bets: { [x.betId]: bet } }] },
    }
  },
}

const products = [
  sports('soccer'),
  sports('basketball'),
  sports('bd'),
  cricket,
  markSix('hkmarksix'),
  markSix('ammarksix'),
  racing('pk10'),
  racing('airship'),
]

describe('a game the operator switched off takes no bets (spec §8 gameNotActive)', () => {
  for (const product of products) {
    it(`${product.game}: Disable and Hidden refuse, nothing is debited, a replay answers the same`, async () => {
      const { url, payload } = await product.request()
      for (const status of [2, 3]) {
        await setStatus(product.game, status)
        const before = await money()
        const key = `off-${product.game}-${status}-${keys++}`
        const refused = await post(url, payload, key)
        expect(refused.statusCode).toBe(422)
        expect(refused.json()).toMatchObject({ code: 1, msg: 'gameNotActive' })
        // Switched back on, the same key still answers the refusal it got.
        await setStatus(product.game, 1)
        expect((await post(url, payload, key)).json().msg).toBe('gameNotActive')
        expect(await money()).toEqual(before)
      }
      // The very same request is a valid bet while the game is active.
      const placed = await post(url, payload, `placed-${product.game}-${keys++}`)
      expect(placed.json()).toMatchObject({ code: 0 })
    })
  }

  it('gallopingmarksix is seeded Hidden and refuses Mark Six bets', async () => {
    const { url, payload } = await markSix('gallopingmarksix').request()
    const before = await money()
    const refused = await post(url, payload, `galloping-${keys++}`)
    expect(refused.json()).toMatchObject({ code: 1, msg: 'gameNotActive' })
    expect(await money()).toEqual(before)
  })
})
