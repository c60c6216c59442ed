import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { withdrawals } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { listening, openSocket, until } from '../../test/walletSocket.ts'

/**
 * Every push says why the balance moved, so the client never calls a win or a transfer a deposit.
 * A Monday morning: PK10 draws every 5 minutes, cricket fixtures start later today.
 */
const clock = manualClock(new Date('2026-11-23T08:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let url: string
let keys = 0
const TRC = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'

beforeAll(async () => {
  t = await testApp({ clock })
  url = await listening(t)
  await t.app.jobs.drawTick()
  await t.app.jobs.sportsTick()
}, 60_000)
afterAll(() => t.close())

const call = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/sports/${path}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `push-${keys++}-key` },
    payload,
  })

/** A funded player with the payment password 123456 and an open wallet socket. */
async function player(account: string, fund: string | null) {
  const token = await t.signUp(account, fund)
  await call(token, 'PUT', 'member/bank_password', { bank_password: '123456' })
  const socket = openSocket(`${url}?token=${token}`)
  await socket.opened
  return { token, socket, reasons: () => socket.messages.map((m) => (m as { reason: string }).reason) }
}

describe('wallet push reasons', () => {
  it('a transfer is transfer_out for the sender and transfer_in (RECHARGE) for the receiver', async () => {
    const from = await player('pushsender', '50')
    const to = await player('pushreceiver', null)
    const sent = await call(from.token, 'POST', 'member/transfer', {
      account: 'pushreceiver',
      amount: '12.5',
      bank_password: '123456',
    })
    expect(sent.json().code).toBe(0)
    expect(await until(() => to.socket.messages.length > 0 && from.socket.messages.length > 0)).toBe(true)
    expect(to.socket.messages).toEqual([
      { notifyType: 'RECHARGE', reason: 'transfer_in', balance: '12.500000' },
    ])
    expect(from.socket.messages).toEqual([
      { notifyType: 'WITHDRAW', reason: 'transfer_out', balance: '37.500000' },
    ])
  })

  it('a withdrawal is announced when requested, when approved, and when rejected (money back)', async () => {
    const p = await player('pushwithdraw', '100')
    const request = async (amount: string) => {
      const res = await call(p.token, 'POST', 'withdraw', {
        channel_id: 11,
        amount,
        address: TRC,
        bank_password: '123456',
      })
      const [row] = await t.database.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.orderNo, res.json().data.orderNo))
      if (!row) throw new Error('no withdrawal')
      return row.id
    }
    const approved = await request('30')
    const rejected = await request('20')
    await t.app.services.withdrawals.decide(approved, 'approve')
    await t.app.services.withdrawals.decide(rejected, 'reject', 'address flagged')
    expect(await until(() => p.socket.messages.length === 4)).toBe(true)
    expect(p.socket.messages).toEqual([
      { notifyType: 'WITHDRAW', reason: 'withdrawal_requested', balance: '70.000000' },
      { notifyType: 'WITHDRAW', reason: 'withdrawal_requested', balance: '50.000000' },
      { notifyType: 'WITHDRAW', reason: 'withdrawal_approved', balance: '50.000000' },
      { notifyType: 'RECHARGE', reason: 'withdrawal_rejected', balance: '70.000000' },
    ])
  })

  it('a lottery win is a payout, not a deposit', async () => {
    const p = await player('pushlottery', '20')
    const { next } = (await call(p.token, 'GET', 'pk10/last')).json().data
    // Car 1 is odd or even: exactly one of the two wins.
    const placed = await call(p.token, 'POST', 'pk10/bet', {
      match_id: next.match_id,
      items: [
        { bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '5' },
        { bet: { type: 'twoSide', position: 1, side: 'even' }, amount: '5' },
      ],
    })
    expect(placed.json().code).toBe(0)
    clock.set(new Date(new Date(next.draw_at).getTime() + 60_000))
    await t.app.jobs.drawTick()
    expect(await until(() => p.socket.messages.length > 0)).toBe(true)
    expect(p.reasons()).toEqual(['payout'])
    expect(p.socket.messages[0]).toMatchObject({ notifyType: 'RECHARGE', balance: '19.900000' })
  })

  it('cricket pushes too: a win is a payout, a voided slip a refund', async () => {
    const p = await player('pushcricket', '100')
    const list = (await t.app.inject('/sports/cricketAPI/matchData/matchList?start=0&limit=10')).json().data
      .list as { matchId: string; startTime: string; markets: { betId: string; odd: number }[] }[]
    const [played, voided] = list
    if (!played || !voided) throw new Error('no fixtures')
    const slip = (m: (typeof list)[number], betIds: string[]) => ({
      matches: [
        {
          matchId: m.matchId,
          bets: Object.fromEntries(
            betIds.map((id) => [id, { odd: m.markets.find((x) => x.betId === id)?.odd, amount: '10' }]),
          ),
        },
      ],
    })
    const place = async (m: (typeof list)[number], betIds: string[]) =>
      (await call(p.token, 'POST', 'cricketAPI/betData/create', slip(m, betIds))).json().code
    // One side of the toss always wins.
    expect(await place(played, ['toss:home', 'toss:away'])).toBe(0)
    expect(await place(voided, ['winner:home'])).toBe(0)
    await t.database.db.execute(
      sql`update cricket_matches set status = 'postponed' where id = ${Number(voided.matchId)}`,
    )
    clock.set(new Date(new Date(voided.startTime).getTime() + 37 * 3600_000))
    await t.app.jobs.sportsTick()
    expect(await until(() => p.socket.messages.length === 2)).toBe(true)
    expect(p.reasons().sort()).toEqual(['payout', 'refund'])
    expect(p.socket.messages.every((m) => (m as { notifyType: string }).notifyType === 'RECHARGE')).toBe(true)
  })
})
