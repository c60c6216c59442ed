import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
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
  return res.json()
}

/** The demo admin's session, through the API, opened once (a code is good once per 30 s step). */
let adminSession: Promise<string> | undefined
const adminToken = () => {
  adminSession ??= openAdminSession()
  return adminSession
}
async function openAdminSession() {
  const first = await api('/backoffice/api/sign-in', {
    name: DEMO_OPERATOR.name,
    password: DEMO_OPERATOR.password,
  })
  const second = await api('/backoffice/api/sign-in/second-factor', {
    challenge: first.data.challenge,
    code: codeFor(DEMO_OPERATOR.totpSecret),
  })
  return second.data.token as string
}

const soccerStatus = async () =>
  ((await api('/sports/available_games')).data as { name: string; status: number }[]).find(
    (g) => g.name === 'soccer',
  )?.status

describe('the games page on the built site', () => {
  it('a trader disables soccer in the page; the audit log and the players’ availability show it', async () => {
    const admin = await adminToken()
    const added = await api(
      '/backoffice/api/operators',
      { name: 'tara', role: 'trader', password: 'Trader20260' },
      admin,
    )
    expect(added).toMatchObject({ code: 0 })
    expect(await soccerStatus()).toBe(1)

    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${site.origin}/backoffice`)
    await page.getByLabel('Operator name').fill('tara')
    await page.getByLabel('Password').fill('Trader20260')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor()
    const secret = (await page.locator('p', { hasText: /^[A-Z2-7]{4}( [A-Z2-7]{4})+$/ }).textContent()) ?? ''
    await page.getByLabel('Code from your authenticator app').fill(codeFor(secret))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'I have saved them' }).click()

    const menu = page.getByRole('navigation', { name: 'Back office menu' })
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Dashboard',
      'Sports and cricket',
      'Draws',
      'Games',
      'Live tables',
    ])
    await menu.getByRole('link', { name: 'Games' }).click()
    await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor()
    const sports = page.getByRole('region', { name: 'Sports' })
    // Each game by the name players read (codes in their own column).
    const soccer = sports.getByRole('row').filter({ hasText: 'Soccer' })
    await expect(soccer.getByRole('cell').nth(2).textContent()).resolves.toBe('Active')
    expect(await page.getByRole('region', { name: 'Lottery' }).getByRole('row').count()).toBeGreaterThan(5)
    // The transfer-wallet studios have their rows among the games, switchable like the rest.
    const gameRows = page.getByRole('region', { name: 'Casino games' }).getByRole('row')
    for (const [name, code] of [
      ['Card game (ky)', '23'],
      ['NG game (ng)', '24'],
    ]) {
      const row = gameRows.filter({ hasText: name })
      await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe(code)
      await expect(row.getByRole('button', { name: `Change status of ${name}` }).count()).resolves.toBe(1)
    }

    await soccer.getByRole('button', { name: 'Change status of Soccer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Status of Soccer' })
    await dialog.getByLabel('New status').selectOption({ label: 'Disabled' })
    // No reason: the server's message, and nothing changes.
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByRole('alert').getByText('Say why (at least 3 characters)').waitFor()
    expect(await soccerStatus()).toBe(1)

    await dialog.getByLabel('Reason').fill('Feed outage')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('status').getByText('Soccer is now Disabled.').waitFor()
    await expect(soccer.getByRole('cell').nth(2).textContent()).resolves.toBe('Disabled')
    expect(await soccerStatus()).toBe(2)

    const log = (await api('/backoffice/api/audit?action=game.status', undefined, admin)).data
    expect(log.rows).toMatchObject([
      {
        actor: 'tara',
        actorRole: 'trader',
        target: 'game:soccer',
        before: { status: 1 },
        after: { status: 2 },
        reason: 'Feed outage',
      },
    ])

    // On a phone the tables become cards: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
      ),
    ).toBe(true)
    await page.close()
  })

  it('a game hidden in the back office leaves an open player page at its next 60 s availability poll', async () => {
    const admin = await adminToken()
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    // The page's own timers run on a clock the test moves, so the poll comes without a real minute.
    await page.clock.install()
    await page.goto(site.origin)
    const sports = page.getByRole('region', { name: 'Sports' }).first()
    const basketball = sports.getByRole('link', { name: 'Basketball' })
    await basketball.waitFor()

    const hidden = await api('/backoffice/api/games/11/status', { status: 3, reason: 'Season over' }, admin)
    expect(hidden).toMatchObject({ code: 0 })
    await page.clock.fastForward(30_000)
    expect(await basketball.count()).toBe(1)
    await page.clock.fastForward(31_000)
    await basketball.waitFor({ state: 'detached' })
    expect(await sports.getByRole('link', { name: 'Soccer' }).count()).toBe(1)

    // Back to Active: it returns with the next poll.
    await api('/backoffice/api/games/11/status', { status: 1, reason: 'Season back' }, admin)
    await page.clock.fastForward(61_000)
    await basketball.waitFor()
    await page.close()
  })
})
