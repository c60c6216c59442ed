import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BET_STATUS, type BetStatus } from '#contract/games.ts'
import { manualClock } from '../../clock.ts'
import { bonuses, campaigns, ledgerAccounts, ledgerEntries, lotteryBets, sportBets } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { withdrawer } from '../../test/withdrawals.ts'
import { createWalletPush } from '../wallet/push.ts'
import { settleBets } from './settle.ts'

/**
 * Which balance a bet spends (BET_FUNDING): cash first, then bonus money, and each part settled
 * back where it came from. The demo's first-deposit match (100 %, wagered 5 times; sports count
 * 100 %, lottery 50 %) gives each player as much bonus money as they deposit.
 */
const clock = manualClock(new Date('2026-11-23T08:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let core: Parameters<typeof settleBets>[0] & { walletPush: { close(): Promise<void> } }

beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.sportsTick()
  await t.app.jobs.drawTick()
  core = { db: t.database.db, clock: t.clock, walletPush: await createWalletPush(t.database, t.app.log) }
}, 60_000)
afterAll(async () => {
  await core.walletPush.close()
  await t.close()
})

const M = 1_000_000n
const micro = (text: string) => BigInt(text.replace('.', ''))
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const post = (token: string, url: string, payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${url}`,
    headers: { ...auth(token), 'idempotency-key': key },
    payload,
  })
const cash = async (token: string) =>
  micro((await t.app.inject({ url: '/sports/member/account', headers: auth(token) })).json().data.score)
const bonusMoney = async (token: string) => {
  const { bonus } = (await t.app.inject({ url: '/sports/claim/bonus', headers: auth(token) })).json().data
  return {
    balance: micro(bonus.balance),
    wagered: bonus.open.map((b: { wagered: string }) => micro(b.wagered)),
  }
}

/** A player with `amount` USDT of cash and, claimed, the same of bonus money. */
async function playerWithBonus(account: string, amount: string) {
  const token = await t.signUp(account, amount)
  const { user_id } = await t.signIn(account, 'Secret123')
  const { schedules } = (await t.app.inject({ url: '/sports/claim/bonus', headers: auth(token) })).json().data
  const match = schedules.find((s: { kind: string }) => s.kind === 'first_deposit')
  const claimed = await t.app.inject({
    method: 'POST',
    url: '/sports/claim/bonus',
    headers: auth(token),
    payload: { id: match.claims[0].id },
  })
  expect(claimed.json().data.paid_to).toBe('bonus')
  return { token, userId: user_id }
}

/** Each account of the player: its balance equals the sum of its entries. */
async function ledgerAgrees(userId: number) {
  const accounts = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId))
  for (const account of accounts) {
    const [sum] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id))
    expect(BigInt(sum?.total ?? '0'), account.key).toBe(account.balance)
  }
  const [all] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
  expect(all?.total).toBe('0')
}

/** The entries one placement posted, by account kind. */
async function stakeEntries(key: string) {
  const result = await t.database.db.execute(sql`
    select a.kind, e.amount::text as amount from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions x on x.id = e.transaction_id
    where x.idempotency_key like ${`%:${key}`} order by a.kind`)
  const rows = (result as unknown as { rows: { kind: string; amount: string }[] }).rows
  return Object.fromEntries(rows.map((r) => [r.kind, BigInt(r.amount)]))
}

/** A single on soccer staking `usdt` (a multiple is 2 USDT). */
async function soccerSlip(usdt: number) {
  const [match] = (await t.app.inject('/sports/soccer?start=0&limit=1')).json().data.list
  const market = match.markets.find((m: { kind: string }) => m.kind === 'wl')
  return {
    selections: [{ match_id: match.match_id, kind: market.kind, name: market.name, odds: market.odds }],
    strings: [1],
    multiple: usdt / 2,
  }
}

const settleSport = (betNo: string, status: BetStatus, payout: bigint) =>
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
        (tx, bet, outcome) =>
          tx
            .update(sportBets)
            .set({ status: outcome.status, payout: outcome.payout })
            .where(eq(sportBets.id, bet.id)),
      ),
    )

describe('a sports bet beyond the cash, within cash and bonus', () => {
  let p: { token: string; userId: number }

  it('spends all the cash, then bonus money for the rest, and the bet keeps its bonus part', async () => {
    p = await playerWithBonus('fundsport', '30')
    const placed = await post(p.token, 'soccer/bet', await soccerSlip(40), 'fund-sport-1')
    expect(placed.json()).toMatchObject({ code: 0, data: { total_price: '40.000000', balance: '0' } })
    expect(await cash(p.token)).toBe(0n)
    expect((await bonusMoney(p.token)).balance).toBe(20n * M)
    // The balance the slips check says what a bet can still spend beside the cash.
    const account = (await t.app.inject({ url: '/sports/member/account', headers: auth(p.token) })).json()
      .data
    expect(account).toMatchObject({ score: '0.000000', bonus_score: '20.000000' })
    const [row] = await t.database.db.select().from(sportBets).where(eq(sportBets.userId, p.userId))
    expect(row).toMatchObject({ stake: 40n * M, bonusStake: 10n * M })
    expect(await stakeEntries('fund-sport-1')).toEqual({
      house: 40n * M,
      player: -30n * M,
      player_bonus: -10n * M,
    })
    // My bets says what was paid from bonus.
    const detail = await t.app.inject({ url: `/sports/soccer/mybet/${row?.betNo}`, headers: auth(p.token) })
    expect(detail.json().data).toMatchObject({ total_price: '40.000000', from_bonus: '10.000000' })
    // Not within cash and bonus together: refused, nothing moves.
    expect((await post(p.token, 'soccer/bet', await soccerSlip(22), 'fund-sport-x')).json().msg).toBe(
      'insufficientBalance',
    )
    expect((await bonusMoney(p.token)).balance).toBe(20n * M)
  })

  it('a win pays the bonus part’s share back to bonus money, the rest to cash; the whole stake counts', async () => {
    const [row] = await t.database.db.select().from(sportBets).where(eq(sportBets.userId, p.userId))
    await settleSport(row?.betNo ?? '', BET_STATUS.settled, 100n * M)
    // 100 paid on 40 staked, 10 of it bonus: 25 to bonus money, 75 to cash.
    expect(await cash(p.token)).toBe(75n * M)
    expect(await bonusMoney(p.token)).toEqual({ balance: 45n * M, wagered: [40n * M] })
    await ledgerAgrees(p.userId)
  })

  it('a void bet gives each part back exactly where it came from and counts nothing', async () => {
    const placed = await post(p.token, 'soccer/bet', await soccerSlip(100), 'fund-sport-2')
    expect(placed.json().code).toBe(0)
    expect(await cash(p.token)).toBe(0n)
    expect((await bonusMoney(p.token)).balance).toBe(20n * M)
    await settleSport(placed.json().data.bet_id, BET_STATUS.cancelled, 100n * M)
    expect(await cash(p.token)).toBe(75n * M)
    expect(await bonusMoney(p.token)).toEqual({ balance: 45n * M, wagered: [40n * M] })
    await ledgerAgrees(p.userId)
  })

  it('a lost bet keeps nothing of either part; its stake counts toward wagering', async () => {
    const placed = await post(p.token, 'soccer/bet', await soccerSlip(90), 'fund-sport-3')
    expect(placed.json().code).toBe(0)
    await settleSport(placed.json().data.bet_id, BET_STATUS.settled, 0n)
    expect(await cash(p.token)).toBe(0n)
    expect(await bonusMoney(p.token)).toEqual({ balance: 30n * M, wagered: [130n * M] })
    await ledgerAgrees(p.userId)
  })

  it('met, the bonus turns all the bonus money held (winnings of bonus stakes too) into cash', async () => {
    // 20 more of settled sports stakes reach the 150 required: all of the 30 held becomes cash.
    const placed = await post(p.token, 'soccer/bet', await soccerSlip(20), 'fund-sport-4')
    await settleSport(placed.json().data.bet_id, BET_STATUS.settled, 0n)
    expect(await cash(p.token)).toBe(10n * M)
    expect(await bonusMoney(p.token)).toEqual({ balance: 0n, wagered: [] })
    const [bonus] = await t.database.db.select().from(bonuses).where(eq(bonuses.userId, p.userId))
    expect(bonus?.status).toBe('converted')
    await ledgerAgrees(p.userId)
  })
})

describe('a lottery ticket beyond the cash', () => {
  it('its first lines take the cash, the next bonus money; each row settles its own part back', async () => {
    const p = await playerWithBonus('fundlotto', '20')
    const { next } = (await t.app.inject({ url: '/sports/pk10/last', headers: auth(p.token) })).json().data
    const placed = await post(
      p.token,
      'pk10/bet',
      {
        match_id: next.match_id,
        items: [
          { bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '15' },
          { bet: { type: 'twoSide', position: 2, side: 'even' }, amount: '15' },
        ],
      },
      'fund-lotto-1',
    )
    expect(placed.json()).toMatchObject({ code: 0, data: { balance: '0' } })
    expect((await bonusMoney(p.token)).balance).toBe(10n * M)
    const rows = await t.database.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.userId, p.userId))
      .orderBy(lotteryBets.id)
    expect(rows.map((r) => [r.stake, r.bonusStake])).toEqual([
      [15n * M, 0n],
      [15n * M, 10n * M],
    ])
    expect(await stakeEntries('fund-lotto-1')).toEqual({
      house: 30n * M,
      player: -20n * M,
      player_bonus: -10n * M,
    })
    const ticket = placed.json().data.ticket
    const detail = await t.app.inject({ url: `/sports/pk10/mybet/${ticket}`, headers: auth(p.token) })
    expect(detail.json().data).toMatchObject({ total_price: '30.000000', from_bonus: '10.000000' })

    // The first line loses, the second wins 30: 20 of it (its 10 of 15 from bonus) to bonus money.
    await settleBets(
      core,
      'lottery',
      rows,
      (bet) => ({ status: BET_STATUS.settled, payout: bet.id === rows[0]?.id ? 0n : 30n * M }),
      (tx, bet, outcome) =>
        tx
          .update(lotteryBets)
          .set({ status: outcome.status, payout: outcome.payout })
          .where(and(eq(lotteryBets.id, bet.id), inArray(lotteryBets.status, [BET_STATUS.pending]))),
    )
    expect(await cash(p.token)).toBe(10n * M)
    // Lottery counts 50 % toward wagering: 15 of the 30 staked.
    expect(await bonusMoney(p.token)).toEqual({ balance: 30n * M, wagered: [15n * M] })
    await ledgerAgrees(p.userId)

    // A withdrawal now forfeits all the bonus money held (the 20 granted and 10 more it won), says so.
    const ask = await withdrawer(t, p.token)
    expect((await ask('fund-lotto-w1', '5')).json()).toMatchObject({
      msg: 'bonusWageringOpen',
      data: { forfeit: '30.000000', bonuses: 1 },
    })
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/sports/withdraw',
      headers: { ...auth(p.token), 'idempotency-key': 'fund-lotto-w2' },
      payload: {
        channel_id: 11,
        amount: '5',
        address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
        bank_password: '123456',
        forfeit_bonus: true,
      },
    })
    expect(confirmed.json().code).toBe(0)
    expect(await cash(p.token)).toBe(5n * M)
    expect(await bonusMoney(p.token)).toEqual({ balance: 0n, wagered: [] })
    await ledgerAgrees(p.userId)
  })
})

describe('an extra bonus on a stake bonus money paid', () => {
  beforeAll(async () => {
    // From now on, 10 % of a sports bet's net win on top (at most 50); the bets above had none.
    clock.advance(1000)
    await t.database.db.insert(campaigns).values({
      kind: 'extra_bonus',
      name: 'Extra on sports',
      rules: { percent: 10, cap: '50', products: ['sport'] },
      payout: 'cash',
      weights: { sport: 100, cricket: 100, lottery: 100 },
      claimDays: 1,
      wagerDays: 1,
      startsAt: clock.now(),
    })
  })
  const openBonus = async (token: string) =>
    (await t.app.inject({ url: '/sports/claim/bonus', headers: auth(token) })).json().data.bonus.open[0]

  it('is cash for the cash part of the stake and bonus money, under the same wagering, for the rest', async () => {
    const p = await playerWithBonus('extrafund', '30')
    expect(await openBonus(p.token)).toMatchObject({ amount: '30.000000', required: '150.000000' })
    const placed = await post(p.token, 'soccer/bet', await soccerSlip(40), 'extra-fund-1')
    expect(placed.json().code).toBe(0)
    await settleSport(placed.json().data.bet_id, BET_STATUS.settled, 100n * M)
    // 100 returned on 40 (30 cash, 10 bonus): 60 won net, 6 extra; 30/40 of it cash, 10/40 bonus.
    // Before, all 6 were cash: 81 of cash, 45 of bonus money still needing 150.
    expect(await cash(p.token)).toBe(75n * M + 4_500_000n)
    expect((await bonusMoney(p.token)).balance).toBe(45n * M + 1_500_000n)
    // The bonus grows by the 1.5 and its requirement by 1.5 × its multiple of 5.
    expect(await openBonus(p.token)).toMatchObject({
      amount: '31.500000',
      required: '157.500000',
      wagered: '40.000000',
    })
    await ledgerAgrees(p.userId)
  })

  it('is all bonus money when bonus money paid all the stake', async () => {
    const p = await playerWithBonus('extrafund2', '40')
    const first = await post(p.token, 'soccer/bet', await soccerSlip(40), 'extra-fund-2')
    await settleSport(first.json().data.bet_id, BET_STATUS.settled, 0n)
    expect(await cash(p.token)).toBe(0n)
    const placed = await post(p.token, 'soccer/bet', await soccerSlip(20), 'extra-fund-3')
    expect(placed.json().code).toBe(0)
    await settleSport(placed.json().data.bet_id, BET_STATUS.settled, 60n * M)
    // 60 returned on 20 of bonus money: all of it bonus money, and the extra 4 too (before: 4 in cash).
    expect(await cash(p.token)).toBe(0n)
    expect((await bonusMoney(p.token)).balance).toBe(84n * M)
    expect(await openBonus(p.token)).toMatchObject({ amount: '44.000000', required: '220.000000' })
    await ledgerAgrees(p.userId)
  })
})
