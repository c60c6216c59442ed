import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { startSite } from './site.ts'

/**
 * The dashboard and draws pages on the built site, on a fixed clock (16:00 in Hong Kong, the site's
 * day): a player deposits and bets on a PK10 draw; the trader's dashboard shows exactly that money,
 * and its draw links to the draw's tickets.
 */
const clock = manualClock(new Date('2026-11-23T08:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.drawTick()
}, 60_000)
afterAll(() => site?.close())

/** The code an authenticator app shows at the site's clock; each sign-in takes a step of its own. */
const codeFor = (secret: string) => {
  clock.advance(30_000)
  return TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    timestamp: clock.now().getTime(),
  })
}

async function api(path: string, body?: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  })
  return res.json()
}

/** Password, then the app's code (enrolling with the secret the first step shows, if it does). */
async function signIn(name: string, password: string, secret?: string) {
  const first = (await api('/backoffice/api/sign-in', { name, password })).data
  const code = codeFor(secret ?? first.enrol.secret)
  const second = await api('/backoffice/api/sign-in/second-factor', { challenge: first.challenge, code })
  return second.data.token as string
}

describe('the dashboard on the built site', () => {
  it("shows a trader today's deposit and stake exactly, and links the open draw to its tickets", async () => {
    const admin = await signIn(DEMO_OPERATOR.name, DEMO_OPERATOR.password, DEMO_OPERATOR.totpSecret)
    const added = await api(
      '/backoffice/api/operators',
      { name: 'tess', role: 'trader', password: 'Trader20260' },
      { authorization: `Bearer ${admin}` },
    )
    expect(added).toMatchObject({ code: 0 })

    // A player deposits 250.5 USDT and puts 1 USDT on each car to win the next PK10 race.
    const reg = await api('/sports/reg', { account: 'dashfan', password: 'Secret123' })
    const player = { authorization: `Bearer ${reg.data.token}` }
    const paid = await api(
      '/sports/recharge',
      {
        channel_id: 5,
        amount: '250.5',
        card: { name: 'E2E', number: '4242424242424242', expiry: '12/30', cvv: '123' },
      },
      { ...player, 'idempotency-key': 'dash-e2e-fund' },
    )
    expect(paid).toMatchObject({ code: 0 })
    const next = (await api('/sports/pk10/last')).data.next as { match_id: string }
    const items = Array.from({ length: 10 }, (_, i) => ({
      bet: { type: 'position', position: 1, car: i + 1 },
      amount: '1',
    }))
    const ticket = await api(
      '/sports/pk10/bet',
      { match_id: next.match_id, items },
      { ...player, 'idempotency-key': 'dash-e2e-ticket' },
    )
    expect(ticket).toMatchObject({ code: 0 })

    // The trader's first sign-in enrols the app; the console keeps the session in the tab.
    const trader = await signIn('tess', 'Trader20260')
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript((token) => sessionStorage.setItem('bo_token', token), trader)
    const page = await context.newPage()
    await page.goto(`${site.origin}/backoffice`)

    const menu = page.getByRole('navigation', { name: 'Back office menu' })
    await menu.getByRole('link', { name: 'Draws' }).waitFor()
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Dashboard',
      'Sports and cricket',
      'Draws',
      'Games',
      'Live tables',
    ])
    await menu.getByRole('link', { name: 'Dashboard' }).click()
    const today = page.getByRole('region', { name: 'Today, 2026-11-23' })
    await today.waitFor()
    const figure = (name: string) =>
      today
        .locator('div', { has: page.locator('dt', { hasText: name }) })
        .locator('dd')
        .first()
    await expect(figure('Deposits').textContent()).resolves.toBe('250.500000 USDT')
    // The ticket's draw is still open: its stake is neither the house's revenue nor a loss yet
    // (issue 27); it shows as the draw's open liability below.
    await expect(figure('Stakes').textContent()).resolves.toBe('0.000000 USDT')
    await expect(figure('Payouts').textContent()).resolves.toBe('0.000000 USDT')
    await expect(figure('Gross gaming revenue').textContent()).resolves.toBe('0.000000 USDT')
    const racing = today.getByRole('table', { name: 'Today by product' }).getByRole('row', { name: /Racing/ })
    await expect(racing.getByRole('cell').allTextContents()).resolves.toEqual([
      'Racing (PK10, airship)',
      '10',
      '0.000000',
      '0.000000',
      '0.000000',
    ])

    // Ten 1 USDT selections at the race's odds: the most the draw could pay is one winner's.
    const draws = page.getByRole('table', { name: 'Open liability by draw' })
    const row = draws.getByRole('row', { name: new RegExp(next.match_id) })
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('10')
    const matches = page.getByRole('region', { name: 'Open liability by match' })
    await matches.getByText('No open bets on matches').waitFor()

    await row.getByRole('link').click()
    await page.getByRole('heading', { name: 'Draws', level: 1 }).waitFor()
    const tickets = page.getByRole('table', { name: `Tickets of PK10 ${next.match_id}` })
    await tickets.getByRole('row').nth(10).waitFor()
    await expect(tickets.getByRole('row').count()).resolves.toBe(11)
    await expect(tickets.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()).resolves.toBe(
      'dashfan',
    )
    // The open draw shows its commitment but not its seed.
    await page.getByText('Seed hidden until the draw is published').first().waitFor()

    // On a phone the tables become cards: nothing scrolls sideways.
    // Back through the menu: leaving the draw's tickets opens the dashboard again.
    await page.setViewportSize({ width: 390, height: 844 })
    await menu.getByRole('link', { name: 'Dashboard' }).click()
    await today.waitFor()
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
      ),
    ).toBe(true)
    await context.close()
  })
})
