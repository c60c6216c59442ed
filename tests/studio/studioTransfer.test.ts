import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { games } from '../../server/db/schema.ts'
import { accountBalance } from '../../server/modules/ledger/index.ts'
import { balanceOf } from '../../server/test/games.ts'
import { testApp } from '../../server/test/harness.ts'
import { dealBaccarat } from '../../studio/math/baccarat.ts'
import { fairRng, hashServerSeed } from '../../studio/math/fair.ts'
import { baccaratKind } from '../../studio/server/kinds/baccarat.ts'
import { rouletteKind } from '../../studio/server/kinds/roulette.ts'

const START = new Date('2026-11-21T12:00:00Z')
const clock = manualClock(START)
let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' }, clock })
})
afterAll(() => t.close())

const API = '/sandbox/games/api'
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const micro = (text: string) => BigInt(text.replace('.', ''))
const launchOf = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? ''
const play = (provider: string, game: string, launch: string, bet: string, params: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/${provider}/${game}/rounds`,
    headers: { 'x-launch-token': launch },
    payload: { bet, params },
  })
const session = async (provider: string, game: string, launch: string) =>
  (
    await t.app.inject({ url: `${API}/${provider}/${game}/session`, headers: { 'x-launch-token': launch } })
  ).json()
// The house side's movements wait in ledger_house_pending until the rollup: read both.
const providerAccount = (key: string) => accountBalance(t.database.db, key)
const setStatus = (gameId: number, status: number) =>
  t.database.db.update(games).set({ status }).where(eq(games.gameId, gameId))

describe('the card game (ky baccarat) on the studio’s own wallet', () => {
  it('login with 50, hands played at the studio, everything taken back: our ledger moved only by the transfers', async () => {
    const token = await t.signUp('bacc01', '80')
    const start = await providerAccount('provider:ky:USDT')
    const login = await t.app.inject({
      url: '/playcard/login?game_id=0&money=50',
      headers: { ...auth(token), 'idempotency-key': 'bacc01-login' },
    })
    const launch = launchOf(login.json().data.url)
    const opened = await session('ky', '0', launch)
    expect(opened.data.player).toEqual({ currency: 'USDT', balance: '50.000000' })
    expect(opened.data.game).toMatchObject({ kind: 'baccarat', name: 'Baccarat' })

    const hands = []
    for (const params of [{ banker: 2 }, { player: 1, tie: 1 }, { player: 3, banker: 1 }]) {
      const res = await play('ky', '0', launch, '1.5', params)
      expect(res.statusCode).toBe(200)
      hands.push(res.json().data)
    }
    const staked = hands.reduce((n, h) => n + micro(h.round.stake), 0n)
    const won = hands.reduce((n, h) => n + micro(h.round.win), 0n)
    // Stakes are chips × the chip's value: 2, 2 and 4 chips of 1.5.
    expect(hands.map((h) => h.round.stake)).toEqual(['3.000000', '3.000000', '6.000000'])
    const studioSide = 50_000_000n - staked + won
    expect(micro(hands.at(-1).balance)).toBe(studioSide)
    // Rounds never touch our ledger: the player's balance is start − 50 while playing.
    expect(await balanceOf(t, token)).toBe('30.000000')
    const kyBalance = await t.app.inject({ url: '/playcard/ky/balance', headers: auth(token) })
    expect(micro(kyBalance.json().data.balance)).toBe(studioSide)

    // Each hand is what its seeds deal, by the third-card rule, once the seed is revealed.
    const rotated = await t.app.inject({
      method: 'POST',
      url: `${API}/ky/seeds/rotate`,
      headers: { 'x-launch-token': launch },
      payload: {},
    })
    const { revealed } = rotated.json().data
    expect(hashServerSeed(revealed.server_seed)).toBe(revealed.server_seed_hash)
    for (const h of hands) {
      const rng = () =>
        fairRng({ serverSeed: revealed.server_seed, clientSeed: h.round.client_seed, nonce: h.round.nonce })
      const again = baccaratKind.start(rng(), micro(h.round.bet), h.round.params)
      expect(again).toMatchObject({ done: true, win: micro(h.round.win), outcome: h.round.outcome })
      const hand = dealBaccarat(rng())
      expect([h.round.outcome.player, h.round.outcome.banker, h.round.outcome.winner]).toEqual([
        hand.player,
        hand.banker,
        hand.winner,
      ])
    }

    const all = kyBalance.json().data.balance
    const out = await t.app.inject({
      url: `/playcard/transfer_out?money=${all}`,
      headers: { ...auth(token), 'idempotency-key': 'bacc01-out' },
    })
    expect(out.json().data.status).toBe('done')
    expect(micro(await balanceOf(t, token))).toBe(30_000_000n + studioSide)
    expect((await session('ky', '0', launch)).data.player.balance).toBe('0.000000')
    // provider:ky:USDT holds what the studio keeps: in 50, out the studio's balance.
    expect((await providerAccount('provider:ky:USDT')) - start).toBe(50_000_000n - studioSide)
  })

  it('a hand above the studio balance, on no spot, or on a disabled game is refused and moves nothing', async () => {
    const token = await t.signUp('bacc02', '20')
    const login = await t.app.inject({
      url: '/playcard/login?game_id=0&money=5',
      headers: { ...auth(token), 'idempotency-key': 'bacc02-login' },
    })
    const launch = launchOf(login.json().data.url)
    const over = await play('ky', '0', launch, '2', { player: 3 })
    expect([over.statusCode, over.json().msg]).toEqual([422, 'insufficientBalance'])
    const empty = await play('ky', '0', launch, '1', {})
    expect([empty.statusCode, empty.json().msg]).toEqual([400, 'badParams'])
    expect((await play('ky', '0', launch, '1', { dragon: 1 })).statusCode).toBe(400)
    expect((await play('ky', '0', launch, '1', { player: 1.5 })).statusCode).toBe(400)
    await setStatus(23, 2)
    try {
      const off = await play('ky', '0', launch, '1', { player: 1 })
      expect([off.statusCode, off.json().msg]).toEqual([422, 'gameNotActive'])
    } finally {
      await setStatus(23, 1)
    }
    expect((await session('ky', '0', launch)).data.player.balance).toBe('5.000000')
    // A ky session is not a roulette session.
    expect((await play('ng', 'roulette', launch, '1', { spots: [] })).statusCode).toBeGreaterThanOrEqual(400)
  })
})

describe('the ng game (roulette) in CNY on the studio’s own wallet', () => {
  it('spots on the table are staked in CNY and paid by the pocket the seeds draw', async () => {
    const token = await t.signUp('roul01', '20')
    const moved = await t.app.inject({
      url: '/nggame/transfer_in?money=71&currency=CNY',
      headers: { ...auth(token), 'idempotency-key': 'roul01-in-1' },
    })
    expect(moved.json().data).toMatchObject({ status: 'done', studio_amount: '71000000' })
    const launched = await t.app.inject({
      method: 'POST',
      url: '/nggame/ng/login',
      headers: auth(token),
      payload: { game_id: 'roulette' },
    })
    const launch = launchOf(launched.json().data.url)
    expect((await session('ng', 'roulette', launch)).data.player).toEqual({
      currency: 'CNY',
      balance: '71.000000',
    })
    const spots = [
      { bet: { kind: 'straight', number: 17 }, chips: 1 },
      { bet: { kind: 'split', numbers: [17, 20] }, chips: 2 },
      { bet: { kind: 'red' }, chips: 5 },
      { bet: { kind: 'dozen', dozen: 2 }, chips: 1 },
      { bet: { kind: 'column', column: 3 }, chips: 1 },
      { bet: { kind: 'odd' }, chips: 1 },
      { bet: { kind: 'low' }, chips: 2 },
    ]
    const res = await play('ng', 'roulette', launch, '0.5', { spots })
    expect(res.statusCode).toBe(200)
    const { round, balance } = res.json().data
    expect(round).toMatchObject({ currency: 'CNY', stake: '6.500000', status: 'settled' })
    const { pocket } = round.outcome
    expect(pocket).toBeGreaterThanOrEqual(0)
    expect(pocket).toBeLessThanOrEqual(36)
    // Each spot pays 36 / (numbers covered) × its stake when the pocket is among them.
    const expected = round.outcome.spots.map((s: { multiplier_bp: number }) => s.multiplier_bp)
    expect(expected[0]).toBe(pocket === 17 ? 360_000 : 0)
    expect(expected[1]).toBe(pocket === 17 || pocket === 20 ? 180_000 : 0)
    expect(expected[6]).toBe(pocket >= 1 && pocket <= 18 ? 20_000 : 0)
    expect(round.outcome.spots[6]).toMatchObject({
      bet: { kind: 'low' },
      stake: '1000000',
      win: pocket >= 1 && pocket <= 18 ? '2000000' : '0',
    })
    expect(micro(balance)).toBe(71_000_000n - 6_500_000n + micro(round.win))

    // Not on the table: a split of numbers that are not neighbours, a pocket 37, a spot with 0 chips.
    for (const bad of [
      { spots: [{ bet: { kind: 'split', numbers: [1, 5] }, chips: 1 }] },
      { spots: [{ bet: { kind: 'straight', number: 37 }, chips: 1 }] },
      { spots: [{ bet: { kind: 'red' }, chips: 0 }] },
      { spots: [] },
      // Low and high take no number: a half named by its numbers, or a third half, is not a bet.
      { spots: [{ bet: { kind: 'low', numbers: [1, 18] }, chips: 1 }] },
      { spots: [{ bet: { kind: 'high', half: 2 }, chips: 1 }] },
      { spots: [{ bet: { kind: 'middle' }, chips: 1 }] },
      { spots: [{ bet: { kind: 'low' }, chips: 1.5 }] },
    ]) {
      expect((await play('ng', 'roulette', launch, '1', bad)).json().msg).toBe('badParams')
    }
    const side = await t.app.inject({ url: '/nggame/ng/balance?plat_type=ng', headers: auth(token) })
    expect(side.json().data.balance).toBe(balance)
  })

  it('the kind stakes chips × the chip and pays a straight 36×, a red 2×, exactly', () => {
    const always = (pocket: number) => ({ word: () => 0, int: () => pocket, float: () => 0 })
    const params = {
      spots: [
        { bet: { kind: 'straight' as const, number: 7 }, chips: 3 },
        { bet: { kind: 'red' as const }, chips: 2 },
      ],
    }
    expect(rouletteKind.stake(params, 333_333n)).toBe(1_666_665n)
    // 7 is red: 3 × 0.333333 × 36 + 2 × 0.333333 × 2.
    expect(rouletteKind.start(always(7), 333_333n, params)).toMatchObject({ win: 35_999_964n + 1_333_332n })
    expect(rouletteKind.start(always(0), 333_333n, params)).toMatchObject({ win: 0n })
  })

  it('the kind pays low on 1–18 and high on 19–36 at 2×, exactly; the zero loses both', () => {
    const always = (pocket: number) => ({ word: () => 0, int: () => pocket, float: () => 0 })
    const params = {
      spots: [
        { bet: { kind: 'low' as const }, chips: 3 },
        { bet: { kind: 'high' as const }, chips: 1 },
      ],
    }
    expect(rouletteKind.stake(params, 333_333n)).toBe(1_333_332n)
    // 3 × 0.333333 × 2 on 18; 1 × 0.333333 × 2 on 19; nothing on 0.
    const win = (pocket: number) => {
      const played = rouletteKind.start(always(pocket), 333_333n, params)
      return played.done ? played.win : null
    }
    expect([18, 19, 0].map(win)).toEqual([1_999_998n, 666_666n, 0n])
  })
})
