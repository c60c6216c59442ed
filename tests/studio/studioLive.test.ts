// The live studio's tables on a real database (PGlite), stepped by the test: bets through our
// seamless wallet settle exactly by the published outcome, refusals move nothing, the socket tells
// every seated player the same round.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioSignature } from '#contract/studioSignature.ts'
import { manualClock } from '../../server/clock.ts'
import { gameRounds } from '../../server/db/schema.ts'
import { balanceOf } from '../../server/test/games.ts'
import { testApp } from '../../server/test/harness.ts'
import { LIVE_TEST_SECRET, liveLaunchToken, liveProviderKey } from '../../server/test/live.ts'
import { dealBaccarat } from '../../studio/math/baccarat.ts'
import { fairRng, hashServerSeed } from '../../studio/math/fair.ts'
import type { Rng } from '../../studio/math/rng.ts'

// Moved only by the hello test (the last one): a second on this clock is the socket's hello limit.
const clock = manualClock(new Date('2026-11-21T12:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let origin = ''
beforeAll(async () => {
  t = await testApp({
    env: { RATE_LIMITS: 'off', JWT_SECRET: LIVE_TEST_SECRET, LIVE_PHASES_MS: '9999999,9999999,9999999' },
    clock,
  })
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
  await t.app.live?.start()
})
afterAll(() => t.close())

const API = '/sandbox/games/live/api'
const live = () => t.app.live as NonNullable<typeof t.app.live>
const micro = (text: string) => BigInt(text.replace('.', ''))
/** European roulette's pocket: one unbiased int(37) (studio/README.md). */
const rouletteOutcome = (rng: Rng) => rng.int(37)

async function seated(account: string, fund: string, table = 'baccarat-1') {
  const token = await t.signUp(account, fund)
  const { user_id } = await t.signIn(account, 'Secret123')
  const launch = liveLaunchToken(user_id, table, clock.now().getTime())
  return { token, launch, userId: user_id }
}
const bet = (launch: string, body: object, table = 'baccarat-1') =>
  t.app.inject({
    method: 'POST',
    url: `${API}/tables/${table}/bets`,
    headers: { 'x-launch-token': launch },
    payload: body,
  })
const roundOf = (table = 'baccarat-1') => live().runner.current(table)
const record = async (roundId: string) =>
  (await t.app.inject({ url: `${API}/rounds/${roundId}` })).json().data

/** Baccarat's return per spot on a winner, as the table states it: banker pays 0.95:1. */
const baccaratReturn = (spot: string, stake: bigint, winner: string) => {
  if (spot === winner)
    return spot === 'player' ? stake * 2n : spot === 'banker' ? (stake * 195n) / 100n : stake * 9n
  return winner === 'tie' ? stake : 0n
}

describe('a live baccarat table', () => {
  it('two players bet on one round; each is paid exactly by the published outcome, banker commission included', async () => {
    const a = await seated('livea1', '1000')
    const b = await seated('liveb1', '1000')
    const session = (
      await t.app.inject({ url: `${API}/tables/baccarat-1/session`, headers: { 'x-launch-token': a.launch } })
    ).json().data
    expect(session.player).toEqual({ currency: 'USDT', balance: '1000.000000' })
    expect(session.table).toMatchObject({
      id: 'baccarat-1',
      kind: 'baccarat',
      currency: 'USDT',
      paused: false,
    })
    expect(session.table.limits.tie).toEqual({ min: '1.000000', max: '500.000000' })
    expect(session.table.spots).toEqual(['player', 'banker', 'tie'])

    let balances = { a: 1000_000_000n, b: 1000_000_000n }
    const winners = new Set<string>()
    // Rounds until the banker has won once, so its 5 % commission is checked on a real win.
    for (let i = 0; i < 40 && !(winners.has('banker') && winners.size >= 2); i++) {
      const round = roundOf()
      expect(round?.phase).toBe('betting')
      const rid = round?.roundId as string
      const placedA = await bet(a.launch, { round_id: rid, key: `a-${i}`, spots: { banker: '10.55' } })
      expect(placedA.statusCode).toBe(200)
      expect(placedA.json().data.bet).toMatchObject({ status: 'placed', stake: '10.550000' })
      const placedB = await bet(b.launch, { round_id: rid, key: `b-${i}`, spots: { player: '20', tie: '1' } })
      expect(placedB.json().data.balance).toBe(
        ((balances.b - 21_000_000n) / 1n).toString().replace(/(\d{6})$/, '.$1'),
      )
      const published = (await record(rid)).server_seed_hash
      await live().runner.advance('baccarat-1') // dealing: the outcome is fixed
      const late = await bet(a.launch, { round_id: rid, key: `late-${i}`, spots: { player: '5' } })
      expect([late.statusCode, late.json().msg]).toEqual([409, 'betsClosed'])
      await live().runner.advance('baccarat-1') // result: credits sent
      const rec = await record(rid)
      expect(rec.phase).toBe('result')
      expect(hashServerSeed(rec.server_seed)).toBe(published)
      const hand = dealBaccarat(
        fairRng({ serverSeed: rec.server_seed, clientSeed: 'baccarat-1', nonce: rec.number }),
      )
      expect(rec.outcome.winner).toBe(hand.winner)
      expect(rec.outcome.player).toEqual(hand.player)
      winners.add(hand.winner)
      balances = {
        a: balances.a - 10_550_000n + baccaratReturn('banker', 10_550_000n, hand.winner),
        b:
          balances.b -
          21_000_000n +
          baccaratReturn('player', 20_000_000n, hand.winner) +
          baccaratReturn('tie', 1_000_000n, hand.winner),
      }
      expect(micro(await balanceOf(t, a.token))).toBe(balances.a)
      expect(micro(await balanceOf(t, b.token))).toBe(balances.b)
      await live().runner.advance('baccarat-1') // the next round opens
    }
    expect(winners.has('banker')).toBe(true)
    // Each bet is its own wallet round at our side, settled once.
    const ours = await t.database.db.select().from(gameRounds).where(eq(gameRounds.provider, 'winfinity'))
    expect(ours.every((r) => r.status === 'settled')).toBe(true)
  })

  it('a replayed bet key debits once; limits and bad bets are refused and move nothing', async () => {
    const p = await seated('livec1', '100')
    const rid = roundOf()?.roundId as string
    const first = await bet(p.launch, { round_id: rid, key: 'same', spots: { banker: '10' } })
    const again = await bet(p.launch, { round_id: rid, key: 'same', spots: { banker: '10' } })
    expect(again.json().data.bet.id).toBe(first.json().data.bet.id)
    expect(await balanceOf(t, p.token)).toBe('90.000000')
    const cases: [object, number, string, unknown][] = [
      [{ tie: '0.5' }, 422, 'belowMin', { spot: 'tie', min: '1.000000' }],
      [{ tie: '1.0000001' }, 400, 'badBet', null],
      [{ tie: '501' }, 422, 'aboveMax', { spot: 'tie', max: '500.000000', placed: '0.000000' }],
      [{ dragon: '5' }, 400, 'badBet', null],
      [{}, 400, 'badBet', null],
      [{ banker: '-1' }, 400, 'badBet', null],
      [{ banker: '91' }, 422, 'insufficientBalance', null],
    ]
    for (const [spots, status, msg, data] of cases) {
      const res = await bet(p.launch, { round_id: rid, key: `c-${msg}-${status}`, spots })
      expect([res.statusCode, res.json().msg], JSON.stringify(spots)).toEqual([status, msg])
      if (data) expect(res.json().data).toEqual(data)
    }
    // The maximum counts what the player already has on the spot this round.
    const near = await bet(p.launch, { round_id: rid, key: 'near', spots: { banker: '80' } })
    expect(near.statusCode).toBe(200)
    expect(await balanceOf(t, p.token)).toBe('10.000000')
    const noToken = await t.app.inject({ method: 'POST', url: `${API}/tables/baccarat-1/bets`, payload: {} })
    expect(noToken.statusCode).toBe(400)
    const forged = await bet(`${p.launch.slice(0, -1)}${p.launch.endsWith('0') ? '1' : '0'}`, {
      round_id: rid,
      key: 'f',
      spots: { banker: '1' },
    })
    expect([forged.statusCode, forged.json().msg]).toEqual([401, 'sessionExpired'])
    const other = liveLaunchToken(p.userId, 'roulette-1', clock.now().getTime())
    const wrong = await bet(other, { round_id: rid, key: 'w', spots: { banker: '1' } })
    expect([wrong.statusCode, wrong.json().msg]).toEqual([403, 'wrongGame'])
    expect(await balanceOf(t, p.token)).toBe('10.000000')
    await live().runner.advance('baccarat-1')
    await live().runner.advance('baccarat-1')
    await live().runner.advance('baccarat-1')
  })

  it('the socket: hello gets the snapshot with my bets; totals, deal and result reach every seat', async () => {
    const a = await seated('lived1', '100')
    const b = await seated('lived2', '100')
    const url = `${origin.replace('http', 'ws')}/sandbox/games/live/ws/baccarat-1`
    const open = async (launch?: string) => {
      const ws = new WebSocket(url)
      const got: Record<string, unknown>[] = []
      const waiters: [(m: Record<string, unknown>) => boolean, (m: Record<string, unknown>) => void][] = []
      ws.onmessage = (e) => {
        const m = JSON.parse(String(e.data))
        got.push(m)
        for (const w of [...waiters])
          if (w[0](m)) {
            waiters.splice(waiters.indexOf(w), 1)
            w[1](m)
          }
      }
      await new Promise((r) => {
        ws.onopen = r
      })
      const next = (type: string, pred: (m: Record<string, unknown>) => boolean = () => true) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const seen = got.find((m) => m.type === type && pred(m))
          if (seen) return resolve(seen)
          waiters.push([(m) => m.type === type && pred(m), resolve])
        })
      ws.send(JSON.stringify(launch ? { type: 'hello', token: launch } : { type: 'hello' }))
      return { ws, got, next }
    }
    const rid = roundOf()?.roundId as string
    const placed = await bet(a.launch, { round_id: rid, key: 'ws-a', spots: { player: '3' } })
    expect(placed.statusCode).toBe(200)
    const sa = await open(a.launch)
    const sb = await open(b.launch)
    const watcher = await open()
    const snapA = (await sa.next('snapshot')) as {
      round: { id: string; phase: string; totals: object }
      me: { bets: { id: string }[]; balance: string }
    }
    expect(snapA.round).toMatchObject({ id: rid, phase: 'betting', totals: { player: '3.000000' } })
    expect(snapA.me.bets.map((x) => x.id)).toEqual([placed.json().data.bet.id])
    expect(snapA.me.balance).toBe('97.000000')
    expect((await watcher.next('snapshot')).me).toBeUndefined()
    await sb.next('snapshot')
    await bet(b.launch, { round_id: rid, key: 'ws-b', spots: { banker: '4' } })
    const totals = (await watcher.next(
      'totals',
      (m) => (m.totals as Record<string, string>).banker === '4.000000',
    )) as {
      players: number
    }
    expect(totals.players).toBe(2)
    await live().runner.advance('baccarat-1')
    const deals = await Promise.all([sa, sb, watcher].map((s) => s.next('deal')))
    expect(new Set(deals.map((d) => d.seq)).size).toBe(1)
    expect(deals[0]).toMatchObject({ round_id: rid })
    await live().runner.advance('baccarat-1')
    const resA = (await sa.next('result')) as {
      me: { bets: { status: string }[]; balance: string }
      outcome: object
    }
    const resW = await watcher.next('result')
    expect(resA.outcome).toEqual(resW.outcome)
    expect(resW.me).toBeUndefined()
    expect(resA.me.balance).toBe(await balanceOf(t, a.token))
    expect(['won', 'lost']).toContain(resA.me.bets[0]?.status)
    sa.ws.send(JSON.stringify({ type: 'ping' }))
    expect((await sa.next('pong')).seq).toBeGreaterThan(0)
    for (const s of [sa, sb, watcher]) s.ws.close()
    await live().runner.advance('baccarat-1')
  })

  it('an operator pause voids the open round and refunds every bet; resume opens a new round', async () => {
    const p = await seated('livee1', '50')
    const rid = roundOf()?.roundId as string
    await bet(p.launch, { round_id: rid, key: 'p1', spots: { banker: '7' } })
    expect(await balanceOf(t, p.token)).toBe('43.000000')
    await live().runner.pause('baccarat-1', 'dealer change')
    expect(await balanceOf(t, p.token)).toBe('50.000000')
    expect((await record(rid)).voided).toBe(true)
    const refused = await bet(p.launch, { round_id: rid, key: 'p2', spots: { banker: '7' } })
    expect([refused.statusCode, refused.json().msg]).toEqual([409, 'tablePaused'])
    const mine = (
      await t.app.inject({ url: `${API}/me/bets`, headers: { 'x-launch-token': p.launch } })
    ).json().data
    expect(mine[0]).toMatchObject({ round_id: rid, status: 'refunded', stake: '7.000000' })
    await live().runner.resume('baccarat-1')
    expect(roundOf()?.phase).toBe('betting')
    expect(roundOf()?.roundId).not.toBe(rid)
  })

  it('the operator API answers signed calls only: tables, rounds, pause and resume', async () => {
    const call = (method: 'GET' | 'POST', path: string, body?: object, key = liveProviderKey()) => {
      const text = body ? JSON.stringify(body) : ''
      const ts = Math.floor(clock.now().getTime() / 1000)
      return t.app.inject({
        method,
        url: `/sandbox/games/live/operator${path}`,
        headers: {
          'x-studio-timestamp': String(ts),
          'x-studio-signature': studioSignature(key).sign(
            ts,
            `${method} /sandbox/games/live/operator${path}\n${text}`,
          ),
          ...(body && { 'content-type': 'application/json' }),
        },
        ...(body && { payload: text }),
      })
    }
    const unsigned = await t.app.inject({ url: '/sandbox/games/live/operator/tables' })
    expect([unsigned.statusCode, unsigned.json().msg]).toEqual([401, 'badSignature'])
    const wrongKey = await call('GET', '/tables', undefined, 'not-the-key')
    expect(wrongKey.statusCode).toBe(401)
    const tables = (await call('GET', '/tables')).json().data
    expect(tables.map((x: { id: string }) => x.id)).toEqual([
      'baccarat-1',
      'dragon-tiger-1',
      'roulette-1',
      'sicbo-1',
    ])
    expect(tables[0]).toMatchObject({ kind: 'baccarat', paused: false, phase: 'betting' })
    expect(tables[0].last_results.length).toBeGreaterThan(0)

    const p = await seated('livef1', '30', 'dragon-tiger-1')
    const rid = roundOf('dragon-tiger-1')?.roundId as string
    expect(
      (await bet(p.launch, { round_id: rid, key: 'o1', spots: { dragon: '4', tie: '1' } }, 'dragon-tiger-1'))
        .statusCode,
    ).toBe(200)
    const paused = await call('POST', '/tables/dragon-tiger-1/pause', { reason: 'shuffle' })
    expect(paused.json().data.table).toMatchObject({ id: 'dragon-tiger-1', paused: true })
    expect(await balanceOf(t, p.token)).toBe('30.000000')
    const listed = (await call('GET', '/tables/dragon-tiger-1/rounds?limit=5')).json().data
    expect(listed[0]).toMatchObject({
      round_id: rid,
      voided: true,
      bets: 1,
      players: 1,
      stake: '5.000000',
      payout: '0.000000',
    })
    const bad = await call('POST', '/tables/dragon-tiger-1/pause', { reason: '' })
    expect(bad.statusCode).toBe(400)
    const unknown = await call('POST', '/tables/nope-1/resume', {})
    expect(unknown.statusCode).toBe(404)
    const resumed = await call('POST', '/tables/dragon-tiger-1/resume', {})
    expect(resumed.json().data.table).toMatchObject({ paused: false, phase: 'betting' })
  })

  it('credits and rollbacks that got no answer are retried by the sweep and land exactly once', async () => {
    const p = await seated('liveg1', '40')
    const rid = roundOf()?.roundId as string
    await bet(p.launch, { round_id: rid, key: 'g1', spots: { player: '10', banker: '10' } })
    live().runner.faults.walletDown = true
    await live().runner.advance('baccarat-1')
    await live().runner.advance('baccarat-1')
    expect(await balanceOf(t, p.token)).toBe('20.000000')
    const waiting = (
      await t.app.inject({ url: `${API}/me/bets`, headers: { 'x-launch-token': p.launch } })
    ).json().data[0]
    live().runner.faults.walletDown = false
    await live().runner.sweep()
    await live().runner.sweep()
    const winner = (await record(rid)).outcome.winner as string
    // player + banker 10 each: a tie returns both, else one side pays (banker 0.95:1)
    const back = winner === 'tie' ? 20_000_000n : winner === 'player' ? 20_000_000n : 19_500_000n
    expect(micro(await balanceOf(t, p.token))).toBe(20_000_000n + back)
    expect(micro(waiting.win)).toBe(back)
    const ours = await t.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, `${rid}.${waiting.id}`))
    expect([ours[0]?.status, ours[0]?.win]).toEqual(['settled', back])
    await live().runner.advance('baccarat-1')
  })

  it('the launch URL /sandbox/games/winfinity/{table} is the table page; a plain GET of the socket is told to upgrade', async () => {
    const page = await t.app.inject({ url: '/sandbox/games/winfinity/baccarat-1?token=x' })
    // The test server has no built studio pages: the page says so, as the studio's own pages do.
    expect([page.statusCode, page.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8'])
    expect(page.body).toContain('live table pages are not built')
    const plain = await t.app.inject({ url: '/sandbox/games/live/ws/baccarat-1' })
    expect([plain.statusCode, plain.json().msg]).toEqual([426, 'upgradeRequired'])
    const unknown = await t.app.inject({ url: '/sandbox/games/live/ws/nope-9' })
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, 'unknownTable'])
  })

  it('a roulette round pays a straight number 36× and the outside spots, low and high among them, by the published pocket', async () => {
    const p = await seated('liveh1', '100', 'roulette-1')
    const rid = roundOf('roulette-1')?.roundId as string
    const placed = await bet(
      p.launch,
      { round_id: rid, key: 'h1', spots: { n17: '0.5', red: '2', dozen3: '1', low: '1', high: '1.5' } },
      'roulette-1',
    )
    expect(placed.json().data.bet.stake).toBe('6.000000')
    // Malformed low / high bets are refused and move nothing.
    for (const spots of [{ low: 'one' }, { high: '-1' }, { low18: '1' }, { high: '1.0000001' }]) {
      const bad = await bet(
        p.launch,
        { round_id: rid, key: `h-${Object.keys(spots)[0]}`, spots },
        'roulette-1',
      )
      expect([spots, bad.statusCode, bad.json().msg]).toEqual([spots, 400, 'badBet'])
    }
    const small = await bet(p.launch, { round_id: rid, key: 'h3', spots: { low: '0.9' } }, 'roulette-1')
    expect([small.statusCode, small.json().data]).toEqual([422, { spot: 'low', min: '1.000000' }])
    const low = await bet(p.launch, { round_id: rid, key: 'h2', spots: { n3: '0.4' } }, 'roulette-1')
    expect([low.statusCode, low.json().data]).toEqual([422, { spot: 'n3', min: '0.500000' }])
    await live().runner.advance('roulette-1')
    await live().runner.advance('roulette-1')
    const rec = await record(rid)
    const pocket = rouletteOutcome(
      fairRng({ serverSeed: rec.server_seed, clientSeed: 'roulette-1', nonce: rec.number }),
    )
    expect(rec.outcome.number).toBe(pocket)
    const reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]
    const win =
      (pocket === 17 ? 18_000_000n : 0n) +
      (reds.includes(pocket) ? 4_000_000n : 0n) +
      (pocket >= 25 ? 3_000_000n : 0n) +
      (pocket >= 1 && pocket <= 18 ? 2_000_000n : 0n) +
      (pocket >= 19 ? 3_000_000n : 0n)
    expect(micro(await balanceOf(t, p.token))).toBe(100_000_000n - 6_000_000n + win)
    await live().runner.advance('roulette-1')
  })

  it('the socket answers one hello a second: another within the second is refused and changes nothing, one a second on is answered', async () => {
    const p = await seated('livek1', '10', 'roulette-1')
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/sandbox/games/live/ws/roulette-1`)
    // Every message in the order the socket delivered it, taken one at a time; the table's totals
    // (sent when a player is seated) come when they come and say nothing about hellos.
    const inbox: Record<string, unknown>[] = []
    const waiting: ((m: Record<string, unknown>) => void)[] = []
    ws.onmessage = (e) => {
      const m = JSON.parse(String(e.data))
      if (m.type === 'totals') return
      const w = waiting.shift()
      if (w) w(m)
      else inbox.push(m)
    }
    const next = () =>
      new Promise<Record<string, unknown>>((resolve) => {
        const m = inbox.shift()
        if (m) resolve(m)
        else waiting.push(resolve)
      })
    await new Promise((r) => {
      ws.onopen = r
    })
    const hello = (token?: string) =>
      ws.send(JSON.stringify(token ? { type: 'hello', token } : { type: 'hello' }))
    /** A refused hello is answered at once; the pong after it shows nothing else came between. */
    const refused = async () => {
      ws.send(JSON.stringify({ type: 'ping' }))
      const answer = await next()
      expect([answer.type, answer.msg]).toEqual(['error', 'tooManyRequests'])
      expect((await next()).type).toBe('pong')
    }

    hello()
    const watching = await next()
    expect([watching.type, watching.me]).toEqual(['snapshot', undefined])
    // Within the same instant, then a millisecond short of the second: refused, still watching.
    hello(p.launch)
    await refused()
    clock.advance(999)
    hello(p.launch)
    await refused()
    expect(live().hub.seated('roulette-1')).toBe(0)
    clock.advance(1)
    hello(p.launch)
    const seatedNow = (await next()) as { type: string; me?: { balance: string; bets: unknown[] } }
    expect([seatedNow.type, seatedNow.me]).toEqual(['snapshot', { balance: '10.000000', bets: [] }])
    expect(live().hub.seated('roulette-1')).toBe(1)
    // The accepted hello starts the next second: a hello right after it is refused again.
    hello(p.launch)
    await refused()
    ws.close()
  })
})
