// The back office's Live tables page against the real live studio (demo mode, PGlite): the
// signed operator calls our server makes, the roles, and the audit rows written after the studio's answer.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { auditLog } from '../../db/schema.ts'
import { runOps } from '../../ops/commands.ts'
import { liveOperator } from '../../providers/games/liveOperator.ts'
import { balanceOf } from '../../test/games.ts'
import { testApp } from '../../test/harness.ts'
import { LIVE_TEST_SECRET, liveProviderKey } from '../../test/live.ts'
import { boGet, boPost, signInOperator } from '../../test/operators.ts'

const clock = manualClock(new Date('2026-11-21T12:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let origin = ''
let admin: string
let trader: string
let support: string
beforeAll(async () => {
  t = await testApp({
    env: { RATE_LIMITS: 'off', JWT_SECRET: LIVE_TEST_SECRET, LIVE_PHASES_MS: '9999999,9999999,9999999' },
    clock,
  })
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' })
  await t.app.live?.start()
  admin = (await signInOperator(t)).token
  for (const [name, role] of [
    ['tara', 'trader'],
    ['sam', 'support'],
  ]) {
    expect((await boPost(t, '/operators', { name, role, password: 'Operator123' }, admin)).json().code).toBe(
      0,
    )
  }
  trader = (await signInOperator(t, 'tara', 'Operator123')).token
  support = (await signInOperator(t, 'sam', 'Operator123')).token
}, 60_000)
afterAll(() => t?.close())

const auditOf = (action: string, target: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)))

/** A player who opened the table through our §7 login and placed a bet on its open round. */
async function betAt(account: string, table: string, spots: Record<string, string>) {
  const token = await t.signUp(account, '100')
  const login = await t.app.inject({
    method: 'POST',
    url: `/sports/winfinity/games/login/us/${table}`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      ip: '{ip}',
      os: 'Linux',
      device: 'desktop',
      browser: 'web',
      fingerprint: 'b'.repeat(64),
      java_enabled: true,
      language: 'en-US',
      color_depth: 24,
      screen_height: 800,
      screen_width: 1280,
      timezone_offset: '+00:00',
      width: 1000,
      height: 700,
    },
  })
  const launch = new URL(login.json().data, origin).searchParams.get('token') ?? ''
  const roundId = t.app.live?.runner.current(table)?.roundId as string
  const placed = await t.app.inject({
    method: 'POST',
    url: `/sandbox/games/live/api/tables/${table}/bets`,
    headers: { 'x-launch-token': launch },
    payload: { round_id: roundId, key: `${account}-1`, spots },
  })
  expect(placed.statusCode).toBe(200)
  return { token, roundId }
}

describe('the Live tables page (back office)', () => {
  it('traders and admins read the tables; support may not; signed out is 401', async () => {
    const listed = await boGet(t, '/live-tables', trader)
    expect(listed.json().data.configured).toBe(true)
    const tables = listed.json().data.tables
    expect(tables.map((x: { id: string }) => x.id)).toEqual([
      'baccarat-1',
      'dragon-tiger-1',
      'roulette-1',
      'sicbo-1',
    ])
    expect(tables[0]).toMatchObject({ kind: 'baccarat', paused: false, phase: 'betting', players_seated: 0 })
    expect((await boGet(t, '/live-tables', admin)).statusCode).toBe(200)
    const refused = await boGet(t, '/live-tables', support)
    expect([refused.statusCode, refused.json().msg]).toEqual([403, 'forbiddenForRole'])
    const pause = await boPost(t, '/live-tables/baccarat-1/pause', { reason: 'not mine to stop' }, support)
    expect(pause.statusCode).toBe(403)
    expect((await boGet(t, '/live-tables')).statusCode).toBe(401)
    expect(await auditOf('liveTables.pause', 'live:baccarat-1')).toEqual([])
  })

  it("a pause voids the open round and refunds its bets, audited with the studio's answer; resume opens a round", async () => {
    const { token, roundId } = await betAt('boliveA', 'roulette-1', { red: '6' })
    expect(await balanceOf(t, token)).toBe('94.000000')
    const round = (await boGet(t, '/live-tables', trader))
      .json()
      .data.tables.find((x: { id: string }) => x.id === 'roulette-1')
    expect(round).toMatchObject({ round_id: roundId, round_stake: '6.000000' })

    const paused = await boPost(t, '/live-tables/roulette-1/pause', { reason: 'wheel check' }, trader)
    expect(paused.json().data.table).toMatchObject({ id: 'roulette-1', paused: true })
    expect(await balanceOf(t, token)).toBe('100.000000')
    const listed = (await boGet(t, '/live-tables', trader)).json().data.tables
    expect(listed.find((x: { id: string }) => x.id === 'roulette-1')).toMatchObject({ paused: true })
    const rounds = (await boGet(t, '/live-tables/roulette-1/rounds?limit=3', trader)).json().data
    expect(rounds[0]).toMatchObject({
      round_id: roundId,
      voided: true,
      bets: 1,
      stake: '6.000000',
      payout: '0.000000',
    })

    const [row, ...more] = await auditOf('liveTables.pause', 'live:roulette-1')
    expect(more).toEqual([])
    expect(row).toMatchObject({ actorName: 'tara', reason: 'wheel check' })
    expect(row?.after).toMatchObject({ outcome: 'done', result: { table: { paused: true } } })

    const resumed = await boPost(t, '/live-tables/roulette-1/resume', { reason: 'wheel fine' }, admin)
    expect(resumed.json().data.table).toMatchObject({ paused: false, phase: 'betting' })
    expect(t.app.live?.runner.current('roulette-1')?.roundId).not.toBe(roundId)
    expect((await auditOf('liveTables.resume', 'live:roulette-1'))[0]?.after).toMatchObject({
      outcome: 'done',
    })
  })

  it("refusals: a reason is required (nothing sent, nothing logged); an unknown table is the studio's 404, logged refused", async () => {
    const noReason = await boPost(t, '/live-tables/sicbo-1/pause', { reason: ' ' }, trader)
    expect([noReason.statusCode, noReason.json().msg]).toEqual([400, 'reasonRequired'])
    const tooLong = await boPost(t, '/live-tables/sicbo-1/pause', { reason: 'x'.repeat(201) }, trader)
    expect(tooLong.statusCode).toBe(400)
    expect(await auditOf('liveTables.pause', 'live:sicbo-1')).toEqual([])
    expect((await boGet(t, '/live-tables', trader)).json().data.tables[3]).toMatchObject({ paused: false })

    const unknown = await boPost(t, '/live-tables/blackjack-1/pause', { reason: 'no such table' }, trader)
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, 'unknownTable'])
    expect((await auditOf('liveTables.pause', 'live:blackjack-1'))[0]?.after).toMatchObject({
      outcome: 'refused',
    })
    expect((await boGet(t, '/live-tables/BAD!/rounds', trader)).statusCode).toBe(400)
  })

  it('our calls are signed with the winfinity key: another key or no studio is "the live studio did not answer"', async () => {
    const right = liveOperator({
      baseUrl: () => origin,
      key: liveProviderKey(),
      nowMs: () => clock.now().getTime(),
    })
    expect((await right.tables()).length).toBe(4)
    const wrongKey = liveOperator({
      baseUrl: () => origin,
      key: 'not-the-key',
      nowMs: () => clock.now().getTime(),
    })
    await expect(wrongKey.tables()).rejects.toMatchObject({
      status: 502,
      message: 'liveStudioUnavailable',
    })
    // A timestamp outside the signature window is refused like a wrong key (a replayed call).
    const stale = liveOperator({ baseUrl: () => origin, key: liveProviderKey(), nowMs: () => 0 })
    await expect(stale.pause('sicbo-1', 'replay')).rejects.toMatchObject({ message: 'liveStudioUnavailable' })
    const nowhere = liveOperator({
      baseUrl: () => 'http://127.0.0.1:9',
      key: liveProviderKey(),
      nowMs: () => clock.now().getTime(),
    })
    await expect(nowhere.tables()).rejects.toMatchObject({ status: 502, outcome: 'unknown' })
    expect(t.app.live?.runner.current('sicbo-1')).toBeTruthy()
    expect((await boGet(t, '/live-tables', trader)).json().data.tables[3]).toMatchObject({ paused: false })
  })
})

describe('production: no live studio is contracted', () => {
  let p: Awaited<ReturnType<typeof testApp>>
  beforeAll(async () => {
    p = await testApp({
      env: {
        APP_MODE: 'production',
        JWT_SECRET: 'q'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMS_URL: 'http://127.0.0.1:9/sms',
        SEED_DEMO: 'false',
      },
    })
  })
  afterAll(() => p?.close())

  it('the page says so plainly and the actions answer liveStudioNotConfigured', async () => {
    expect(p.app.live).toBeNull()
    const added = await runOps({ db: p.database.db, services: p.app.services }, [
      'operators',
      'add',
      'pat',
      '--role',
      'trader',
      '--password',
      'Operator123',
    ])
    expect(added.exitCode).toBe(0)
    const pat = (await signInOperator(p, 'pat', 'Operator123')).token
    expect((await boGet(p, '/live-tables', pat)).json()).toMatchObject({
      code: 0,
      data: { configured: false, tables: [] },
    })
    const pause = await boPost(p, '/live-tables/baccarat-1/pause', { reason: 'none here' }, pat)
    expect([pause.statusCode, pause.json().msg]).toEqual([503, 'liveStudioNotConfigured'])
    expect((await boGet(p, '/live-tables/baccarat-1/rounds', pat)).statusCode).toBe(503)
  })
})
