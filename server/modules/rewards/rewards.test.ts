import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { campaigns, ledgerTransactions, lotteryBets } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { withdrawer } from '../../test/withdrawals.ts'

/** A Monday, 16:00 in Hong Kong (the site's timezone). */
const START = new Date('2026-11-23T08:00:00Z')
const clock = manualClock(START)
let t: Awaited<ReturnType<typeof testApp>>
const DAY = 86_400_000
const allCount = { sport: 100, cricket: 100, lottery: 100 }

beforeAll(async () => {
  // Route limits off: more players sign up here than one address may in an hour.
  t = await testApp({ clock, env: { RATE_LIMITS: 'off' } })
  // The demo campaigns end; these tests run campaigns of their own with amounts easy to follow.
  await t.database.db.update(campaigns).set({ endedAt: START })
  await t.database.db.insert(campaigns).values([
    {
      kind: 'check_in',
      name: 'Check-in',
      rules: { amounts: ['1', '2', '3', '4', '5', '6', '7'] },
      payout: 'cash',
      weights: allCount,
      claimDays: 1,
      wagerDays: 1,
      startsAt: START,
    },
    {
      kind: 'deposit',
      name: 'Recharge reward',
      rules: { threshold: '50', amount: '10' },
      payout: 'bonus',
      wagerMultiple: 2,
      weights: allCount,
      claimDays: 3,
      wagerDays: 7,
      startsAt: START,
    },
    {
      kind: 'lottery_task',
      name: 'Lottery task',
      rules: { target: '20', amount: '3' },
      payout: 'cash',
      weights: allCount,
      claimDays: 7,
      wagerDays: 1,
      startsAt: START,
    },
  ])
})
afterAll(() => t.close())

type Player = { account: string; token: string }
const as = (p: Player) => ({ authorization: `Bearer ${p.token}` })
const newPlayer = async (account: string, fund: string | null): Promise<Player> => ({
  account,
  token: await t.signUp(account, fund),
})
/** Access tokens last 15 minutes: after the clock moves, the player signs in again. */
const later = (ms: number, ...players: Player[]) => moveTo(new Date(clock.now().getTime() + ms), ...players)
const moveTo = async (at: Date, ...players: Player[]) => {
  clock.set(at)
  for (const p of players) p.token = (await t.signIn(p.account, 'Secret123')).token
}
const cash = async (p: Player) =>
  (await t.app.inject({ url: '/sports/member/account', headers: as(p) })).json().data.score as string
const checkIn = (p: Player) =>
  t.app.inject({ method: 'POST', url: '/activities/api/v1/benefit/check_in', headers: as(p) })
const calendar = async (p: Player) =>
  (await t.app.inject({ url: '/activities/api/v1/benefit/check_in', headers: as(p) })).json().data
const rewards = async (p: Player) =>
  (await t.app.inject({ url: '/sports/claim/bonus', headers: as(p) })).json().data
/** The next PK10 race open for bets (the scheduler runs first, as its job would). */
const nextRace = async (p: Player) => {
  await t.app.jobs.drawTick()
  return (await t.app.inject({ url: '/sports/pk10/last', headers: as(p) })).json().data.next as {
    match_id: string
  }
}
const claim = (p: Player, id: unknown) =>
  t.app.inject({ method: 'POST', url: '/sports/claim/bonus', headers: as(p), payload: { id } })
const ledgerKinds = async (userId: number, kinds: string[]) =>
  t.database.db
    .select({ key: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), inArray(ledgerTransactions.kind, kinds)))

describe('daily check-in (site days in Asia/Hong_Kong)', () => {
  it('three days in a row pay days 1–3; a second check-in the same day moves nothing; a missed day starts again', async () => {
    const p = await newPlayer('checker', null)
    const first = await calendar(p)
    expect(first).toMatchObject({ streak: 0, checked_in_today: false, claimable_day: 1, date: '2026-11-23' })
    expect(first.days.map((d: { amount: string }) => d.amount)).toEqual(
      ['1', '2', '3', '4', '5', '6', '7'].map((a) => `${a}.000000`),
    )

    expect((await checkIn(p)).json().data).toMatchObject({ day: 1, streak: 1, bonus_amount: '1.000000' })
    const again = (await checkIn(p)).json()
    expect(again).toMatchObject({ code: 1, msg: 'alreadyCheckedIn' })
    expect(await cash(p)).toBe('1.000000')

    // 23:30 in Hong Kong, then 00:30 the next site day an hour later: two days of the streak.
    await moveTo(new Date('2026-11-24T15:30:00Z'), p)
    expect((await checkIn(p)).json().data).toMatchObject({ day: 2, streak: 2 })
    await moveTo(new Date('2026-11-24T16:30:00Z'), p)
    expect((await checkIn(p)).json().data).toMatchObject({ day: 3, streak: 3, date: '2026-11-25' })
    const third = await calendar(p)
    expect(third).toMatchObject({ streak: 3, checked_in_today: true, claimable_day: null })
    expect(
      third.days.filter((d: { claimed: boolean }) => d.claimed).map((d: { day: number }) => d.day),
    ).toEqual([1, 2, 3])
    expect(await cash(p)).toBe('6.000000')

    // 2026-11-26 is skipped: on the 27th the streak is gone and day 1 pays again.
    await moveTo(new Date('2026-11-27T02:00:00Z'), p)
    expect(await calendar(p)).toMatchObject({ streak: 0, claimable_day: 1, checked_in_today: false })
    expect((await checkIn(p)).json().data).toMatchObject({ day: 1, streak: 1, bonus_amount: '1.000000' })
    expect(await cash(p)).toBe('7.000000')
    const { user_id } = await t.signIn('checker', 'Secret123')
    expect(await ledgerKinds(user_id, ['check_in'])).toHaveLength(4)
  })
})

describe('recharge reward → bonus money → wagering → cash', () => {
  let p: Player
  let rewardId: number

  it('a deposit over the threshold makes a reward Eligible in its schedule', async () => {
    p = await newPlayer('recharger', '100')
    expect(await cash(p)).toBe('100.000000')
    const { schedules, bonus } = await rewards(p)
    expect(schedules).toHaveLength(1)
    expect(schedules[0]).toMatchObject({ name: 'Recharge reward', total: '10.000000', payout: 'bonus' })
    expect(schedules[0].claims).toMatchObject([{ bonus_amount: '10.000000', claim_status: 1 }])
    expect(bonus).toEqual({ balance: '0.000000', open: [] })
    rewardId = schedules[0].claims[0].id
  })

  it('claiming it pays bonus money beside the cash, with a wagering requirement of twice the bonus', async () => {
    const res = (await claim(p, rewardId)).json()
    expect(res).toMatchObject({ code: 0, data: { id: rewardId, claim_status: 2, paid_to: 'bonus' } })
    expect(await cash(p)).toBe('100.000000')
    const { schedules, bonus } = await rewards(p)
    expect(schedules[0].claims[0].claim_status).toBe(2)
    expect(bonus.balance).toBe('10.000000')
    expect(bonus.open).toMatchObject([{ amount: '10.000000', required: '20.000000', wagered: '0.000000' }])
    // Claimed is claimed: a second claim is refused and nothing moves.
    expect((await claim(p, rewardId)).json()).toMatchObject({ code: 1, msg: 'rewardAlreadyClaimed' })
    expect((await rewards(p)).bonus.balance).toBe('10.000000')
  })

  it('a withdrawal while wagering is open says what it would forfeit and waits for the confirmation', async () => {
    const ask = await withdrawer(t, p.token)
    const res = (await ask('recharger-w1', '10')).json()
    expect(res).toMatchObject({
      code: 1,
      msg: 'bonusWageringOpen',
      data: { forfeit: '10.000000', bonuses: 1 },
    })
    expect(await cash(p)).toBe('100.000000')
    expect((await rewards(p)).bonus.balance).toBe('10.000000')
  })

  it('settled lottery stakes meet the requirement: the bonus becomes cash, and the lottery task turns Eligible', async () => {
    const pk = await nextRace(p)
    const placed = await t.app.inject({
      method: 'POST',
      url: '/sports/pk10/bet',
      headers: { ...as(p), 'idempotency-key': 'recharger-pk10' },
      payload: {
        match_id: pk.match_id,
        items: [
          { bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '12' },
          { bet: { type: 'twoSide', position: 2, side: 'even' }, amount: '8' },
        ],
      },
    })
    expect(placed.json().code).toBe(0)
    expect(await cash(p)).toBe('80.000000')
    // Placed but not settled: nothing counts yet.
    expect((await rewards(p)).bonus.open[0].wagered).toBe('0.000000')

    await later(10 * 60_000, p)
    await t.app.jobs.drawTick()
    const { user_id } = await t.signIn('recharger', 'Secret123')
    const bets = await t.database.db.select().from(lotteryBets).where(eq(lotteryBets.userId, user_id))
    expect(bets.map((b) => b.status)).toEqual([16, 16])
    const won = bets.reduce((sum, b) => sum + (b.payout ?? 0n), 0n)
    // 100 deposited − 20 staked + what the draw paid + the 10 of bonus money, now cash.
    expect(BigInt((await cash(p)).replace('.', ''))).toBe(90_000_000n + won)
    const after = await rewards(p)
    expect(after.bonus).toEqual({ balance: '0.000000', open: [] })
    expect(after.tasks).toMatchObject([
      { task_type: 0, progress: '20.000000', target: '20.000000', bonus_amount: '3.000000', claim_status: 1 },
    ])
    expect(await ledgerKinds(user_id, ['reward_claim', 'bonus_convert'])).toMatchObject([
      { kind: 'reward_claim' },
      { kind: 'bonus_convert' },
    ])
    // The task's reward is claimed in cash.
    expect((await claim(p, after.tasks[0].id)).json()).toMatchObject({ code: 0, data: { paid_to: 'cash' } })
    expect(BigInt((await cash(p)).replace('.', ''))).toBe(93_000_000n + won)
  })
})

describe('first deposit, VIP level and referral rewards', () => {
  it("a first deposit earns its match (capped), the VIP levels it reaches, and the inviter's referral reward — once each", async () => {
    const now = clock.now()
    await t.database.db.insert(campaigns).values([
      {
        kind: 'first_deposit',
        name: 'Match',
        rules: { percent: 50, cap: '30' },
        payout: 'cash',
        weights: allCount,
        claimDays: 7,
        wagerDays: 1,
        startsAt: now,
      },
      {
        kind: 'vip_level',
        name: 'VIP',
        rules: { amounts: { '2': '15', '3': '40' } },
        payout: 'cash',
        weights: allCount,
        claimDays: 7,
        wagerDays: 1,
        startsAt: now,
      },
      {
        kind: 'referral',
        name: 'Invite',
        rules: { amount: '4' },
        payout: 'cash',
        weights: allCount,
        claimDays: 7,
        wagerDays: 1,
        startsAt: now,
      },
    ])
    const inviter = await newPlayer('inviter', null)
    const code = (await t.app.inject({ url: '/sports/member/invite', headers: as(inviter) })).json().data.code
    const reg = await t.app.inject({
      method: 'POST',
      url: '/sports/reg',
      payload: { account: 'invitee', password: 'Secret123', inviteCode: code },
    })
    const invitee: Player = { account: 'invitee', token: reg.json().data.token }
    const deposit = (key: string, amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sports/recharge',
        headers: { ...as(invitee), 'idempotency-key': key },
        payload: {
          channel_id: 5,
          amount,
          card: { name: 'I V', number: '4242424242424242', expiry: '12/30', cvv: '123' },
        },
      })
    // 1200 USDT: silver (1000) reached, gold (5000) not; 50% of it is capped at 30.
    expect((await deposit('invitee-dep-1', '1200')).json().code).toBe(0)
    const byName = (list: { name: string; total: string; claims: unknown[] }[]) =>
      Object.fromEntries(list.map((s) => [s.name, [s.total, s.claims.length]]))
    expect(byName((await rewards(invitee)).schedules)).toEqual({
      'Recharge reward': ['10.000000', 1],
      Match: ['30.000000', 1],
      VIP: ['15.000000', 1],
    })
    expect(byName((await rewards(inviter)).schedules)).toEqual({ Invite: ['4.000000', 1] })

    // A second deposit is no first deposit and reaches no new level: only the recharge reward again.
    expect((await deposit('invitee-dep-2', '60')).json().code).toBe(0)
    expect(byName((await rewards(invitee)).schedules)).toEqual({
      'Recharge reward': ['20.000000', 2],
      Match: ['30.000000', 1],
      VIP: ['15.000000', 1],
    })
    expect(byName((await rewards(inviter)).schedules)).toEqual({ Invite: ['4.000000', 1] })
    const [invite] = (await rewards(inviter)).schedules
    expect((await claim(inviter, invite.claims[0].id)).json().code).toBe(0)
    expect(await cash(inviter)).toBe('4.000000')
  })
})

describe('expiry and refusals', () => {
  it('an unclaimed reward expires after its window (the job on the clock) and can no longer be claimed', async () => {
    const p = await newPlayer('forgetful', '60')
    const [schedule] = (await rewards(p)).schedules
    const id = schedule.claims[0].id
    await later(3 * DAY - 1000, p)
    await t.app.jobs.rewardsTick()
    expect((await rewards(p)).schedules[0].claims[0].claim_status).toBe(1)
    await later(1000, p)
    expect(await t.app.jobs.rewardsTick()).toBeGreaterThanOrEqual(1)
    expect((await rewards(p)).schedules[0].claims[0].claim_status).toBe(3)
    expect((await claim(p, id)).json()).toMatchObject({ code: 1, msg: 'rewardExpired' })
    expect(await cash(p)).toBe('60.000000')
    expect((await rewards(p)).bonus.balance).toBe('0.000000')
  })

  it('bonus money not wagered by its deadline goes back to promotions', async () => {
    const p = await newPlayer('slowpoke', '50')
    const id = (await rewards(p)).schedules[0].claims[0].id
    expect((await claim(p, id)).json().code).toBe(0)
    expect((await rewards(p)).bonus.balance).toBe('10.000000')
    await later(7 * DAY, p)
    await t.app.jobs.rewardsTick()
    expect((await rewards(p)).bonus).toEqual({ balance: '0.000000', open: [] })
    expect(await cash(p)).toBe('50.000000')
    const { user_id } = await t.signIn('slowpoke', 'Secret123')
    expect(await ledgerKinds(user_id, ['bonus_expire'])).toHaveLength(1)
  })

  it('a confirmed withdrawal forfeits the open bonus money in its own transaction', async () => {
    const p = await newPlayer('leaver', '50')
    const id = (await rewards(p)).schedules[0].claims[0].id
    await claim(p, id)
    const ask = await withdrawer(t, p.token)
    expect((await ask('leaver-w1', '20')).json().msg).toBe('bonusWageringOpen')
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/sports/withdraw',
      headers: { ...as(p), 'idempotency-key': 'leaver-w2' },
      payload: {
        channel_id: 11,
        amount: '20',
        address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
        bank_password: '123456',
        forfeit_bonus: true,
      },
    })
    expect(confirmed.json().code).toBe(0)
    expect(await cash(p)).toBe('30.000000')
    expect((await rewards(p)).bonus).toEqual({ balance: '0.000000', open: [] })
  })

  it("refuses Pending, another player's and malformed claims with clear answers, moving nothing", async () => {
    const owner = await newPlayer('owner', '50')
    const other = await newPlayer('other', null)
    const id = (await rewards(owner)).schedules[0].claims[0].id
    expect((await claim(other, id)).json()).toMatchObject({ code: 1, msg: 'rewardNotFound' })
    expect((await claim(owner, 987654)).json()).toMatchObject({ code: 1, msg: 'rewardNotFound' })
    for (const bad of ['abc', -1, 0, 1.5, null, 2 ** 60]) {
      const res = await claim(owner, bad)
      expect(res.statusCode, String(bad)).toBe(400)
    }
    // A lottery task under way is Pending: not claimable yet.
    const pk = await nextRace(owner)
    await t.app.inject({
      method: 'POST',
      url: '/sports/pk10/bet',
      headers: { ...as(owner), 'idempotency-key': 'own-pk10' },
      payload: {
        match_id: pk.match_id,
        items: [{ bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '5' }],
      },
    })
    await later(10 * 60_000, owner)
    await t.app.jobs.drawTick()
    const [task] = (await rewards(owner)).tasks
    expect(task).toMatchObject({ progress: '5.000000', claim_status: 0 })
    expect((await claim(owner, task.id)).json()).toMatchObject({ code: 1, msg: 'rewardNotEligible' })
    expect((await rewards(owner)).bonus.balance).toBe('0.000000')
    // Nothing was paid to the other player either.
    expect(await cash(other)).toBe('0.000000')
  })

  it('needs a signed-in player', async () => {
    expect((await t.app.inject({ url: '/sports/claim/bonus' })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: '/activities/api/v1/benefit/check_in' })).statusCode,
    ).toBe(401)
  })
})

describe('a deposit taken back out earns no reward of its own', () => {
  const deposit = (p: Player, key: string, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sports/recharge',
      headers: { ...as(p), 'idempotency-key': key },
      payload: {
        channel_id: 5,
        amount,
        card: { name: 'S F', number: '4242424242424242', expiry: '12/30', cvv: '123' },
      },
    })
  const withdrawalsOf = async (p: Player) =>
    (await t.app.inject({ url: '/sports/withdraw', headers: as(p) })).json().data as {
      id: number
      status: number
    }[]
  const rechargeClaims = async (p: Player) =>
    ((await rewards(p)).schedules[0]?.claims ?? []) as { id: number; claim_status: number }[]

  it('is refused while the deposit is being withdrawn, and claimable again once that withdrawal is rejected', async () => {
    const p = await newPlayer('takeback', '100')
    const [reward] = await rechargeClaims(p)
    const ask = await withdrawer(t, p.token)
    expect((await ask('takeback-w1', '60')).json().code).toBe(0)
    expect((await claim(p, reward?.id)).json()).toMatchObject({
      code: 1,
      msg: 'rewardDepositWithdrawn',
      data: { id: reward?.id },
    })
    // Nothing was paid, and the reward is still there to claim.
    expect((await rewards(p)).bonus.balance).toBe('0.000000')
    expect((await rechargeClaims(p))[0]?.claim_status).toBe(1)
    const [pending] = await withdrawalsOf(p)
    await t.app.services.withdrawals.decide(pending?.id ?? 0, 'reject', 'changed my mind')
    expect(await cash(p)).toBe('100.000000')
    expect((await claim(p, reward?.id)).json()).toMatchObject({ code: 0, data: { paid_to: 'bonus' } })
    expect((await rewards(p)).bonus.balance).toBe('10.000000')
  })

  it('is refused once the deposit was withdrawn; a later deposit earns its own again', async () => {
    const p = await newPlayer('cashedout', '100')
    const [first] = await rechargeClaims(p)
    const ask = await withdrawer(t, p.token)
    expect((await ask('cashedout-w1', '100')).json().code).toBe(0)
    const [paid] = await withdrawalsOf(p)
    await t.app.services.withdrawals.decide(paid?.id ?? 0, 'approve')
    expect((await claim(p, first?.id)).json()).toMatchObject({ code: 1, msg: 'rewardDepositWithdrawn' })
    // A deposit made after that withdrawal is not being withdrawn: its reward is claimed.
    expect((await deposit(p, 'cashedout-d2', '60')).json().code).toBe(0)
    const second = (await rechargeClaims(p)).find((c) => c.id !== first?.id)
    expect((await claim(p, second?.id)).json()).toMatchObject({ code: 0 })
    expect((await rewards(p)).bonus.balance).toBe('10.000000')
    expect((await claim(p, first?.id)).json()).toMatchObject({ code: 1, msg: 'rewardDepositWithdrawn' })
  })
})
