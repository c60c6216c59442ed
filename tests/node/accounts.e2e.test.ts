import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(() => site?.close())

async function outboxCode(page: Page, to: string) {
  const res = await page.request.get(`${site.origin}/sports/demo/outbox?to=${encodeURIComponent(to)}`)
  return /\b(\d{6})\b/.exec((await res.json()).data[0]?.body ?? '')?.[1] ?? ''
}

describe('an account, end to end on the built site', () => {
  it('register by e-mail → sign out → sign in → change password → the old session is rejected', async () => {
    const email = `journey${Date.now()}@example.com`
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } })

    // Register by e-mail with the code the outbox received.
    await page.goto(`${site.origin}/registration`)
    const register = page.getByRole('dialog', { name: 'Register' })
    await register.getByRole('tab', { name: 'Email' }).click()
    await register.getByRole('textbox', { name: 'Email' }).fill(email)
    await register.getByRole('button', { name: 'Send code' }).click()
    await register.getByRole('button', { name: /Resend in/ }).waitFor()
    await register.getByLabel('Verification code').fill(await outboxCode(page, email))
    await register.getByLabel('Password', { exact: true }).fill('Secret123')
    await register.getByLabel('Confirm password').fill('Secret123')
    await register.getByLabel('I accept the terms and conditions').check()
    await register.getByLabel('I am 18 years of age or older').check()
    await register.getByRole('button', { name: 'Register', exact: true }).click()
    await page.getByLabel('Balance').waitFor()
    const firstRefresh = await page.evaluate(() => localStorage.getItem('fresh_token'))

    // Sign out.
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

    // Sign in with the e-mail and password (quick login accepts the e-mail as the account).
    await page.getByRole('button', { name: 'Sign in' }).click()
    const signIn = page.getByRole('dialog', { name: 'Sign in' })
    await signIn.getByLabel('Account').fill(email)
    await signIn.getByLabel('Password').fill('Secret123')
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByLabel('Balance').waitFor()
    const sessionBeforeChange = await page.evaluate(() => localStorage.getItem('fresh_token'))

    // A second device signed in too.
    const other = await page.request.post(`${site.origin}/sports/sign_in`, {
      data: { account: email, password: 'Secret123' },
    })
    const otherTokens = (await other.json()).data

    // Change the password from the profile's security section.
    await page.goto(`${site.origin}/profile`)
    await page.getByRole('button', { name: 'Security', exact: true }).click()
    await page.getByLabel('Old password').fill('Secret123')
    await page.getByLabel('New password').fill('Changed123')
    await page.getByLabel('Confirm password').fill('Changed123')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Your password has been changed').waitFor()

    // Old sessions are rejected; this device carries on with its new session.
    const refresh = (token: string | null) =>
      page.request.get(`${site.origin}/sports/refresh/token`, {
        headers: { authorization: `Bearer ${token}` },
      })
    expect((await refresh(firstRefresh)).status()).toBe(401)
    expect((await refresh(sessionBeforeChange)).status()).toBe(401)
    expect((await refresh(otherTokens.fresh_token)).status()).toBe(401)
    await page.reload()
    await page.getByLabel('Balance').waitFor()
    const old = await page.request.post(`${site.origin}/sports/sign_in`, {
      data: { account: email, password: 'Secret123' },
    })
    expect((await old.json()).msg).toBe('invalidCredentials')
    await page.close()
  }, 60_000)
})
