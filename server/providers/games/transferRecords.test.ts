import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { gameRecordCursors, gameRounds, users } from '../../db/schema.ts'
import { bonusOverview, claimFirstDeposit, weighFirstDeposit } from '../../test/bonus.ts'
import { testApp } from '../../test/harness.ts'

const clock = manualClock(new Date('2026-11-21T12:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' }, clock })
})
afterAll(() => t.close())

const API = '/sandbox/games/api'
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const launchOf = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? ''
type PlayedRound = { round_id: string; game_id: string; stake: string; win: string }
const play = async (provider: string, game: string, launch: string, bet: string, params: unknown) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/${provider}/${game}/rounds`,
    headers: { 'x-launch-token': launch },
    payload: { bet, params },
  })
  expect(res.statusCode).toBe(200)
  return res.json().data.round as PlayedRound
}
const myBets = async (path: string, token: string, query = '') =>
  (await t.app.inject({ url: `${path}${query}`, headers: auth(token) })).json().data as Array<
    Record<string, string>
  >
/** How we list a studio round: its stake is the bet, with the currency it was played in. */
const listed = (r: PlayedRound, currency: string) => ({
  round_id: r.round_id,
  game_id: r.game_id,
  bet: r.stake,
  win: r.win,
  currency,
  status: 'settled',
  verify_url: `/sandbox/games/verify?provider=${currency === 'CNY' ? 'ng' : 'ky'}&round=${encodeURIComponent(r.round_id)}`,
})
const storedCount = async (provider: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(gameRounds)
    .where(eq(gameRounds.provider, provider))
  return row?.n ?? 0
}
const kyLogin = async (token: string, key: string) => {
  const login = await t.app.inject({
    url: '/playcard/login?game_id=0&money=20',
    headers: { ...auth(token), 'idempotency-key': key },
  })
  return launchOf(login.json().data.url)
}

describe('the transfer studios’ rounds in My bets (pulled from the studio’s records)', () => {
  let handsOfA: PlayedRound[] = []
  let tokenA = ''
  let tokenB = ''

  it('hands played at the card game’s table are listed once the player leaves it, newest first, for that player only', async () => {
    tokenA = await t.signUp('recs01', '50')
    tokenB = await t.signUp('recs02', '50')
    const launchA = await kyLogin(tokenA, 'recs01-login')
    const launchB = await kyLogin(tokenB, 'recs02-login')
    handsOfA = [
      await play('ky', '0', launchA, '1.5', { banker: 2 }),
      await play('ky', '0', launchA, '0.25', { player: 1, tie: 1 }),
      await play('ky', '0', launchA, '2', { player: 3 }),
    ]
    const handOfB = await play('ky', '0', launchB, '1', { tie: 1 })
    // Played on the studio's own wallet: nothing of it is ours until we pull its records.
    expect(await myBets('/playcard/mybet', tokenA)).toEqual([])

    const out = await t.app.inject({
      url: '/playcard/transfer_out?money=1',
      headers: { ...auth(tokenA), 'idempotency-key': 'recs01-out' },
    })
    expect(out.json().data.status).toBe('done')
    const rows = await myBets('/playcard/mybet', tokenA)
    expect(rows).toMatchObject(handsOfA.map((h) => listed(h, 'USDT')).reverse())
    expect(rows.map((r) => r.round_id)).not.toContain(handOfB.round_id)
    for (const r of rows) expect(Number.isNaN(Date.parse(r.created_at ?? ''))).toBe(false)
    // B's hand was pulled too (the pull reads the studio's records, not one player's); B sees only it.
    expect((await myBets('/playcard/mybet', tokenB)).map((r) => r.round_id)).toEqual([handOfB.round_id])
    // Paged like the other games' lists.
    const page = await myBets('/playcard/mybet', tokenA, '?start=1&limit=1')
    expect(page.map((r) => r.round_id)).toEqual([handsOfA[1]?.round_id])
  })

  it('a record pulled twice, or by two pulls at once, is stored once', async () => {
    const before = await storedCount('ky')
    expect(before).toBe(4)
    const [first, second] = await Promise.all([
      t.app.games.transfers.pullRecords(),
      t.app.games.transfers.pullRecords(),
    ])
    expect([first, second]).toEqual([0, 0])
    // The cursor lost (read again from the studio's first record): everything comes again, stored once.
    await t.database.db
      .update(gameRecordCursors)
      .set({ cursor: 0n })
      .where(eq(gameRecordCursors.provider, 'ky'))
    const again = await Promise.all([
      t.app.games.transfers.pullRecords(),
      t.app.games.transfers.pullRecords(),
    ])
    expect(again.some((n) => n >= 4)).toBe(true)
    expect(await storedCount('ky')).toBe(before)
    expect(await myBets('/playcard/mybet', tokenA)).toMatchObject(
      handsOfA.map((h) => listed(h, 'USDT')).reverse(),
    )
  })

  it('the ng game’s spins are listed in CNY after the reconciliation run pulls them', async () => {
    const token = await t.signUp('recs03', '30')
    await t.app.inject({
      url: '/nggame/transfer_in?money=71&currency=CNY',
      headers: { ...auth(token), 'idempotency-key': 'recs03-in' },
    })
    const launched = await t.app.inject({
      method: 'POST',
      url: '/nggame/ng/login',
      headers: auth(token),
      payload: { game_id: 'roulette' },
    })
    const launch = launchOf(launched.json().data.url)
    const spin = await play('ng', 'roulette', launch, '0.5', {
      spots: [
        { bet: { kind: 'red' }, chips: 5 },
        { bet: { kind: 'straight', number: 17 }, chips: 6 },
      ],
    })
    expect(spin.stake).toBe('5.500000')
    expect(await myBets('/nggame/mybet', token)).toEqual([])
    expect(await t.app.games.transfers.pullRecords()).toBe(1)
    expect(await myBets('/nggame/mybet', token)).toEqual([
      { ...listed(spin, 'CNY'), created_at: expect.any(String) },
    ])
    // Not the card game's list, and not another player's.
    expect(await myBets('/playcard/mybet', token)).toEqual([])
    expect(await myBets('/nggame/mybet', tokenA)).toEqual([])
    const [row] = await t.database.db
      .select({ bet: gameRounds.bet, currency: gameRounds.currency })
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, 'ng'), eq(gameRounds.roundId, spin.round_id)))
    expect(row).toEqual({ bet: 5_500_000n, currency: 'CNY' })
  })

  it('a round the studio returned (rolled back) is listed as returned, with nothing won', async () => {
    const sandbox = t.app.studio?.transfer
    if (!sandbox) throw new Error('demo mode mounts the sandbox studio')
    const token = await t.signUp('recs04', '30')
    await kyLogin(token, 'recs04-login')
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'recs04'))
    const userId = me?.id ?? 0
    const bet = { provider: 'ky', userId, roundId: 'recs04-round', transactionId: 'recs04-bet' }
    expect(await sandbox.roundOp({ ...bet, kind: 'bet', amount: 3_000_000n })).toMatchObject({ ok: true })
    // Bet but not settled: no record yet.
    await t.app.games.transfers.pullRecords()
    expect(await myBets('/playcard/mybet', token)).toEqual([])
    expect(await sandbox.roundOp({ ...bet, transactionId: 'recs04-rb', kind: 'rollback' })).toMatchObject({
      ok: true,
    })
    await t.app.games.transfers.pullRecords()
    expect(await myBets('/playcard/mybet', token)).toMatchObject([
      { round_id: 'recs04-round', bet: '3.000000', win: '0.000000', currency: 'USDT', status: 'rolled_back' },
    ])
  })

  it('settled rounds count toward bonus wagering once, by the games weight, CNY converted to USDT', async () => {
    // The demo's first-deposit match (100 % up to 100, 5× wagering) counts game rounds at 50 % here.
    await weighFirstDeposit(t, { sport: 100, cricket: 100, lottery: 50, games: 50 })
    const token = await t.signUp('recs05', '40')
    const overview = bonusOverview(t, token)
    const claimed = await claimFirstDeposit(t, token)
    expect(claimed.json().data).toMatchObject({ paid_to: 'bonus' })
    const wagered = async () => (await overview()).bonus.open.map((b: { wagered: string }) => b.wagered)
    expect((await overview()).bonus.open).toMatchObject([{ amount: '40.000000', required: '200.000000' }])

    const launch = await kyLogin(token, 'recs05-login')
    const hands = [
      await play('ky', '0', launch, '1.5', { banker: 2 }),
      await play('ky', '0', launch, '2', { player: 3 }),
    ]
    expect(hands.map((h) => h.stake)).toEqual(['3.000000', '6.000000'])
    // Played on the studio's wallet: nothing counts until its records are pulled.
    expect(await wagered()).toEqual(['0.000000'])
    await t.app.games.transfers.pullRecords()
    // 9 USDT staked, at 50 %.
    expect(await wagered()).toEqual(['4.500000'])

    // Pulled again, twice at once, and after the cursor was lost: stored once, counted once.
    await Promise.all([t.app.games.transfers.pullRecords(), t.app.games.transfers.pullRecords()])
    await t.database.db.update(gameRecordCursors).set({ cursor: 0n })
    await Promise.all([t.app.games.transfers.pullRecords(), t.app.games.transfers.pullRecords()])
    expect(await wagered()).toEqual(['4.500000'])

    // The ng game plays in CNY: 5.5 CNY at 7.1 per USDT is 0.774647 USDT (cut down), 0.387323 at 50 %.
    await t.app.inject({
      url: '/nggame/transfer_in?money=35.5&currency=CNY',
      headers: { ...auth(token), 'idempotency-key': 'recs05-in' },
    })
    const launched = await t.app.inject({
      method: 'POST',
      url: '/nggame/ng/login',
      headers: auth(token),
      payload: { game_id: 'roulette' },
    })
    const spin = await play('ng', 'roulette', launchOf(launched.json().data.url), '0.5', {
      spots: [
        { bet: { kind: 'red' }, chips: 5 },
        { bet: { kind: 'straight', number: 17 }, chips: 6 },
      ],
    })
    expect(spin.stake).toBe('5.500000')
    await t.app.games.transfers.pullRecords()
    await t.app.games.transfers.pullRecords()
    expect(await wagered()).toEqual(['4.887323'])
  })

  it('a round the studio returned counts nothing toward wagering', async () => {
    const sandbox = t.app.studio?.transfer
    if (!sandbox) throw new Error('demo mode mounts the sandbox studio')
    const token = await t.signUp('recs06', '40')
    const overview = bonusOverview(t, token)
    await claimFirstDeposit(t, token)
    await kyLogin(token, 'recs06-login')
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'recs06'))
    const bet = { provider: 'ky', userId: me?.id ?? 0, roundId: 'recs06-round', transactionId: 'recs06-bet' }
    await sandbox.roundOp({ ...bet, kind: 'bet', amount: 3_000_000n })
    await sandbox.roundOp({ ...bet, transactionId: 'recs06-rb', kind: 'rollback' })
    await t.app.games.transfers.pullRecords()
    expect(await myBets('/playcard/mybet', token)).toMatchObject([{ status: 'rolled_back' }])
    expect((await overview()).bonus.open).toMatchObject([{ wagered: '0.000000' }])
  })

  it('asks the player to sign in, and answers a bad page as a bad request', async () => {
    for (const url of ['/playcard/mybet', '/nggame/mybet']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401)
      expect((await t.app.inject({ url: `${url}?limit=0`, headers: auth(tokenA) })).statusCode).toBe(400)
    }
  })
})
