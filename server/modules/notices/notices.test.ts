import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Inbox, Notice } from '#contract/notices.ts'
import { manualClock } from '../../clock.ts'
import { auditLog, users } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { addOperators, boPost, signInOperator } from '../../test/operators.ts'
import { playerWithdrawal } from '../../test/withdrawals.ts'

/**
 * Announcements, private messages and the system's messages on a real database with a fixed
 * clock: marketing writes them in the back office, players read them in their language, a
 * segment reaches exactly its players, and each player reads and marks only their own.
 */
const clock = manualClock(new Date('2026-11-21T12:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let admin: string
let marketing: string
let support: string
let secrets: Record<'mia' | 'sam', string>
beforeAll(async () => {
  t = await testApp({ clock, env: { RATE_LIMITS: 'off' } })
  admin = (await signInOperator(t)).token
  const added = await addOperators(t, admin, { mia: 'marketing', sam: 'support' })
  secrets = { mia: added.mia.secret, sam: added.sam.secret }
}, 60_000)
// Operator sessions end after 30 idle minutes and the clock moves: each test signs in afresh.
beforeEach(async () => {
  admin = (await signInOperator(t)).token
  marketing = (await signInOperator(t, 'mia', 'Operator123', secrets.mia)).token
  support = (await signInOperator(t, 'sam', 'Operator123', secrets.sam)).token
})
afterAll(() => t?.close())

const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const announcements = async (kind: 'public' | 'notice', lang = 'en') =>
  (await t.app.inject({ url: `/sports/notice/${kind}`, headers: { 'accept-language': lang } })).json()
    .data as Notice[]
const inboxOf = async (token: string) =>
  (await t.app.inject({ url: '/sports/notice/private', headers: auth(token) })).json().data as Inbox
const markRead = (token: string, ids?: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/sports/notice/private/read',
    headers: auth(token),
    payload: ids ? { ids } : {},
  })
const idOf = async (account: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]?.id ?? 0
const notice = (over: object) => ({
  kind: 'public',
  title: { en: 'Maintenance tonight', zh: '今晚维护' },
  body: { en: 'The site pauses at 02:00.', zh: '网站将于 02:00 暂停。' },
  reason: 'scheduled maintenance',
  ...over,
})

describe('announcements (notice/public, notice/notice)', () => {
  it('marketing writes one per language; players read it in theirs, English elsewhere, inside its window', async () => {
    const added = await boPost(
      t,
      '/notices',
      notice({ startsAt: '2026-11-21T13:00:00Z', endsAt: '2026-11-22T00:00:00Z', popup: true }),
      marketing,
    )
    expect(added.json()).toMatchObject({ code: 0, data: { kind: 'public', popup: true } })
    const pinned = await boPost(
      t,
      '/notices',
      notice({ title: { en: 'Welcome' }, body: { en: 'Hello' }, pinned: true }),
      marketing,
    )
    expect(pinned.statusCode).toBe(200)
    expect(
      (await boPost(t, '/notices', notice({ kind: 'notice', title: { en: 'Promo' } }), marketing)).statusCode,
    ).toBe(200)

    // Before its start only the pinned one shows; the notices list stays apart.
    expect((await announcements('public')).map((n) => n.title)).toEqual(['Welcome'])
    expect((await announcements('notice')).map((n) => n.title)).toEqual(['Promo'])
    clock.set(new Date('2026-11-21T13:30:00Z'))
    const zh = await announcements('public', 'zh-CN,zh;q=0.9')
    expect(zh.map((n) => [n.title, n.pinned, n.popup])).toEqual([
      ['Welcome', true, false],
      ['今晚维护', false, true],
    ])
    expect(zh[1]?.body).toBe('网站将于 02:00 暂停。')
    expect((await announcements('public', 'ja')).map((n) => n.title)).toEqual([
      'Welcome',
      'Maintenance tonight',
    ])
    // After its end it is gone.
    clock.set(new Date('2026-11-22T00:00:00Z'))
    expect((await announcements('public')).map((n) => n.title)).toEqual(['Welcome'])

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'notice.add'))
    expect(audit).toMatchObject({ actorRole: 'marketing', reason: 'scheduled maintenance' })
  })

  it('refuses a notice with no English, a window ending before it starts, and other roles (403)', async () => {
    expect((await boPost(t, '/notices', notice({ title: { zh: '只有中文' } }), marketing)).statusCode).toBe(
      400,
    )
    const backwards = notice({ startsAt: '2026-11-23T00:00:00Z', endsAt: '2026-11-22T00:00:00Z' })
    expect((await boPost(t, '/notices', backwards, marketing)).statusCode).toBe(400)
    const denied = await boPost(t, '/notices', notice({}), support)
    expect([denied.statusCode, denied.json().msg]).toEqual([403, 'forbiddenForRole'])
    expect((await boPost(t, '/notices/99999', notice({}), marketing)).statusCode).toBe(404)
  })
})

describe('ad placements (GET ad)', () => {
  it('marketing sets them; players get the switched-on ones in their language; bad links refused', async () => {
    const ads = {
      home: { pic: '/images/ads/cup.webp', url: '/sport/soccer', title: { en: 'Cup final', zh: '决赛' } },
      lottery: {
        pic: 'https://cdn.example.com/m6.webp',
        url: '/lottery/mark-six',
        title: { en: 'Mark Six' },
        active: false,
      },
    }
    expect((await boPost(t, '/content/ads', { ads, reason: 'cup promo' }, marketing)).statusCode).toBe(200)
    const get = async (lang: string) =>
      (await t.app.inject({ url: '/sports/ad', headers: { 'accept-language': lang } })).json().data
    expect(await get('zh-CN')).toEqual([
      { placement: 'home', pic: '/images/ads/cup.webp', url: '/sport/soccer', title: '决赛' },
    ])
    expect((await get('ru'))[0].title).toBe('Cup final')
    const bad = { home: { ...ads.home, url: 'javascript:alert(1)' } }
    expect((await boPost(t, '/content/ads', { ads: bad, reason: 'cup promo' }, marketing)).statusCode).toBe(
      400,
    )
    expect((await boPost(t, '/content/ads', { ads, reason: 'cup promo' }, support)).statusCode).toBe(403)
    expect(
      (await boPost(t, '/content/ads', { ads: { home: null }, reason: 'promo over' }, marketing)).statusCode,
    ).toBe(200)
    expect(await get('en')).toEqual([])
  })
})

describe('one ad placement at a time (the console’s editor)', () => {
  it('marketing sets or clears one placement, the others stay; each change is audited with its reason', async () => {
    const get = async (lang: string) =>
      (await t.app.inject({ url: '/sports/ad', headers: { 'accept-language': lang } })).json().data
    const home = {
      pic: '/images/ads/cup.webp',
      url: '/sport/soccer',
      title: { en: 'Cup final', zh: '决赛', ja: '' },
    }
    const games = { pic: 'https://cdn.example.com/slots.webp', url: '/game', title: { en: 'New slots' } }
    expect((await boPost(t, '/content/ads', { ads: {}, reason: 'start clean' }, marketing)).statusCode).toBe(
      200,
    )
    expect(
      (await boPost(t, '/content/ads/home', { ad: home, reason: 'cup week' }, marketing)).statusCode,
    ).toBe(200)
    expect(
      (await boPost(t, '/content/ads/games', { ad: games, reason: 'slots' }, marketing)).statusCode,
    ).toBe(200)
    // An empty language is left out: Japanese players read the English title.
    expect(await get('ja')).toEqual([
      { placement: 'home', pic: '/images/ads/cup.webp', url: '/sport/soccer', title: 'Cup final' },
      { placement: 'games', pic: 'https://cdn.example.com/slots.webp', url: '/game', title: 'New slots' },
    ])
    expect((await get('zh-CN'))[0].title).toBe('决赛')

    // Switched off, it stays stored for the console but players no longer get it.
    const off = await boPost(
      t,
      '/content/ads/games',
      { ad: { ...games, active: false }, reason: 'pause' },
      marketing,
    )
    expect(off.json().data.games.active).toBe(false)
    expect((await get('en')).map((a: { placement: string }) => a.placement)).toEqual(['home'])
    expect(
      (await boPost(t, '/content/ads/home', { ad: null, reason: 'cup over' }, marketing)).statusCode,
    ).toBe(200)
    expect(await get('en')).toEqual([])
    const stored = await t.app.inject({ url: '/backoffice/api/content/ads', headers: auth(marketing) })
    expect(Object.keys(stored.json().data)).toEqual(['games'])

    const log = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'ad:home'))
    expect(log.map((r) => [r.action, r.actorName, r.reason, r.before === null, r.after === null])).toEqual([
      ['ad.update', 'mia', 'cup week', true, false],
      ['ad.update', 'mia', 'cup over', false, true],
    ])
  })

  it('refuses an unknown placement, a bad link, no English, no reason, and other roles; nothing changes', async () => {
    const good = { pic: '/images/ads/a.webp', url: '/lottery', title: { en: 'Draw tonight' } }
    expect(
      (await boPost(t, '/content/ads/lottery', { ad: good, reason: 'draw' }, marketing)).statusCode,
    ).toBe(200)
    const auditRows = async () => (await t.database.db.select().from(auditLog)).length
    const rowsBefore = await auditRows()
    const refused = [
      await boPost(t, '/content/ads/sidebar', { ad: good, reason: 'draw' }, marketing),
      await boPost(
        t,
        '/content/ads/lottery',
        { ad: { ...good, url: 'http://x.example' }, reason: 'r1x' },
        marketing,
      ),
      await boPost(
        t,
        '/content/ads/lottery',
        { ad: { ...good, pic: '//evil.example/a.png' }, reason: 'r1x' },
        marketing,
      ),
      await boPost(
        t,
        '/content/ads/lottery',
        { ad: { ...good, title: { zh: '只有中文' } }, reason: 'r1x' },
        marketing,
      ),
      await boPost(t, '/content/ads/lottery', { ad: good, reason: '' }, marketing),
      await boPost(t, '/content/ads/lottery', { reason: 'no ad field' }, marketing),
    ]
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400])
    const denied = await boPost(t, '/content/ads/lottery', { ad: null, reason: 'not mine' }, support)
    expect([denied.statusCode, denied.json().msg]).toEqual([403, 'forbiddenForRole'])
    expect(await auditRows()).toBe(rowsBefore)
    const live = (await t.app.inject({ url: '/sports/ad' })).json().data
    expect(live).toEqual([
      { placement: 'lottery', pic: '/images/ads/a.webp', url: '/lottery', title: 'Draw tonight' },
    ])
  })
})

describe('private messages (notice/private)', () => {
  it('a message to a VIP level reaches exactly its players; each reads and marks only their own', async () => {
    // Silver is 1,000 to 5,000 USDT deposited in all; bronze below.
    const silverA = await t.signUp('silvera', '1000')
    const silverB = await t.signUp('silverb', '2500')
    const bronze = await t.signUp('bronzec', '999.99')
    const gold = await t.signUp('goldd', '5000')
    // Their deposits made rewards claimable: the system told each of them so.
    const before = await Promise.all([silverA, silverB, bronze, gold].map(inboxOf))
    expect(before[0]?.list.some((m) => m.key === 'msg.rewardClaimable')).toBe(true)
    const sent = await boPost(
      t,
      '/messages',
      {
        segment: { to: 'vip', level: 2 },
        title: 'Silver weekend',
        body: 'Double points',
        reason: 'silver promo',
      },
      marketing,
    )
    expect(sent.json()).toMatchObject({ code: 0, data: { segment: 'vip:2', recipients: 2 } })
    const id = sent.json().data.id as number
    const after = await Promise.all([silverA, silverB, bronze, gold].map(inboxOf))
    const got = after.map((box) => box.list.filter((m) => m.id === id).map((m) => [m.title, m.body, m.read]))
    expect(got).toEqual([
      [['Silver weekend', 'Double points', false]],
      [['Silver weekend', 'Double points', false]],
      [],
      [],
    ])
    expect(after.map((box, i) => box.unread - (before[i]?.unread ?? 0))).toEqual([1, 1, 0, 0])

    // Marking read is per player: B's copy stays unread, and B cannot mark A's.
    const unreadB = after[1]?.unread ?? 0
    expect((await markRead(silverA, [id])).json().data).toEqual({ unread: (after[0]?.unread ?? 0) - 1 })
    expect((await inboxOf(silverA)).list.find((m) => m.id === id)?.read).toBe(true)
    expect((await inboxOf(silverB)).unread).toBe(unreadB)
    await markRead(bronze, [id])
    expect((await inboxOf(silverB)).unread).toBe(unreadB)
    expect((await markRead(silverB)).json().data).toEqual({ unread: 0 })
  })

  it("to one player, to an agent's players, to all; unknown targets 404; signed out 401", async () => {
    const agent = await t.signUp('agentx', null)
    const agentId = await idOf('agentx')
    await t.database.db.update(users).set({ role: 2 }).where(eq(users.account, 'agentx'))
    const invited = await t.signUp('invitee', null)
    await t.database.db.update(users).set({ referrerId: agentId }).where(eq(users.account, 'invitee'))
    const outsider = await t.signUp('outsider', null)
    const send = (segment: object) =>
      boPost(t, '/messages', { segment, title: 'Hi', body: 'Text', reason: 'a test message' }, marketing)
    expect((await send({ to: 'agent', account: 'agentx' })).json().data.recipients).toBe(1)
    expect((await inboxOf(invited)).unread).toBe(1)
    expect((await inboxOf(agent)).unread).toBe(0)
    expect((await inboxOf(outsider)).unread).toBe(0)
    expect((await send({ to: 'player', account: 'outsider' })).json().data.recipients).toBe(1)
    expect((await inboxOf(outsider)).unread).toBe(1)
    const all = (await send({ to: 'all' })).json().data.recipients as number
    expect(all).toBe((await t.database.db.select({ id: users.id }).from(users)).length)
    expect((await inboxOf(outsider)).unread).toBe(2)

    expect((await send({ to: 'player', account: 'nobody' })).statusCode).toBe(404)
    expect((await send({ to: 'agent', account: 'outsider' })).statusCode).toBe(404)
    expect((await send({ to: 'vip', level: 42 })).statusCode).toBe(404)
    expect((await send({ to: 'planet' })).statusCode).toBe(400)
    expect(
      (
        await boPost(
          t,
          '/messages',
          { segment: { to: 'all' }, title: '', body: 'x', reason: 'why not' },
          marketing,
        )
      ).statusCode,
    ).toBe(400)
    expect((await t.app.inject({ url: '/sports/notice/private' })).statusCode).toBe(401)
    expect((await markRead(outsider, ['x' as unknown as number])).statusCode).toBe(400)
  })

  it('the system writes: a withdrawal rejected with its reason, an account locked', async () => {
    const w = await playerWithdrawal(t, 'rejectme', '10')
    expect(
      (await boPost(t, `/withdrawals/${w.id}/reject`, { reason: 'address on a blocklist' }, admin))
        .statusCode,
    ).toBe(200)
    const [message] = (await inboxOf(w.token)).list
    expect(message).toMatchObject({
      key: 'msg.withdrawalRejected',
      params: { orderNo: w.orderNo, amount: '10.000000', reason: 'address on a blocklist' },
      read: false,
    })

    const id = await idOf('rejectme')
    await boPost(t, `/players/${id}/lock`, { reason: 'player asked to pause' }, support)
    await boPost(t, `/players/${id}/unlock`, { reason: 'identity confirmed' }, support)
    const token = (await t.signIn('rejectme', 'Secret123')).token
    const box = await inboxOf(token)
    // Newest first; the deposit that funded the player had made two rewards claimable.
    expect(box.list.map((m) => m.key)).toEqual([
      'msg.accountLocked',
      'msg.withdrawalRejected',
      'msg.rewardClaimable',
      'msg.rewardClaimable',
    ])
    expect(box.unread).toBe(4)
  })
})
