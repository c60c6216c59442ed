import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../server/db/schema.ts'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { fitsWidth, startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(() => site?.close())

/** What an authenticator app shows now for this secret (the site runs on the real clock). */
const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) })

describe('the players pages on the built site', () => {
  it('an admin finds a player, adjusts the balance; the wallet and the audit log show it', async () => {
    const reg = await fetch(`${site.origin}/sports/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'adjustee', password: 'Secret123' }),
    })
    const player = (await reg.json()).data as { token: string; user_id: number }
    const wallet = async () =>
      (
        await (
          await fetch(`${site.origin}/sports/member/account`, {
            headers: { authorization: `Bearer ${player.token}` },
          })
        ).json()
      ).data.score as string
    expect(await wallet()).toBe('0.000000')

    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${site.origin}/backoffice`)
    await page.getByLabel('Operator name').fill(DEMO_OPERATOR.name)
    await page.getByLabel('Password').fill(DEMO_OPERATOR.password)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Code from your authenticator app').fill(codeFor(DEMO_OPERATOR.totpSecret))
    await page.getByRole('button', { name: 'Sign in' }).click()

    await page
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'Players' })
      .click()
    await page.getByRole('heading', { name: 'Players', level: 1 }).waitFor()
    await page.getByLabel('Account, e-mail, mobile or ID').fill('adjust')
    await page.getByRole('button', { name: 'Search' }).click()
    const row = page.getByRole('row').filter({ hasText: 'adjustee' })
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toMatch(/^0(\.0+)?$/)
    await row.getByRole('link', { name: 'adjustee' }).click()
    await page.getByRole('heading', { name: /adjustee/, level: 1 }).waitFor()
    expect(page.url()).toBe(`${site.origin}/backoffice/players/${player.user_id}`)

    await page.getByRole('button', { name: 'Adjust balance' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adjust the balance of adjustee' })
    // Not an amount: refused in the dialog, and nothing is sent.
    await dialog.getByLabel(/^Amount \(USDT\)/).fill('12.3456789')
    await dialog.getByLabel('Reason').fill('Goodwill for the outage')
    await dialog.getByRole('button', { name: 'Adjust balance' }).click()
    await dialog.getByText('A non-zero amount with up to 6 decimals').waitFor()
    expect(await wallet()).toBe('0.000000')

    await dialog.getByLabel(/^Amount \(USDT\)/).fill('12.345678')
    await dialog.getByRole('button', { name: 'Adjust balance' }).click()
    await page
      .getByRole('status')
      .getByText(/Balance of adjustee is now 12\.345678/)
      .waitFor()
    expect(await wallet()).toBe('12.345678')

    // The ledger tab shows the entry with the balance it left.
    const entry = page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Balance adjustment' })
    await expect(entry.getByRole('cell').nth(2).textContent()).resolves.toBe('+12.345678')
    await expect(entry.getByRole('cell').nth(3).textContent()).resolves.toBe('12.345678')

    const [row0] = await site.database.db.select().from(auditLog).where(eq(auditLog.action, 'player.adjust'))
    expect(row0).toMatchObject({
      actorName: 'admin',
      target: `player:${player.user_id}:adjustee`,
      reason: 'Goodwill for the outage',
      before: { balance: '0.000000' },
      after: { balance: '12.345678', amount: '12.345678' },
    })

    // On a phone the page's tables become cards: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await fitsWidth(page)).toBe(true)
    await page.close()
  })
})
