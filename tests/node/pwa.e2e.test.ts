import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './axe.ts'
import { startSite } from './site.ts'

/**
 * The production build served by the real server, driven in Debian's Chromium: installability,
 * the service worker, offline start and accessibility. Needs `npm run build` first (npm test does).
 */

let site: Awaited<ReturnType<typeof startSite>>
let browser: Browser
let origin: string

beforeAll(async () => {
  site = await startSite()
  browser = site.browser
  origin = site.origin
}, 60_000)
afterAll(() => site?.close())

describe('installable PWA', () => {
  it('links a valid manifest with 192, 512 and maskable icons and shortcuts', async () => {
    const page = await browser.newPage()
    await page.goto(origin)
    const href = await page.getAttribute('link[rel="manifest"]', 'href')
    expect(href).toBe('/manifest.webmanifest')
    const res = await page.request.get(`${origin}${href}`)
    expect(res.headers()['content-type']).toContain('application/manifest+json')
    const manifest = await res.json()
    expect(manifest).toMatchObject({
      name: 'Betsuite',
      short_name: 'Betsuite',
      display: 'standalone',
      start_url: '/',
    })
    expect(manifest.theme_color).toMatch(/^#/)
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
    for (const icon of manifest.icons) {
      const img = await page.request.get(`${origin}${icon.src}`)
      expect(img.status(), icon.src).toBe(200)
      expect(img.headers()['content-type']).toBe('image/png')
    }
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
      '/my-bets',
      '/lottery/mark-six',
      '/?wallet=true',
    ])
    await page.close()
  })

  it('the service worker takes control, and the site starts offline', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(origin)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`)
    await page.getByRole('link', { name: 'Soccer' }).first().waitFor()
    await context.setOffline(true)
    await page.goto(`${origin}/lottery/mark-six`)
    await page.getByRole('heading', { level: 1, name: 'Mark Six' }).waitFor()
    // Game availability came from the service worker's IndexedDB copy: the menu still lists lottery.
    await page.getByRole('link', { name: 'Lottery' }).first().waitFor()
    await context.close()
  }, 30_000)
})

describe('accessibility (axe-core)', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`home and a lobby have no serious violations at ${width} px`, async () => {
      // axe is injected as an inline script, which the site's CSP rightly forbids.
      const page = await browser.newPage({ viewport: { width, height }, bypassCSP: true })
      for (const path of ['/', '/sport/soccer', '/lottery/mark-six', '/login', '/registration']) {
        await page.goto(`${origin}${path}`)
        await page.locator('footer').waitFor()
        // A dialog fading in is measured half transparent; axe judges what stays on screen.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        )
        expect(await seriousViolations(page), path).toEqual([])
      }
      await page.close()
    }, 30_000)
  }
})
