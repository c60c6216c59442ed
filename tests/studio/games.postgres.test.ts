import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { gameRounds, ledgerAccounts, ledgerEntries } from '../../server/db/schema.ts'
import { balanceOf, launchToken, studioFor } from '../../server/test/games.ts'
import { appOnPostgres } from '../../server/test/postgres.ts'
import { seeds as sandboxStudioSeeds } from '../../studio/server/db/schema.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })

const entriesOf = async (key: string) =>
  (
    await on.database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerAccounts.key, key))
  ).map((e) => e.amount)

describe('the seamless wallet racing on PostgreSQL', () => {
  it('50 concurrent debits of 1 on a wallet holding 20: exactly 20 are taken, the rest refused', async () => {
    const t = on.t
    const studio = await studioFor(t)
    const token = await t.signUp('racegame1', '20')
    const session = await launchToken(t, token)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        studio.call('pg', 'debit', {
          token: session,
          transaction_id: `race-d-${n}`,
          round_id: `race-r-${n}`,
          amount: '1',
        }),
      ),
    )
    expect(answers.filter((a) => a.code === 0)).toHaveLength(20)
    expect(answers.filter((a) => a.msg === 'insufficientBalance' && a.code === 3203)).toHaveLength(30)
    expect(await balanceOf(t, token)).toBe('0.000000')
    const open = await on.database.db.select().from(gameRounds).where(eq(gameRounds.status, 'open'))
    expect(open.filter((r) => r.roundId.startsWith('race-r-'))).toHaveLength(20)
  }, 120_000)

  it('20 concurrent replays of one credit move the money once; a round trip nets the provider account to zero', async () => {
    const t = on.t
    const studio = await studioFor(t)
    const token = await t.signUp('racegame2', '10')
    const session = await launchToken(t, token)
    const before = (await entriesOf('provider:pg:USDT')).reduce((a, b) => a + b, 0n)
    const debit = await studio.call('pg', 'debit', {
      token: session,
      transaction_id: 'replay-d',
      round_id: 'replay-r',
      amount: '4',
    })
    expect(debit.code).toBe(0)
    const credit = { token: session, transaction_id: 'replay-c', round_id: 'replay-r', amount: '4' }
    const answers = await Promise.all(Array.from({ length: 20 }, () => studio.call('pg', 'credit', credit)))
    // Every replay answers the first result (jsonb may order its keys differently).
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(answers[0]).toMatchObject({ code: 0, data: { status: 'credited', balance: '10000000' } })
    expect(await balanceOf(t, token)).toBe('10.000000')
    const moved = (await entriesOf('provider:pg:USDT')).reduce((a, b) => a + b, 0n)
    // One debit and one credit of 4: the provider's account is where it started.
    expect(moved - before).toBe(0n)
  }, 120_000)

  it('the studio plays 20 concurrent spins of one player: one seed pair, 20 distinct nonces, each round paid once', async () => {
    const t = on.t
    await studioFor(t)
    const token = await t.signUp('racegame3', '10')
    const session = await launchToken(t, token)
    const spins = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/sandbox/games/api/pg/lucky-reels/rounds',
          headers: { 'x-launch-token': session },
          payload: { bet: '0.1', params: {} },
        }),
      ),
    )
    const rounds = spins.map(
      (r) => r.json().data.round as { nonce: number; win: string; round_id: string; status: string },
    )
    expect(spins.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200))
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i))
    expect(new Set(rounds.map((r) => r.status))).toEqual(new Set(['settled']))
    const seeds = await on.database.db
      .select()
      .from(sandboxStudioSeeds)
      .where(eq(sandboxStudioSeeds.provider, 'pg'))
    expect(seeds.filter((s) => s.nextNonce === 20)).toHaveLength(1)
    const wins = rounds.reduce((n, r) => n + BigInt(r.win.replace('.', '')), 0n)
    expect(BigInt((await balanceOf(t, token)).replace('.', ''))).toBe(10_000_000n - 2_000_000n + wins)
    const ours = await on.database.db.select().from(gameRounds).where(eq(gameRounds.status, 'settled'))
    const mine = ours.filter((r) => rounds.some((x) => x.round_id === r.roundId))
    expect(mine).toHaveLength(20)
    expect(mine.reduce((n, r) => n + r.win, 0n)).toBe(wins)
  }, 120_000)
})
