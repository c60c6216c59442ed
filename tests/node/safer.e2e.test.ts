import { mkdirSync } from 'node:fs'
import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '../../lingui.config.ts'
import { manualClock } from '../../server/clock.ts'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { seriousViolations } from './axe.ts'
import { problemsIn } from './phoneFit.ts'
import { catalogText, eachInParallel, fitsWidth, fundedPlayer, startSite, storeTokens } from './site.ts'

/**
 * Safer gambling through the screens (issue 30): a deposit limit set in the profile holds in the
 * wallet, a time-out signs the player out and the sign-in says until when. SAFER_SHOTS=dir keeps
 * a picture of each screen (for looking at, not for asserting).
 */
const clock = manualClock(new Date('2026-03-02T06:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.sportsTick()
}, 90_000)
afterAll(() => site?.close())

const shots = process.env.SAFER_SHOTS
async function shot(page: Page, name: string, fullPage = true) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${page.viewportSize()?.width}-${name}.png`, fullPage })
}

async function openSafer(page: Page, label: string) {
  await page.goto(`${site.origin}/profile`)
  await page.getByRole('button', { name: label }).click()
}

describe('safer gambling', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    it(`at ${width} px: a deposit limit refuses a deposit past it, a time-out refuses the sign-in`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height }, bypassCSP: true })
      const page = await context.newPage()
      const account = `safe${width}`
      const tokens = await fundedPlayer(page, site.origin, account, '0')
      await openSafer(page, 'Safer gambling')
      await page.getByLabel('Amount (USDT)').fill('30')
      await page.getByRole('button', { name: 'Save limit' }).click()
      const limits = page.getByRole('region', { name: 'Your limits' })
      await limits.getByText('Deposit limit per day').waitFor()
      await limits.getByText('Used 0 USDT, 30 USDT left').waitFor()
      expect(await fitsWidth(page)).toBe(true)
      expect(await seriousViolations(page)).toEqual([])
      await shot(page, 'limits')

      // 2,825 PHP by GCash is 50 USDT: refused, naming the limit and what is left of it.
      await page.getByRole('button', { name: 'Wallet', exact: true }).click()
      const wallet = page.getByRole('dialog', { name: 'Wallet' })
      await wallet.getByRole('button', { name: 'GCash' }).click()
      // What is left shows before the player taps.
      await wallet.getByText('Deposit limit per day: 30 USDT left').waitFor()
      await wallet.getByLabel('Amount (PHP)').fill('2825')
      await wallet.getByRole('button', { name: 'Deposit', exact: true }).click()
      await wallet.getByText('Past your Deposit limit per day: 30 USDT left').waitFor()
      await shot(page, 'refused')
      expect(context.pages()).toHaveLength(1)
      await wallet.getByRole('button', { name: 'Close' }).click()

      // A wager limit set through the API shows in the bet slip, before the player taps.
      await page.request.put(`${site.origin}/sports/member/limits`, {
        headers: { authorization: `Bearer ${tokens.token}` },
        data: { kind: 'wager', period: 'week', amount: '12.5' },
      })
      await page.goto(`${site.origin}/sport/soccer`)
      await page.locator('main [data-kind] button[aria-pressed]').first().click()
      if (width < 1200) await page.getByRole('button', { name: /^Bet slip/ }).click()
      const slip = page.getByRole('complementary', { name: 'Bet slip' })
      await slip.getByText('Wager limit per week: 12.50 USDT left').waitFor()
      await shot(page, 'slip', false)

      // A 24-hour time-out: confirmed, then signed out everywhere; the sign-in says until when.
      await openSafer(page, 'Safer gambling')
      await page.getByRole('button', { name: 'Start the time-out' }).click()
      const confirm = page.getByRole('dialog', { name: 'Take a time-out' })
      await shot(page, 'confirm')
      await confirm.getByRole('button', { name: 'Start the time-out' }).click()
      await page.getByRole('button', { name: 'Sign in' }).first().waitFor()
      await page.goto(`${site.origin}/login`)
      const signIn = page.getByRole('dialog', { name: 'Sign in' })
      await signIn.getByRole('tab', { name: 'Quick login' }).click()
      await signIn.getByLabel('Account').fill(account)
      await signIn.getByLabel('Password').fill('Secret123')
      await signIn.getByRole('button', { name: 'Sign in', exact: true }).click()
      await signIn.getByText(/^On a break until .*2026/).waitFor()
      await shot(page, 'signin-refused')
      await context.close()
    })
  }

  it('in every language at 390 px the section fits (no text cut, targets ≥ 44 px); in Chinese axe finds nothing serious at 390 and 1280 px', async () => {
    const first = await site.browser.newPage()
    const tokens = await fundedPlayer(first, site.origin, 'safefit', '0')
    // A limit with a raise pending: the longest row the section shows.
    for (const amount of ['30', '300'])
      await first.request.put(`${site.origin}/sports/member/limits`, {
        headers: { authorization: `Bearer ${tokens.token}` },
        data: { kind: 'loss', period: 'week', amount },
      })
    await first.close()
    const problems = await eachInParallel(locales, async (lang) => {
      const context = await site.browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: lang,
        bypassCSP: true,
      })
      const page = await context.newPage()
      await storeTokens(page, site.origin, tokens)
      await page.evaluate((l) => localStorage.setItem('language', l), lang)
      await openSafer(page, catalogText(lang, 'profile.safer'))
      await page.getByRole('button', { name: catalogText(lang, 'limit.save') }).waitFor()
      await page.waitForLoadState('networkidle')
      const found = await problemsIn(page, `${lang} safer gambling`)
      if (lang === 'zh') {
        found.push(...(await seriousViolations(page)).map((v) => `zh 390 axe ${v}`))
        await shot(page, 'zh')
        await page.setViewportSize({ width: 1280, height: 900 })
        found.push(...(await seriousViolations(page)).map((v) => `zh 1280 axe ${v}`))
        await shot(page, 'zh')
      }
      await context.close()
      return found
    })
    expect(problems).toEqual([])
  }, 120_000)

  it("the back office shows a player's limits and breaks, read-only, in English and Chinese at 390 and 1280 px", async () => {
    const first = await site.browser.newPage()
    const tokens = await fundedPlayer(first, site.origin, 'safeback', '0')
    const as = { authorization: `Bearer ${tokens.token}` }
    await first.request.put(`${site.origin}/sports/member/limits`, {
      headers: as,
      data: { kind: 'deposit', period: 'month', amount: '500' },
    })
    await first.request.post(`${site.origin}/sports/member/self_exclusion`, {
      headers: as,
      data: { period: 'forever' },
    })
    await first.close()
    const bo = async (path: string, data: object, token?: string) =>
      (
        await fetch(`${site.origin}/backoffice/api/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(data),
        })
      ).json()
    const { challenge } = (
      await bo('sign-in', { name: DEMO_OPERATOR.name, password: DEMO_OPERATOR.password })
    ).data
    const code = TOTP.generate({
      secret: Secret.fromBase32(DEMO_OPERATOR.totpSecret),
      timestamp: clock.now().getTime(),
    })
    const { token } = (await bo('sign-in/second-factor', { challenge, code })).data
    for (const lang of ['en', 'zh']) {
      for (const [width, height] of [
        [390, 844],
        [1280, 900],
      ] as const) {
        const context = await site.browser.newContext({
          viewport: { width, height },
          locale: lang,
          bypassCSP: true,
        })
        await context.addInitScript((t) => sessionStorage.setItem('bo_token', t), token)
        const page = await context.newPage()
        await page.goto(site.origin)
        await page.evaluate((l) => localStorage.setItem('language', l), lang)
        await page.goto(`${site.origin}/backoffice/players/${tokens.user_id}`)
        await page.getByRole('tab', { name: catalogText(lang, 'bo.players.tab.protection') }).click()
        const forGood = catalogText(lang, 'bo.safer.onBreakForGood').replace(
          '{0}',
          catalogText(lang, 'bo.safer.selfExclusion'),
        )
        await page.getByRole('status').filter({ hasText: forGood }).waitFor()
        await page.getByText('500 USDT', { exact: true }).waitFor()
        // Read-only: nothing on the tab lifts, shortens or changes a break or a limit.
        expect(await page.getByRole('tabpanel').getByRole('button').count()).toBe(0)
        expect(await fitsWidth(page)).toBe(true)
        expect(await seriousViolations(page)).toEqual([])
        await shot(page, `backoffice-${lang}`)
        await context.close()
      }
    }
  })
})
