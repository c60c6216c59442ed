// A provably fair round can never be peeked (issue 27, point 1), raced on a real PostgreSQL server:
// rotating a player's server seed reveals it, so a rotation must be refused while any round of that
// seed pair is being started (still being debited) or is open, decided under the seed row's lock
// that round starts take too; and a client-seed change made meanwhile plays from the next round
// only, the round publishing the client seed it was played with.
import { createHmac } from 'node:crypto'
import { and, eq, isNotNull } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import type { manualClock } from '../../server/clock.ts'
import { ownAddress } from '../../server/http/ownAddress.ts'
import { launchToken, studioFor } from '../../server/test/games.ts'
import { appOnPostgres } from '../../server/test/postgres.ts'
import { crashTimeOf } from '../../studio/math/crash.ts'
import { hashServerSeed } from '../../studio/math/fair.ts'
import { rounds as sandboxStudioRounds, seeds as sandboxStudioSeeds } from '../../studio/server/db/schema.ts'
import { KINDS } from '../../studio/server/kinds/index.ts'
import { replayRound } from '../../studio/server/kinds/replay.ts'
import { studioRounds } from '../../studio/server/rounds.ts'
import { seamlessWallet } from '../../studio/server/wallets/seamless.ts'
import { transferWallet } from '../../studio/server/wallets/transfer.ts'
import type { StudioWallet } from '../../studio/server/wallets/wallet.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })
const API = '/sandbox/games/api'
const micro = (text: string) => BigInt(text.replace('.', ''))
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const launchOf = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? ''

/** Every studio title, one per kind, with params that start a round of it. */
const GAMES = {
  slot: { provider: 'pg', game: 'lucky-reels', params: {} },
  crash: { provider: 'pg', game: 'rocket', params: { autoCashOut: 101 } },
  mines: { provider: 'tada', game: 'mines', params: { mines: 3 } },
  dice: { provider: 'tada', game: 'dice', params: { direction: 'over', target: 5000 } },
  plinko: { provider: 'pg2', game: 'plinko', params: { rows: 8, risk: 'low' } },
  baccarat: { provider: 'ky', game: '0', params: { banker: 1 } },
  roulette: { provider: 'ng', game: 'roulette', params: { spots: [{ bet: { kind: 'red' }, chips: 1 }] } },
} as const
type Kind = keyof typeof GAMES
const KIND_NAMES = Object.keys(GAMES) as Kind[]

let players = 0
/** A new player with a launch session at the kind's title (transfer titles: 50 moved in first). */
async function player(kind: Kind) {
  const t = on.t
  await studioFor(t)
  const { provider, game, params } = GAMES[kind]
  const name = `fair${kind.slice(0, 4)}${++players}`
  const token = await t.signUp(name, '100')
  let launch: string
  if (provider === 'ky') {
    const res = await t.app.inject({
      url: '/playcard/login?game_id=0&money=50',
      headers: { ...auth(token), 'idempotency-key': `${name}-login` },
    })
    launch = launchOf(res.json().data.url)
  } else if (provider === 'ng') {
    await t.app.inject({
      url: '/nggame/transfer_in?money=50&currency=CNY',
      headers: { ...auth(token), 'idempotency-key': `${name}-in` },
    })
    const res = await t.app.inject({
      method: 'POST',
      url: '/nggame/ng/login',
      headers: auth(token),
      payload: { game_id: 'roulette' },
    })
    launch = launchOf(res.json().data.url)
  } else {
    const path = {
      pg: `/pggame/pg/${game}`,
      tada: `/tadaGame/startForUrl/${game}`,
      pg2: `/3rd-game/pg2/games/login/${game}`,
    }[provider]
    launch = await launchToken(t, token, path)
  }
  const headers = { 'x-launch-token': launch }
  const session = async () =>
    (await t.app.inject({ url: `${API}/${provider}/${game}/session`, headers })).json().data
  const start = () =>
    t.app.inject({
      method: 'POST',
      url: `${API}/${provider}/${game}/rounds`,
      headers,
      payload: { bet: '1', params },
    })
  const step = (roundId: string, action: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/${provider}/rounds/${roundId}/step`,
      headers,
      payload: { action },
    })
  const rotate = () =>
    t.app.inject({ method: 'POST', url: `${API}/${provider}/seeds/rotate`, headers, payload: {} })
  const setClientSeed = (clientSeed: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/${provider}/seeds/client`,
      headers,
      payload: { client_seed: clientSeed },
    })
  const record = async (roundId: string) =>
    (await t.app.inject({ url: `${API}/${provider}/rounds/${roundId}` })).json().data
  /** Ends an open round as a player would: mines reveal a tile then cash out, the rocket flies to 1.01×. */
  const finish = async (roundId: string) => {
    if (kind === 'mines') {
      const revealed = await step(roundId, { type: 'reveal', tile: 0 })
      if (revealed.json().data.round.status === 'open') await step(roundId, { type: 'cashOut' })
    } else if (kind === 'crash') {
      ;(t.clock as ReturnType<typeof manualClock>).advance(crashTimeOf(101) + 1)
      await step(roundId, { type: 'watch' })
    }
    const done = await record(roundId)
    expect(['crediting', 'settled']).toContain(done.status)
  }
  return { kind, provider, game, params, launch, session, start, step, rotate, setClientSeed, record, finish }
}
type Player = Awaited<ReturnType<typeof player>>

/** The round's public record (its seed revealed) replays to the outcome and win it published. */
async function expectReplays(p: Player, roundId: string) {
  const record = await p.record(roundId)
  expect(record.server_seed, `${p.kind}: seed revealed`).toMatch(/./)
  expect(hashServerSeed(record.server_seed)).toBe(record.server_seed_hash)
  const kind = KINDS[record.kind as keyof typeof KINDS]
  if (!kind) throw new Error(record.kind)
  const replayed = replayRound(
    kind,
    { serverSeed: record.server_seed, clientSeed: record.client_seed, nonce: record.nonce },
    micro(record.bet),
    record.params,
    record.actions,
  )
  expect(replayed.done).toBe(true)
  expect([p.kind, JSON.parse(JSON.stringify(replayed.done ? replayed.outcome : null))]).toEqual([
    p.kind,
    record.outcome,
  ])
  expect(replayed.done && replayed.win).toBe(micro(record.win))
  return record
}

/** The player's rounds still open whose seed has been revealed: peeks. */
async function peeked(p: Player) {
  return on.database.db
    .select({ roundId: sandboxStudioRounds.roundId, status: sandboxStudioRounds.status })
    .from(sandboxStudioRounds)
    .innerJoin(sandboxStudioSeeds, eq(sandboxStudioSeeds.id, sandboxStudioRounds.seedId))
    .where(
      and(
        eq(sandboxStudioRounds.token, p.launch),
        isNotNull(sandboxStudioSeeds.revealedAt),
        eq(sandboxStudioRounds.status, 'open'),
      ),
    )
}

/** Waits (bounded, no fixed sleep) until `check` holds. */
async function until(what: string, check: () => Promise<boolean>) {
  for (let i = 0; i < 5_000; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 1))
  }
  throw new Error(`never happened: ${what}`)
}

/** Backends of this database waiting on a lock (row locks included). */
async function lockWaiters(client: pg.Client) {
  const res = await client.query(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  )
  return res.rows[0].n as number
}

/**
 * Holds the player's active seed row in a transaction of its own, so that what needs that row
 * queues behind it in a known order; answers the release.
 */
async function holdSeedRow(serverSeedHash: string) {
  const holder = new pg.Client({ connectionString: on.url })
  const watcher = new pg.Client({ connectionString: on.url })
  await Promise.all([holder.connect(), watcher.connect()])
  await holder.query('begin')
  const held = await holder.query('select id from studio.seeds where server_seed_hash = $1 for update', [
    serverSeedHash,
  ])
  expect(held.rowCount).toBe(1)
  return {
    waiters: () => lockWaiters(watcher),
    async release() {
      await holder.query('commit')
      await Promise.all([holder.end(), watcher.end()])
    },
  }
}

/**
 * A studio on the same database whose wallet answers a debit only when the test lets it: the
 * round stays 'debiting' (the bet taken, the answer on its way) for as long as the test needs.
 */
function studioWithHeldDebits() {
  const t = on.t
  const now = () => t.clock.now().getTime()
  let gate: { entered: () => void; released: Promise<void> } | null = null
  const hold = (inner: StudioWallet): StudioWallet => ({
    ...inner,
    async debit(provider, call) {
      const answer = await inner.debit(provider, call)
      const g = gate
      gate = null
      if (g) {
        g.entered()
        await g.released
      }
      return answer
    },
  })
  const sandbox = t.app.studio?.transfer
  if (!sandbox) throw new Error('no transfer studio in demo mode')
  const rounds = studioRounds({
    db: on.database.db,
    now: () => t.clock.now(),
    hmac: (key, message) => createHmac('sha256', key).update(message).digest(),
    kinds: KINDS,
    wallets: {
      seamless: hold(seamlessWallet(() => ownAddress(t.app.server), t.app.games.keyOf, now)),
      transfer: hold(
        transferWallet({
          books: sandbox,
          baseUrl: () => ownAddress(t.app.server),
          keyOf: t.app.games.keyOf,
          now,
        }),
      ),
    },
  })
  /** Starts a round whose debit answer waits; resolves once the wallet took the bet. */
  const startHeld = async (p: Player) => {
    let entered!: () => void
    let release!: () => void
    const inFlight = new Promise<void>((r) => {
      entered = r
    })
    gate = { entered, released: new Promise<void>((r) => (release = r)) }
    const started = rounds.start(p.provider, p.game, p.launch, '1', p.params)
    await Promise.race([inFlight, started])
    return { started, release }
  }
  return { startHeld }
}

describe('rotating the server seed while a round is being started', () => {
  it.each(KIND_NAMES)(
    '%s: refused while the debit is in flight; the round plays the seeds shown before the bet',
    async (kind) => {
      const studio = studioWithHeldDebits()
      const p = await player(kind)
      const before = (await p.session()).fair
      const { started, release } = await studio.startHeld(p)
      const rotate = await p.rotate()
      expect([rotate.statusCode, rotate.json().msg]).toEqual([409, 'roundOpen'])
      release()
      const { round } = await started
      // the seeds the player saw when betting, never a pair drawn after
      expect([round.server_seed_hash, round.client_seed, round.server_seed]).toEqual([
        before.server_seed_hash,
        before.client_seed,
        null,
      ])
      await p.finish(round.round_id)
      const rotated = await p.rotate()
      expect(rotated.statusCode).toBe(200)
      expect(rotated.json().data.revealed.server_seed_hash).toBe(before.server_seed_hash)
      await expectReplays(p, round.round_id)
    },
    60_000,
  )

  // Mines and the rocket wait for the player, so a seed revealed behind their start tells their
  // hidden state (the instant kinds are covered by the held debit above).
  it.each(['mines', 'crash'] as const)(
    '%s: a rotation queued behind a start on the seed row is refused; the open round stays secret',
    async (kind) => {
      const p = await player(kind)
      const before = (await p.session()).fair
      const lock = await holdSeedRow(before.server_seed_hash)
      // the start reaches the seed row first, the rotation queues behind it
      const started = p.start()
      await until('the start waits on the seed row', async () => (await lock.waiters()) >= 1)
      const rotating = p.rotate()
      await until('the rotation waits behind it', async () => (await lock.waiters()) >= 2)
      await lock.release()
      const [start, rotate] = await Promise.all([started, rotating])
      expect(start.statusCode).toBe(200)
      const round = start.json().data.round
      expect(round.status).toBe('open')
      expect([rotate.statusCode, rotate.json().msg]).toEqual([409, 'roundOpen'])
      expect(await peeked(p)).toEqual([])
      expect((await p.record(round.round_id)).server_seed).toBeNull()
      await p.finish(round.round_id)
      expect((await p.rotate()).statusCode).toBe(200)
      await expectReplays(p, round.round_id)
    },
    60_000,
  )

  it.each(['mines', 'crash'] as const)(
    '%s: 30 rotations fired 0–29 ms after 30 round starts reveal no open round',
    async (kind) => {
      const p = await player(kind)
      const peeks: string[] = []
      for (let i = 0; i < 30; i++) {
        // the rotation is fired i ms after the start, so the tries cross its authentication, debit
        // and draw (the delay spreads the tries; nothing waits on it to pass)
        const [start, rotate] = await Promise.all([
          p.start(),
          new Promise((r) => setTimeout(r, i)).then(() => p.rotate()),
        ])
        expect(start.statusCode).toBe(200)
        expect([200, 409]).toContain(rotate.statusCode)
        if (rotate.statusCode === 409) expect(rotate.json().msg).toBe('roundOpen')
        peeks.push(...(await peeked(p)).map((r) => r.roundId))
        const round = start.json().data.round
        if (round.status === 'open') await p.finish(round.round_id)
      }
      expect(peeks).toEqual([])
    },
    120_000,
  )
})

describe('changing the client seed while a round is open', () => {
  it('mines: the open round keeps and publishes its client seed; the new one plays from the next round', async () => {
    const p = await player('mines')
    const before = (await p.session()).fair
    const open = (await p.start()).json().data.round
    expect(open.status).toBe('open')
    const changed = await p.setClientSeed('changed-mid-round')
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data.fair.client_seed).toBe('changed-mid-round')
    expect((await p.record(open.round_id)).client_seed).toBe(before.client_seed)
    await p.finish(open.round_id)
    const next = (await p.start()).json().data.round
    expect(next.client_seed).toBe('changed-mid-round')
    await p.finish(next.round_id)
    expect((await p.rotate()).statusCode).toBe(200)
    expect((await expectReplays(p, open.round_id)).client_seed).toBe(before.client_seed)
    expect((await expectReplays(p, next.round_id)).client_seed).toBe('changed-mid-round')
  }, 60_000)

  it.each(KIND_NAMES)(
    '%s: a change while the debit is in flight applies to the next round; both replay',
    async (kind) => {
      const studio = studioWithHeldDebits()
      const p = await player(kind)
      const before = (await p.session()).fair
      const { started, release } = await studio.startHeld(p)
      const changed = await p.setClientSeed(`next-${kind}`)
      expect(changed.json().data.fair.client_seed).toBe(`next-${kind}`)
      release()
      const { round } = await started
      expect(round.client_seed).toBe(before.client_seed)
      await p.finish(round.round_id)
      const next = (await p.start()).json().data.round
      expect(next.client_seed).toBe(`next-${kind}`)
      await p.finish(next.round_id)
      expect((await p.rotate()).statusCode).toBe(200)
      await expectReplays(p, round.round_id)
      await expectReplays(p, next.round_id)
    },
    60_000,
  )
})
