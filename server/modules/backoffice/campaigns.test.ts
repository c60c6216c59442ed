import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { auditLog, campaigns } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { addOperators, boGet, boPost, signInOperator } from '../../test/operators.ts'

const clock = manualClock(new Date('2026-11-21T12:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let admin: string
let marketing: string
let support: string
beforeAll(async () => {
  t = await testApp({ clock, env: { RATE_LIMITS: 'off' } })
  admin = (await signInOperator(t)).token
  const added = await addOperators(t, admin, { mia: 'marketing', sam: 'support' })
  marketing = added.mia.token
  support = added.sam.token
}, 60_000)
afterAll(() => t?.close())

const draft = {
  kind: 'first_deposit',
  name: 'Weekend match',
  rules: { percent: 150, cap: '200' },
  payout: 'bonus',
  wager_multiple: 4,
  weights: { sport: 100, cricket: 100, lottery: 25 },
  claim_days: 5,
  wager_days: 20,
  starts_at: '2026-11-21T12:20:00Z',
  ends_at: '2026-11-30T00:00:00Z',
}
const counts = async () => ({
  audit: (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n,
  campaigns: (await t.database.db.select({ n: count() }).from(campaigns))[0]?.n,
})

describe('rewards campaigns in the back office', () => {
  it('previews what a player would get: a 150% match capped at 200, with four times the bonus to wager', async () => {
    const res = (await boPost(t, '/campaigns/preview', draft, marketing)).json()
    expect(res.data.lines).toEqual([
      { on: 'deposit', value: '10.000000', amount: '15.000000', wagering: '60.000000' },
      { on: 'deposit', value: '50.000000', amount: '75.000000', wagering: '300.000000' },
      { on: 'deposit', value: '100.000000', amount: '150.000000', wagering: '600.000000' },
      { on: 'deposit', value: '500.000000', amount: '200.000000', wagering: '800.000000' },
      { on: 'deposit', value: '1000.000000', amount: '200.000000', wagering: '800.000000' },
    ])
    const checkIn = {
      ...draft,
      kind: 'check_in',
      payout: 'cash',
      rules: { amounts: ['0.5', '1', '1', '1', '1', '1', '3.25'] },
    }
    const days = (await boPost(t, '/campaigns/preview', checkIn, marketing)).json().data.lines
    expect(
      days.map((l: { value: string; amount: string; wagering: null }) => [l.value, l.amount, l.wagering]),
    ).toEqual([
      ['1', '0.500000', null],
      ['2', '1.000000', null],
      ['3', '1.000000', null],
      ['4', '1.000000', null],
      ['5', '1.000000', null],
      ['6', '1.000000', null],
      ['7', '3.250000', null],
    ])
  })

  it('an extra bonus on winnings: previewed per bet winning, paid as cash only, created with its products', async () => {
    const extra = {
      ...draft,
      kind: 'extra_bonus',
      name: 'Extra on wins',
      payout: 'cash',
      rules: { percent: 15, cap: '40', products: ['lottery'] },
    }
    const lines = (await boPost(t, '/campaigns/preview', extra, marketing)).json().data.lines
    expect(lines).toEqual([
      { on: 'winnings', value: '10.000000', amount: '1.500000', wagering: null },
      { on: 'winnings', value: '50.000000', amount: '7.500000', wagering: null },
      { on: 'winnings', value: '100.000000', amount: '15.000000', wagering: null },
      { on: 'winnings', value: '500.000000', amount: '40.000000', wagering: null },
      { on: 'winnings', value: '1000.000000', amount: '40.000000', wagering: null },
    ])
    const before = await counts()
    // Bonus money would need a claim to hold its wagering; none of its products, nothing to pay on.
    for (const bad of [
      { ...extra, payout: 'bonus' },
      { ...extra, rules: { ...extra.rules, products: [] } },
      { ...extra, rules: { ...extra.rules, percent: 101 } },
    ])
      expect((await boPost(t, '/campaigns', { ...bad, reason: 'try it' }, marketing)).json().code).not.toBe(0)
    expect(await counts()).toEqual(before)
    const made = (await boPost(t, '/campaigns', { ...extra, reason: 'lottery week' }, marketing)).json()
    expect(made.data).toMatchObject({ kind: 'extra_bonus', state: 'scheduled', rules: extra.rules })
  })

  it('marketing schedules a campaign: listed as scheduled, audited with its reason; players get nothing from it yet', async () => {
    const res = (await boPost(t, '/campaigns', { ...draft, reason: 'weekend promotion' }, marketing)).json()
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ kind: 'first_deposit', state: 'scheduled', rewards: 0 })
    const list = (await boGet(t, '/campaigns', marketing)).json().data
    expect(list[0]).toMatchObject({ id: res.data.id, name: 'Weekend match', state: 'scheduled' })
    const audit = (await boGet(t, `/audit?action=campaigns.create`, admin)).json().data.rows
    expect(audit[0]).toMatchObject({
      actor: 'mia',
      target: `campaign:${res.data.id}`,
      reason: 'weekend promotion',
    })

    // Not started yet, it can still be changed: a 120 % match instead, audited with before and after.
    const put = (payload: object, token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/backoffice/api/campaigns/${res.data.id}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      })
    const smaller = { ...draft, rules: { percent: 120, cap: '200' }, reason: 'a smaller match' }
    expect((await put(smaller, support)).statusCode).toBe(403)
    const changed = (await put(smaller, marketing)).json()
    expect(changed.data).toMatchObject({ id: res.data.id, rules: { percent: 120 }, state: 'scheduled' })
    const edits = (await boGet(t, `/audit?action=campaigns.edit`, admin)).json().data.rows
    expect(edits[0]).toMatchObject({
      actor: 'mia',
      target: `campaign:${res.data.id}`,
      reason: 'a smaller match',
    })
    expect((await put({ ...smaller, ends_at: '2026-11-21T12:10:00Z' }, marketing)).json().msg).toBe(
      'endBeforeStart',
    )

    // A first deposit before it starts earns nothing from it; once it runs, the match is Eligible.
    const early = await t.signUp('earlybird', '100')
    const schedules = async (token: string) =>
      (
        await t.app.inject({ url: '/sports/claim/bonus', headers: { authorization: `Bearer ${token}` } })
      ).json().data.schedules as { name: string; total: string }[]
    expect((await schedules(early)).map((s) => s.name)).not.toContain('Weekend match')
    // Operator sessions end after 30 idle minutes: the start is minutes away.
    clock.set(new Date('2026-11-21T12:25:00Z'))
    const onTime = await t.signUp('ontime', '100')
    expect((await schedules(onTime)).find((s) => s.name === 'Weekend match')).toMatchObject({
      total: '120.000000',
    })
    // Running, its terms are fixed: it can only be ended.
    expect((await put({ ...smaller, name: 'Renamed' }, marketing)).json().msg).toBe('campaignNotScheduled')
    expect((await boGet(t, '/campaigns', admin)).json().data[0]).toMatchObject({
      state: 'running',
      rewards: 1,
    })
  })

  it('ending a campaign stops new rewards at once; ending it again is refused', async () => {
    const [running] = (await boGet(t, '/campaigns', admin)).json().data
    const ended = (await boPost(t, `/campaigns/${running.id}/end`, { reason: 'budget spent' }, admin)).json()
    expect(ended.data).toMatchObject({ state: 'over' })
    const late = await t.signUp('latecomer', '100')
    const names = (
      await t.app.inject({ url: '/sports/claim/bonus', headers: { authorization: `Bearer ${late}` } })
    )
      .json()
      .data.schedules.map((s: { name: string }) => s.name)
    expect(names).not.toContain('Weekend match')
    expect((await boPost(t, `/campaigns/${running.id}/end`, { reason: 'again' }, admin)).json().msg).toBe(
      'campaignOver',
    )
  })

  it('refuses other roles, bad drafts and unknown campaigns without changing anything', async () => {
    const before = await counts()
    expect((await boGet(t, '/campaigns', support)).json().msg).toBe('forbiddenForRole')
    expect((await boPost(t, '/campaigns', { ...draft, reason: 'nope' }, support)).statusCode).toBe(403)
    for (const bad of [
      { ...draft, kind: 'jackpot' },
      { ...draft, rules: { percent: 0, cap: '1' } },
      { ...draft, rules: { percent: 50, cap: '1.1234567' } },
      { ...draft, kind: 'check_in', rules: { amounts: ['1', '2'] } },
      { ...draft, weights: { sport: 101, cricket: 0, lottery: 0 } },
      { ...draft, starts_at: 'tomorrow' },
      { ...draft, reason: '' },
    ]) {
      const res = await boPost(t, '/campaigns', { reason: 'a reason', ...bad }, marketing)
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
    }
    const backwards = {
      ...draft,
      starts_at: '2026-12-05T00:00:00Z',
      ends_at: '2026-12-04T00:00:00Z',
      reason: 'oops',
    }
    expect((await boPost(t, '/campaigns', backwards, marketing)).json().msg).toBe('endBeforeStart')
    expect((await boPost(t, '/campaigns/999999/end', { reason: 'what' }, admin)).json().msg).toBe(
      'campaignNotFound',
    )
    expect((await boPost(t, '/campaigns/abc/end', { reason: 'what' }, admin)).statusCode).toBe(400)
    expect(await counts()).toEqual(before)
  })
})
