import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routesOf } from '../../server/http/routeCatalog.ts'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
let admin: string
beforeAll(async () => {
  site = await startSite()
  admin = await operatorToken(DEMO_OPERATOR.name, DEMO_OPERATOR.password, DEMO_OPERATOR.totpSecret)
}, 60_000)
afterAll(() => site?.close())

/** What an authenticator app shows now for this secret (the site runs on the real clock). */
const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) })

async function api(path: string, body?: object, token?: string, method = body ? 'POST' : 'GET') {
  const res = await fetch(`${site.origin}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: await res.json() }
}

/** Password, then the code for the secret (a new operator's from its enrolment). */
async function operatorToken(name: string, password: string, secret?: string) {
  const first = (await api('/backoffice/api/sign-in', { name, password })).body.data
  const second = await api('/backoffice/api/sign-in/second-factor', {
    challenge: first.challenge,
    code: codeFor(secret ?? first.enrol.secret),
  })
  return second.body.data.token as string
}

/** A page of the console, already signed in with `token` (the console keeps it in sessionStorage). */
async function consolePage(token: string, path: string, width = 1280) {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, locale: 'en' })
  await context.addInitScript((t) => sessionStorage.setItem('bo_token', t), token)
  const page = await context.newPage()
  await page.goto(`${site.origin}${path}`)
  return page
}

async function homePage(locale: string) {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale })
  const page = await context.newPage()
  await page.goto(site.origin)
  return page
}

async function saveWithReason(page: Page, dialogName: string | RegExp, button: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: button }).click()
  await dialog.waitFor({ state: 'hidden' })
}

describe('site content on the built site', () => {
  it('marketing edits a slide and the footer in the page; the players’ home page shows them', async () => {
    await api(
      '/backoffice/api/operators',
      { name: 'mona', role: 'marketing', password: 'Marketing2026' },
      admin,
    )
    const page = await consolePage(await operatorToken('mona', 'Marketing2026'), '/backoffice')
    const menu = page.getByRole('navigation', { name: 'Back office menu' })
    await menu.getByRole('link', { name: 'Site content' }).waitFor()
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Site content',
      'Announcements and messages',
      'Campaigns',
    ])
    await menu.getByRole('link', { name: 'Site content' }).click()
    await page.getByRole('heading', { name: 'Site content' }).waitFor()

    await page.getByRole('button', { name: 'Edit slide Parlays up to 15 matches' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit slide' })
    // A link that is neither a site path nor https is refused, and the dialog stays open on it.
    await dialog.getByLabel('Link').fill('http://example.com/cup')
    await dialog.getByLabel('Reason').fill('cup final week')
    await dialog.getByRole('button', { name: 'Save slide' }).click()
    await dialog.getByText('A path on this site starting with / or an https:// address').waitFor()
    await dialog.getByLabel('Link').fill('/sport/soccer')
    await dialog.getByLabel('English').fill('Cup final: boosted parlays')
    await dialog.getByLabel('中文').fill('杯赛决赛：串关加成')
    await dialog.getByRole('button', { name: 'Save slide' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('status').getByText('The slide was saved.').waitFor()
    await page.getByRole('cell', { name: 'Cup final: boosted parlays', exact: true }).waitFor()

    // The copyright line, in English.
    const copyright = page.getByLabel('Copyright line')
    expect(await copyright.inputValue()).toBe('© 2024 Betsuite. All rights reserved.')
    await copyright.fill('© 2026 Betsuite Ltd.')
    await page.getByRole('button', { name: 'Save footer' }).click()
    await saveWithReason(page, 'Save the footer in English?', 'Save footer', 'company renamed')
    await page.getByRole('status').getByText('The footer in English was saved.').waitFor()

    const english = await homePage('en')
    await english.getByText('Cup final: boosted parlays').waitFor()
    await english.getByText('© 2026 Betsuite Ltd.').waitFor()
    const chinese = await homePage('zh-CN')
    await chinese.getByText('杯赛决赛：串关加成').waitFor()
    // The Chinese footer was not touched.
    await chinese.getByText('© 2024 Betsuite 版权所有。').waitFor()

    // A slide switched off leaves the home page.
    await page.getByRole('button', { name: 'Edit slide Cup final: boosted parlays' }).click()
    await page.getByRole('dialog', { name: 'Edit slide' }).getByLabel('Shown on the home page').uncheck()
    await saveWithReason(page, 'Edit slide', 'Save slide', 'final is over')
    const later = await homePage('en')
    await later.getByText('Mark Six in five regions').waitFor()
    expect(await later.getByText('Cup final: boosted parlays').count()).toBe(0)

    const log = (await api('/backoffice/api/audit?actor=mona&order=asc', undefined, admin)).body.data
      .rows as {
      action: string
      reason: string
    }[]
    expect(log.filter((r) => r.action !== 'operator.signIn').map((r) => [r.action, r.reason])).toEqual([
      ['slide.update', 'cup final week'],
      ['footer.update', 'company renamed'],
      ['slide.update', 'final is over'],
    ])
  }, 120_000)

  it('marketing sets, switches off and removes an ad placement in the page; GET ad follows each change', async () => {
    await api(
      '/backoffice/api/operators',
      { name: 'adele', role: 'marketing', password: 'Marketing2026' },
      admin,
    )
    const page = await consolePage(await operatorToken('adele', 'Marketing2026'), '/backoffice/content')
    const section = page.getByRole('region', { name: 'Ad placements' })
    const row = section.getByRole('row').filter({ hasText: 'Lottery' })
    await row.getByText('No ad').waitFor()
    const ads = async (lang: string) =>
      (await (await fetch(`${site.origin}/sports/ad`, { headers: { 'accept-language': lang } })).json())
        .data as { placement: string; title: string; url: string }[]

    await section.getByRole('button', { name: 'Edit the ad: Lottery' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ad: Lottery' })
    await dialog.getByLabel('Image address').fill('/images/ads/m6.webp')
    // A link that is neither a site path nor https is refused beside its field; nothing is saved.
    await dialog.getByLabel('Link').fill('javascript:alert(1)')
    await dialog.getByLabel('English').fill('Mark Six jackpot tonight')
    await dialog.getByLabel('中文').fill('六合彩今晚头奖')
    await dialog.getByLabel('Reason').fill('jackpot week')
    await dialog.getByRole('button', { name: 'Save ad' }).click()
    await dialog.getByText('A path on this site starting with / or an https:// address').waitFor()
    expect(await ads('en')).toEqual([])
    await dialog.getByLabel('Link').fill('/lottery/mark-six')
    await dialog.getByRole('button', { name: 'Save ad' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('status').getByText('The ad (Lottery) was saved.').waitFor()
    await row.getByText('Mark Six jackpot tonight').waitFor()
    expect(await ads('zh-CN')).toEqual([
      { placement: 'lottery', pic: '/images/ads/m6.webp', url: '/lottery/mark-six', title: '六合彩今晚头奖' },
    ])
    expect((await ads('ko'))[0]?.title).toBe('Mark Six jackpot tonight')

    await section.getByRole('button', { name: 'Edit the ad: Lottery' }).click()
    await page.getByRole('dialog', { name: 'Ad: Lottery' }).getByLabel('Shown to players').uncheck()
    await saveWithReason(page, 'Ad: Lottery', 'Save ad', 'paused')
    await row.getByText('Off').waitFor()
    expect(await ads('en')).toEqual([])

    await section.getByRole('button', { name: 'Remove the ad: Lottery' }).click()
    await saveWithReason(page, 'Remove the ad: Lottery?', 'Remove', 'draw is over')
    await row.getByText('No ad').waitFor()

    const log = (await api('/backoffice/api/audit?actor=adele&order=asc', undefined, admin)).body.data
      .rows as { action: string; target: string; reason: string }[]
    expect(
      log.filter((r) => r.action !== 'operator.signIn').map((r) => [r.action, r.target, r.reason]),
    ).toEqual([
      ['ad.update', 'ad:lottery', 'jackpot week'],
      ['ad.update', 'ad:lottery', 'paused'],
      ['ad.update', 'ad:lottery', 'draw is over'],
    ])
  }, 120_000)

  it('finance disallows a withdrawal channel on the Withdrawals page; players are no longer offered it', async () => {
    await api('/backoffice/api/operators', { name: 'fran', role: 'finance', password: 'Finance2026' }, admin)
    const page = await consolePage(await operatorToken('fran', 'Finance2026'), '/backoffice/withdrawals')
    const reg = (await api('/sports/reg', { account: 'channelwatcher', password: 'Secret123' })).body.data
    const offered = async () =>
      (
        (await api('/sports/withdraw/all', undefined, reg.token)).body.data as {
          name: string
          allowed: boolean
        }[]
      ).find((c) => c.name === 'USDT (ERC20)')?.allowed
    expect(await offered()).toBe(true)

    const section = page.getByRole('region', { name: 'Withdrawal channels' })
    await section.getByRole('button', { name: 'Disallow USDT (ERC20)' }).click()
    await saveWithReason(page, 'Disallow withdrawals through USDT (ERC20)?', 'Disallow', 'node resync')
    await section.getByText('Players can no longer withdraw through USDT (ERC20).').waitFor()
    expect(await section.getByRole('row').filter({ hasText: 'USDT (ERC20)' }).textContent()).toContain(
      'Disallowed',
    )
    expect(await offered()).toBe(false)

    await section.getByRole('button', { name: 'Allow USDT (ERC20)' }).click()
    await saveWithReason(page, 'Allow withdrawals through USDT (ERC20)?', 'Allow', 'node back')
    await section.getByText('Players may withdraw through USDT (ERC20) again.').waitFor()
    expect(await offered()).toBe(true)
  }, 120_000)
})

describe('tokens do not cross over, over HTTP on the built site', () => {
  it('a player token gets 401 on every back-office route the app has, and an operator token on every player route', async () => {
    const player = (await api('/sports/reg', { account: 'crossover', password: 'Secret123' })).body.data.token
    const fill = (url: string) => url.replace(/:\w+/g, '1')
    const routes = routesOf(site.app).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    // The support console's socket is a WebSocket upgrade: a plain GET gets @fastify/websocket's
    // answer, so it is opened as a socket and must close for the player's token.
    const socket = new WebSocket(
      `${site.origin.replace(/^http/, 'ws')}/backoffice/api/chat/socket?token=${encodeURIComponent(player)}`,
    )
    const closed = await new Promise<number>((resolve) =>
      socket.addEventListener('close', (e) => resolve(e.code)),
    )
    expect(closed).toBe(4401)
    const consoleRoutes = routes.filter(
      (r) =>
        r.url.startsWith('/backoffice/api/') &&
        !r.url.startsWith('/backoffice/api/sign-in') &&
        r.url !== '/backoffice/api/chat/socket',
    )
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(20)
    for (const r of consoleRoutes) {
      const res = await api(fill(r.url), r.method === 'GET' ? undefined : {}, player, r.method)
      expect([r.method, r.url, res.status, res.body.msg]).toEqual([r.method, r.url, 401, 'unauthorizedError'])
    }

    let playerOnly = 0
    for (const r of routes.filter((x) => x.url.startsWith('/sports/'))) {
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {}
      // Only routes that turn a visitor away are a player's own.
      if ((await api(fill(r.url), body, undefined, r.method)).status !== 401) continue
      playerOnly++
      const res = await api(fill(r.url), body, admin, r.method)
      expect([r.method, r.url, res.status]).toEqual([r.method, r.url, 401])
    }
    expect(playerOnly).toBeGreaterThan(20)
  }, 120_000)
})
