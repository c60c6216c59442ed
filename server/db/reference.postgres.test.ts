import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { appOnPostgres } from '../test/postgres.ts'
import { soccerSingle } from '../test/soccer.ts'
import { type Database, openDatabase } from './client.ts'

// Process A serves players; "process B" is a second set of connections to the same PostgreSQL,
// writing as an operator's route or another server process would.
const on = appOnPostgres({ RATE_LIMITS: 'off' })
let other: Database
beforeAll(async () => {
  other = await openDatabase({ url: on.url, dataDir: 'unused' })
})
afterAll(() => other.close())

describe('the reference cache of nearly static rows, on PostgreSQL', () => {
  it("a change written through another connection reaches this process's bets and answers", async () => {
    await on.t.app.jobs.sportsTick()
    const token = await on.t.signUp('refcache1', '1000')
    const place = await soccerSingle(on.t, token)
    const limits = async () => (await on.t.app.inject('/sports/game_config?kind=soccer')).json().data
    // Read once: from now on both come from the cache.
    expect((await place()).json().msg).toBe('success')
    const before = await limits()

    await other.db.execute(sql`update games set status = 2 where name = 'soccer'`)
    await vi.waitFor(async () => expect((await place()).json().msg).toBe('gameNotActive'), {
      timeout: 10_000,
    })
    await other.db.execute(sql`update games set status = 1 where name = 'soccer'`)
    await vi.waitFor(async () => expect((await place()).json().msg).toBe('success'), { timeout: 10_000 })

    await other.db.execute(sql`update game_limits set max_bet = 5 where game = 'soccer'`)
    await vi.waitFor(async () => expect((await limits()).maxBet).not.toBe(before.maxBet), { timeout: 10_000 })
    expect((await place()).json().msg).toBe('exceedsMaxBet')
    await other.db.execute(sql`update game_limits set max_bet = ${before.maxBet} where game = 'soccer'`)
    await vi.waitFor(async () => expect((await place()).json().msg).toBe('success'), { timeout: 10_000 })
  })

  it("a player's new currency is the one their next bet is taken in", async () => {
    const token = await on.t.signUp('refcache2', '1000')
    const place = await soccerSingle(on.t, token)
    expect((await place()).json().msg).toBe('success')
    const stakes = async () =>
      (await on.database.db.execute(
        sql`select b.currency from sport_bets b join users u on u.id = b.user_id where u.account = 'refcache2' order by b.id`,
      )) as unknown as { rows: { currency: string }[] }
    const [rate] = (
      (await other.db.execute(
        sql`select currency from currencies where currency <> 'USDT' limit 1`,
      )) as unknown as {
        rows: { currency: string }[]
      }
    ).rows
    if (!rate) throw new Error('the demo content has a currency besides USDT')
    await other.db.execute(sql`update users set currency = ${rate.currency} where account = 'refcache2'`)
    await vi.waitFor(
      async () => {
        expect((await place()).json().msg).toBe('success')
        expect((await stakes()).rows.at(-1)?.currency).toBe(rate.currency)
      },
      { timeout: 10_000 },
    )
    expect((await stakes()).rows[0]?.currency).toBe('USDT')
  })

  it("an operator's new lottery odds are the ones the next ticket is taken at", async () => {
    await on.t.app.jobs.drawTick()
    const token = await on.t.signUp('refcache3', '1000')
    const auth = { authorization: `Bearer ${token}` }
    const { next } = (await on.t.app.inject('/sports/hkmarksix')).json().data
    let n = 0
    const ticket = () =>
      on.t.app.inject({
        method: 'POST',
        url: '/sports/marksix/bet',
        headers: { ...auth, 'idempotency-key': `refcache3-${n++}` },
        payload: {
          game: 'hkmarksix',
          match_id: next.match_id,
          items: [{ bet: { type: 'specialCodeSide', side: 'small' }, amount: '1' }],
        },
      })
    const lastOdds = async () =>
      (
        (await on.database.db.execute(
          sql`select b.odds from lottery_bets b join users u on u.id = b.user_id
              where u.account = 'refcache3' order by b.id desc limit 1`,
        )) as unknown as { rows: { odds: string }[] }
      ).rows[0]?.odds
    expect((await ticket()).json().msg).toBe('success')
    const before = await lastOdds()
    await other.db.execute(
      sql`update lottery_odds set odd = 1.77 where game = 'hkmarksix' and odd = ${before}`,
    )
    await vi.waitFor(
      async () => {
        expect((await ticket()).json().msg).toBe('success')
        expect(await lastOdds()).toBe('1.770')
      },
      { timeout: 10_000 },
    )
    await other.db.execute(
      sql`update lottery_odds set odd = ${before} where game = 'hkmarksix' and odd = 1.77`,
    )
  })
})
