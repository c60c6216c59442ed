import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { adminFinanceSupport, boGet, boPost, signInOperator } from '../../test/operators.ts'
import { listening, openSocket, until } from '../../test/walletSocket.ts'
import { playerWithdrawal, withdrawer } from '../../test/withdrawals.ts'

let t: Awaited<ReturnType<typeof testApp>>
let admin: string
let finance: string
let support: string
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
  ;({ admin, finance, support } = await adminFinanceSupport(t))
}, 60_000)
afterAll(() => t?.close())

const idOf = async (account: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]?.id ?? 0
const auditFor = async (id: number, action: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).filter((r) =>
    r.target?.startsWith(`player:${id}:`),
  )
const wallet = async (token: string) =>
  t.app.inject({ url: '/sports/member/account', headers: { authorization: `Bearer ${token}` } })
const balance = async (token: string) => (await wallet(token)).json().data.score as string
const signIn = (account: string) =>
  t.app.inject({ method: 'POST', url: '/sports/sign_in', payload: { account, password: 'Secret123' } })

describe('finding a player', () => {
  it('searches by account, e-mail, mobile and id, sorted and paged on the server', async () => {
    await t.signUp('findalpha', '12.5')
    await t.signUp('findbeta', null)
    const alpha = await idOf('findalpha')
    await t.database.db
      .update(users)
      .set({ email: 'alpha@example.com', areaCode: '63', phone: '9171234567' })
      .where(eq(users.id, alpha))
    const rows = (await boGet(t, '/players?q=find&sort=account&order=asc', support)).json().data
    expect(rows).toMatchObject({
      total: 2,
      rows: [
        { id: alpha, account: 'findalpha', balance: '12.500000', email: 'alpha@example.com', locked: false },
        { account: 'findbeta', balance: '0.000000', withdrawDisabled: false },
      ],
    })
    for (const q of ['alpha@example', '9171234', '63 917 123', String(alpha)])
      expect(
        (await boGet(t, `/players?q=${encodeURIComponent(q)}`, finance)).json().data.rows[0],
      ).toMatchObject({
        account: 'findalpha',
        mobile: '+63 9171234567',
      })
    const second = (await boGet(t, '/players?q=find&sort=account&order=asc&pageSize=1&page=2', admin)).json()
    expect(second.data).toMatchObject({ total: 2, page: 2, rows: [{ account: 'findbeta' }] })
    // LIKE wildcards are plain characters.
    expect((await boGet(t, '/players?q=%25', admin)).json().data.total).toBe(0)
    for (const q of ['sort=password', 'pageSize=1000', `q=${'x'.repeat(65)}`, 'page=0'])
      expect((await boGet(t, `/players?${q}`, admin)).statusCode).toBe(400)
  })

  it("shows the player's bonus money and each bonus still being wagered", async () => {
    const token = await t.signUp('bonusholder', '30')
    const id = await idOf('bonusholder')
    expect((await boGet(t, `/players/${id}`, support)).json().data.bonus).toEqual({
      balance: '0.000000',
      open: [],
    })
    const headers = { authorization: `Bearer ${token}` }
    const { schedules } = (await t.app.inject({ url: '/sports/claim/bonus', headers })).json().data
    const match = schedules.find((s: { kind: string }) => s.kind === 'first_deposit')
    await t.app.inject({
      method: 'POST',
      url: '/sports/claim/bonus',
      headers,
      payload: { id: match.claims[0].id },
    })
    // The demo's first-deposit match: 100 % of the 30 deposited, wagered 5 times.
    expect((await boGet(t, `/players/${id}`, support)).json().data.bonus).toMatchObject({
      balance: '30.000000',
      open: [{ amount: '30.000000', required: '150.000000', wagered: '0.000000' }],
    })
  })

  it('shows one player: profile, balance, ledger with balance after, deposits, withdrawals, sessions, invites', async () => {
    const w = await playerWithdrawal(t, 'detailme', '10')
    const id = await idOf('detailme')
    const [inviter] = await t.database.db.select().from(users).where(eq(users.id, id))
    const reg = await t.app.inject({
      method: 'POST',
      url: '/sports/reg',
      payload: { account: 'invitedone', password: 'Secret123', inviteCode: inviter?.inviteCode },
    })
    expect(reg.json().code).toBe(0)
    const detail = (await boGet(t, `/players/${id}`, support)).json().data
    expect(detail).toMatchObject({
      id,
      account: 'detailme',
      balance: '90.000000',
      balances: [{ currency: 'USDT', balance: '90.000000' }],
      payPasswordSet: true,
      locked: false,
      inviteeCount: 1,
      invitedBy: null,
    })
    expect(detail.sessions).toHaveLength(1)
    const invited = (await boGet(t, `/players/${await idOf('invitedone')}`, support)).json().data
    expect(invited.invitedBy).toEqual({ id, account: 'detailme' })
    expect((await boGet(t, `/players/${id}/invitees`, support)).json().data.rows).toMatchObject([
      { account: 'invitedone' },
    ])
    const ledger = (await boGet(t, `/players/${id}/ledger`, support)).json().data
    expect(ledger.rows.map((r: { kind: string; amount: string; balanceAfter: string }) => r)).toMatchObject([
      { kind: 'withdraw', amount: '-10.000000', balanceAfter: '90.000000' },
      { kind: 'recharge', amount: '100.000000', balanceAfter: '100.000000' },
    ])
    expect((await boGet(t, `/players/${id}/ledger?pageSize=1&page=2`, support)).json().data).toMatchObject({
      total: 2,
      rows: [{ kind: 'recharge' }],
    })
    expect((await boGet(t, `/players/${id}/deposits`, support)).json().data.rows).toMatchObject([
      { amount: '100.000000', status: 'success' },
    ])
    expect((await boGet(t, `/players/${id}/withdrawals`, support)).json().data.rows).toMatchObject([
      { orderNo: w.orderNo, amount: '10.000000', status: 'canApprove' },
    ])
    for (const product of ['sports', 'cricket', 'lottery'])
      expect((await boGet(t, `/players/${id}/bets?product=${product}`, support)).json().data).toMatchObject({
        total: 0,
        rows: [],
      })
    expect((await boGet(t, `/players/${id}/bets?product=poker`, support)).statusCode).toBe(400)
    expect((await boGet(t, '/players/999999', support)).json().msg).toBe('playerNotFound')
    for (const url of ['/players/abc', '/players/0', `/players/${id}/ledger?pageSize=500`])
      expect((await boGet(t, url, support)).statusCode).toBe(400)
  })
  it('lists racing tickets and sports slips among the bets, in USDT, newest first and paged', async () => {
    await t.app.jobs.drawTick()
    const token = await t.signUp('ticketsbo', '100')
    const id = await idOf('ticketsbo')
    const headers = { authorization: `Bearer ${token}` }
    const pk = (await t.app.inject({ url: '/sports/pk10/last', headers })).json().data.next
    for (const [i, amount] of ['4', '6'].entries()) {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/sports/pk10/bet',
        headers: { ...headers, 'idempotency-key': `bo-ticket-${i}-key` },
        payload: {
          match_id: pk.match_id,
          items: [{ bet: { type: 'twoSide', position: 1, side: 'odd' }, amount }],
        },
      })
      expect(placed.json().code).toBe(0)
    }
    const bets = (await boGet(t, `/players/${id}/bets?product=lottery&pageSize=1`, support)).json().data
    expect(bets).toMatchObject({
      total: 2,
      rows: [{ game: 'pk10', stake: '6.000000', payout: null, status: 1 }],
    })
    await t.app.jobs.sportsTick()
    const [match] = (await t.app.inject('/sports/soccer?start=0&limit=1')).json().data.list as {
      match_id: string
      markets: { kind: string; name: string }[]
    }[]
    const market = match?.markets.find((m) => m.kind === 'wl' && m.name === 'w')
    const slip = await t.app.inject({
      method: 'POST',
      url: '/sports/soccer/bet',
      headers: { ...headers, 'idempotency-key': 'bo-slip-0-key' },
      payload: { selections: [{ match_id: match?.match_id, ...market }], strings: [1], multiple: 10 },
    })
    const placed = slip.json().data
    expect(placed.bet_id).toBeTruthy()
    expect((await boGet(t, `/players/${id}/bets?product=sports`, support)).json().data).toMatchObject({
      total: 1,
      rows: [{ betNo: placed.bet_id, game: 'soccer', stake: placed.total_price, payout: null, status: 1 }],
    })
    expect((await boGet(t, `/players/${id}/bets?product=cricket`, support)).json().data.total).toBe(0)
  })
})

describe('actions on a player', () => {
  it('support locks: sign-in refused, live tokens stop; unlock lets them in again; both audited', async () => {
    const token = await t.signUp('lockme', '5')
    const id = await idOf('lockme')
    expect((await wallet(token)).statusCode).toBe(200)
    expect((await boPost(t, `/players/${id}/lock`, {}, support)).statusCode).toBe(400)
    const res = await boPost(t, `/players/${id}/lock`, { reason: 'player asked to pause' }, support)
    expect(res.json()).toMatchObject({ code: 0, data: { locked: true } })
    expect((await wallet(token)).statusCode).toBe(401)
    const refused = await signIn('lockme')
    expect(refused.json().msg).toBe('accountLocked')
    expect((await boGet(t, `/players/${id}`, support)).json().data).toMatchObject({
      locked: true,
      sessions: [],
    })
    expect(await auditFor(id, 'player.lock')).toMatchObject([
      {
        actorName: 'sam',
        actorRole: 'support',
        reason: 'player asked to pause',
        before: { locked: false },
        after: { locked: true, sessionsEnded: 1 },
      },
    ])
    await boPost(t, `/players/${id}/unlock`, { reason: 'identity confirmed' }, support)
    const back = await signIn('lockme')
    expect(back.json().code).toBe(0)
    expect((await wallet(back.json().data.token)).statusCode).toBe(200)
    expect(await auditFor(id, 'player.unlock')).toMatchObject([
      { before: { locked: true }, after: { locked: false } },
    ])
  })

  it('support ends every session: the tokens stop working, signing in again works', async () => {
    const token = await t.signUp('endme', null)
    const id = await idOf('endme')
    const second = (await signIn('endme')).json().data.token
    const res = await boPost(t, `/players/${id}/end-sessions`, { reason: 'lost phone' }, support)
    expect(res.json().data).toEqual({ id, sessionsEnded: 2 })
    for (const tk of [token, second]) expect((await wallet(tk)).statusCode).toBe(401)
    expect((await signIn('endme')).json().code).toBe(0)
    expect(await auditFor(id, 'player.sessions.end')).toMatchObject([
      { before: { sessions: 2 }, after: { sessions: 0 }, reason: 'lost phone' },
    ])
  })

  it('finance disallows withdrawals: the request is refused with notAllowedToWithdraw; allowing again lets it through', async () => {
    const token = await t.signUp('nowithdraw', '50')
    const id = await idOf('nowithdraw')
    const ask = await withdrawer(t, token)
    await boPost(t, `/players/${id}/disallow-withdrawals`, { reason: 'bonus abuse review' }, finance)
    expect((await ask('nowd-first-try', '5')).json().msg).toBe('notAllowedToWithdraw')
    expect(await balance(token)).toBe('50.000000')
    expect((await boGet(t, `/players/${id}`, finance)).json().data.withdrawDisabled).toBe(true)
    await boPost(t, `/players/${id}/allow-withdrawals`, { reason: 'review done' }, finance)
    expect((await ask('nowd-second-try', '5')).json().code).toBe(0)
    expect(await auditFor(id, 'player.withdrawals.disallow')).toMatchObject([
      { actorName: 'fiona', before: { withdrawDisabled: false }, after: { withdrawDisabled: true } },
    ])
    expect(await auditFor(id, 'player.withdrawals.allow')).toHaveLength(1)
  })

  it('roles without the permission get 403 forbiddenForRole and nothing changes', async () => {
    const token = await t.signUp('roleguard', '20')
    const id = await idOf('roleguard')
    const adjust = { amount: '5', reason: 'goodwill', key: 'role-guard-adjust' }
    for (const [who, path, body] of [
      [finance, 'lock', { reason: 'not mine' }],
      [finance, 'end-sessions', { reason: 'not mine' }],
      [support, 'disallow-withdrawals', { reason: 'not mine' }],
      [support, 'adjust', adjust],
      [finance, 'adjust', adjust],
    ] as const) {
      const res = await boPost(t, `/players/${id}/${path}`, body, who)
      expect([res.statusCode, res.json().msg]).toEqual([403, 'forbiddenForRole'])
    }
    await boPost(t, '/operators', { name: 'trent', role: 'trader', password: 'Operator123' }, admin)
    const trader = (await signInOperator(t, 'trent', 'Operator123')).token
    expect((await boGet(t, '/players', trader)).statusCode).toBe(403)
    expect((await boGet(t, `/players/${id}`, trader)).statusCode).toBe(403)
    expect((await boGet(t, '/players', token)).statusCode).toBe(401)
    expect((await wallet(token)).statusCode).toBe(200)
    expect(await balance(token)).toBe('20.000000')
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id))
    expect([row?.lockedAt, row?.withdrawDisabled]).toEqual([null, false])
    const audit = await t.database.db.select().from(auditLog)
    expect(audit.filter((r) => r.target?.startsWith(`player:${id}:`))).toHaveLength(0)
  })
})

describe('a balance adjustment', () => {
  const entriesOf = async (key: string) =>
    t.database.db
      .select({ amount: ledgerEntries.amount, account: ledgerAccounts.key })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransactions.idempotencyKey, key))

  it('credits exactly against the adjustments account, once per key, with its audit row', async () => {
    const token = await t.signUp('adjustme', '10')
    const id = await idOf('adjustme')
    const body = { amount: '2.345678', reason: 'goodwill for a late payout', key: 'adj-credit-0001' }
    const first = await boPost(t, `/players/${id}/adjust`, body, admin)
    expect(first.json()).toMatchObject({ code: 0, data: { balance: '12.345678', amount: '2.345678' } })
    const again = await boPost(t, `/players/${id}/adjust`, body, admin)
    expect(again.json().data).toEqual(first.json().data)
    expect(await balance(token)).toBe('12.345678')
    expect(await entriesOf('adjust:adj-credit-0001')).toEqual(
      expect.arrayContaining([
        { amount: 2_345_678n, account: `player:${id}:USDT` },
        { amount: -2_345_678n, account: 'adjustments:USDT' },
      ]),
    )
    expect(await entriesOf('adjust:adj-credit-0001')).toHaveLength(2)
    expect(await auditFor(id, 'player.adjust')).toMatchObject([
      {
        actorName: 'admin',
        reason: 'goodwill for a late payout',
        before: { balance: '10.000000' },
        after: { balance: '12.345678', amount: '2.345678' },
      },
    ])
    // The same key with another amount is refused, not applied.
    expect((await boPost(t, `/players/${id}/adjust`, { ...body, amount: '3' }, admin)).json().msg).toBe(
      'idempotencyKeyReused',
    )
    // The player's own change log names it.
    const log = await t.app.inject({
      url: '/sports/member/change_log?kind=80',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(log.json().data.list).toMatchObject([{ kind: 80, amount: '2.345678', balance: '12.345678' }])
  })

  it("tells the player's open wallet at once: a credit as RECHARGE, a debit as WITHDRAW, with the balance", async () => {
    const url = await listening(t)
    const token = await t.signUp('pushadjust', '10')
    const id = await idOf('pushadjust')
    const socket = openSocket(`${url}?token=${token}`)
    await socket.opened
    // The server subscribes the socket once it has checked the token: credit 1 until a push arrives.
    for (let i = 0; socket.messages.length === 0 && i < 50; i++) {
      await boPost(
        t,
        `/players/${id}/adjust`,
        { amount: '1', reason: 'probe', key: `adj-push-probe-${i}` },
        admin,
      )
      await until(() => socket.messages.length > 0, 250)
    }
    const before = await balance(token)
    await boPost(t, `/players/${id}/adjust`, { amount: '1.5', reason: 'goodwill', key: 'adj-push-in' }, admin)
    await boPost(
      t,
      `/players/${id}/adjust`,
      { amount: '-0.5', reason: 'correction', key: 'adj-push-out' },
      admin,
    )
    const last = () => socket.messages.at(-1) as { reason?: string } | undefined
    expect(await until(() => last()?.reason === 'adjustment_out')).toBe(true)
    const plus = (micro: bigint) =>
      (BigInt(before.replace('.', '')) + micro).toString().replace(/(\d{6})$/, '.$1')
    expect(socket.messages.slice(-2)).toEqual([
      { notifyType: 'RECHARGE', reason: 'adjustment_in', balance: plus(1_500_000n) },
      { notifyType: 'WITHDRAW', reason: 'adjustment_out', balance: plus(1_000_000n) },
    ])
    socket.socket.close()
  })

  it('debits, but never below zero; the ledger stays balanced', async () => {
    const token = await t.signUp('debitme', '10')
    const id = await idOf('debitme')
    const tooMuch = await boPost(
      t,
      `/players/${id}/adjust`,
      { amount: '-10.000001', reason: 'chargeback', key: 'adj-debit-too-much' },
      admin,
    )
    expect(tooMuch.json().msg).toBe('insufficientBalance')
    expect(await balance(token)).toBe('10.000000')
    expect(await auditFor(id, 'player.adjust')).toHaveLength(0)
    const res = await boPost(
      t,
      `/players/${id}/adjust`,
      { amount: '-10', reason: 'chargeback', key: 'adj-debit-exact' },
      admin,
    )
    expect(res.json().data).toEqual({ balance: '0.000000', amount: '-10.000000' })
    expect(await balance(token)).toBe('0.000000')
    const [sum] = await t.database.db
      .select({ total: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
    expect(sum?.total).toBe('0')
    for (const amount of ['0', '0.000', '1.1234567', 'abc', '1e3', '', '99999999999999'])
      expect(
        (
          await boPost(
            t,
            `/players/${id}/adjust`,
            { amount, reason: 'bad input', key: `adj-bad-${amount.length}x` },
            admin,
          )
        ).statusCode,
      ).toBe(400)
    expect(
      (await boPost(t, `/players/${id}/adjust`, { amount: '1', reason: 'no key' }, admin)).statusCode,
    ).toBe(400)
    expect(
      (
        await boPost(
          t,
          '/players/999999/adjust',
          { amount: '1', reason: 'nobody', key: 'adj-nobody-1' },
          admin,
        )
      ).json().msg,
    ).toBe('playerNotFound')
  })
})
