import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../server/db/schema.ts'
import { startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
/** The admin's console, kept open from the first test to read the audit log in the last. */
let adminPage: Page
beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(() => site?.close())

/** What an authenticator app shows now for this secret (the site runs on the real clock). */
const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) })

async function signIn(page: Page, name: string, password: string) {
  await page.goto(`${site.origin}/backoffice`)
  await page.getByLabel('Operator name').fill(name)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code from your authenticator app').waitFor()
}

/** A new funded player with a payment password asks to withdraw `amount` USDT through the API. */
async function withdrawingPlayer(page: Page, account: string, amount: string) {
  const api = page.request
  const reg = await api.post(`${site.origin}/sports/reg`, { data: { account, password: 'Secret123' } })
  const headers = { authorization: `Bearer ${(await reg.json()).data.token}` }
  await api.post(`${site.origin}/sports/recharge`, {
    headers: { ...headers, 'idempotency-key': `fund-${account}` },
    data: {
      channel_id: 5,
      amount: '50',
      card: { name: 'E2E Player', number: '4242424242424242', expiry: '12/30', cvv: '123' },
    },
  })
  await api.put(`${site.origin}/sports/member/bank_password`, { headers, data: { bank_password: '123456' } })
  const asked = await api.post(`${site.origin}/sports/withdraw`, {
    headers: { ...headers, 'idempotency-key': `withdraw-${account}` },
    data: { channel_id: 11, amount, address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', bank_password: '123456' },
  })
  const orderNo = (await asked.json()).data.orderNo as string
  const status = async () => {
    const mine = (await (await api.get(`${site.origin}/sports/withdraw`, { headers })).json()).data as {
      orderNo: string
      status: number
    }[]
    return mine.find((w) => w.orderNo === orderNo)?.status
  }
  return { orderNo, status }
}

/** The secret the enrolment page shows beside its QR code, as a person would type it into an app. */
const shownSecret = async (page: Page) =>
  (await page.locator('p', { hasText: /^[A-Z2-7]{4}( [A-Z2-7]{4})+$/ }).textContent()) ?? ''

/** Nothing wider than a 390 px phone: no page or table scrolling sideways. */
const fitsPhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)

describe('the back office on the built site', () => {
  it('a new admin enrols with TOTP from the QR page, adds a finance operator, and the audit log shows it', async () => {
    // What `npm run ops -- operators add ada --role admin` does: the same service, audited as cli.
    await site.app.services.operators.add(
      { kind: 'cli' },
      { name: 'ada', role: 'admin', password: 'AdaAdmin2026' },
      { recoveryCodes: true },
    )
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await signIn(page, 'ada', 'AdaAdmin2026')
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor()
    await page.getByLabel('Code from your authenticator app').fill(codeFor(await shownSecret(page)))
    await page.getByRole('button', { name: 'Sign in' }).click()
    // The command printed ada's recovery codes: the console makes none at this first sign-in.
    await page.getByText('Signed in as ada, role Admin.').waitFor()
    const menu = page.getByRole('navigation', { name: 'Back office menu' })
    await menu.getByRole('link', { name: 'Operators' }).click()
    await page.getByRole('heading', { name: 'Operators' }).waitFor()

    await page.getByRole('button', { name: 'Add operator' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add operator' })
    await dialog.getByLabel('Name').fill('Fiona')
    await dialog.getByLabel('Role').selectOption('finance')
    await dialog.getByLabel('First password').fill('Finance2026')
    await dialog.getByRole('button', { name: 'Add operator' }).click()
    await page.getByRole('status').getByText('fiona was added').waitFor()
    const row = page.getByRole('row').filter({ hasText: 'fiona' })
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('Finance')
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('Not set up yet')

    await menu.getByRole('link', { name: 'Audit log' }).click()
    const filters = page.getByRole('search')
    await filters.getByLabel('Action').fill('operator.add')
    await filters.getByRole('button', { name: 'Search' }).click()
    // The unfiltered rows stay in view (marked busy) until the filtered page arrives: its rows are
    // read only once it has (the unfiltered page also holds ada's own enrolment row).
    await expect.poll(() => page.getByRole('row').count()).toBe(3)
    const entry = page.getByRole('row').filter({ hasText: 'operator:fiona' })
    await entry.waitFor()
    await expect(entry.textContent()).resolves.toMatch(
      /ada Admin.*operator\.add.*operator:fiona.*role: finance.*127\.0\.0\.1/,
    )
    await expect(page.getByRole('row').filter({ hasText: 'operator:ada' }).textContent()).resolves.toMatch(
      /cli.*operator\.add.*operator:ada.*role: admin/,
    )
    adminPage = page
  })

  it('the new operator enrols from the QR page, keeps the recovery codes and sees only their pages', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } })
    await signIn(page, 'fiona', 'Finance2026')
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor()
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
    const secret = await shownSecret(page)
    await page.getByText('Show the otpauth link').click()
    await page.getByText(`otpauth://totp/Betsuite%20back%20office:fiona?`).waitFor()
    expect(await fitsPhone(page)).toBe(true)
    await page.getByLabel('Code from your authenticator app').fill(codeFor(secret))
    await page.getByRole('button', { name: 'Sign in' }).click()

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor()
    expect(await codes.count()).toBe(10)
    await page.getByRole('button', { name: 'I have saved them' }).click()
    const menu = page.getByRole('navigation', { name: 'Back office menu' })
    await page.getByText('Signed in as fiona, role Finance.').waitFor()
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Dashboard',
      'Players',
      'Withdrawals',
      'Deposits',
    ])
    await page.goto(`${site.origin}/backoffice/operators`)
    await page.getByText('Your role cannot open this page.').waitFor()
    expect(await fitsPhone(page)).toBe(true)

    // A player asks for 12.5 USDT through the API; finance approves it on the page.
    const player = await withdrawingPlayer(page, 'e2ewithdrawer', '12.5')
    await menu.getByRole('link', { name: 'Withdrawals' }).click()
    await page.getByRole('heading', { name: 'Withdrawals' }).waitFor()
    const row = page.getByRole('row').filter({ hasText: player.orderNo })
    // Exact to the micro-unit: 12.5 asked, 1 network fee, 11.5 paid out.
    await expect(row.textContent()).resolves.toMatch(
      /e2ewithdrawer.*12\.500000.*1\.000000.*11\.500000.*USDT \(TRC20\)T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb.*Waiting/,
    )
    expect(await fitsPhone(page)).toBe(true)
    await row.getByRole('button', { name: 'Approve' }).click()
    const dialog = page.getByRole('dialog', { name: /Approve 12\.5(0*)? USDT for e2ewithdrawer/ })
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await dialog.waitFor({ state: 'hidden' })
    // The queue opens on what waits: the decided one leaves it.
    await row.waitFor({ state: 'detached' })
    expect(await player.status()).toBe(3)
    const audit = (await site.database.db.select().from(auditLog)).filter(
      (r) => r.action === 'withdrawal.approve',
    )
    expect(audit).toMatchObject([
      { actorName: 'fiona', actorRole: 'finance', before: { status: 0 }, after: { status: 3 } },
    ])
    expect(audit[0]?.target).toContain(player.orderNo)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByLabel('Operator name').waitFor()
    await page.close()
  })

  it("the admin's audit log page shows both: the finance operator added, and the withdrawal they approved", async () => {
    const page = adminPage
    await page.getByRole('search').getByRole('button', { name: 'Clear' }).click()
    // Sorted by action, read afresh from the server.
    await page.getByRole('button', { name: 'Action' }).click()
    const added = page
      .getByRole('row')
      .filter({ hasText: 'operator.add' })
      .filter({ hasText: 'operator:fiona' })
    const approved = page.getByRole('row').filter({ hasText: 'withdrawal.approve' })
    await added.waitFor()
    await approved.waitFor()
    await expect(added.textContent()).resolves.toMatch(
      /ada Admin.*operator\.add.*operator:fiona.*role: finance/,
    )
    await expect(approved.textContent()).resolves.toMatch(
      /fiona Finance.*withdrawal\.approve.*withdrawal:\d+:.*status: 0 → 3/,
    )
    await page.close()
  })
})
