import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { catalogText, eachInParallel, startSite } from './site.ts'

/**
 * Marketing's ad placements (GET ad) on the built site: set through the back office's API as an
 * operator, seen by visitors on the page each placement names. A fixed clock: the lobbies show the
 * same fixtures whatever day the test runs.
 */
let site: Awaited<ReturnType<typeof startSite>>
let operator: string
const clock = manualClock(new Date('2026-03-02T06:00:00Z'))
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

async function bo(path: string, data: object, token?: string) {
  const res = await fetch(`${site.origin}/backoffice/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(data),
  })
  return (await res.json()) as { code: number; data: { challenge: string; token: string } }
}

beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.sportsTick()
  const { challenge } = (await bo('sign-in', { name: DEMO_OPERATOR.name, password: DEMO_OPERATOR.password }))
    .data
  const code = TOTP.generate({
    secret: Secret.fromBase32(DEMO_OPERATOR.totpSecret),
    timestamp: clock.now().getTime(),
  })
  operator = (await bo('sign-in/second-factor', { challenge, code })).data.token
}, 60_000)
afterAll(() => site?.close())

type Placement = 'home' | 'sports' | 'lottery' | 'games'
interface AdInput {
  pic: string
  url: string
  title: Record<string, string>
  active?: boolean
}

/** What marketing saves in the Site content page for one placement (null empties it). */
async function setAd(placement: Placement, ad: AdInput | null) {
  const saved = await bo(`content/ads/${placement}`, { ad, reason: 'e2e campaign' }, operator)
  expect(saved.code).toBe(0)
}

async function visit(path: string, locale = 'en', width = 390, height = 844) {
  const context = await site.browser.newContext({ viewport: { width, height }, locale, bypassCSP: true })
  const page = await context.newPage()
  await page.goto(`${site.origin}${path}`)
  // The banner's code and GET ad come after the first render: both done once the network rests.
  await page.waitForLoadState('networkidle')
  return page
}

/** The names of the ad banners on the page (each banner is one link, named by its title). */
const adNames = (page: Page, titles: string[]) =>
  page
    .getByRole('link')
    .filter({ hasText: new RegExp(titles.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')) })
    .allTextContents()

describe('ad placements on the players’ site', () => {
  it('the home ad shows in the visitor’s language with its link, opens in the app, and leaves when switched off', async () => {
    await setAd('home', {
      pic: '/images/slides/marksix.svg',
      url: '/lottery/mark-six',
      title: { en: 'Mark Six jackpot tonight', zh: '六合彩今晚头奖' },
    })

    const english = await visit('/')
    const banner = english.getByRole('link', { name: 'Mark Six jackpot tonight' })
    await banner.waitFor()
    expect(await banner.getAttribute('href')).toBe('/lottery/mark-six')
    expect(await banner.getAttribute('target')).toBeNull()
    // Its picture is decoration: the link's name is the title, written as text.
    expect(await banner.locator('img').getAttribute('alt')).toBe('')
    // It arrives after the page: on a phone it sits below the first screen, so nothing the
    // visitor reads moves when it comes.
    const top = await banner.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    expect(top).toBeGreaterThan(844)
    // A path on this site navigates in the app: the same document, the Mark Six screen.
    await english.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await banner.click()
    await english.waitForURL(`${site.origin}/lottery/mark-six`)
    await english.getByRole('heading', { name: 'Mark Six', level: 1 }).waitFor()
    expect(await english.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
    await english.context().close()

    const chinese = await visit('/', 'zh-CN')
    const zhBanner = chinese.getByRole('link', { name: '六合彩今晚头奖' })
    await zhBanner.waitFor()
    expect(await zhBanner.getAttribute('href')).toBe('/lottery/mark-six')
    // Switching the language in the page switches the ad's title with it.
    await chinese.getByLabel(catalogText('zh', 'language')).first().selectOption('en')
    await chinese.getByRole('link', { name: 'Mark Six jackpot tonight' }).waitFor()
    expect(await zhBanner.count()).toBe(0)
    await chinese.context().close()

    // A language marketing did not write reads the English title.
    const korean = await visit('/', 'ko')
    await korean.getByRole('link', { name: 'Mark Six jackpot tonight' }).waitFor()
    await korean.context().close()

    // An address elsewhere opens in a new tab that gets no handle on this page.
    await setAd('home', {
      pic: '/images/slides/marksix.svg',
      url: 'https://example.com/cup-final',
      title: { en: 'Cup final boosted odds' },
    })
    const external = await visit('/')
    const out = external.getByRole('link', { name: 'Cup final boosted odds' })
    await out.waitFor()
    expect(await out.getAttribute('href')).toBe('https://example.com/cup-final')
    expect(await out.getAttribute('target')).toBe('_blank')
    expect((await out.getAttribute('rel'))?.split(' ')).toContain('noopener')
    await external.context().close()

    await setAd('home', {
      pic: '/images/slides/marksix.svg',
      url: 'https://example.com/cup-final',
      title: { en: 'Cup final boosted odds' },
      active: false,
    })
    const off = await visit('/')
    // The page is there (its sections), the banner is not.
    await off.locator('main h2').first().waitFor()
    expect(await off.getByRole('link', { name: 'Cup final boosted odds' }).count()).toBe(0)
    await off.context().close()
  }, 120_000)

  it('each placement shows on its own pages only: sports on the sports lobby, lottery on the lottery screens, games on the games lists', async () => {
    const titles: Record<Placement, string> = {
      home: 'Home: daily boost',
      sports: 'Sports: parlay insurance',
      lottery: 'Lottery: double jackpot',
      games: 'Games: free spins weekend',
    }
    await setAd('sports', {
      pic: '/images/slides/sports.svg',
      url: '/sport/soccer',
      title: { en: titles.sports },
    })
    await setAd('home', { pic: '/images/slides/rewards.svg', url: '/rewards', title: { en: titles.home } })
    await setAd('lottery', {
      pic: '/images/slides/marksix.svg',
      url: '/lottery/mark-six',
      title: { en: titles.lottery },
    })
    await setAd('games', { pic: '/images/slides/rewards.svg', url: '/game', title: { en: titles.games } })
    const all = Object.values(titles)
    const expected: [string, Placement][] = [
      ['/', 'home'],
      ['/sport/soccer', 'sports'],
      ['/sport/cricket', 'sports'],
      ['/lottery/mark-six', 'lottery'],
      ['/lottery/pk10', 'lottery'],
      ['/game', 'games'],
      ['/game/pgGames', 'games'],
    ]
    const seen: Record<string, string[]> = {}
    for (const [path, placement] of expected) {
      const page = await visit(path)
      await page.locator('main h1').first().waitFor()
      // The banner's chunk and its GET may land after the network first rests (a busy machine):
      // wait for the banner this page should show, then read every banner on it.
      await page.getByRole('link', { name: titles[placement] }).first().waitFor({ timeout: 15_000 })
      seen[path] = await adNames(page, all)
      await page.context().close()
    }
    expect(seen).toEqual(Object.fromEntries(expected.map(([path, p]) => [path, [titles[p]]])))

    // Removed from the sports placement: the lobby shows none.
    await setAd('sports', null)
    const lobby = await visit('/sport/soccer')
    await lobby.locator('main h1').waitFor()
    expect(await adNames(lobby, all)).toEqual([])
    await lobby.context().close()
  }, 180_000)

  it('fits a 390 px phone in all ten languages with long titles, and has no serious axe violation', async () => {
    const long: Record<string, string> = {
      en: 'Weekend special: deposit today and get a 100% bonus on your first parlay of the cup final week',
      zh: '周末特惠：今天存款，杯赛决赛周的第一张串关投注即可获得百分之百奖金，名额有限先到先得',
      id: 'Spesial akhir pekan: setor hari ini dan dapatkan bonus 100% untuk taruhan parlay pertama Anda',
      ja: '週末限定：本日入金すると、カップ決勝週の最初のパーレーに100%ボーナスが付きます。お見逃しなく',
      ko: '주말 특가: 오늘 입금하고 컵 결승 주간 첫 번째 팔레이 베팅에 100% 보너스를 받으세요',
      es: 'Especial de fin de semana: deposita hoy y recibe un bono del 100% en tu primera combinada',
      tr: 'Hafta sonu fırsatı: bugün para yatırın, kupa finali haftasındaki ilk kombinenize %100 bonus',
      hi: 'सप्ताहांत विशेष: आज जमा करें और कप फ़ाइनल सप्ताह के अपने पहले पार्ले पर 100% बोनस पाएं',
      pt: 'Especial de fim de semana: deposite hoje e ganhe 100% de bónus na sua primeira múltipla',
      ru: 'Выходные: пополните счёт сегодня и получите бонус 100% на первый экспресс недели финала кубка',
    }
    for (const placement of ['home', 'sports', 'lottery', 'games'] as const)
      await setAd(placement, { pic: '/images/slides/sports.svg', url: '/rewards', title: long })
    // One context per language (its locale), its four pages one after the other; the languages
    // side by side in the one browser.
    const problems = await eachInParallel(Object.keys(long), async (lang) => {
      const problems: string[] = []
      const context = await site.browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: lang,
        bypassCSP: true,
      })
      const page = await context.newPage()
      for (const path of ['/', '/sport/soccer', '/lottery/mark-six', '/game']) {
        await page.goto(`${site.origin}${path}`)
        await page.waitForLoadState('networkidle')
        const banner = page.getByRole('link', { name: long[lang] })
        await banner.waitFor()
        await banner.scrollIntoViewIfNeeded()
        problems.push(
          ...(await banner.evaluate((el, where) => {
            const found: string[] = []
            // The banner's own box (the page's width is tests/node/fit.e2e.test.ts's to check).
            const r = el.getBoundingClientRect()
            const width = document.documentElement.clientWidth
            if (r.left < 0 || r.right > width)
              found.push(`${where}: banner ${r.left}–${r.right} of ${width} px`)
            if (r.height < 44) found.push(`${where}: banner ${r.height} px high`)
            for (const part of el.querySelectorAll('*'))
              if (part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1)
                if (part.tagName !== 'svg' && part.tagName !== 'path' && part.tagName !== 'IMG')
                  found.push(`${where}: "${part.textContent?.slice(0, 20)}" cut`)
            return found
          }, `${lang} ${path}`)),
        )
      }
      await context.close()
      return problems
    })
    expect(problems).toEqual([])

    const layouts = [
      [390, 844, '/'],
      [390, 844, '/sport/soccer'],
      [1280, 800, '/'],
      [1280, 800, '/sport/soccer'],
    ] as const
    const violations = await eachInParallel(layouts, async ([width, height, path]) => {
      const page = await visit(path, 'en', width, height)
      await page.getByRole('link', { name: long.en }).waitFor()
      await page.addScriptTag({ content: axeSource })
      const result = await page.evaluate(() =>
        (
          window as unknown as {
            axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> }
          }
        ).axe.run(),
      )
      await page.context().close()
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${width} ${path}: ${v.id} (${v.nodes.length})`)
    })
    expect(violations).toEqual([])
  }, 300_000)
})
