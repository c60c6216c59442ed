import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
let admin: string
beforeAll(async () => {
  site = await startSite()
  const post = async (path: string, body: object) =>
    (
      await (
        await fetch(`${site.origin}/backoffice/api/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()
    ).data
  const { challenge } = await post('sign-in', { name: DEMO_OPERATOR.name, password: DEMO_OPERATOR.password })
  const code = TOTP.generate({ secret: Secret.fromBase32(DEMO_OPERATOR.totpSecret) })
  admin = (await post('sign-in/second-factor', { challenge, code })).token
}, 60_000)
afterAll(() => site?.close())

describe('rewards campaigns on the built site', () => {
  it('an admin drafts a first-deposit match, reads the preview, creates it and ends it', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en' })
    await context.addInitScript((t) => sessionStorage.setItem('bo_token', t), admin)
    const page = await context.newPage()
    await page.goto(`${site.origin}/backoffice/campaigns`)
    await page.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor()
    // The demo campaigns, one of each kind, running.
    const rows = page.locator('main table tbody tr')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(6)
    expect(await page.getByRole('cell', { name: 'Running' }).count()).toBe(6)

    await page.getByRole('button', { name: 'New campaign' }).click()
    const dialog = page.getByRole('dialog', { name: 'New campaign' })
    await dialog.getByLabel('Pays for').selectOption('first_deposit')
    await dialog.getByLabel('Match (% of the deposit)').fill('150')
    await dialog.getByLabel('At most').fill('200')
    await dialog.getByLabel('Wagering (times the bonus)').fill('4')
    const preview = dialog.getByRole('region', { name: 'What a player would get' })
    const last = preview.getByRole('row', { name: /A deposit of 1000\.000000 USDT/ })
    await expect.poll(() => last.textContent()).toContain('200.000000800.000000')
    expect(await preview.getByRole('row', { name: /A deposit of 100\.000000 USDT/ }).textContent()).toContain(
      '150.000000600.000000',
    )
    await dialog.getByLabel('Name (players see it)').fill('Weekend match')
    await dialog.getByLabel('Reason').fill('weekend promotion')
    await dialog.getByRole('button', { name: 'Create campaign' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('The campaign was created.').waitFor()
    const created = page.getByRole('row', { name: /Weekend match/ })
    expect(await created.textContent()).toContain('Bonus, wager ×4')

    await created.getByRole('button', { name: 'End Weekend match' }).click()
    const confirm = page.getByRole('dialog', { name: 'End this campaign now?' })
    await confirm.getByLabel('Reason').fill('budget spent')
    await confirm.getByRole('button', { name: 'End' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await expect.poll(() => created.textContent()).toContain('Ended')
    await context.close()
  }, 120_000)

  it('a scheduled campaign opens with its own terms, is changed and saved; a running one has no Change', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en' })
    await context.addInitScript((t) => sessionStorage.setItem('bo_token', t), admin)
    const page = await context.newPage()
    await page.goto(`${site.origin}/backoffice/campaigns`)
    await page.getByRole('button', { name: 'New campaign' }).click()
    const dialog = page.getByRole('dialog', { name: 'New campaign' })
    await dialog.getByLabel('Pays for').selectOption('deposit')
    await dialog.getByLabel('For each deposit of at least').fill('80')
    await dialog.getByLabel('Reward', { exact: true }).fill('7')
    await dialog.getByLabel('Name (players see it)').fill('Spring reward')
    // Years ahead of any clock: scheduled.
    await dialog.getByLabel(/^Runs from/).fill('2099-03-01T10:00')
    await dialog.getByLabel('Reason').fill('spring promotion')
    await dialog.getByRole('button', { name: 'Create campaign' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const row = page.getByRole('row', { name: /Spring reward/ })
    await expect.poll(() => row.textContent()).toContain('Scheduled')
    expect(
      await page
        .getByRole('row', { name: /Daily check-in/ })
        .getByRole('button', { name: /^Change/ })
        .count(),
    ).toBe(0)

    await row.getByRole('button', { name: 'Change Spring reward' }).click()
    const change = page.getByRole('dialog', { name: 'Change Spring reward' })
    expect(await change.getByLabel('For each deposit of at least').inputValue()).toBe('80')
    expect(await change.getByLabel('Reward', { exact: true }).inputValue()).toBe('7')
    expect(await change.getByLabel('Name (players see it)').inputValue()).toBe('Spring reward')
    await change.getByLabel('Reward', { exact: true }).fill('9')
    await change.getByLabel('Reason').fill('a larger reward')
    await change.getByRole('button', { name: 'Save changes' }).click()
    await change.waitFor({ state: 'hidden' })
    await page.getByText('The campaign was changed.').waitFor()
    const listed = await (
      await fetch(`${site.origin}/backoffice/api/campaigns`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()
    expect(listed.data.find((c: { name: string }) => c.name === 'Spring reward')).toMatchObject({
      rules: { threshold: '80', amount: '9' },
      state: 'scheduled',
      startsAt: new Date(2099, 2, 1, 10, 0).toISOString(),
    })
    await context.close()
  }, 120_000)
})
