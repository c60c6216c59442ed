import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BET_STATUS } from '#contract/games.ts'
import { auditLog, ledgerTransactions, sportBets } from '../../db/schema.ts'
import { boPost, signInOperator } from '../../test/operators.ts'
import { appOnPostgres } from '../../test/postgres.ts'

const on = appOnPostgres({ RATE_LIMITS: 'off' })

describe('voiding a match racing on PostgreSQL', () => {
  it('three voids at once by two operators: one voids, the others are told it is void, each bet refunded once', async () => {
    const t = on.t
    await t.app.jobs.sportsTick()
    const admin = (await signInOperator(t)).token
    await boPost(t, '/operators', { name: 'tara', role: 'trader', password: 'Operator123' }, admin)
    const trader = (await signInOperator(t, 'tara', 'Operator123')).token
    const lobby = (await t.app.inject('/sports/soccer?start=0&limit=5')).json().data.list as {
      match_id: string
      markets: { kind: string; name: string; odds: number }[]
    }[]
    for (const [round, m] of lobby.slice(0, 3).entries()) {
      const players = [await t.signUp(`voider${round}a`, '100'), await t.signUp(`voider${round}b`, '100')]
      const betNos: string[] = []
      for (const [i, token] of players.entries()) {
        const market = m.markets.filter((x) => x.kind === 'wl')[i]
        const placed = await t.app.inject({
          method: 'POST',
          url: '/sports/soccer/bet',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': `race-${round}-${i}` },
          payload: { selections: [{ match_id: m.match_id, ...market }], strings: [1], multiple: 10 },
        })
        expect(placed.json().code).toBe(0)
        betNos.push(placed.json().data.bet_id)
      }
      const path = `/matches/soccer/${m.match_id}/void`
      const [answers] = await Promise.all([
        Promise.all([
          boPost(t, path, { reason: 'abandoned' }, trader),
          boPost(t, path, { reason: 'abandoned too' }, admin),
          boPost(t, path, { reason: 'abandoned three' }, trader),
        ]).then((all) => all.map((r) => r.json())),
        // The feed's own settlement run races the voids' runs.
        t.app.jobs.sportsTick(),
      ])
      expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
      expect(answers.filter((a) => a.msg === 'matchAlreadyVoid')).toHaveLength(2)
      const audit = await on.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `match:soccer:${m.match_id}`))
      expect(audit.map((a) => a.action)).toEqual(['match.void'])
      for (const [i, token] of players.entries()) {
        const [bet] = await on.database.db
          .select()
          .from(sportBets)
          .where(eq(sportBets.betNo, betNos[i] ?? ''))
        expect(bet?.status).toBe(BET_STATUS.cancelled)
        const refunds = await on.database.db
          .select()
          .from(ledgerTransactions)
          .where(like(ledgerTransactions.idempotencyKey, `sport-settle:${bet?.id}`))
        expect(refunds).toHaveLength(1)
        const score = (
          await t.app.inject({ url: '/sports/member/account', headers: { authorization: `Bearer ${token}` } })
        ).json().data.score
        expect(score).toBe('100.000000')
      }
    }
  }, 120_000)
})
