import { readFileSync } from 'node:fs'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { playerCatalogs, readCatalog } from './poFiles.ts'
import { catalogText, eachInParallel, fundedPlayer, startSite, storeTokens } from './site.ts'

/**
 * The screens whose texts load with them (src/i18n/catalogs.ts), on the built site: opened
 * directly, in English and Chinese, none shows a raw message id; a language change on a screen
 * changes its words; a catalog that cannot be fetched falls back to English; offline, the service
 * worker serves the screens' catalogs as it serves the boot one.
 */
let site: Awaited<ReturnType<typeof startSite>>
let tokens: { token: string; fresh_token: string; user_id: number }
const clock = manualClock(new Date('2026-03-02T06:00:00Z'))
beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.sportsTick()
  const page = await site.browser.newPage()
  tokens = await fundedPlayer(page, site.origin, 'catalogcheck', '10')
  await page.close()
  // The site, a browser and a first page: on a machine busy with another build, over a minute.
}, 180_000)
afterAll(() => site?.close())

/** Each lazily catalogued route, with the catalog its loader awaits. */
const ROUTES: [string, string][] = [
  ['/sport/soccer', 'sports'],
  ['/sport/cricket', 'sports'],
  ['/lottery/mark-six', 'lottery'],
  ['/lottery/pk10', 'lottery'],
  ['/game', 'games'],
  ['/game/pgGames', 'games'],
  ['/game/play/cardGame/0', 'games'],
  ['/game-loader', 'games'],
  ['/live-games', 'games'],
  ['/my-bets', 'mybets'],
  ['/profile', 'account'],
  ['/rewards', 'account'],
  ['/reports', 'account'],
  ['/chat', 'account'],
  ['/private-messages', 'account'],
  ['/announcements', 'account'],
]

const catalogs = playerCatalogs()
const ids = new Set(catalogs.flatMap((name) => [...readCatalog('en', name).keys()]))
/** The first word of every dotted id (nav, games, betslip…): `nav.liveGames` on screen is a raw id. */
const prefixes = new Set([...ids].filter((id) => id.includes('.')).map((id) => id.split('.')[0]))
const RAW_ID = new RegExp(`\\b(?:${[...prefixes].join('|')})(?:\\.[a-z0-9][A-Za-z0-9]*)+\\b`, 'g')
/** Flat ids in camelCase (`unauthorizedError`) are no word either. */
const camelIds = [...ids].filter((id) => !id.includes('.') && /[a-z][A-Z]/.test(id))

/** The page's words, hidden ones too (closed tabs, labels for screen readers), a text per node. */
const pageWords = (page: Page) =>
  page.evaluate(() =>
    [
      ...(function* texts() {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        while (walker.nextNode()) yield walker.currentNode.textContent ?? ''
      })(),
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
        ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '),
      ),
    ].join('\n'),
  )

async function rawIds(page: Page) {
  const words = await pageWords(page)
  return [
    ...new Set([
      ...(words.match(RAW_ID) ?? []),
      ...camelIds.filter((id) => new RegExp(`\\b${id}\\b`).test(words)),
    ]),
  ]
}

/** Texts only the screen's own catalog has (not the boot one), without placeholders. */
function ownTexts(name: string, lang: string) {
  const boot = readCatalog(lang)
  return [...readCatalog(lang, name)]
    .filter(([id, { text }]) => !boot.has(id) && !text.includes('{') && text.length > 3)
    .map(([id, { text }]) => ({ id, text }))
}

async function playerPage(lang: string, options: Parameters<typeof site.browser.newContext>[0] = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options })
  const page = await context.newPage()
  await storeTokens(page, site.origin, tokens)
  await page.evaluate((l) => localStorage.setItem('language', l), lang)
  return { context, page }
}

async function open(page: Page, path: string) {
  await page.goto(`${site.origin}${path}`)
  await page.waitForLoadState('networkidle')
  await page.locator('footer').waitFor()
}

describe("the screens' own catalogs", () => {
  it('every lazily catalogued route opened directly shows its words, never a raw id, in English and Chinese', async () => {
    // The languages side by side, each in its own context of the one browser.
    const problems = await eachInParallel(['en', 'zh'], async (lang) => {
      const problems: string[] = []
      const { context, page } = await playerPage(lang)
      for (const [path, name] of ROUTES) {
        await open(page, path)
        for (const id of await rawIds(page)) problems.push(`${lang} ${path}: ${id}`)
        const words = await pageWords(page)
        if (!ownTexts(name, lang).some(({ text }) => words.includes(text)))
          problems.push(`${lang} ${path}: no text of the ${name} catalog`)
      }
      await context.close()
      return problems
    })
    expect(problems).toEqual([])
  }, 180_000)

  it("switching language on a screen changes the screen's own words, with no raw id between", async () => {
    const { context, page } = await playerPage('en')
    for (const [path, name] of [
      ['/sport/soccer', 'sports'],
      ['/lottery/mark-six', 'lottery'],
      ['/game', 'games'],
      ['/my-bets', 'mybets'],
      ['/profile', 'account'],
    ] as [string, string][]) {
      await page.evaluate(() => localStorage.setItem('language', 'en'))
      await open(page, path)
      const english = await pageWords(page)
      const shown = ownTexts(name, 'en').filter(({ text }) => english.includes(text))
      expect(shown.length, path).toBeGreaterThan(0)
      const zh = readCatalog('zh', name)
      await page.getByRole('combobox', { name: 'Language' }).first().selectOption('zh')
      await page.waitForFunction(() => document.documentElement.lang === 'zh')
      const chinese = await pageWords(page)
      const translated = shown.filter(({ id }) => chinese.includes(zh.get(id)?.text ?? '\u0000'))
      expect(translated.length, `${path}: ${shown.map((s) => s.id).join(', ')}`).toBeGreaterThan(0)
      expect(await rawIds(page), path).toEqual([])
    }
    await context.close()
  }, 120_000)

  it('the dialogs and drawers show their words: sign-in, register, wallet, invite, my bets, the bet slip', async () => {
    const problems: string[] = []
    const check = async (page: Page, where: string) => {
      for (const id of await rawIds(page)) problems.push(`${where}: ${id}`)
    }
    // The languages side by side, each in its own context of the one browser.
    await eachInParallel(['en', 'zh'], async (lang) => {
      const visitor = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await visitor.newPage()
      await page.goto(site.origin)
      await page.evaluate((l) => localStorage.setItem('language', l), lang)
      for (const path of ['/login', '/registration']) {
        await page.goto(`${site.origin}${path}`)
        await page.getByRole('dialog').waitFor()
        await check(page, `${lang} ${path}`)
      }
      await visitor.close()

      const { context, page: signedIn } = await playerPage(lang, { viewport: { width: 390, height: 844 } })
      await open(signedIn, '/')
      await signedIn.getByRole('button', { name: catalogText(lang, 'wallet'), exact: true }).click()
      await signedIn
        .getByRole('dialog')
        .getByRole('tab', { name: catalogText(lang, 'wallet.deposit') })
        .waitFor()
      await check(signedIn, `${lang} wallet`)
      await open(signedIn, '/?invite=true')
      await signedIn.getByRole('dialog').waitFor()
      await signedIn.waitForLoadState('networkidle')
      await check(signedIn, `${lang} invite`)
      await open(signedIn, '/?mybet=true')
      await signedIn.getByRole('dialog').or(signedIn.getByRole('complementary')).first().waitFor()
      await signedIn.waitForLoadState('networkidle')
      await check(signedIn, `${lang} my bets drawer`)
      await open(signedIn, '/sport/soccer')
      await signedIn.locator('main [data-kind] button[aria-pressed]').first().click()
      const slipLabel = catalogText(lang, 'betslip.openWith').split('{')[0] ?? ''
      await signedIn.getByRole('button', { name: slipLabel }).click()
      await signedIn.getByRole('complementary', { name: catalogText(lang, 'betslip.title') }).waitFor()
      await check(signedIn, `${lang} bet slip`)
      await context.close()
      return []
    })
    expect(problems).toEqual([])
  }, 120_000)

  it("a screen whose catalog cannot be fetched shows its English words beside the language's own, not ids", async () => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >
    const chunk = manifest['locales/zh/sports.po']?.file
    expect(chunk).toBeDefined()
    // No service worker: it would answer from its precache before the page's route sees the request.
    const { context, page } = await playerPage('zh', { serviceWorkers: 'block' })
    await page.route(`**/${chunk}`, (route) => route.abort())
    await open(page, '/sport/soccer')
    const words = await pageWords(page)
    expect(ownTexts('sports', 'en').some(({ text }) => words.includes(text))).toBe(true)
    expect(words).toContain(catalogText('zh', 'nav.home'))
    expect(await rawIds(page)).toEqual([])
    await context.close()
  }, 60_000)

  it('a page that boots never replaces the language chosen while it loads (another tab, or this suite)', async () => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >
    const boot = manifest['locales/en/messages.po']?.file
    expect(boot).toBeDefined()
    const context = await site.browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    // The boot catalog is held until the choice is made, so the order is certain, not raced.
    let asked: () => void = () => undefined
    const catalogAsked = new Promise<void>((resolve) => {
      asked = resolve
    })
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`**/${boot}`, async (route) => {
      asked()
      await released
      await route.continue()
    })
    await page.goto(site.origin, { waitUntil: 'commit' })
    await catalogAsked
    await page.evaluate(() => localStorage.setItem('language', 'ja'))
    release()
    await page.locator('footer').waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja')
    await page.reload()
    await page.waitForFunction(() => document.documentElement.lang === 'ja')
    await context.close()
  }, 60_000)

  it("offline, the service worker serves a screen's catalog in the chosen language", async () => {
    const { context, page } = await playerPage('zh')
    await open(page, '/')
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    for (const [path, name] of [
      ['/sport/soccer', 'sports'],
      ['/lottery/mark-six', 'lottery'],
      ['/profile', 'account'],
    ] as [string, string][]) {
      await page.goto(`${site.origin}${path}`)
      await page.locator('footer').waitFor()
      const words = await pageWords(page)
      expect(
        ownTexts(name, 'zh').some(({ text }) => words.includes(text)),
        path,
      ).toBe(true)
      expect(await rawIds(page), path).toEqual([])
    }
    await context.close()
  }, 60_000)
})
