import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { fundedPlayer, startSite, storeTokens } from './site.ts'

/**
 * Rewards end to end on the built site with the server's clock under the test's control: daily
 * check-ins over days (a missed day resets the streak), a deposit's reward claimed into bonus
 * money with its wagering shown, and an unclaimed reward expiring on the rewards job.
 */
// A Monday, 16:00 in Hong Kong (the site's days): fixed, whatever today is.
const clock = manualClock(new Date('2026-11-23T08:00:00Z'))
const DAY = 86_400_000
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
}, 60_000)
afterAll(() => site?.close())

describe('rewards, end to end', () => {
  it('checks in on three days, skips one and starts again; claims a recharge reward into bonus money; an unclaimed one expires', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en' })
    const page = await context.newPage()
    const account = `rewards${Date.now().toString(36)}`
    await fundedPlayer(page, site.origin, account, '100')
    /** Access tokens last 15 minutes: after the clock moves a day the player signs in again. */
    const signIn = async () => {
      const res = await page.request.post(`${site.origin}/sports/sign_in`, {
        data: { account, password: 'Secret123' },
      })
      await storeTokens(page, site.origin, (await res.json()).data)
    }
    const openTab = async (name: string) => {
      await page.goto(`${site.origin}/rewards`)
      await page.getByRole('tab', { name }).click()
    }
    const checkInDay = async (day: number, amount: string, streak: number) => {
      await openTab('Daily check-in')
      await page.getByRole('button', { name: `Check in: day ${day}, ${amount} USDT` }).click()
      await page.getByText('Checked in today. Come back tomorrow to keep the streak.').waitFor()
      await page.getByText(`Days in a row: ${streak}`).waitFor()
    }

    // The deposit of 100 made two rewards Eligible: the first-deposit match and the recharge reward
    // (claimable for 3 days).
    await openTab('Recharge rewards')
    const recharge = page.getByRole('region', { name: 'Recharge reward' })
    await recharge.getByText('Total 5 USDT').waitFor()
    await recharge.getByRole('button', { name: 'Claim 5 USDT' }).click()
    await recharge.getByText('Claimed').waitFor()
    await openTab('Bonuses')
    await page.getByText('5 USDT', { exact: true }).first().waitFor()
    await page.getByText('Wagering: 0 of 15 USDT').waitFor()
    const balance = await page.request.get(`${site.origin}/sports/claim/bonus`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    })
    expect((await balance.json()).data.bonus.balance).toBe('5.000000')

    // The demo check-in pays 0.1, 0.2, 0.3 … on days 1, 2, 3.
    await checkInDay(1, '0.1', 1)
    clock.advance(DAY)
    await signIn()
    await checkInDay(2, '0.2', 2)
    clock.advance(DAY)
    await signIn()
    await checkInDay(3, '0.3', 3)
    const claimed = page.getByRole('list', { name: 'This week' }).getByText('Claimed')
    expect(await claimed.count()).toBe(3)
    // A day is skipped: the week starts again at day 1.
    clock.advance(2 * DAY)
    await signIn()
    await openTab('Daily check-in')
    await page.getByText('Days in a row: 0').waitFor()
    await checkInDay(1, '0.1', 1)

    // The match (claimable for 7 days) is left alone: after its window the job expires it.
    clock.advance(4 * DAY)
    await site.app.jobs.rewardsTick()
    await signIn()
    await openTab('Recharge rewards')
    const match = page.getByRole('region', { name: 'First deposit match' })
    await match.getByText('Expired').waitFor()
    expect(await match.getByRole('button', { name: /^Claim/ }).count()).toBe(0)
    await context.close()
  }, 180_000)
})
