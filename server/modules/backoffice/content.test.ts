import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_LANGUAGES } from '#contract/backofficeRoles.ts'
import { LOCALES } from '../../../src/i18n/locales.ts'
import { manualClock } from '../../clock.ts'
import { auditLog, siteConfig, slideshow } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { addOperators, boGet, boPost, signInOperator } from '../../test/operators.ts'

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
  marketing = added.mia.token
  support = added.sam.token
  secrets = { mia: added.mia.secret, sam: added.sam.secret }
}, 60_000)
afterAll(() => t?.close())

const publicSlides = async () =>
  (await t.app.inject('/sports/slideshow')).json().data as {
    id: number
    pic: string
    name: Record<string, string>
    url: string
  }[]
const publicFooter = async () => (await t.app.inject('/sports/site_config')).json().data.footer
const auditOf = async (action: string) =>
  (await boGet(t, `/audit?action=${action}&order=asc`, admin)).json().data.rows as {
    actor: string
    actorRole: string
    target: string
    before: unknown
    after: unknown
    reason: string
  }[]
const snapshot = async () => ({
  audit: (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n,
  slides: await t.database.db.select().from(slideshow).orderBy(slideshow.id),
  config: await t.database.db.select().from(siteConfig).orderBy(siteConfig.key),
})

const slide = {
  pic: 'https://cdn.example.com/promo/cup.webp',
  title: { en: 'Cup final boost', zh: '杯赛决赛加成' },
  url: '/sport/soccer',
  sort: 0,
  active: true,
  startsAt: null,
  endsAt: null,
  reason: 'cup final week',
}

describe('site content in the back office', () => {
  it('the content languages are the site languages', () => {
    expect([...CONTENT_LANGUAGES].sort()).toEqual(Object.keys(LOCALES).sort())
  })

  it('lists the seeded slides and footer as the players see them', async () => {
    const res = await boGet(t, '/content', marketing)
    const data = res.json().data as {
      slides: { title: Record<string, string>; url: string; active: boolean }[]
      footer: Record<string, { copyright: string }>
    }
    expect(data.slides.map((s) => [s.title.en, s.url, s.active])).toEqual(
      (await publicSlides()).map((s) => [s.name.en, s.url, true]),
    )
    expect(data.footer.en?.copyright).toBe('© 2024 Betsuite. All rights reserved.')
    expect(data.footer.zh?.copyright).toBe((await publicFooter()).zh.copyright)
  })

  it('marketing adds a slide: players get it first, in their language, and the audit row has it', async () => {
    const res = await boPost(t, '/content/slides', slide, marketing)
    expect(res.json()).toMatchObject({ code: 0, data: { title: slide.title, active: true } })
    const id = res.json().data.id as number
    // Sort 0 ties with the first seeded slide: the older one leads.
    const [, second] = await publicSlides()
    expect(second).toEqual({ id, pic: slide.pic, name: slide.title, url: '/sport/soccer', sort: 0 })
    const [row] = await auditOf('slide.add')
    expect(row).toMatchObject({
      actor: 'mia',
      actorRole: 'marketing',
      target: `slide:${id}`,
      reason: 'cup final week',
    })
    expect(row?.after).toMatchObject({ pic: slide.pic, url: '/sport/soccer' })
  })

  it('a slide shows only while active and inside its from–until window', async () => {
    const added = await boPost(
      t,
      '/content/slides',
      {
        ...slide,
        title: { en: 'Weekend only' },
        startsAt: '2026-11-22T00:00:00Z',
        endsAt: '2026-11-24T00:00:00+00:00',
      },
      admin,
    )
    const id = added.json().data.id as number
    const shown = async () => (await publicSlides()).some((s) => s.id === id)
    expect(await shown()).toBe(false)
    clock.advance(13 * 3_600_000) // 2026-11-22 01:00
    expect(await shown()).toBe(true)
    // Back-office sessions last hours, not a day: sign in again on the new day.
    marketing = (await signInOperator(t, 'mia', 'Operator123', secrets.mia)).token
    admin = (await signInOperator(t)).token
    support = (await signInOperator(t, 'sam', 'Operator123', secrets.sam)).token
    const off = await boPost(
      t,
      `/content/slides/${id}`,
      { ...slide, title: { en: 'Weekend only' }, active: false, reason: 'paused' },
      marketing,
    )
    expect(off.json()).toMatchObject({ code: 0, data: { active: false, startsAt: null } })
    expect(await shown()).toBe(false)
    const [update] = await auditOf('slide.update')
    expect(update).toMatchObject({
      target: `slide:${id}`,
      before: { active: true, startsAt: '2026-11-22T00:00:00.000Z' },
      after: { active: false },
      reason: 'paused',
    })

    const removed = await boPost(t, `/content/slides/${id}/remove`, { reason: 'campaign over' }, marketing)
    expect(removed.json().code).toBe(0)
    expect(
      (await boGet(t, '/content', marketing)).json().data.slides.some((s: { id: number }) => s.id === id),
    ).toBe(false)
    expect(await auditOf('slide.remove')).toMatchObject([
      { target: `slide:${id}`, before: { title: { en: 'Weekend only' } }, reason: 'campaign over' },
    ])
    const again = await boPost(t, `/content/slides/${id}/remove`, { reason: 'campaign over' }, marketing)
    expect([again.statusCode, again.json().msg]).toEqual([404, 'slideNotFound'])
  })

  it('marketing rewrites the footer: players read it, community links stay, languages left out read English', async () => {
    const before = await publicFooter()
    const en = {
      about: 'New about text.',
      sponsorship: 'Sponsor of the city marathon.',
      responsibleGaming: 'Play within limits. 18+.',
      copyright: '© 2026 Betsuite Ltd.',
    }
    const zh = {
      about: '新的介绍。',
      sponsorship: '城市马拉松赞助商。',
      responsibleGaming: '理性娱乐。',
      copyright: '© 2026 Betsuite 有限公司',
    }
    const res = await boPost(
      t,
      '/content/footer',
      { footer: { en, zh }, reason: 'new company name' },
      marketing,
    )
    expect(res.json()).toMatchObject({ code: 0, data: { en, zh } })
    const after = await publicFooter()
    expect(after.en).toEqual({ ...en, social: before.en.social })
    expect(after.zh.copyright).toBe('© 2026 Betsuite 有限公司')
    expect(after.ja).toBeUndefined()
    const [row] = await auditOf('footer.update')
    expect(row).toMatchObject({
      actor: 'mia',
      target: 'site:footer',
      after: { en, zh },
      reason: 'new company name',
    })
    expect((row?.before as Record<string, { copyright: string }> | undefined)?.en?.copyright).toBe(
      '© 2024 Betsuite. All rights reserved.',
    )
  })

  it('support gets 403 forbiddenForRole on every content route, and nothing changes', async () => {
    const before = await snapshot()
    const calls = [
      boGet(t, '/content', support),
      boPost(t, '/content/slides', slide, support),
      boPost(t, '/content/slides/1', slide, support),
      boPost(t, '/content/slides/1/remove', { reason: 'trying' }, support),
      boPost(
        t,
        '/content/footer',
        {
          footer: { en: { about: '', sponsorship: '', responsibleGaming: '', copyright: 'x' } },
          reason: 'trying',
        },
        support,
      ),
    ]
    for (const res of await Promise.all(calls))
      expect([res.statusCode, res.json().msg]).toEqual([403, 'forbiddenForRole'])
    expect(await snapshot()).toEqual(before)
  })

  it('bad links, lengths and dates are a 400 with a message key, never a 5xx, and change nothing', async () => {
    const before = await snapshot()
    const bad: [object, string][] = [
      [{ ...slide, url: 'http://example.com/' }, 'linkRule'],
      [{ ...slide, url: 'javascript:alert(1)' }, 'linkRule'],
      [{ ...slide, url: '//evil.example/x' }, 'linkRule'],
      [{ ...slide, pic: 'data:image/png;base64,AAAA' }, 'linkRule'],
      [{ ...slide, pic: '/images/a b.png' }, 'linkRule'],
      [{ ...slide, url: '' }, 'linkRequired'],
      [{ ...slide, url: `/${'a'.repeat(500)}` }, 'tooLong'],
      [{ ...slide, title: { en: 'x'.repeat(81) } }, 'tooLong'],
      [{ ...slide, title: { zh: '只有中文' } }, 'titleRequired'],
      [{ ...slide, startsAt: 'tomorrow' }, 'invalidDate'],
      [{ ...slide, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'untilAfterFrom'],
      [{ ...slide, reason: '' }, 'reasonRequired'],
      [{ ...slide, sort: -1 }, ''],
    ]
    for (const [body, msg] of bad) {
      const res = await boPost(t, '/content/slides', body, marketing)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      if (msg) expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(msg)
    }
    const footer = await boPost(
      t,
      '/content/footer',
      {
        footer: { zh: { about: '', sponsorship: '', responsibleGaming: '', copyright: 'x' } },
        reason: 'no english',
      },
      marketing,
    )
    expect([footer.statusCode, JSON.stringify(footer.json())]).toEqual([
      400,
      expect.stringContaining('englishRequired'),
    ])
    const long = await boPost(
      t,
      '/content/footer',
      {
        footer: { en: { about: 'a'.repeat(1001), sponsorship: '', responsibleGaming: '', copyright: 'x' } },
        reason: 'too long',
      },
      marketing,
    )
    expect(long.statusCode).toBe(400)
    for (const url of ['/content/slides/abc', '/content/slides/0', '/content/slides/99999999999']) {
      expect((await boPost(t, url, slide, marketing)).statusCode).toBe(400)
    }
    const missing = await boPost(t, '/content/slides/987654', slide, marketing)
    expect([missing.statusCode, missing.json().msg]).toEqual([404, 'slideNotFound'])
    expect(await snapshot()).toEqual(before)
    // https links and image addresses are fine.
    const ok = await boPost(
      t,
      '/content/slides',
      { ...slide, url: 'https://example.com/promo?x=1' },
      marketing,
    )
    expect(ok.json().code).toBe(0)
  })
})
