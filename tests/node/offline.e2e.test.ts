import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { fundedPlayer, startSite } from './site.ts'
import { everythingStored } from './stored.ts'

/**
 * Offline reading on the built site: a signed-in player visits each screen once, the network goes
 * away, and each screen reloaded shows what it showed, with the offline banner and its age.
 *
 * How the network goes away here: the server stops listening and drops its open connections, so
 * every request fails, the page's and the service worker's alike, as when the site's server is down
 * or a phone's Wi-Fi is dead. navigator.onLine stays true, so the site has to notice by itself.
 * The browser's own offline state, set for the page and the service worker through the DevTools
 * protocol, is proven in offline-cdp.e2e.test.ts.
 */
// A fixed start, so the fixtures (seeded by date) are the same on every run, whatever today is.
const clock = manualClock(new Date('2026-03-02T06:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>

beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.sportsTick()
  await site.app.jobs.drawTick()
  // Some matches and draws are over: there are results and last draws to keep.
  clock.advance(6 * 3600_000)
  await site.app.jobs.sportsTick()
  await site.app.jobs.drawTick()
}, 60_000)

afterAll(async () => {
  await site?.browser.close()
  await site?.app.close().catch(() => undefined)
  await site?.database.close()
})

/** The server stops answering: new connections are refused and kept-alive ones are closed. */
function cutNetwork() {
  site.app.server.close()
  site.app.server.closeAllConnections()
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' })

async function expectOfflineWithAge(page: Page) {
  await banner(page).waitFor()
  await banner(page)
    .getByText(/^Showing what was saved .+\.$/)
    .waitFor()
}

/** A PK10 ticket placed through the API: My bets must show it offline. */
async function placeTicket(page: Page, token: string, account: string) {
  const { next } = (await (await page.request.get(`${site.origin}/sports/pk10/last`)).json()).data
  const placed = await (
    await page.request.post(`${site.origin}/sports/pk10/bet`, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `offline-${account}` },
      data: {
        match_id: next.match_id,
        items: [{ bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '2' }],
      },
    })
  ).json()
  return placed.data.ticket as string
}

describe('after sign-out', () => {
  it('nothing of the player is left in IndexedDB or the caches', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const account = `gone${Date.now().toString(36)}`
    const tokens = await fundedPlayer(page, site.origin, account, '50')
    const ticket = await placeTicket(page, tokens.token, account)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await page.goto(`${site.origin}/my-bets`)
    await page.getByRole('button', { name: 'PK10' }).click()
    await page.getByText(ticket).waitFor()
    await page.goto(`${site.origin}/profile`)
    await page.getByRole('button', { name: 'Profile info' }).click()
    await page.getByText(account).first().waitFor()
    // Kept while signed in: this is what makes My bets open offline (written at most once a second).
    await expect
      .poll(async () => (await everythingStored(page)).includes(ticket), { timeout: 15_000 })
      .toBe(true)

    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor()
    // Forgetting is a few IndexedDB transactions and cache deletions after the sign-out shows:
    // wait until the ticket is gone, then check that nothing else of the player is left.
    await expect
      .poll(async () => (await everythingStored(page)).includes(ticket), { timeout: 15_000 })
      .toBe(false)
    const stored = await everythingStored(page)
    // (booleans: a failure must not print the whole precache)
    expect(stored.includes(ticket), 'ticket').toBe(false)
    expect(stored.includes(account), 'account').toBe(false)
    expect(stored.includes(tokens.token), 'token').toBe(false)
    await context.close()
  }, 120_000)
})

describe('offline reading', () => {
  let context: BrowserContext
  let page: Page
  let account: string
  let ticket: string
  const online: Record<string, string> = {}

  it('a visit with the network keeps each screen on the device', async () => {
    context = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
    page = await context.newPage()
    account = `off${Date.now().toString(36)}`
    const tokens = await fundedPlayer(page, site.origin, account, '50')
    ticket = await placeTicket(page, tokens.token, account)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${site.origin}/sw.js`,
    )

    await page.goto(`${site.origin}/sport/soccer`)
    const firstOdds = page.locator('main button[aria-pressed]:has(span.tabular)').first()
    await firstOdds.waitFor()
    online.odds = (await firstOdds.innerText()).trim()
    // A pick on the slip: the saved slip must open offline too.
    await firstOdds.click()
    await page.getByRole('tab', { name: 'Results' }).click()
    online.result = (await page.locator('main li, main tr').first().innerText()).split('\n')[0]?.trim() ?? ''

    // The draws on show (the server's clock stands still: they are the same offline).
    const draw = async (path: string) => (await (await page.request.get(`${site.origin}${path}`)).json()).data
    online.markSix = (await draw('/sports/hkmarksix')).next.match_id
    online.racing = (await draw('/sports/pk10/last')).next.match_id
    await page.goto(`${site.origin}/lottery/mark-six`)
    await page.getByText(`Draw number ${online.markSix}`).waitFor()
    await page.goto(`${site.origin}/lottery/pk10`)
    await page.getByText(`Draw number ${online.racing}`).waitFor()
    await page.goto(`${site.origin}/game`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.goto(`${site.origin}/my-bets`)
    await page.getByRole('button', { name: 'PK10' }).click()
    await page.getByText(ticket).waitFor()
    // The player's own answers are written to IndexedDB as they arrive (the next screen loads a new page).
    await expect
      .poll(async () => (await everythingStored(page)).includes(ticket), { timeout: 15_000 })
      .toBe(true)
    await page.goto(`${site.origin}/profile`)
    await page.getByRole('button', { name: 'Profile info' }).click()
    await page.getByText(account).first().waitFor()
    await expect
      .poll(async () => (await everythingStored(page)).includes(`"nickname":"${account}"`), {
        timeout: 15_000,
      })
      .toBe(true)
    await page.goto(`${site.origin}/`)
    await page.locator('footer').waitFor()
    // One kept answer per lobby: the lobbies' cache-buster (`timestamp`) is not part of the key.
    const kept = await everythingStored(page)
    expect(kept).toContain('"/sports/soccer?start=0&limit=100|en"')
    expect(kept).not.toContain('timestamp=')
    expect(online.odds).not.toBe('')
    expect(online.result).not.toBe('')
  }, 120_000)

  it('with the server gone, each screen reloads with its content, its age and the offline banner', async () => {
    cutNetwork()
    const screens: [string, (p: Page) => Promise<void>][] = [
      ['/', async (p) => p.getByRole('link', { name: 'Soccer' }).first().waitFor()],
      [
        '/sport/soccer',
        async (p) => {
          const odds = p.locator('main button[aria-pressed]:has(span.tabular)').first()
          await odds.waitFor()
          expect((await odds.innerText()).trim()).toBe(online.odds)
          // Not presented as live: drawn as the last known price.
          expect(await odds.getAttribute('data-last-known')).toBe('true')
          await p.getByRole('tab', { name: 'Results' }).click()
          await p
            .getByText(online.result ?? '')
            .first()
            .waitFor()
        },
      ],
      ['/lottery/mark-six', async (p) => p.getByText(`Draw number ${online.markSix}`).waitFor()],
      ['/lottery/pk10', async (p) => p.getByText(`Draw number ${online.racing}`).waitFor()],
      ['/game', async (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
      [
        '/my-bets',
        async (p) => {
          await p.getByRole('button', { name: 'PK10' }).click()
          await p.getByText(ticket).waitFor()
        },
      ],
      [
        '/profile',
        async (p) => {
          await p.getByRole('button', { name: 'Profile info' }).click()
          await p.getByText(account).first().waitFor()
        },
      ],
    ]
    for (const [path, shows] of screens) {
      await page.goto(`${site.origin}${path}`)
      await expectOfflineWithAge(page)
      await shows(page)
      // The slip kept its pick through every reload (lottery pages dock their own ticket instead).
      if (!path.startsWith('/lottery')) await page.getByRole('button', { name: 'Bet slip (1)' }).waitFor()
    }
    await context.close()
  }, 120_000)
})
