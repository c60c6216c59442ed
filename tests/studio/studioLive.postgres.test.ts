// The live studio's bets raced on a real PostgreSQL server: one key debits once however many
// copies arrive together, and a player's concurrent bets never pass a spot's maximum.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { gameRounds } from '../../server/db/schema.ts'
import { balanceOf } from '../../server/test/games.ts'
import { LIVE_TEST_SECRET, liveLaunchToken } from '../../server/test/live.ts'
import { appOnPostgres } from '../../server/test/postgres.ts'
import { liveBets as sandboxLiveBets } from '../../studio/server/db/schema.ts'

const on = appOnPostgres({
  RATE_LIMITS: 'off',
  JWT_SECRET: LIVE_TEST_SECRET,
  LIVE_PHASES_MS: '9999999,9999999,9999999',
})
const API = '/sandbox/games/live/api'
beforeAll(async () => {
  await on.t.app.listen({ port: 0, host: '127.0.0.1' })
  await on.t.app.live?.start()
})

async function seated(account: string, fund: string) {
  const token = await on.t.signUp(account, fund)
  const { user_id } = await on.t.signIn(account, 'Secret123')
  return { token, launch: liveLaunchToken(user_id, 'sicbo-1', on.t.clock.now().getTime()) }
}
const bet = (launch: string, body: object) =>
  on.t.app.inject({
    method: 'POST',
    url: `${API}/tables/sicbo-1/bets`,
    headers: { 'x-launch-token': launch },
    payload: body,
  })
const roundId = () => on.t.app.live?.runner.current('sicbo-1')?.roundId as string

describe('live bets raced on PostgreSQL', () => {
  it('20 concurrent copies of one bet key: one bet, one debit, every answer the same bet', async () => {
    const p = await seated('liverace1', '100')
    const rid = roundId()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bet(p.launch, { round_id: rid, key: 'one', spots: { big: '10' } })),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200))
    expect(new Set(answers.map((a) => a.json().data.bet.id)).size).toBe(1)
    expect(await balanceOf(on.t, p.token)).toBe('90.000000')
    const rows = await on.database.db.select().from(sandboxLiveBets).where(eq(sandboxLiveBets.roundId, rid))
    expect(rows).toHaveLength(1)
    const ours = await on.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, 'winfinity'), eq(gameRounds.roundId, `${rid}.${rows[0]?.betId}`)))
    expect(ours.map((r) => r.bet)).toEqual([10_000_000n])
  }, 60_000)

  it('15 concurrent bets of 100 on one spot (max 1000) by one player: exactly 10 taken', async () => {
    const p = await seated('liverace2', '5000')
    const rid = roundId()
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        bet(p.launch, { round_id: rid, key: `k${i}`, spots: { small: '100' } }),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10)
    expect(answers.filter((a) => a.statusCode === 422).map((a) => a.json().msg)).toEqual(
      Array.from({ length: 5 }, () => 'aboveMax'),
    )
    expect(await balanceOf(on.t, p.token)).toBe('4000.000000')
  }, 60_000)

  it('bets racing the close of the window: each is either refused betsClosed or paid at the result', async () => {
    const p = await seated('liverace3', '100')
    const rid = roundId()
    const live = on.t.app.live as NonNullable<typeof on.t.app.live>
    const bets = Array.from({ length: 10 }, (_, i) =>
      bet(p.launch, { round_id: rid, key: `c${i}`, spots: { odd: '1' } }),
    )
    await live.runner.advance('sicbo-1')
    const answers = await Promise.all(bets)
    const taken = answers.filter((a) => a.statusCode === 200).length
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().msg === 'betsClosed')).toBe(true)
    await live.runner.advance('sicbo-1')
    const record = (await on.t.app.inject({ url: `${API}/rounds/${rid}` })).json().data
    const oddWins = !record.outcome.triple && record.outcome.total % 2 === 1
    expect(await balanceOf(on.t, p.token)).toBe(`${100 - taken + (oddWins ? 2 * taken : 0)}.000000`)
    await live.runner.advance('sicbo-1')
  }, 60_000)
})
