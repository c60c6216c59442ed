import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { fundedPlayer, startSite } from './site.ts'

/**
 * Announcements and private messages on the built site: a pop-up announcement opens once per
 * device; a message sent from the back office to a VIP level reaches exactly its players, with
 * the unread count beside the menu entry, and reading it lowers the count.
 */
let site: Awaited<ReturnType<typeof startSite>>
let admin: string
beforeAll(async () => {
  site = await startSite()
  admin = await operatorToken()
}, 60_000)
afterAll(() => site?.close())

/** What an authenticator app shows now for this secret (the site runs on the real clock). */
const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) })

async function api(path: string, body?: object, token?: string) {
  const res = await fetch(`${site.origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: await res.json() }
}

async function operatorToken() {
  const first = (
    await api('/backoffice/api/sign-in', { name: DEMO_OPERATOR.name, password: DEMO_OPERATOR.password })
  ).body.data
  const second = await api('/backoffice/api/sign-in/second-factor', {
    challenge: first.challenge,
    code: codeFor(DEMO_OPERATOR.totpSecret),
  })
  return second.body.data.token as string
}

describe('announcements and private messages, end to end', () => {
  it('a pop-up announcement opens once per device; the page lists it with the pinned one first', async () => {
    const popup = await api(
      '/backoffice/api/notices',
      {
        kind: 'public',
        title: { en: 'Cup final weekend', zh: '决赛周末' },
        body: { en: 'Boosted odds all weekend.', zh: '整个周末赔率提升。' },
        popup: true,
        reason: 'cup final promotion',
      },
      admin,
    )
    expect(popup.status).toBe(200)
    const pinned = {
      kind: 'public',
      title: { en: 'Site rules' },
      body: { en: 'Play fair.' },
      pinned: true,
      reason: 'house rules',
    }
    expect((await api('/backoffice/api/notices', pinned, admin)).status).toBe(200)

    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })
    const page = await context.newPage()
    await page.goto(site.origin)
    const dialog = page.getByRole('dialog', { name: '决赛周末' })
    await dialog.getByText('整个周末赔率提升。').waitFor()
    await dialog.getByRole('button', { name: '知道了' }).click()
    await dialog.waitFor({ state: 'hidden' })
    // Reloaded, and on another page: it does not open again on this device.
    await page.goto(`${site.origin}/announcements`)
    const titles = page.getByRole('region', { name: '站点公告' }).getByRole('heading', { level: 3 })
    await expect.poll(() => titles.allTextContents()).toEqual(['置顶Site rules', '决赛周末'])
    await page.reload()
    await page.getByRole('heading', { name: '决赛周末' }).waitFor()
    expect(await page.getByRole('dialog', { name: '决赛周末' }).isVisible()).toBe(false)
    await context.close()

    // Another device sees it once too.
    const other = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en' })
    const second = await other.newPage()
    await second.goto(site.origin)
    await second.getByRole('dialog', { name: 'Cup final weekend' }).waitFor()
    await other.close()
  })

  it('a message to a VIP level reaches exactly its players, with the unread badge in the menu', async () => {
    const open = async (account: string, fund: string) => {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en' })
      // The pop-up of the first test has been seen on these devices.
      await context.addInitScript(() => localStorage.setItem('seenNoticePopups', JSON.stringify([1, 2, 3])))
      const page = await context.newPage()
      const tokens = await fundedPlayer(page, site.origin, account, fund)
      return { context, page, token: tokens.token }
    }
    const silver = await open('silverplayer', '1200')
    const bronze = await open('bronzeplayer', '50')
    const unread = async (token: string) =>
      (await api('/sports/notice/private', undefined, token)).body.data.unread as number

    const before = await unread(silver.token)
    const bronzeBefore = await unread(bronze.token)
    const sent = await api(
      '/backoffice/api/messages',
      {
        segment: { to: 'vip', level: 2 },
        title: 'Silver weekend',
        body: 'Double points for silver.',
        reason: 'silver promo',
      },
      admin,
    )
    expect(sent.body.data).toMatchObject({ segment: 'vip:2', recipients: 1 })
    expect(await unread(silver.token)).toBe(before + 1)
    expect(await unread(bronze.token)).toBe(bronzeBefore)

    // The silver player's menu shows the count; reading the message lowers it.
    await silver.page.goto(`${site.origin}/private-messages`)
    const menu = silver.page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('status', { name: `${before + 1} unread` }).waitFor()
    const message = silver.page.getByRole('button', { name: /Silver weekend/ })
    await message.click()
    await silver.page.getByText('Double points for silver.').waitFor()
    await menu.getByRole('status', { name: `${before} unread` }).waitFor()
    await silver.page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect.poll(() => menu.getByRole('status').count()).toBe(0)

    await bronze.page.goto(`${site.origin}/private-messages`)
    await bronze.page.getByRole('heading', { name: 'Private messages' }).waitFor()
    await bronze.page.waitForLoadState('networkidle')
    expect(await bronze.page.getByText('Silver weekend').count()).toBe(0)
    await silver.context.close()
    await bronze.context.close()
  })

  it("the installed app's icon shows the unread count (Badging API), cleared when all are read and at sign-out", async () => {
    // What the app asks of the browser's Badging API, recorded in the page: a number, or null for clear.
    const calls: (number | null)[] = []
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en' })
    await context.exposeFunction('recordBadge', (n: number | null) => calls.push(n))
    await context.addInitScript(() => {
      const record = (window as unknown as { recordBadge(n: number | null): Promise<void> }).recordBadge
      Object.defineProperty(Navigator.prototype, 'setAppBadge', {
        configurable: true,
        value: (n: number) => record(n),
      })
      Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
        configurable: true,
        value: () => record(null),
      })
      localStorage.setItem('seenNoticePopups', JSON.stringify([1, 2, 3]))
    })
    const page = await context.newPage()
    const { token } = await fundedPlayer(page, site.origin, 'badgeplayer', '10')
    const unread = async () =>
      (await api('/sports/notice/private', undefined, token)).body.data.unread as number
    // The site's own messages (the deposit's reward) are read first: the count is only this test's.
    await api('/sports/notice/private/read', {}, token)
    expect(await unread()).toBe(0)
    for (const title of ['First news', 'Second news']) {
      const message = {
        segment: { to: 'player', account: 'badgeplayer' },
        title,
        body: `${title} body.`,
        reason: 'tell him',
      }
      expect((await api('/backoffice/api/messages', message, admin)).status).toBe(200)
    }
    const last = () => calls.at(-1)

    // On a phone the menus are closed (not rendered): the icon still gets the count.
    await page.goto(site.origin)
    await expect.poll(last).toBe(2)
    await page.goto(`${site.origin}/private-messages`)
    await page.getByRole('button', { name: /First news/ }).click()
    await page.getByText('First news body.').waitFor()
    await expect.poll(last).toBe(1)
    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect.poll(last).toBe(null)

    const third = {
      segment: { to: 'player', account: 'badgeplayer' },
      title: 'Third news',
      body: 'Third.',
      reason: 'tell him',
    }
    expect((await api('/backoffice/api/messages', third, admin)).status).toBe(200)
    await page.reload()
    await expect.poll(last).toBe(1)
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect.poll(last).toBe(null)
    // Signed out, the count is not asked for again: the icon stays clear after a reload.
    await page.reload()
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor()
    expect(calls.filter((n) => n !== null).at(-1)).toBe(1)
    expect(last()).toBe(null)
    await context.close()
  })

  it('where the browser has no Badging API, the menu badge still shows and nothing fails', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en' })
    await context.addInitScript(() => {
      for (const name of ['setAppBadge', 'clearAppBadge']) {
        delete (Navigator.prototype as unknown as Record<string, unknown>)[name]
      }
      localStorage.setItem('seenNoticePopups', JSON.stringify([1, 2, 3]))
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const { token } = await fundedPlayer(page, site.origin, 'nobadgeplayer', '10')
    await api('/sports/notice/private/read', {}, token)
    const message = {
      segment: { to: 'player', account: 'nobadgeplayer' },
      title: 'Hello',
      body: 'Hi.',
      reason: 'tell him',
    }
    expect((await api('/backoffice/api/messages', message, admin)).status).toBe(200)
    await page.goto(site.origin)
    expect(await page.evaluate(() => 'setAppBadge' in navigator)).toBe(false)
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('status', { name: '1 unread' })
      .waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
