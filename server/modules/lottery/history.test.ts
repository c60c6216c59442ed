import { createHash } from 'node:crypto'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DrawView, MarkSixStatistics } from '#contract/lottery.ts'
import { manualClock } from '../../clock.ts'
import { ledgerEntries, lotteryBets } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'

// A Monday morning: Hong Kong last drew on Saturday 21 November, 21:30 HKT.
const clock = manualClock(new Date('2026-11-23T08:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  t = await testApp({ clock })
}, 60_000)
afterAll(() => t.close())

const REGIONS = ['hkmarksix', 'ammarksix', 'newammarksix', 'twnmarksix', 'sgnmarksix'] as const
const history = async (game: string) =>
  (await t.app.inject({ url: `/sports/${game}?limit=100` })).json().data.list as DrawView[]
/** Ledger entries and lottery bets on the whole site: what history must leave alone. */
const money = async () => {
  const [entries, bets] = await Promise.all([
    t.database.db.select({ n: count() }).from(ledgerEntries),
    t.database.db.select({ n: count() }).from(lotteryBets),
  ])
  return { entries: entries[0]?.n, bets: bets[0]?.n }
}

/**
 * The derivation written out again from its description, not imported: SHA-256(seed ‖ counter)
 * blocks read as big-endian uint32s, rejection below the largest multiple, a Fisher–Yates shuffle
 * of 1..49 whose first six are the numbers and the seventh the special.
 */
function drawFromSeedAgain(seedHex: string) {
  const seed = Buffer.from(seedHex, 'hex')
  const words: number[] = []
  let counter = 0
  const next = () => {
    if (words.length === 0) {
      const counterBytes = Buffer.alloc(4)
      counterBytes.writeUInt32BE(counter++)
      const block = createHash('sha256')
        .update(Buffer.concat([seed, counterBytes]))
        .digest()
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i))
    }
    return words.shift() as number
  }
  const pool = Array.from({ length: 49 }, (_, i) => i + 1)
  for (let i = 0; i < 7; i++) {
    const n = 49 - i
    const limit = Math.floor(2 ** 32 / n) * n
    let v = next()
    while (v >= limit) v = next()
    const j = i + (v % n)
    ;[pool[i], pool[j]] = [pool[j] as number, pool[i] as number]
  }
  return { numbers: pool.slice(0, 6), special: pool[6] }
}

describe('a new site starts with Mark Six history', () => {
  let before: Awaited<ReturnType<typeof money>>

  it('has no draw before the scheduler first runs, then 30 drawn draws per region', async () => {
    expect(await history('hkmarksix')).toEqual([])
    before = await money()
    await t.app.jobs.drawTick()
    for (const game of REGIONS) {
      const list = await history(game)
      expect(list, game).toHaveLength(30)
      expect(list.every((d) => d.status === 'settled' && d.numbers?.length === 6 && d.special)).toBe(true)
      expect(new Set(list.map((d) => d.seed_hash)).size).toBe(30)
    }
  })

  it("follows each region's cadence and draw time, up to the last draw before now", async () => {
    const hk = await history('hkmarksix')
    expect(hk[0]).toMatchObject({ match_id: '2026-325', draw_at: '2026-11-21T13:30:00.000Z' })
    expect(hk.every((d) => [2, 4, 6].includes(new Date(d.draw_at).getUTCDay()))).toBe(true)
    expect(hk.every((d) => d.draw_at.endsWith('T13:30:00.000Z'))).toBe(true)
    // 30 draws three times a week: ten weeks back.
    expect(hk.at(-1)?.draw_at).toBe('2026-09-15T13:30:00.000Z')
    const macau = await history('ammarksix')
    expect(macau.map((d) => d.draw_at.slice(0, 10))).toEqual(
      Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 10, 22 - i)).toISOString().slice(0, 10)),
    )
    const taiwan = await history('twnmarksix')
    expect(taiwan.every((d) => [2, 5].includes(new Date(d.draw_at).getUTCDay()))).toBe(true)
    expect(taiwan[0]?.draw_at).toBe('2026-11-20T12:30:00.000Z')
    // Galloping draws every ten minutes: its 08:00 draw is scheduled and drawn as always, and
    // 30 before it go back five hours.
    const galloping = await history('gallopingmarksix')
    expect(galloping).toHaveLength(31)
    expect(galloping.slice(0, 2).map((d) => d.draw_at)).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T07:50:00.000Z',
    ])
    expect(galloping.at(-1)?.draw_at).toBe('2026-11-23T03:00:00.000Z')
  })

  it('each draw comes from its seed: the seed hashes to the commitment and yields the numbers', async () => {
    for (const game of REGIONS) {
      const [latest] = await history(game)
      if (!latest?.seed) throw new Error(`${game} has no revealed seed`)
      expect(createHash('sha256').update(Buffer.from(latest.seed, 'hex')).digest('hex')).toBe(
        latest.seed_hash,
      )
      expect(drawFromSeedAgain(latest.seed)).toEqual({ numbers: latest.numbers, special: latest.special })
    }
  })

  it('moves no money and places no bet, and betting on a past draw is refused', async () => {
    expect(await money()).toEqual(before)
    const token = await t.signUp('historyfan', '50')
    const [past] = await history('ammarksix')
    const res = await t.app.inject({
      method: 'POST',
      url: '/sports/marksix/bet',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'history-past-draw' },
      payload: {
        game: 'ammarksix',
        match_id: past?.match_id,
        items: [{ bet: { type: 'specialCode', number: 7 }, amount: '5' }],
      },
    })
    expect(res.json().msg).toBe('bettingClosed')
  })

  it('a restart adds nothing, even days later; a database short of history gets the missing draws', async () => {
    const seeds = async (game: string) => (await history(game)).map((d) => d.seed)
    const hkSeeds = await seeds('hkmarksix')
    const again = await testApp({ clock, database: t.database })
    await again.app.jobs.drawTick()
    expect(await seeds('hkmarksix')).toEqual(hkSeeds)
    await again.close()

    // Stopped for three days: the draws it missed stay missed, no history is made up for them.
    clock.advance(3 * 86_400_000)
    const later = await testApp({ clock, database: t.database })
    await later.app.jobs.drawTick()
    const macau = await history('ammarksix')
    // Monday's and Tuesday's draws were scheduled before the stop and are drawn late; Wednesday's
    // never existed and is not made up.
    expect(macau.map((d) => d.draw_at.slice(0, 10)).slice(0, 3)).toEqual([
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
    ])
    expect(macau).toHaveLength(32)
    await later.close()

    // A database from before the history: Singapore had drawn only its last three.
    await t.database.db.execute(
      sql`delete from draws where game = 'sgnmarksix' and id not in
          (select id from draws where game = 'sgnmarksix' and status = 'settled' order by draw_at desc limit 3)
          and status = 'settled'`,
    )
    const kept = await seeds('sgnmarksix')
    expect(kept).toHaveLength(3)
    const upgraded = await testApp({ clock, database: t.database })
    await upgraded.app.jobs.drawTick()
    const sgn = await seeds('sgnmarksix')
    expect(sgn).toHaveLength(30)
    expect(sgn.slice(0, 3)).toEqual(kept)
    await upgraded.close()
  })
})

describe('without demo content', () => {
  it('a production-like site makes up no past draws', async () => {
    const bare = await testApp({
      clock: manualClock(new Date('2026-11-23T08:00:00Z')),
      env: { SEED_DEMO: 'false' },
    })
    await bare.app.jobs.drawTick()
    const list = (await bare.app.inject({ url: '/sports/hkmarksix' })).json().data.list
    expect(list).toEqual([])
    await bare.close()
  })
})

describe('GET marksix/statistics', () => {
  const known = [
    // newest first
    { numbers: [1, 2, 3, 4, 5, 6], special: 7 },
    { numbers: [1, 2, 3, 10, 11, 12], special: 13 },
    { numbers: [1, 20, 21, 22, 23, 24], special: 2 },
    { numbers: [30, 31, 32, 33, 34, 35], special: 1 },
  ]
  let s: Awaited<ReturnType<typeof testApp>>
  beforeAll(async () => {
    s = await testApp({ clock: manualClock(new Date('2026-11-23T08:00:00Z')), env: { SEED_DEMO: 'false' } })
    for (const [i, result] of known.entries()) {
      const at = new Date(Date.UTC(2026, 10, 21 - i, 13, 32))
      await s.database.db.execute(
        sql`insert into draws (game, match_id, draw_at, close_at, seed_hash, seed, result, status)
            values ('ammarksix', ${`2026-${325 - i}`}, ${at.toISOString()}, ${at.toISOString()}, 'h', 's',
                    ${JSON.stringify(result)}::jsonb, 'settled')`,
      )
    }
  })
  afterAll(() => s.close())
  const stats = async (query: string) => s.app.inject({ url: `/sports/marksix/statistics?${query}` })

  it('counts each number over the latest draws, with the special, and how long ago it came out', async () => {
    const res = await stats('game=ammarksix&draws=3')
    const data = res.json().data as MarkSixStatistics
    expect(data).toMatchObject({ game: 'ammarksix', draws: 3, first: '2026-323', last: '2026-325' })
    expect(data.numbers).toHaveLength(49)
    const of = (n: number) => data.numbers[n - 1]
    expect(of(1)).toEqual({ number: 1, drawn: 3, special: 0, since: 0 })
    expect(of(2)).toEqual({ number: 2, drawn: 3, special: 1, since: 0 })
    expect(of(3)).toEqual({ number: 3, drawn: 2, special: 0, since: 0 })
    expect(of(13)).toEqual({ number: 13, drawn: 1, special: 1, since: 1 })
    expect(of(24)).toEqual({ number: 24, drawn: 1, special: 0, since: 2 })
    // 30–35 came out only in the fourth draw back, outside these three.
    expect(of(30)).toEqual({ number: 30, drawn: 0, special: 0, since: null })
    // 1 and 2 three times, 3 twice, then once in the latest draw: 4, 5, 6.
    expect(data.hot).toEqual([1, 2, 3, 4, 5, 6])
    // Never drawn in these three, lowest first.
    expect(data.cold).toEqual([8, 9, 14, 15, 16, 17])
  })

  it('counts every draw there is when fewer than asked, 30 by default', async () => {
    const data = (await stats('game=ammarksix')).json().data as MarkSixStatistics
    expect(data.draws).toBe(4)
    expect(data.numbers[0]).toEqual({ number: 1, drawn: 4, special: 1, since: 0 })
    expect(data.numbers[29]).toEqual({ number: 30, drawn: 1, special: 0, since: 3 })
    const empty = (await stats('game=hkmarksix')).json().data as MarkSixStatistics
    expect(empty).toMatchObject({ draws: 0, first: null, last: null })
    expect(empty.numbers.every((n) => n.drawn === 0 && n.since === null)).toBe(true)
  })

  it.each([
    'game=pk10',
    'game=nowhere',
    'draws=30',
    'game=ammarksix&draws=0',
    'game=ammarksix&draws=1000',
    'game=ammarksix&draws=ten',
  ])('refuses %s as a bad request', async (query) => {
    const res = await stats(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).not.toBe(0)
  })
})
