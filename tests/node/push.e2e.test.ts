import type { Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, storeTokens } from './site.ts'
import { serviceWorkerTarget } from './workerTarget.ts'

/**
 * Web Push in the built site's service worker, in Debian's Chromium: a push delivered through the
 * DevTools protocol (headless Chromium has no push service of its own) becomes a notification with
 * its screen; the profile's opt-in button asks, and says clearly when push is unavailable.
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

describe('Web Push in the service worker', () => {
  it('a pushed message becomes a notification in its words, and its click takes the open window to its screen', async () => {
    const context = await browser.newContext()
    await context.grantPermissions(['notifications'], { origin })
    const page = await context.newPage()
    await page.goto(origin)
    await page.evaluate(() => navigator.serviceWorker.ready)
    // Controlled by the worker: a worker navigates only the windows it controls.
    await page.reload()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const cdp = await context.newCDPSession(page)
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${origin}/`)
        if (mine) resolve(mine.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const payload = {
      title: '注单中奖',
      body: '您的注单 S123 赢得 12.500000 USDT。',
      url: '/my-bets',
      tag: 'push-1',
    }
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registration,
      data: JSON.stringify(payload),
    })
    const shown = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready
        const list = await reg.getNotifications()
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }))
      })
    await expect
      .poll(shown)
      .toEqual([{ title: payload.title, body: payload.body, tag: 'push-1', data: { url: '/my-bets' } }])

    // Its click. Chromium has no DevTools command to click a notification, so the event is
    // dispatched in the worker's scope on the real notification. Chromium lets a worker focus a
    // window only inside its own, trusted click (a dispatched one is refused "Not allowed to focus
    // a window"), so focus() alone is stood in for, counting its calls; the navigation is real.
    const worker = await serviceWorkerTarget(browser, origin)
    const clicked = await worker.evaluate<{ focused: number; left: number }>(`(async () => {
      let focused = 0
      WindowClient.prototype.focus = async function () { focused += 1; return this }
      const [notification] = await self.registration.getNotifications()
      const event = new NotificationEvent('notificationclick', { notification })
      let work = null
      // What the handler hands to waitUntil is awaited here, so a failure in it fails the test.
      event.waitUntil = (promise) => { work = promise }
      self.dispatchEvent(event)
      await work
      return { focused, left: (await self.registration.getNotifications()).length }
    })()`)
    // The notification is gone, the open window was focused and now shows its screen.
    expect(clicked).toEqual({ focused: 1, left: 0 })
    await page.waitForURL(`${origin}/my-bets`)
    await context.close()
  }, 60_000)

  it("with no window of the site open, a notification's click opens one at its screen", async () => {
    const context = await browser.newContext()
    await context.grantPermissions(['notifications'], { origin })
    const page = await context.newPage()
    await page.goto(origin)
    await page.evaluate(() =>
      navigator.serviceWorker.ready.then((reg) =>
        reg.showNotification('新私信', {
          body: '客服给您发了一条消息。',
          data: { url: '/private-messages' },
        }),
      ),
    )
    const worker = await serviceWorkerTarget(browser, origin)
    await page.close()
    // Dispatched in the worker as above; Chromium refuses openWindow outside a trusted click
    // ("Not allowed to open a window"), so its calls are counted in its place.
    const clicked = await worker.evaluate<{ windows: number; opened: string[]; left: number }>(`(async () => {
      const opened = []
      Clients.prototype.openWindow = async function (url) { opened.push(url); return null }
      const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).length
      const [notification] = await self.registration.getNotifications()
      const event = new NotificationEvent('notificationclick', { notification })
      let work = null
      event.waitUntil = (promise) => { work = promise }
      self.dispatchEvent(event)
      await work
      return { windows, opened, left: (await self.registration.getNotifications()).length }
    })()`)
    expect(clicked).toEqual({ windows: 0, opened: [`${origin}/private-messages`], left: 0 })
    await context.close()
  }, 60_000)
})

describe('the opt-in button', () => {
  it('asks only when pressed, and says push is unavailable when the browser has no push service', async () => {
    const context = await browser.newContext()
    await context.grantPermissions(['notifications'], { origin })
    const page = await context.newPage()
    const reg = await page.request.post(`${origin}/sports/reg`, {
      data: { account: 'pushoptin', password: 'Secret123' },
    })
    await storeTokens(page, origin, (await reg.json()).data)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.goto(`${origin}/profile`)
    await page.getByRole('button', { name: 'Global settings' }).first().click()
    const button = page.getByRole('button', { name: 'Turn on notifications' })
    await button.waitFor()
    await expect.poll(() => page.evaluate(() => Notification.permission)).toBe('granted')
    await button.click()
    const outcome = await Promise.race([
      page
        .getByRole('alert')
        .filter({ hasText: 'Push notifications are unavailable on this device' })
        .waitFor()
        .then(() => 'unavailable'),
      page
        .getByRole('button', { name: 'Turn off notifications' })
        .waitFor()
        .then(() => 'on'),
    ])
    // Headless Chromium reaches no push service: the player is told so (a browser that does
    // subscribes, and the button turns into Turn off).
    expect(outcome).toBe('unavailable')
    await context.close()
  }, 60_000)
})

describe('the notifications setting on a phone', () => {
  it('fits 390 px in English, Chinese and Japanese, with the unavailable message shown', async () => {
    const reg = await (
      await fetch(`${origin}/sports/reg`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'pushfit', password: 'Secret123' }),
      })
    ).json()
    const labels = { en: 'Global settings', zh: '通用设置', ja: '全般設定' } as Record<string, string>
    for (const lang of ['en', 'zh', 'ja']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })
      await context.grantPermissions(['notifications'], { origin })
      const page = await context.newPage()
      await storeTokens(page, origin, reg.data)
      await page.evaluate((l) => localStorage.setItem('language', l), lang)
      await page.evaluate(() => navigator.serviceWorker.ready)
      await page.goto(`${origin}/profile`)
      const settings = labels[lang] ?? ''
      await page.getByRole('button', { name: settings }).first().click()
      await page.getByRole('heading', { name: settings }).waitFor()
      await page.locator('[class*=pushControl] button').click()
      await page.getByRole('alert').waitFor()
      const problems = await page.evaluate(() => {
        const found: string[] = []
        const doc = document.documentElement
        if (doc.scrollWidth > doc.clientWidth + 1) found.push(`page ${doc.scrollWidth}/${doc.clientWidth}`)
        const control = document.querySelector('[class*=pushControl]')
        for (const el of control?.querySelectorAll('*') ?? []) {
          const r = el.getBoundingClientRect()
          if (r.right > innerWidth + 1 || el.scrollWidth > el.clientWidth + 1)
            found.push(`cut ${el.textContent}`)
          if (el.tagName === 'BUTTON' && (r.width < 43.5 || r.height < 43.5))
            found.push(`target ${r.width}×${r.height}`)
        }
        return found
      })
      expect(problems, lang).toEqual([])
      await context.close()
    }
  }, 90_000)
})

describe('install', () => {
  it("offers Install only where the browser offers it, shows the browser's dialog once, then hides", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const reg = await page.request.post(`${origin}/sports/reg`, {
      data: { account: 'pushinstall', password: 'Secret123' },
    })
    await storeTokens(page, origin, (await reg.json()).data)
    await page.goto(`${origin}/profile`)
    await page.getByRole('button', { name: 'Global settings' }).first().click()
    await page.getByRole('button', { name: 'Turn on notifications' }).waitFor()
    const install = page.getByRole('button', { name: 'Install Betsuite on this device' })
    expect(await install.count()).toBe(0)
    // What Chromium does when the site is installable: an event whose prompt() shows its dialog.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          ;(window as unknown as { prompted: number }).prompted =
            ((window as unknown as { prompted?: number }).prompted ?? 0) + 1
        },
      })
      window.dispatchEvent(offer)
    })
    await install.click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
      .toBe(1)
    await expect.poll(() => install.count()).toBe(0)
    await context.close()
  }, 60_000)
})

describe("a notification's screens", () => {
  it('/?wallet=true (a deposit or withdrawal notification) opens the wallet, then leaves the address clean', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const reg = await page.request.post(`${origin}/sports/reg`, {
      data: { account: 'pushwallet', password: 'Secret123' },
    })
    await storeTokens(page, origin, (await reg.json()).data)
    await page.goto(`${origin}/?wallet=true`)
    await page.getByRole('dialog', { name: 'Wallet' }).waitFor()
    await expect.poll(() => new URL(page.url()).search).toBe('')
    await context.close()
  }, 60_000)
})
