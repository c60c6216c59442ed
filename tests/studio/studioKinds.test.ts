// The studio's crash, mines, dice and plinko played through the studio's API on a real database,
// with our seamless wallet over HTTP: what each kind refuses, how an open round ends, and that
// our ledger follows the studio's rounds to the micro-unit.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { gameRounds } from '../../server/db/schema.ts'
import { balanceOf, launchToken } from '../../server/test/games.ts'
import { testApp } from '../../server/test/harness.ts'
import { crashPoint, crashTimeOf } from '../../studio/math/crash.ts'
import { fairRng } from '../../studio/math/fair.ts'
import { minesMultiplierBp, playMines } from '../../studio/math/mines.ts'
import { plinkoTable } from '../../studio/math/plinko.ts'
import { rounds as sandboxStudioRounds, seeds as sandboxStudioSeeds } from '../../studio/server/db/schema.ts'
import { KINDS } from '../../studio/server/kinds/index.ts'
import { replayRound } from '../../studio/server/kinds/replay.ts'

const START = new Date('2026-11-21T12:00:00Z')
const clock = manualClock(START)
let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' }, clock })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

const API = '/sandbox/games/api'
const LAUNCH = {
  rocket: ['pg', '/pggame/pg/rocket'],
  mines: ['tada', '/tadaGame/startForUrl/mines'],
  dice: ['tada', '/tadaGame/startForUrl/dice'],
  plinko: ['pg2', '/3rd-game/pg2/games/login/plinko'],
} as const
type Game = keyof typeof LAUNCH
const micro = (text: string) => BigInt(text.replace('.', ''))

async function player(name: string, game: Game, money = '20') {
  const token = await t.signUp(name, money)
  const launch = await launchToken(t, token, LAUNCH[game][1])
  const provider = LAUNCH[game][0]
  const start = (bet: unknown, params: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/${provider}/${game}/rounds`,
      headers: { 'x-launch-token': launch },
      payload: { bet, params },
    })
  const step = (roundId: string, action: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/${provider}/rounds/${roundId}/step`,
      headers: { 'x-launch-token': launch },
      payload: { action },
    })
  const hidden = async (roundId: string) => {
    const [row] = await t.database.db
      .select()
      .from(sandboxStudioRounds)
      .where(eq(sandboxStudioRounds.roundId, roundId))
    return row
  }
  const ours = async (roundId: string) => {
    const [row] = await t.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, provider), eq(gameRounds.roundId, roundId)))
    return row
  }
  const crashPointOf = async (roundId: string) => {
    const state = (await hidden(roundId))?.state as { crashPoint: number } | undefined
    return state?.crashPoint ?? -1
  }
  return { token, launch, start, step, hidden, ours, crashPointOf, balance: () => balanceOf(t, token) }
}

describe('dice', () => {
  it('refuses a target outside 0.01–98 % with a 400 and takes nothing; a roll settles at once', async () => {
    const p = await player('kdice01', 'dice', '10')
    for (const params of [
      { direction: 'over', target: 9999 },
      { direction: 'under', target: 0 },
      { direction: 'under', target: 9801 },
      { direction: 'under', target: 50.5 },
      { direction: 'sideways', target: 5000 },
      { direction: 'under' },
      {},
    ]) {
      const res = await p.start('1', params)
      expect([params, res.statusCode, res.json().msg]).toEqual([params, 400, 'badParams'])
    }
    expect(await p.balance()).toBe('10.000000')
    const res = await p.start('2', { direction: 'under', target: 5000 })
    expect(res.statusCode).toBe(200)
    const { round, balance } = res.json().data
    expect(round.status).toBe('settled')
    const won = round.outcome.roll < 5000
    expect(round.outcome).toEqual({ roll: round.outcome.roll, win: won, multiplierBp: won ? 19_800 : 0 })
    expect(round.win).toBe(won ? '3.960000' : '0.000000')
    expect(balance).toBe(await p.balance())
    expect(micro(balance)).toBe(10_000_000n - 2_000_000n + micro(round.win))
  })
})

describe('plinko', () => {
  it('validates rows and risk, and pays the slot the fair path lands in', async () => {
    const p = await player('kplinko01', 'plinko', '10')
    for (const params of [
      { rows: 7, risk: 'low' },
      { rows: 17, risk: 'low' },
      { rows: 12.5, risk: 'low' },
      { rows: 12, risk: 'extreme' },
      { rows: '12', risk: 'low' },
      { rows: 12, risk: 'low', extra: 1 },
    ]) {
      const res = await p.start('1', params)
      expect([params, res.statusCode, res.json().msg]).toEqual([params, 400, 'badParams'])
    }
    expect(await p.balance()).toBe('10.000000')
    const res = await p.start('1', { rows: 16, risk: 'high' })
    const { round } = res.json().data
    expect(round.outcome.path).toHaveLength(16)
    expect(round.outcome.slot).toBe(round.outcome.path.reduce((a: number, b: number) => a + b, 0))
    const multiplier = plinkoTable({ rows: 16, risk: 'high' })[round.outcome.slot] as number
    expect(round.outcome.multiplierBp).toBe(multiplier)
    expect(micro(round.win)).toBe((1_000_000n * BigInt(multiplier)) / 10_000n)
    expect(micro(await p.balance())).toBe(9_000_000n + micro(round.win))
  })
})

describe('mines', () => {
  it('keeps the mines hidden while open, ends the round on a mine, and shows them all then', async () => {
    const p = await player('kmines01', 'mines', '10')
    for (const params of [{ mines: 0 }, { mines: 25 }, { mines: 2.5 }, {}]) {
      const res = await p.start('1', params)
      expect([params, res.statusCode, res.json().msg]).toEqual([params, 400, 'badParams'])
    }
    const res = await p.start('1', { mines: 24 })
    const { round } = res.json().data
    expect([round.status, round.outcome, round.view]).toEqual(['open', null, { mines: 24, revealed: [] }])
    // the page never sees the places; the studio keeps them
    expect(JSON.stringify(res.json())).not.toContain('"state"')
    const state = (await p.hidden(round.round_id))?.state as { mines: number[] }
    const mine = state.mines[0] as number
    expect((await p.step(round.round_id, { type: 'cashOut' })).json().msg).toBe('badAction')
    expect((await p.step(round.round_id, { type: 'reveal', tile: 25 })).statusCode).toBe(400)
    const boom = (await p.step(round.round_id, { type: 'reveal', tile: mine })).json().data
    expect(boom.round.status).toBe('settled')
    expect(boom.round.outcome).toEqual({
      mines: state.mines,
      revealed: [mine],
      hitMine: true,
      multiplierBp: 0,
    })
    expect(boom.round.win).toBe('0.000000')
    expect((await p.step(round.round_id, { type: 'reveal', tile: 0 })).statusCode).toBe(409)
    expect(await p.balance()).toBe('9.000000')
    expect((await p.ours(round.round_id))?.status).toBe('settled')
  })

  it('pays a cash-out the multiplier of the safe tiles revealed, as the seeds replay it', async () => {
    const p = await player('kmines02', 'mines', '10')
    const { round } = (await p.start('2', { mines: 3 })).json().data
    const state = (await p.hidden(round.round_id))?.state as { mines: number[] }
    const safe = [...Array(25).keys()].filter((i) => !state.mines.includes(i)).slice(0, 4)
    for (const tile of safe) {
      const open = (await p.step(round.round_id, { type: 'reveal', tile })).json().data
      expect(open.round.status).toBe('open')
    }
    expect((await p.step(round.round_id, { type: 'reveal', tile: safe[0] })).json().msg).toBe('badAction')
    const out = (await p.step(round.round_id, { type: 'cashOut' })).json().data
    expect(out.round.outcome).toEqual({
      mines: state.mines,
      revealed: safe,
      hitMine: false,
      multiplierBp: minesMultiplierBp(3, 4),
    })
    expect(micro(out.round.win)).toBe((2_000_000n * BigInt(minesMultiplierBp(3, 4))) / 10_000n)
    expect(micro(await p.balance())).toBe(8_000_000n + micro(out.round.win))
    // the record replays: playMines of the same seeds and picks gives the same mines and multiplier
    const row = await p.hidden(round.round_id)
    const [seed] = await t.database.db
      .select()
      .from(sandboxStudioSeeds)
      .where(eq(sandboxStudioSeeds.id, row?.seedId ?? 0))
    const replay = playMines(
      fairRng({
        serverSeed: seed?.serverSeed ?? '',
        clientSeed: seed?.clientSeed ?? '',
        nonce: row?.nonce ?? 0,
      }),
      3,
      safe,
    )
    expect(replay).toEqual(out.round.outcome)
  })
})

describe('crash', () => {
  it('pays a cash-out the multiplier on the studio clock, and a cash-out past the crash is a loss', async () => {
    const p = await player('kcrash01', 'rocket', '50')
    expect((await p.start('1', { autoCashOut: 100 })).json().msg).toBe('badParams')
    expect((await p.start('1', { autoCashOut: 1_000_001 })).json().msg).toBe('badParams')
    // play rounds until one crashes above 1.20× and one at or below it, on the fixed clock
    const seen = { won: false, lost: false }
    for (let i = 0; i < 30 && !(seen.won && seen.lost); i++) {
      const { round } = (await p.start('1', {})).json().data
      expect([round.status, round.view]).toEqual(['open', { elapsedMs: 0, autoCashOut: null }])
      const point = await p.crashPointOf(round.round_id)
      // too early: before 1.01× nothing can be cashed out
      if (point >= 101)
        expect((await p.step(round.round_id, { type: 'cashOut' })).json().msg).toBe('badAction')
      // the page is told nothing while the rocket flies below its point
      clock.advance(crashTimeOf(120))
      const answer = (await p.step(round.round_id, { type: 'cashOut' })).json().data
      expect(answer.round.status).toBe('settled')
      if (point >= 120) {
        seen.won = true
        expect(answer.round.outcome).toEqual({
          crashPoint: point,
          cashOut: 120,
          win: true,
          multiplierBp: 12_000,
        })
        expect(answer.round.win).toBe('1.200000')
      } else {
        seen.lost = true
        expect(answer.round.outcome).toEqual({
          crashPoint: point,
          cashOut: null,
          win: false,
          multiplierBp: 0,
        })
        expect(answer.round.win).toBe('0.000000')
      }
      expect(micro(answer.balance)).toBe(micro(await p.balance()))
    }
    expect(seen).toEqual({ won: true, lost: true })
  })

  it('a watch reports the crash once the clock passes the point; the auto cash-out pays when reached', async () => {
    const p = await player('kcrash02', 'rocket', '50')
    let rounds = 0
    for (;;) {
      rounds++
      const { round } = (await p.start('1', { autoCashOut: 150 })).json().data
      const point = await p.crashPointOf(round.round_id)
      clock.advance(crashTimeOf(Math.min(point, 150)) - 1)
      const flying = (await p.step(round.round_id, { type: 'watch' })).json().data
      expect(flying.round.status).toBe('open')
      clock.advance(crashTimeOf(Math.min(point + 1, 151)) - crashTimeOf(Math.min(point, 150)) + 1)
      const over = (await p.step(round.round_id, { type: 'watch' })).json().data
      expect(over.round.status).toBe('settled')
      expect(over.round.outcome.cashOut).toBe(point >= 150 ? 150 : null)
      if (point >= 150 || rounds > 20) break
    }
    // a late cash-out after the auto cash-out still gets 1.50×, never more
    const { round } = (await p.start('1', { autoCashOut: 101 })).json().data
    const point = await p.crashPointOf(round.round_id)
    clock.advance(60_000)
    const late = (await p.step(round.round_id, { type: 'cashOut' })).json().data
    expect(late.round.outcome.cashOut).toBe(point >= 101 ? 101 : null)
    expect(crashPoint(0)).toBe(100)
  })
})

describe('open rounds the player leaves', () => {
  it('are closed by the studio: a crash past its point credits 0, a mines round is cashed out as it stands', async () => {
    const crash = await player('kleft01', 'rocket', '10')
    const mines = await player('kleft02', 'mines', '10')
    const flying = (await crash.start('1', {})).json().data.round
    const field = (await mines.start('2', { mines: 3 })).json().data.round
    const state = (await mines.hidden(field.round_id))?.state as { mines: number[] }
    const safe = [...Array(25).keys()].find((i) => !state.mines.includes(i)) as number
    await mines.step(field.round_id, { type: 'reveal', tile: safe })
    const point = await crash.crashPointOf(flying.round_id)
    // our wallet holds both rounds open, the bets taken
    expect((await crash.ours(flying.round_id))?.status).toBe('open')
    expect((await mines.ours(field.round_id))?.status).toBe('open')
    expect([await crash.balance(), await mines.balance()]).toEqual(['9.000000', '8.000000'])

    // before the studio's limit nothing is touched; past it the sweep ends both
    clock.advance(60_000)
    await t.app.studio?.rounds.settlePending()
    expect((await mines.hidden(field.round_id))?.status).toBe('open')
    clock.advance(10 * 60_000)
    await t.app.studio?.rounds.settlePending()
    for (const [p, id] of [
      [crash, flying.round_id],
      [mines, field.round_id],
    ] as const) {
      const row = await p.hidden(id)
      expect(row?.status).toBe('settled')
      expect((await p.ours(id))?.status).toBe('settled')
    }
    // the rocket left with nobody aboard unless it reached the 10 000× cap
    expect((await crash.hidden(flying.round_id))?.outcome).toEqual({
      crashPoint: point,
      cashOut: point >= 1_000_000 ? 1_000_000 : null,
      win: point >= 1_000_000,
      multiplierBp: point >= 1_000_000 ? 100_000_000 : 0,
    })
    expect((await mines.hidden(field.round_id))?.outcome).toMatchObject({
      revealed: [safe],
      hitMine: false,
      // one safe tile of 22 with 3 mines: 0.99 · 25 / 22 = 1.125×
      multiplierBp: 11_250,
      expired: true,
    })
    expect([await crash.balance(), await mines.balance()]).toEqual(['9.000000', '10.250000'])
    // a step on a closed round is refused
    expect((await mines.step(field.round_id, { type: 'cashOut' })).statusCode).toBe(409)
  })
})

describe('the verifier’s replay', () => {
  it('recomputes every kind’s round from its revealed seed, params and recorded steps', async () => {
    const played: [ReturnType<typeof player> extends Promise<infer P> ? P : never, string, string][] = []
    const dice = await player('kreplay01', 'dice')
    played.push([
      dice,
      'tada',
      (await dice.start('1', { direction: 'over', target: 3000 })).json().data.round.round_id,
    ])
    const plinko = await player('kreplay02', 'plinko')
    played.push([
      plinko,
      'pg2',
      (await plinko.start('1', { rows: 11, risk: 'medium' })).json().data.round.round_id,
    ])
    const mines = await player('kreplay03', 'mines')
    const field = (await mines.start('1', { mines: 5 })).json().data.round.round_id
    await mines.step(field, { type: 'reveal', tile: 24 })
    const stillOpen = (await mines.hidden(field))?.status === 'open'
    if (stillOpen) await mines.step(field, { type: 'cashOut' })
    played.push([mines, 'tada', field])
    const crash = await player('kreplay04', 'rocket')
    const flight = (await crash.start('1', {})).json().data.round.round_id
    clock.advance(2_000)
    await crash.step(flight, { type: 'watch' })
    clock.advance(3_000)
    await crash.step(flight, { type: 'cashOut' })
    played.push([crash, 'pg', flight])

    for (const [p, provider, roundId] of played) {
      await t.app.inject({
        method: 'POST',
        url: `${API}/${provider}/seeds/rotate`,
        headers: { 'x-launch-token': p.launch },
        payload: {},
      })
      const record = (await t.app.inject({ url: `${API}/${provider}/rounds/${roundId}` })).json().data
      expect(record.status).toBe('settled')
      expect(record.server_seed).toMatch(/./)
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
      expect([record.kind, JSON.parse(JSON.stringify(replayed.done ? replayed.outcome : null))]).toEqual([
        record.kind,
        record.outcome,
      ])
      expect(replayed.done && replayed.win).toBe(micro(record.win))
    }
  })
})
