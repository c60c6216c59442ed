import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BET_STATUS, type BetStatus } from '#contract/games.ts'
import { manualClock } from '../../clock.ts'
import { campaigns, ledgerAccounts, sportBets } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { settleBets } from '../betting/settle.ts'
import { createWalletPush } from '../wallet/push.ts'

/**
 * The extra bonus (spec §3 extra_bonus): 10 % of a sports or lottery bet's winnings, at most 5
 * USDT per bet, for bets placed while the campaign runs; paid in cash from the promotions account
 * at settlement, once, and shown on the bet.
 */
const START = new Date('2026-11-23T08:00:00Z')
const HOUR = 3_600_000
const clock = manualClock(START)
let t: Awaited<ReturnType<typeof testApp>>
let core: Parameters<typeof settleBets>[0] & { walletPush: { close(): Promise<void> } }

beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.sportsTick()
  // The demo campaigns end: only this test's extra bonus pays (no first-deposit bonus money).
  await t.database.db.update(campaigns).set({ endedAt: START })
  await t.database.db.insert(campaigns).values({
    kind: 'extra_bonus',
    name: 'Extra 10 %',
    rules: { percent: 10, cap: '5', products: ['sport', 'lottery'] },
    payout: 'cash',
    weights: { sport: 100, cricket: 100, lottery: 100 },
    claimDays: 1,
    wagerDays: 1,
    startsAt: new Date(START.getTime() + HOUR),
    endsAt: new Date(START.getTime() + 3 * HOUR),
  })
  core = { db: t.database.db, clock: t.clock, walletPush: await createWalletPush(t.database, t.app.log) }
}, 60_000)
afterAll(async () => {
  await core.walletPush.close()
  await t.close()
})

const M = 1_000_000n
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const cash = async (token: string) =>
  BigInt(
    (await t.app.inject({ url: '/sports/member/account', headers: auth(token) }))
      .json()
      .data.score.replace('.', ''),
  )
const promotions = async () => {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, 'promotions:USDT'))
  return row?.balance ?? 0n
}

/** A soccer single of `usdt` (a multiple is 2 USDT), placed now; its bet number. */
async function placeSoccer(token: string, usdt: number, key: string) {
  const [match] = (await t.app.inject('/sports/soccer?start=0&limit=1')).json().data.list
  const market = match.markets.find((m: { kind: string }) => m.kind === 'wl')
  const placed = await t.app.inject({
    method: 'POST',
    url: '/sports/soccer/bet',
    headers: { ...auth(token), 'idempotency-key': key },
    payload: {
      selections: [{ match_id: match.match_id, kind: market.kind, name: market.name, odds: market.odds }],
      strings: [1],
      multiple: usdt / 2,
    },
  })
  expect(placed.json().code).toBe(0)
  const [row] = await t.database.db
    .select({ betNo: sportBets.betNo })
    .from(sportBets)
    .orderBy(desc(sportBets.id))
    .limit(1)
  return row?.betNo ?? ''
}

/** Settles a sports bet as decided here, through the one pay-once path, recording as the product does. */
const settle = (betNo: string, status: BetStatus, payout: bigint) =>
  t.database.db
    .select()
    .from(sportBets)
    .where(eq(sportBets.betNo, betNo))
    .then((rows) =>
      settleBets(
        core,
        'sport',
        rows,
        () => ({ status, payout }),
        (tx, bet, outcome, extraBonus) =>
          tx
            .update(sportBets)
            .set({ status: outcome.status, payout: outcome.payout, shownPayout: outcome.payout, extraBonus })
            .where(and(eq(sportBets.id, bet.id), eq(sportBets.status, BET_STATUS.pending))),
      ),
    )
const detail = async (token: string, betNo: string) =>
  (await t.app.inject({ url: `/sports/soccer/mybet/${betNo}`, headers: auth(token) })).json().data

describe('an extra bonus on the winnings of bets placed while the campaign runs', () => {
  let token = ''
  const bets: Record<string, string> = {}

  it('tells a player what a bet placed now would get, while the campaign runs', async () => {
    token = await t.signUp('extra01', '200')
    const terms = async () =>
      (await t.app.inject({ url: '/sports/claim/extra_bonus', headers: auth(token) })).json().data
    expect(await terms()).toEqual([])
    // Placed before the campaign starts: no extra bonus later.
    bets.before = await placeSoccer(token, 20, 'extra01-before')
    clock.set(new Date(START.getTime() + 2 * HOUR))
    token = (await t.signIn('extra01', 'Secret123')).token
    expect(await terms()).toEqual([
      { product: 'sport', percent: 10, cap: '5.000000' },
      { product: 'lottery', percent: 10, cap: '5.000000' },
    ])
    bets.win = await placeSoccer(token, 20, 'extra01-win')
    bets.big = await placeSoccer(token, 20, 'extra01-big')
    bets.lost = await placeSoccer(token, 20, 'extra01-lost')
    bets.void = await placeSoccer(token, 20, 'extra01-void')
    expect(await cash(token)).toBe(100n * M)
  })

  it('pays 10 % of the winnings in cash with the payout, once, from the promotions account', async () => {
    // The campaign has ended by the time the bets settle: bets placed while it ran keep it.
    clock.set(new Date(START.getTime() + 5 * HOUR))
    token = (await t.signIn('extra01', 'Secret123')).token
    const house = await promotions()
    // 50 returned on 20 staked: 30 won, 3 extra.
    expect(await settle(bets.win ?? '', BET_STATUS.settled, 50n * M)).toBe(1)
    expect(await cash(token)).toBe(153n * M)
    expect(await promotions()).toBe(house - 3n * M)
    // Settled again (a repeated run): nothing more moves.
    expect(await settle(bets.win ?? '', BET_STATUS.settled, 50n * M)).toBe(0)
    expect(await cash(token)).toBe(153n * M)
    expect(await promotions()).toBe(house - 3n * M)
    expect(await detail(token, bets.win ?? '')).toMatchObject({
      total_price: '20.000000',
      payout: '50.000000',
      extra_bonus: '3.000000',
      extra_bonus_currency: 'USDT',
    })
  })

  it('caps it at 5 per bet; a lost, void or earlier bet gets none', async () => {
    const house = await promotions()
    // 200 returned on 20: 18 would be 10 %, capped at 5.
    await settle(bets.big ?? '', BET_STATUS.settled, 200n * M)
    expect(await cash(token)).toBe((153n + 205n) * M)
    await settle(bets.lost ?? '', BET_STATUS.settled, 0n)
    await settle(bets.void ?? '', BET_STATUS.cancelled, 20n * M)
    await settle(bets.before ?? '', BET_STATUS.settled, 50n * M)
    expect(await cash(token)).toBe((153n + 205n + 20n + 50n) * M)
    expect(await promotions()).toBe(house - 5n * M)
    const extras = await Promise.all(
      [bets.big, bets.lost, bets.void, bets.before].map(
        async (b) => (await detail(token, b ?? '')).extra_bonus,
      ),
    )
    expect(extras).toEqual(['5.000000', '0.000000', '0.000000', '0.000000'])
    const [sum] = await t.database.db
      .select({ total: sql<string>`sum(${sportBets.extraBonus})::text` })
      .from(sportBets)
      .where(sql`${sportBets.betNo} in ${Object.values(bets)}`)
    expect(sum?.total).toBe('8000000')
  })
})
