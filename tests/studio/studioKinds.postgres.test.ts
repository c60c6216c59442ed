// The studio's open rounds (crash, mines) raced on a real PostgreSQL server: concurrent steps of
// one round take its row lock in turn, so a round ends once and our wallet is credited once.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { manualClock } from '../../server/clock.ts'
import { gameRounds } from '../../server/db/schema.ts'
import { balanceOf, launchToken, studioFor } from '../../server/test/games.ts'
import { appOnPostgres } from '../../server/test/postgres.ts'
import { crashTimeOf } from '../../studio/math/crash.ts'
import { rounds as sandboxStudioRounds } from '../../studio/server/db/schema.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })
const API = '/sandbox/games/api'
const micro = (text: string) => BigInt(text.replace('.', ''))

async function play(account: string, launchPath: string, provider: string, game: string) {
  const t = on.t
  await studioFor(t)
  const token = await t.signUp(account, '10')
  const launch = await launchToken(t, token, launchPath)
  const headers = { 'x-launch-token': launch }
  const start = async (params: unknown) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${API}/${provider}/${game}/rounds`,
        headers,
        payload: { bet: '2', params },
      })
    ).json().data.round as { round_id: string }
  const step = (roundId: string, action: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/${provider}/rounds/${roundId}/step`,
      headers,
      payload: { action },
    })
  const credits = async (roundId: string) => {
    const [ours] = await on.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId))
    return ours
  }
  return { t, token, start, step, credits }
}

describe('open rounds raced on PostgreSQL', () => {
  it('10 concurrent cash-outs of one rocket: one ends the round, the others are told it is closed, one credit', async () => {
    const p = await play('racecrash1', '/pggame/pg/rocket', 'pg', 'rocket')
    const round = await p.start({})
    ;(p.t.clock as ReturnType<typeof manualClock>).advance(crashTimeOf(150))
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => p.step(round.round_id, { type: 'cashOut' })),
    )
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().msg)).toEqual(
      Array.from({ length: 9 }, () => 'roundClosed'),
    )
    const settled = answers.find((a) => a.statusCode === 200)?.json().data.round
    expect(settled.outcome.cashOut).toBe(settled.outcome.crashPoint >= 150 ? 150 : null)
    const ours = await p.credits(round.round_id)
    expect([ours?.status, ours?.win]).toEqual(['settled', micro(settled.win)])
    expect(micro(await balanceOf(p.t, p.token))).toBe(10_000_000n - 2_000_000n + micro(settled.win))
  }, 120_000)

  it('8 concurrent reveals of one mines round are applied one at a time: the record holds each tile once', async () => {
    const p = await play('racemines1', '/tadaGame/startForUrl/mines', 'tada', 'mines')
    const round = await p.start({ mines: 1 })
    const tiles = [0, 1, 2, 3, 4, 5, 6, 7]
    const answers = await Promise.all(tiles.map((tile) => p.step(round.round_id, { type: 'reveal', tile })))
    const [row] = await on.database.db
      .select()
      .from(sandboxStudioRounds)
      .where(eq(sandboxStudioRounds.roundId, round.round_id))
    const revealed = ((row?.actions ?? []) as { action: { tile: number } }[]).map((a) => a.action.tile)
    // every reveal the studio applied is recorded once; those after a mine are refused as closed
    expect(new Set(revealed).size).toBe(revealed.length)
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(revealed.length)
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().msg === 'roundClosed')).toBe(
      true,
    )
    if (row?.status === 'open') {
      const out = await p.step(round.round_id, { type: 'cashOut' })
      expect(out.json().data.round.outcome.revealed).toHaveLength(8)
    }
    const [done] = await on.database.db
      .select()
      .from(sandboxStudioRounds)
      .where(eq(sandboxStudioRounds.roundId, round.round_id))
    const ours = await p.credits(round.round_id)
    expect([done?.status, ours?.status, ours?.win]).toEqual(['settled', 'settled', done?.win])
    expect(micro(await balanceOf(p.t, p.token))).toBe(10_000_000n - 2_000_000n + (done?.win ?? 0n))
  }, 120_000)
})
