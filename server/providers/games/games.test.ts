import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioSignature } from '#contract/studioSignature.ts'
import { manualClock } from '../../clock.ts'
import { games, ledgerAccounts, ledgerEntries } from '../../db/schema.ts'
import { accountBalance } from '../../modules/ledger/index.ts'
import { bonusOverview, claimFirstDeposit, weighFirstDeposit } from '../../test/bonus.ts'
import { balanceOf, launchToken, studioFor } from '../../test/games.ts'
import { testApp } from '../../test/harness.ts'
import { openSocket, until } from '../../test/walletSocket.ts'

const START = new Date('2026-11-21T12:00:00Z')
const clock = manualClock(START)
let t: Awaited<ReturnType<typeof testApp>>
let studio: Awaited<ReturnType<typeof studioFor>>
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' }, clock })
  studio = await studioFor(t)
})
afterAll(() => t.close())

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const setStatus = (gameId: number, status: number) =>
  t.database.db.update(games).set({ status }).where(eq(games.gameId, gameId))
// The house side's balance includes the movements its rollup has not moved in yet.
const providerBalance = (key: string) => accountBalance(t.database.db, key)
const entriesOf = async (key: string) =>
  (
    await t.database.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.key, key))
  ).length

describe('launching a game (spec §7)', () => {
  it('answers a signed URL on the sandbox studio; signed out → 401; an unknown game → gameNotFound', async () => {
    const token = await t.signUp('gamer01', null)
    const res = await t.app.inject({ url: '/pggame/pg/lucky-reels', headers: auth(token) })
    expect(res.json().data.url).toMatch(/^\/sandbox\/games\/pg\/lucky-reels\?token=[\w.%-]+$/)
    expect((await t.app.inject({ url: '/pggame/pg/lucky-reels' })).statusCode).toBe(401)
    const unknown = await t.app.inject({ url: '/pggame/pg/no-such-game', headers: auth(token) })
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, 'gameNotFound'])
    expect(
      (await t.app.inject({ url: '/tadaGame/startForUrl/mines', headers: auth(token) })).json().code,
    ).toBe(0)
    await setStatus(28, 2)
    expect(
      (await t.app.inject({ url: '/3rd-game/api/pg2/startForUrl/plinko', headers: auth(token) })).statusCode,
    ).toBe(422)
    await setStatus(28, 1)
  })

  it('lists follow the game status: Hidden never listed, Disabled listed as unavailable and refused', async () => {
    const token = await t.signUp('gamer02', '10')
    await setStatus(28, 2)
    const pg2 = (await t.app.inject({ url: '/3rd-game/pg2/games/list' })).json().data
    expect(pg2).toEqual([{ id: 'plinko', name: 'Plinko', kind: 'plinko', status: 2, available: false }])
    const launch = await t.app.inject({ url: '/3rd-game/pg2/games/login/plinko', headers: auth(token) })
    expect(launch.json().msg).toBe('gameNotActive')

    const session = await launchToken(t, token, '/tadaGame/startForUrl/dice')
    await setStatus(27, 3)
    expect((await t.app.inject({ url: '/tadaGame/tada/game_list' })).json().data).toEqual([])
    // A round on a game hidden after its launch is refused with the studio's own code.
    const round = await studio.playRound('tada', session, '1', '0')
    expect(round.debit).toMatchObject({ code: 2704, msg: 'gameNotActive' })
    expect(await balanceOf(t, token)).toBe('10.000000')
    await setStatus(27, 1)
    await setStatus(28, 1)
  })
})

describe('the seamless wallet the studios call', () => {
  it('a round played by the studio over HTTP: bet debited, win credited, shown in my bets', async () => {
    const token = await t.signUp('gamer03', '10')
    const session = await launchToken(t, token)
    const round = await studio.playRound('pg', session, '2.5', '4.000001')
    expect(round.debit).toMatchObject({ code: 0, data: { balance: '7500000', status: 'debited' } })
    expect(round.settle).toMatchObject({ code: 0, data: { status: 'credited' } })
    expect(await balanceOf(t, token)).toBe('11.500001')
    const bets = (await t.app.inject({ url: '/pggame/pg/mybet', headers: auth(token) })).json().data
    expect(bets).toEqual([
      expect.objectContaining({
        round_id: round.round_id,
        bet: '2.500000',
        win: '4.000001',
        status: 'settled',
        verify_url: `/sandbox/games/verify?provider=pg&round=${encodeURIComponent(round.round_id)}`,
      }),
    ])
  })

  it("a settled round's bet counts toward bonus wagering by the campaign's games weight, once", async () => {
    // The demo's first-deposit match counts game rounds at 50 % here.
    await weighFirstDeposit(t, { sport: 100, cricket: 100, lottery: 50, games: 50 })
    const token = await t.signUp('gamer11', '10')
    const overview = bonusOverview(t, token)
    await claimFirstDeposit(t, token)
    const session = await launchToken(t, token)
    const round = await studio.playRound('pg', session, '4', '1')
    expect(round.settle).toMatchObject({ code: 0 })
    expect((await overview()).bonus.open).toMatchObject([{ required: '50.000000', wagered: '2.000000' }])
  })

  it("moves the site's header with the round: the wallet socket hears the bet and the win", async () => {
    const token = await t.signUp('gamer10', '10')
    const session = await launchToken(t, token)
    const address = t.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const socket = openSocket(`ws://127.0.0.1:${port}/wss-new?token=${token}`)
    await socket.opened
    // The server subscribes the socket once it has checked the token: lose rounds of 0.1 until heard.
    for (let i = 0; socket.messages.length === 0 && i < 50; i++) {
      await studio.playRound('pg', session, '0.1', '0')
      await until(() => socket.messages.length > 0, 250)
    }
    const before = await balanceOf(t, token)
    const micro = (text: string) => BigInt(text.replace('.', ''))
    const at = (units: bigint) =>
      units
        .toString()
        .padStart(7, '0')
        .replace(/(\d{6})$/, '.$1')
    await studio.playRound('pg', session, '1', '3')
    const last = () => socket.messages.at(-1) as { reason?: string } | undefined
    expect(await until(() => last()?.reason === 'game_win')).toBe(true)
    expect(socket.messages.slice(-2)).toEqual([
      { notifyType: 'WITHDRAW', reason: 'game_bet', balance: at(micro(before) - 1_000_000n) },
      { notifyType: 'RECHARGE', reason: 'game_win', balance: at(micro(before) + 2_000_000n) },
    ])
    socket.socket.close()
  })

  it('tells the wallet socket when the rounds that meet a bonus turn it into cash', async () => {
    await weighFirstDeposit(t, { sport: 100, cricket: 100, lottery: 100, games: 100 })
    const token = await t.signUp('gamer12', '10')
    const overview = bonusOverview(t, token)
    await claimFirstDeposit(t, token)
    const { required } = (await overview()).bonus.open[0]
    const session = await launchToken(t, token)
    const address = t.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const socket = openSocket(`ws://127.0.0.1:${port}/wss-new?token=${token}`)
    await socket.opened
    for (let i = 0; socket.messages.length === 0 && i < 50; i++) {
      await studio.playRound('pg', session, '0.1', '0.1')
      await until(() => socket.messages.length > 0, 250)
    }
    // rounds of 10 that return their stake, until the requirement is met
    for (let i = 0; (await overview()).bonus.open.length > 0 && i < 10; i++)
      expect((await studio.playRound('pg', session, '10', '10')).settle).toMatchObject({ code: 0 })
    expect((await overview()).bonus.open, `required ${required}`).toEqual([])
    const reasons = () => socket.messages.map((m) => (m as { reason?: string }).reason)
    expect(await until(() => reasons().includes('reward'))).toBe(true)
    socket.socket.close()
  })

  it('refuses a forged or stale call and answers a replay with the first result, moving money once', async () => {
    const token = await t.signUp('gamer04', '10')
    const session = await launchToken(t, token)
    const body = { token: session, transaction_id: 'tx-replay-1', round_id: 'round-replay-1', amount: '3' }
    const text = JSON.stringify(body)
    const now = Math.floor(t.clock.now().getTime() / 1000)
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/provider/games/pg/debit',
        headers: { 'content-type': 'application/json', ...headers },
        payload: text,
      })
    const forged = await post({ 'x-studio-timestamp': String(now), 'x-studio-signature': 'ab'.repeat(32) })
    expect([forged.statusCode, forged.json().msg]).toEqual([401, 'badSignature'])
    const wrongKey = studioSignature('not the key').sign(now, text)
    expect(
      (await post({ 'x-studio-timestamp': String(now), 'x-studio-signature': wrongKey })).json().code,
    ).toBe(3201)
    const stale = studioSignature(t.app.games.keyOf('pg')).sign(now - 301, text)
    expect(
      (await post({ 'x-studio-timestamp': String(now - 301), 'x-studio-signature': stale })).json().msg,
    ).toBe('badSignature')
    // Signed for tada, sent to pg: refused too.
    const otherKey = studioSignature(t.app.games.keyOf('tada')).sign(now, text)
    expect(
      (await post({ 'x-studio-timestamp': String(now), 'x-studio-signature': otherKey })).json().code,
    ).toBe(3201)
    expect(await balanceOf(t, token)).toBe('10.000000')
    // Signed over the text as sent, whatever its spacing.
    const spaced = JSON.stringify(
      { ...body, transaction_id: 'tx-spaced', round_id: 'round-spaced', amount: '1' },
      null,
      2,
    )
    const spacedSig = studioSignature(t.app.games.keyOf('pg')).sign(now, spaced)
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/provider/games/pg/debit',
      headers: {
        'content-type': 'application/json',
        'x-studio-timestamp': String(now),
        'x-studio-signature': spacedSig,
      },
      payload: spaced,
    })
    expect(accepted.json()).toMatchObject({ code: 0, data: { balance: '9000000' } })
    const broken = await post({ 'x-studio-timestamp': String(now), 'x-studio-signature': spacedSig })
    expect(broken.json().code).toBe(3201)

    const first = await studio.call('pg', 'debit', body)
    const again = await studio.call('pg', 'debit', body)
    expect(first).toMatchObject({ code: 0, data: { balance: '6000000' } })
    expect(again).toEqual(first)
    expect(await balanceOf(t, token)).toBe('6.000000')
    // The same transaction id with another amount is not a replay: refused, nothing moves.
    expect((await studio.call('pg', 'debit', { ...body, amount: '1' })).msg).toBe('duplicateTransaction')
    // A second debit for the same round under a new transaction id is refused too.
    expect((await studio.call('pg', 'debit', { ...body, transaction_id: 'tx-replay-2' })).msg).toBe(
      'roundClosed',
    )
    expect(await balanceOf(t, token)).toBe('6.000000')
    // Not JSON at all: a 400, not a 5xx.
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/provider/games/pg/debit',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    })
    expect(garbage.statusCode).toBe(400)
  })

  it('noah statistics sum the settled rounds of the days asked (pg2/games/statistics)', async () => {
    const token = await t.signUp('gamer07', '10')
    const session = await launchToken(t, token, '/3rd-game/pg2/games/login/plinko')
    await studio.playRound('pg2', session, '2', '0.5')
    await studio.playRound('pg2', session, '1', '3.25')
    await studio.playRound('pg2', session, '4', 'rollback')
    const stats = (day: string) =>
      t.app.inject({
        url: `/sports/pg2/games/statistics?game_id=28&start_date=${day}&end_date=${day}`,
        headers: auth(token),
      })
    // The test clock's day (2026-11-21); the day before holds nothing.
    expect((await stats('2026-11-21')).json().data).toEqual({
      rounds: 2,
      bet: '3.000000',
      win: '3.750000',
      profit: '0.750000',
    })
    expect((await stats('2026-11-20')).json().data).toMatchObject({ rounds: 0, bet: '0.000000' })
    expect((await stats('2026-02-31')).statusCode).toBe(400)
  })

  it("statistics count the site's days (Asia/Hong_Kong), not UTC's", async () => {
    // 18:00 UTC on the next day the clock reaches: already 02:00 of the day after in Hong Kong.
    const now = clock.now()
    const utcDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 18))
    clock.set(utcDay)
    const token = await t.signUp('gamer19', '10')
    const session = await launchToken(t, token, '/3rd-game/pg2/games/login/plinko')
    await studio.playRound('pg2', session, '2', '1')
    const stats = async (day: string) =>
      (
        await t.app.inject({
          url: `/sports/pg2/games/statistics?game_id=28&start_date=${day}&end_date=${day}`,
          headers: auth(token),
        })
      ).json().data
    const hongKongDay = new Date(utcDay.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
    expect(await stats(hongKongDay)).toMatchObject({ rounds: 1, bet: '2.000000' })
    expect(await stats(utcDay.toISOString().slice(0, 10))).toMatchObject({ rounds: 0 })
  })

  it('a launch session starts rounds for two hours; its open round still settles after that', async () => {
    const token = await t.signUp('gamer08', '10')
    const session = await launchToken(t, token)
    const open = await studio.call('pg', 'debit', {
      token: session,
      transaction_id: 'exp-d1',
      round_id: 'exp-r1',
      amount: '1',
    })
    expect(open.code).toBe(0)
    clock.advance(2 * 60 * 60 * 1000 + 1000)
    try {
      const late = { token: session, transaction_id: 'exp-d2', round_id: 'exp-r2', amount: '1' }
      expect(await studio.call('pg', 'debit', late)).toMatchObject({ code: 3202, msg: 'invalidToken' })
      const win = { token: session, transaction_id: 'exp-c1', round_id: 'exp-r1', amount: '2' }
      expect((await studio.call('pg', 'credit', win)).code).toBe(0)
    } finally {
      clock.set(START)
    }
    // Read with the clock back: the player's own access token has expired by then too.
    expect(await balanceOf(t, token)).toBe('11.000000')
  })

  it('a launch token or signature with anything appended is refused (hex decoding would stop at it)', async () => {
    const token = await t.signUp('gamer09', '10')
    const session = await launchToken(t, token)
    const forged = { token: `${session}x`, transaction_id: 'tail-d1', round_id: 'tail-r1', amount: '1' }
    expect(await studio.call('pg', 'debit', forged)).toMatchObject({ code: 3202, msg: 'invalidToken' })
    const signer = studioSignature('k')
    const body = '{}'
    const good = signer.sign(1_800_000_000, body)
    expect(signer.verify('1800000000', good, body, 1_800_000_000_000)).toBe(true)
    for (const bad of [`${good}x`, `${good}0`, good.toUpperCase(), `${good.slice(0, -1)}z`])
      expect(signer.verify('1800000000', bad, body, 1_800_000_000_000)).toBe(false)
    expect(await balanceOf(t, token)).toBe('10.000000')
  })

  it('a debit above the balance answers the studio insufficient-balance code', async () => {
    const token = await t.signUp('gamer05', '10')
    const round = await studio.playRound('pg', await launchToken(t, token), '10.000001', '0')
    expect(round.debit).toMatchObject({ code: 3203, msg: 'insufficientBalance' })
    expect(await balanceOf(t, token)).toBe('10.000000')
  })

  it('a rollback returns an open bet once; of a settled or unknown round it is answered, not applied', async () => {
    const token = await t.signUp('gamer06', '10')
    const session = await launchToken(t, token)
    const rolled = await studio.playRound('pg', session, '4', 'rollback')
    expect(rolled.settle).toMatchObject({ code: 0, data: { status: 'rolled_back', balance: '10000000' } })
    const back = { token: session, transaction_id: 'rb-2', round_id: rolled.round_id }
    expect((await studio.call('pg', 'rollback', back)).data?.status).toBe('already_rolled_back')
    // A credit for a rolled-back round is refused.
    const credit = { token: session, transaction_id: 'cr-late', round_id: rolled.round_id, amount: '8' }
    expect((await studio.call('pg', 'credit', credit)).msg).toBe('roundClosed')

    const won = await studio.playRound('pg', session, '2', '3')
    const late = { token: session, transaction_id: 'rb-3', round_id: won.round_id }
    expect((await studio.call('pg', 'rollback', late)).data?.status).toBe('already_settled')
    expect(await balanceOf(t, token)).toBe('11.000000')

    // Rolled back before its debit arrived: answered, and the late debit is refused.
    const early = { token: session, transaction_id: 'rb-4', round_id: 'never-debited' }
    expect((await studio.call('pg', 'rollback', early)).data?.status).toBe('unknown_round')
    const lateDebit = { token: session, transaction_id: 'db-late', round_id: 'never-debited', amount: '1' }
    expect((await studio.call('pg', 'debit', lateDebit)).msg).toBe('roundClosed')
    expect(await balanceOf(t, token)).toBe('11.000000')
  })
})

describe('the transfer wallet (card game ky, ng game)', () => {
  const get = (url: string, token: string, key: string) =>
    t.app.inject({ url, headers: { ...auth(token), 'idempotency-key': key } })

  it('ky: in 50, back 50: one movement each way, the provider account back to zero', async () => {
    const token = await t.signUp('carder01', '60')
    const before = await providerBalance('provider:ky:USDT')
    expect((await get('/playcard/transfer_in?money=60.000001', token, 'ky-in-too-much')).json().msg).toBe(
      'insufficientBalance',
    )
    expect((await get('/playcard/transfer_in?money=0', token, 'ky-in-zero-0')).json().msg).toBe(
      'amountMustBePositive',
    )
    const moved = (await get('/playcard/transfer_in?money=50', token, 'ky-in-fifty')).json()
    expect(moved.data).toMatchObject({ status: 'done', amount: '50000000', studio_amount: '50000000' })
    // The retry of that request (same key) answers the same and moves nothing more.
    expect((await get('/playcard/transfer_in?money=50', token, 'ky-in-fifty')).json()).toEqual(moved)
    expect(await balanceOf(t, token)).toBe('10.000000')
    const studioSide = await t.app.inject({ url: '/playcard/ky/balance', headers: auth(token) })
    expect(studioSide.json().data).toEqual({ balance: '50.000000', currency: 'USDT' })

    expect((await get('/playcard/transfer_out?money=50.5', token, 'ky-out-too-much')).json().msg).toBe(
      'insufficientBalance',
    )
    expect((await get('/playcard/transfer_out?money=50', token, 'ky-out-fifty')).json().data.status).toBe(
      'done',
    )
    expect(await balanceOf(t, token)).toBe('60.000000')
    expect(await providerBalance('provider:ky:USDT')).toBe(before)
  })

  it('ky login with money moves it in first, once per key; with money=0 it only opens the table', async () => {
    const token = await t.signUp('carder03', '20')
    const plain = (
      await t.app.inject({ url: '/playcard/login?game_id=0&money=0', headers: auth(token) })
    ).json()
    expect(plain.data).toMatchObject({
      url: expect.stringMatching(/^\/sandbox\/games\/ky\/0\?token=/),
      transfer: null,
    })
    const funded = (await get('/playcard/login?game_id=0&money=12.5', token, 'ky-login-1')).json().data
    expect(funded.transfer).toMatchObject({ status: 'done', amount: '12500000' })
    expect(
      (await get('/playcard/login?game_id=0&money=12.5', token, 'ky-login-1')).json().data.transfer,
    ).toEqual(funded.transfer)
    expect(await balanceOf(t, token)).toBe('7.500000')
    expect(
      (await t.app.inject({ url: '/playcard/login?game_id=9&money=0', headers: auth(token) })).statusCode,
    ).toBe(404)
  })

  it('ng converts to and from CNY at the exchange rate exactly (7.1 CNY per USDT, cut down)', async () => {
    const token = await t.signUp('ngplayer1', '20')
    const q = (dir: string, money: string) =>
      `/nggame/transfer_${dir}?money=${money}&plat_type=ng&currency=CNY`
    const seventyOne = (await get(q('in', '71'), token, 'ng-in-71')).json().data
    expect(seventyOne).toMatchObject({ amount: '10000000', studio_amount: '71000000', currency: 'CNY' })
    // 1 CNY is 0.140845 USDT (cut down), which is 0.999999 CNY at the studio: nobody is given more.
    const one = (await get(q('in', '1'), token, 'ng-in-one')).json().data
    expect(one).toMatchObject({ amount: '140845', studio_amount: '999999' })
    expect(await balanceOf(t, token)).toBe('9.859155')
    const side = await t.app.inject({ url: '/nggame/ng/balance?plat_type=ng', headers: auth(token) })
    expect(side.json().data).toEqual({ balance: '71.999999', currency: 'CNY' })
    const out = (await get(q('out', '71.999999'), token, 'ng-out-all')).json().data
    expect(out).toMatchObject({ status: 'done', studio_amount: '71999999', amount: '10140844' })
    expect(await balanceOf(t, token)).toBe('19.999999')
  })

  it('a disabled or hidden card or ng game refuses the table and money in, and still gives every coin back', async () => {
    const token = await t.signUp('carder04', '30')
    expect((await get('/playcard/transfer_in?money=20', token, 'ky-status-in-1')).json().data.status).toBe(
      'done',
    )
    const ng = (dir: string, money: string) => `/nggame/transfer_${dir}?money=${money}&currency=CNY`
    expect((await get(ng('in', '7.1'), token, 'ng-status-in-1')).json().data.status).toBe('done')
    for (const status of [2, 3]) {
      await setStatus(23, status)
      await setStatus(24, status)
      // The players' availability list carries the status their menus follow.
      const listed = (await t.app.inject({ url: '/sports/available_games' })).json().data
      expect(listed).toEqual(
        expect.arrayContaining([
          { game_id: 23, name: 'cardGame', status },
          { game_id: 24, name: 'ngGame', status },
        ]),
      )
      const login = await get('/playcard/login?game_id=0&money=0', token, `ky-status-login-${status}`)
      expect([login.statusCode, login.json().msg]).toEqual([422, 'gameNotActive'])
      const funded = await get('/playcard/login?game_id=0&money=1', token, `ky-status-login-money-${status}`)
      expect(funded.json().msg).toBe('gameNotActive')
      expect((await get('/playcard/transfer_in?money=1', token, `ky-status-in-${status}x`)).json().msg).toBe(
        'gameNotActive',
      )
      const ngLogin = await t.app.inject({
        method: 'POST',
        url: '/nggame/ng/login',
        headers: auth(token),
        payload: { game_id: 'roulette' },
      })
      expect(ngLogin.json().msg).toBe('gameNotActive')
      expect((await get(ng('in', '1'), token, `ng-status-in-${status}x`)).json().msg).toBe('gameNotActive')
      // Nothing moved in: the player still holds 30 − 20 − 1.
      expect(await balanceOf(t, token)).toBe('9.000000')
      // The retry of the transfer that went in before answers it, and moves nothing.
      expect((await get('/playcard/transfer_in?money=20', token, 'ky-status-in-1')).json().data.status).toBe(
        'done',
      )
    }
    // Hidden: the way back still works, and the studio's side can still be read to take it all.
    expect(
      (await t.app.inject({ url: '/playcard/ky/balance', headers: auth(token) })).json().data.balance,
    ).toBe('20.000000')
    expect((await get('/playcard/transfer_out?money=20', token, 'ky-status-out-1')).json().data.status).toBe(
      'done',
    )
    expect((await get(ng('out', '7.1'), token, 'ng-status-out-1')).json().data.status).toBe('done')
    expect(await balanceOf(t, token)).toBe('30.000000')
    await setStatus(23, 1)
    await setStatus(24, 1)
    const back = (
      await t.app.inject({ url: '/playcard/login?game_id=0&money=0', headers: auth(token) })
    ).json()
    expect(back.data.url).toMatch(/^\/sandbox\/games\/ky\/0\?token=/)
  })

  it('a transfer whose answer is lost is reconciled: never lost, never doubled', async () => {
    const token = await t.signUp('carder02', '30')
    const sandbox = t.app.studio?.transfer
    if (!sandbox) throw new Error('demo mode has the sandbox studio')
    const entries = await entriesOf('provider:ky:USDT')

    // Applied by the studio, answer lost: the studio is asked and the transfer is done, once.
    sandbox.faults.loseNextAnswer = true
    expect((await get('/playcard/transfer_in?money=10', token, 'ky-lost-1')).json().data.status).toBe('done')
    expect(await balanceOf(t, token)).toBe('20.000000')
    expect(await entriesOf('provider:ky:USDT')).toBe(entries + 1)

    // The studio silent: the transfer stays pending, the money held, not lost.
    sandbox.faults.silent = true
    expect((await get('/playcard/transfer_in?money=5', token, 'ky-lost-2')).json().data.status).toBe(
      'pending',
    )
    expect((await get('/playcard/transfer_out?money=10', token, 'ky-lost-3')).json().data.status).toBe(
      'pending',
    )
    expect(await balanceOf(t, token)).toBe('15.000000')
    sandbox.faults.silent = false
    // The studio never got either order: reconciliation voids both; the held 5 comes back once.
    expect(await t.app.games.transfers.reconcilePending()).toBe(0)
    expect(await t.app.games.transfers.reconcilePending()).toBe(0)
    expect(await balanceOf(t, token)).toBe('20.000000')
    expect(
      (await t.app.inject({ url: '/playcard/ky/balance', headers: auth(token) })).json().data.balance,
    ).toBe('10.000000')
    // The retry of the voided request answers its outcome; it does not move money again.
    expect((await get('/playcard/transfer_in?money=5', token, 'ky-lost-2')).json().data.status).toBe('failed')
    expect(await balanceOf(t, token)).toBe('20.000000')
  })
})
