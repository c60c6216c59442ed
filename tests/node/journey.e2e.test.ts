import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { startSite } from './site.ts'

/**
 * A new player's first visit, on a phone and on a laptop, through the screens only: register,
 * deposit, a parlay, a Mark Six ticket, both in My bets with their receipts, a withdrawal.
 * JOURNEY_SHOTS=dir keeps a picture of each step (for looking at, not for asserting).
 */
const clock = manualClock(new Date('2026-03-02T06:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.sportsTick()
  await site.app.jobs.drawTick()
}, 90_000)
afterAll(() => site?.close())

const shots = process.env.JOURNEY_SHOTS
async function shot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${page.viewportSize()?.width}-${name}.png` })
}

describe("a new player's first visit", () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    it(`at ${width} px: register → deposit → parlay → Mark Six → My bets → withdraw`, async () => {
      const phone = width < 1200
      const context = await site.browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      const balance = page.getByLabel('Balance')

      // Register quickly with an account name.
      await page.goto(`${site.origin}/registration`)
      const register = page.getByRole('dialog', { name: 'Register' })
      await register.getByRole('tab', { name: 'Quick register' }).click()
      await register.getByLabel('Account').fill(`walk${width}${Date.now().toString(36)}`)
      await register.getByLabel('Password', { exact: true }).fill('Secret123')
      await register.getByLabel('Confirm password').fill('Secret123')
      await register.getByLabel('I accept the terms and conditions').check()
      await register.getByLabel('I am 18 years of age or older').check()
      await register.getByRole('button', { name: 'Register', exact: true }).click()
      await expect.poll(() => balance.textContent()).toBe('0.000000')

      // Deposit 2,825 PHP by GCash on the payment page: 2825 / 56.5 = 50 USDT.
      await page.getByRole('button', { name: 'Wallet', exact: true }).click()
      const wallet = page.getByRole('dialog', { name: 'Wallet' })
      await wallet.getByRole('button', { name: 'GCash' }).click()
      await wallet.getByLabel('Amount (PHP)').fill('2825')
      await shot(page, 'deposit')
      const [payPage] = await Promise.all([
        context.waitForEvent('page'),
        wallet.getByRole('button', { name: 'Deposit', exact: true }).click(),
      ])
      await payPage.getByRole('button', { name: 'Pay' }).click()
      await payPage.getByText('Payment received').waitFor()
      await payPage.close()
      await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe('50.000000')
      await wallet.getByRole('button', { name: 'Close' }).click()

      // A two-match parlay from the soccer lobby: the slip on a phone is behind its button, on a
      // laptop it stands beside the lobby.
      await page.goto(`${site.origin}/sport/soccer`)
      const cards = page.locator('main article')
      for (const n of [0, 1])
        await cards
          .nth(n)
          .getByRole('region', { name: 'Win / draw / lose' })
          .getByRole('button', { name: /Home/ })
          .click()
      if (phone) await page.getByRole('button', { name: 'Bet slip (2)' }).click()
      const slip = page.getByRole('complementary', { name: 'Bet slip' })
      await slip.getByLabel('2 String 1').check()
      await slip.getByLabel('Multiple').fill('2')
      await expect.poll(() => slip.getByTestId('slip-stake').textContent()).toBe('4.000000 USDT')
      await shot(page, 'slip')
      await slip.getByRole('button', { name: 'Place bet' }).click()
      await page
        .getByRole('dialog', { name: 'Confirm your bet' })
        .getByRole('button', { name: 'Place bet' })
        .click()
      const receipt = page.getByRole('region', { name: 'Bet receipt' })
      await receipt.waitFor()
      const sportsBet = /[A-Z0-9]{10,}/.exec((await receipt.textContent()) ?? '')?.[0] ?? ''
      expect(sportsBet).not.toBe('')
      await shot(page, 'receipt')
      await expect.poll(() => balance.textContent()).toBe('46.000000')
      await receipt.getByRole('button', { name: 'Done' }).click()
      // A pick left on the slip for later must not cover the lottery ticket's bar on a phone.
      await cards
        .nth(2)
        .getByRole('region', { name: 'Win / draw / lose' })
        .getByRole('button', { name: /Home/ })
        .click()

      // A Mark Six ticket: special code 07, 10 USDT.
      await page.goto(`${site.origin}/lottery/mark-six?game=ammarksix`)
      await page.getByRole('button', { name: /^07 · / }).click()
      if (phone) await page.getByRole('button', { name: 'Ticket (1)' }).click()
      await page.getByLabel('Amount per bet').fill('10')
      await shot(page, 'ticket')
      // On a laptop the sports slip, holding the pick left for later, stands beside the board.
      await page.getByRole('main').getByRole('button', { name: 'Place bet' }).click()
      await page
        .getByRole('dialog', { name: 'Place lottery bet' })
        .getByRole('button', { name: 'OK' })
        .click()
      await page.getByText('Bet placed').waitFor()
      await expect.poll(() => balance.textContent()).toBe('36.000000')

      // Both in My bets, each with its detail.
      await page.goto(`${site.origin}/my-bets`)
      const main = page.getByRole('main')
      await main.getByText(sportsBet).waitFor()
      await main.getByRole('button', { name: 'Details' }).first().click()
      const detail = page.getByRole('dialog', { name: `Bet ${sportsBet}` })
      await detail.getByText('4.000000 USDT').first().waitFor()
      await shot(page, 'bet-detail')
      await detail.getByRole('button', { name: 'Close' }).click()
      await main.getByRole('button', { name: 'Macau Mark Six', exact: true }).click()
      await main.getByRole('button', { name: 'Details' }).first().waitFor()
      expect(await main.getByRole('listitem').count()).toBe(1)
      await shot(page, 'my-bets-lottery')

      // Withdraw 20 USDT to a TRC20 address, setting the payment password first, in the wallet.
      await page.getByRole('button', { name: 'Wallet', exact: true }).click()
      await wallet.getByRole('tab', { name: 'Withdraw' }).click()
      await wallet.getByLabel('Payment password (6 characters)').fill('123456')
      await wallet.getByLabel('Confirm payment password').fill('123456')
      await wallet.getByRole('button', { name: 'Set payment password' }).click()
      await wallet.getByRole('button', { name: 'USDT (TRC20)' }).click()
      await wallet.getByLabel('Amount (USDT)').fill('20')
      await wallet.getByLabel('Address (TRC20)').fill('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')
      await wallet.getByLabel('Payment password').fill('123456')
      await shot(page, 'withdraw')
      await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click()
      await page
        .getByRole('dialog', { name: 'Confirm withdrawal' })
        .getByRole('button', { name: 'OK' })
        .click()
      await expect.poll(() => balance.textContent()).toBe('16.000000')
      await wallet.getByRole('tab', { name: 'History' }).click()
      await wallet.getByText('-20.000000 USDT').waitFor()
      await shot(page, 'history')
      await context.close()
    }, 120_000)
  }
})
