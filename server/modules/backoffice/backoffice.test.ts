import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PERMISSIONS } from '#contract/backofficeRoles.ts'
import { auditLog, operators } from '../../db/schema.ts'
import { routesOf } from '../../http/routeCatalog.ts'
import { testApp } from '../../test/harness.ts'
import { boGet, boPost, signInOperator, totpCode } from '../../test/operators.ts'
import { DEMO_OPERATOR } from './seed.ts'

let t: Awaited<ReturnType<typeof testApp>>
let admin: string
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
  admin = (await signInOperator(t)).token
}, 60_000)
afterAll(() => t?.close())

const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0
const operatorCount = async () => (await t.database.db.select({ n: count() }).from(operators))[0]?.n ?? 0
// The chat's socket is a WebSocket upgrade; chat.test.ts shows it refusing a session without chat.
const backofficeRoutes = () =>
  routesOf(t.app).filter(
    (r) =>
      r.url.startsWith('/backoffice/api/') && r.method !== 'HEAD' && r.url !== '/backoffice/api/chat/socket',
  )
const PUBLIC = ['/backoffice/api/sign-in', '/backoffice/api/sign-in/second-factor']
const inject = (route: { method: string; url: string }, token: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(':id', '1'),
    headers: { authorization: `Bearer ${token}` },
    ...(route.method === 'POST' ? { payload: {} } : {}),
  })

async function addOperator(name: string, role: string) {
  const res = await boPost(t, '/operators', { name, role, password: 'Operator123' }, admin)
  expect(res.json()).toMatchObject({ code: 0, data: { name, role } })
  return res.json().data.id as number
}

describe('operator sign-in', () => {
  it('the demo admin signs in with password and TOTP code and sees its pages', async () => {
    const me = (await boGet(t, '/me', admin)).json()
    expect(me).toMatchObject({
      code: 0,
      data: {
        name: 'admin',
        role: 'admin',
        pages: [
          'overview',
          'dashboard',
          'players',
          'withdrawals',
          'deposits',
          'matches',
          'draws',
          'games',
          'liveTables',
          'chat',
          'content',
          'notices',
          'campaigns',
          'operators',
          'audit',
        ],
      },
    })
  })

  it('a wrong password, a replayed code and an unknown challenge are refused', async () => {
    const wrong = await boPost(t, '/sign-in', { name: 'admin', password: 'Wrong123456' })
    expect(wrong.json().msg).toBe('invalidCredentials')
    const first = (await boPost(t, '/sign-in', { name: 'admin', password: DEMO_OPERATOR.password })).json()
      .data
    expect(first.enrol).toBeNull()
    const code = totpCode(DEMO_OPERATOR.totpSecret, t.clock)
    // The code of the step signInOperator used a moment ago: good once only.
    expect(
      (await boPost(t, '/sign-in/second-factor', { challenge: first.challenge, code })).json(),
    ).toMatchObject({
      msg: 'secondFactorWrong',
      data: { triesLeft: 4 },
    })
    const unknown = await boPost(t, '/sign-in/second-factor', { challenge: 'x'.repeat(43), code: '123456' })
    expect(unknown.json().msg).toBe('signInExpired')
  })

  it('a new operator enrols at the first sign-in: the secret and URI, then ten recovery codes once', async () => {
    await addOperator('finn', 'finance')
    const first = (await boPost(t, '/sign-in', { name: 'finn', password: 'Operator123' })).json().data
    expect(first.enrol.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(first.enrol.uri).toContain(`secret=${first.enrol.secret}`)
    expect(first.enrol.uri).toMatch(/^otpauth:\/\/totp\/Betsuite%20back%20office:finn\?/)
    const session = await signInOperator(t, 'finn', 'Operator123', first.enrol.secret)
    expect(session.recoveryCodes).toHaveLength(10)
    expect(new Set(session.recoveryCodes).size).toBe(10)
    expect((await boGet(t, '/me', session.token)).json().data).toMatchObject({
      role: 'finance',
      pages: ['overview', 'dashboard', 'players', 'withdrawals', 'deposits'],
    })
    // Enrolled now: the next sign-in asks for a code only, and no new recovery codes.
    const again = await signInOperator(t, 'finn', 'Operator123', first.enrol.secret)
    expect(again.first.enrol).toBeNull()
    expect(again.recoveryCodes).toBeNull()
  })

  it('a recovery code signs in once', async () => {
    await addOperator('rico', 'support')
    const { recoveryCodes } = await signInOperator(t, 'rico', 'Operator123')
    const code = recoveryCodes?.[3] ?? ''
    const useCode = async () => {
      const { challenge } = (await boPost(t, '/sign-in', { name: 'rico', password: 'Operator123' })).json()
        .data
      return (
        await boPost(t, '/sign-in/second-factor', { challenge, recoveryCode: code.toUpperCase() })
      ).json()
    }
    const first = await useCode()
    expect(first.code).toBe(0)
    expect((await boGet(t, '/me', first.data.token)).json().data.name).toBe('rico')
    expect((await useCode()).msg).toBe('secondFactorWrong')
  })

  it('five wrong codes lock the operator for 15 minutes, even against the right code', async () => {
    await addOperator('lucy', 'trader')
    const { secret } = await signInOperator(t, 'lucy', 'Operator123')
    const { challenge } = (await boPost(t, '/sign-in', { name: 'lucy', password: 'Operator123' })).json().data
    const good = totpCode(secret, t.clock)
    const bad = good === '000000' ? '111111' : '000000'
    const answers = []
    for (let i = 0; i < 6; i++)
      answers.push((await boPost(t, '/sign-in/second-factor', { challenge, code: bad })).json())
    expect(answers.map((a) => a.msg)).toEqual([
      'secondFactorWrong',
      'secondFactorWrong',
      'secondFactorWrong',
      'secondFactorWrong',
      'operatorLocked',
      'operatorLocked',
    ])
    ;(t.clock as unknown as { advance(ms: number): void }).advance(14 * 60_000)
    const later = (await boPost(t, '/sign-in', { name: 'lucy', password: 'Operator123' })).json().data
    const locked = await boPost(t, '/sign-in/second-factor', {
      challenge: later.challenge,
      code: totpCode(secret, t.clock),
    })
    expect(locked.json()).toMatchObject({ msg: 'operatorLocked', data: { retryAfter: expect.any(Number) } })
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.locked'))).length,
    ).toBe(1)
    ;(t.clock as unknown as { advance(ms: number): void }).advance(2 * 60_000)
    expect((await signInOperator(t, 'lucy', 'Operator123', secret)).token).toBeTruthy()
  })

  it('disabling ends the sessions and refuses sign-in; a TOTP reset asks for a new enrolment', async () => {
    const id = await addOperator('dora', 'marketing')
    const session = await signInOperator(t, 'dora', 'Operator123')
    const disabled = await boPost(t, `/operators/${id}/disable`, { reason: 'left the company' }, admin)
    expect(disabled.json()).toMatchObject({ code: 0, data: { disabled: true } })
    expect((await boGet(t, '/me', session.token)).statusCode).toBe(401)
    expect((await boPost(t, '/sign-in', { name: 'dora', password: 'Operator123' })).json().msg).toBe(
      'operatorDisabled',
    )
    await boPost(t, `/operators/${id}/enable`, { reason: 'came back' }, admin)
    const reset = await boPost(t, `/operators/${id}/reset-totp`, { reason: 'lost phone' }, admin)
    expect(reset.json()).toMatchObject({ code: 0, data: { enrolled: false } })
    const first = (await boPost(t, '/sign-in', { name: 'dora', password: 'Operator123' })).json().data
    expect(first.enrol.secret).not.toBe(session.secret)
  })
})

describe('roles and tokens', () => {
  it('a player token gets 401 on every back-office route but the sign-in steps', async () => {
    const player = await t.signUp('boplayer1', null)
    expect(
      (await t.app.inject({ url: '/sports/member/info', headers: { authorization: `Bearer ${player}` } }))
        .statusCode,
    ).toBe(200)
    const routes = backofficeRoutes().filter((r) => !PUBLIC.includes(r.url))
    expect(routes.length).toBeGreaterThanOrEqual(8)
    for (const route of routes) {
      const res = await inject(route, player)
      expect([route.url, res.statusCode, res.json().msg]).toEqual([route.url, 401, 'unauthorizedError'])
    }
  })

  it('an operator token is refused wherever a player must be signed in', async () => {
    const player = await t.signUp('boplayer2', null)
    const routes = routesOf(t.app).filter((r) => r.url.startsWith('/sports/') && r.method !== 'HEAD')
    let playerOnly = 0
    for (const route of routes) {
      const visitor = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:\w+/g, '1'),
      })
      if (visitor.statusCode !== 401) continue
      playerOnly++
      const res = await inject({ ...route, url: route.url.replace(/:\w+/g, '1') }, admin)
      expect([route.url, res.statusCode]).toEqual([route.url, 401])
    }
    expect(playerOnly).toBeGreaterThan(20)
    // The player's own token still works there.
    expect(
      (await t.app.inject({ url: '/sports/member/info', headers: { authorization: `Bearer ${player}` } }))
        .statusCode,
    ).toBe(200)
  })

  // Support's own player routes (players.list, .lock, .sessions): players.test.ts and
  // protection.test.ts cover them; support's live chat (chat.handle): server/modules/chat/chat.test.ts.
  const SUPPORT_PLAYERS =
    /\/players(\/:id(\/(ledger|bets|deposits|withdrawals|invitees|protection|lock|unlock|end-sessions))?)?$|\/chat\//
  it('a role without the permission gets 403 with a message key on every route it lacks, and nothing changes', async () => {
    await addOperator('sam', 'support')
    const support = (await signInOperator(t, 'sam', 'Operator123')).token
    const before = { audit: await auditCount(), operators: await operatorCount() }
    let refused = 0
    // Signing out is every operator's own; it would end the session this walk uses.
    for (const route of backofficeRoutes().filter(
      (r) => !PUBLIC.includes(r.url) && !r.url.endsWith('/sign-out') && !SUPPORT_PLAYERS.test(r.url),
    )) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        // A valid path, so the role is what refuses it (the schema is checked before the role).
        url: route.url.replace(':id', '1').replace(':placement', 'home'),
        headers: { authorization: `Bearer ${support}` },
        ...(route.method === 'POST'
          ? { payload: { name: 'mallory', role: 'admin', password: 'Operator123', reason: 'please' } }
          : {}),
      })
      if (route.url.endsWith('/me')) continue
      refused++
      expect([route.url, res.statusCode, res.json().msg]).toEqual([route.url, 403, 'forbiddenForRole'])
    }
    expect(refused).toBe(
      Object.values(PERMISSIONS).filter((roles) => !(roles as readonly string[]).includes('support')).length +
        // operators.disable guards enable too; withdrawals.decide guards approve and reject;
        2 +
        // draws.list guards the schedules and a draw's tickets too;
        2 +
        // withdrawals.list guards the channel list too; content.edit guards four routes;
        1 +
        3 +
        // players.withdrawals guards allow and disallow;
        1 +
        // campaigns.list guards the preview too; campaigns.edit guards create, edit and end;
        3 +
        // liveTables.list guards a table's rounds too.
        1 +
        // content.list guards the announcements and the ads; content.edit guards adding, editing
        // and removing an announcement, sending a message, setting the ads and one placement's ad.
        2 +
        6,
    )
    expect({ audit: await auditCount(), operators: await operatorCount() }).toEqual(before)
    const [admin1] = await t.database.db.select().from(operators).where(eq(operators.id, 1))
    expect(admin1?.role).toBe('admin')
  })

  it('an admin cannot change their own role, access or second factor', async () => {
    const res = await boPost(t, '/operators/1/role', { role: 'support', reason: 'oops' }, admin)
    expect(res.json().msg).toBe('cannotChangeOwnAccount')
  })
})

describe('audit log', () => {
  it('each action writes who, role, action, target, before, after, reason and address', async () => {
    const id = await addOperator('audra', 'support')
    await boPost(t, `/operators/${id}/role`, { role: 'finance', reason: 'moved to payments' }, admin)
    const rows = (await boGet(t, '/audit?action=operator.role&target=audra', admin)).json().data
    expect(rows.total).toBe(1)
    expect(rows.rows[0]).toMatchObject({
      actor: 'admin',
      actorRole: 'admin',
      action: 'operator.role',
      target: 'operator:audra',
      before: { role: 'support' },
      after: { role: 'finance' },
      reason: 'moved to payments',
      address: '127.0.0.1',
    })
  })

  it('an action that fails writes no row, and a row that cannot be written undoes the action', async () => {
    const before = await auditCount()
    const taken = await boPost(
      t,
      '/operators',
      { name: 'audra', role: 'admin', password: 'Operator123' },
      admin,
    )
    expect(taken.json()).toMatchObject({ code: 1, msg: 'operatorNameTaken' })
    expect(await auditCount()).toBe(before)
    // An address the column cannot hold makes the audit insert fail inside the transaction.
    const actor = {
      kind: 'operator',
      id: 1,
      name: 'admin',
      role: 'admin',
      address: 'not-an-address',
    } as const
    await expect(
      t.app.services.operators.add(
        actor,
        { name: 'ghost', role: 'admin', password: 'Operator123' },
        { recoveryCodes: true },
      ),
    ).rejects.toThrow()
    expect(await t.database.db.select().from(operators).where(eq(operators.name, 'ghost'))).toEqual([])
    expect(await auditCount()).toBe(before)
  })

  it('rows cannot be changed or deleted', async () => {
    await expect(t.database.db.execute(sql`update audit_log set reason = 'edited'`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow()
    expect(await auditCount()).toBeGreaterThan(0)
  })

  it('pages, filters and sorts on the server', async () => {
    const all = (await boGet(t, '/audit?pageSize=3', admin)).json().data
    expect(all.rows).toHaveLength(3)
    expect(all.total).toBe(await auditCount())
    expect(all.rows[0].id).toBeGreaterThan(all.rows[1].id)
    const second = (await boGet(t, '/audit?pageSize=3&page=2', admin)).json().data
    expect(second.rows[0].id).toBeLessThan(all.rows[2].id)
    const adds = (await boGet(t, '/audit?action=operator.add&sort=action&order=asc', admin)).json().data
    expect(adds.rows.every((r: { action: string }) => r.action === 'operator.add')).toBe(true)
    const byActor = (await boGet(t, '/audit?actor=finn&action=signIn', admin)).json().data
    expect(byActor.total).toBe(2)
    const today = t.clock.now().toISOString().slice(0, 10)
    expect((await boGet(t, `/audit?from=${today}&to=${today}`, admin)).json().data.total).toBe(
      await auditCount(),
    )
    expect((await boGet(t, '/audit?to=2020-01-01', admin)).json().data.total).toBe(0)
    expect((await boGet(t, '/audit?from=2024-02-30', admin)).statusCode).toBe(400)
  })

  it('lists operators with filters and paging', async () => {
    const page = (await boGet(t, '/operators?role=support&sort=name&order=asc', admin)).json().data
    expect(page.rows.map((r: { name: string }) => r.name)).toEqual(['rico', 'sam'])
    const disabled = (await boGet(t, '/operators?status=disabled', admin)).json().data
    expect(disabled.total).toBe(0)
  })
})
