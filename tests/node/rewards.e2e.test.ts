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

  it('deposit → recharge reward Eligible → claimed into bonus money → settled bets meet its wagering → it becomes cash, each balance exact', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en' })
    const page = await context.newPage()
    const account = `proof${Date.now().toString(36)}`
    // 50 deposited: the demo's recharge reward (5 USDT of bonus money, wagered 3 times; Mark Six
    // and racing count 50 %) turns Eligible.
    await fundedPlayer(page, site.origin, account, '50')
    const token = () => page.evaluate(() => localStorage.getItem('token') ?? '')
    const api = async (path: string) =>
      (
        await (
          await page.request.get(`${site.origin}/sports/${path}`, {
            headers: { authorization: `Bearer ${await token()}` },
          })
        ).json()
      ).data
    const headerBalance = page.getByLabel('Balance', { exact: true })
    await page.goto(`${site.origin}/rewards`)
    await page.getByRole('tab', { name: 'Recharge rewards' }).click()
    const recharge = page.getByRole('region', { name: 'Recharge reward' })
    await recharge.getByRole('button', { name: 'Claim 5 USDT' }).click()
    await recharge.getByText('Claimed').waitFor()
    await expect.poll(() => headerBalance.textContent()).toBe('50.000000')
    expect(await api('member/account')).toMatchObject({ score: '50.000000', bonus_score: '5.000000' })
    // The account menu shows the bonus money and its wagering.
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('link', { name: /Bonus balance\s*5 USDT/ }).waitFor()
    await page.getByText('Wagering: 0 of 15 USDT').waitFor()
    await page.getByRole('button', { name: 'Account menu' }).click()

    // 30 staked on the next race, from cash (cash first): 15 counts once it is settled.
    await site.app.jobs.drawTick()
    const race = (await api('pk10/last')).next.match_id as string
    const placed = await page.request.post(`${site.origin}/sports/pk10/bet`, {
      headers: { authorization: `Bearer ${await token()}`, 'idempotency-key': `proof-${account}` },
      data: {
        match_id: race,
        items: [
          { bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '10' },
          { bet: { type: 'twoSide', position: 2, side: 'big' }, amount: '20' },
        ],
      },
    })
    expect((await placed.json()).code).toBe(0)
    expect(await api('member/account')).toMatchObject({ score: '20.000000', bonus_score: '5.000000' })

    // The race is drawn and settled: wagering reaches 15 and the 5 of bonus money becomes cash.
    clock.advance(10 * 60_000)
    await site.app.jobs.drawTick()
    const res = await page.request.post(`${site.origin}/sports/sign_in`, {
      data: { account, password: 'Secret123' },
    })
    await storeTokens(page, site.origin, (await res.json()).data)
    const tickets = (await api('pk10/mybet')).list as { status: number; returned: string }[]
    expect(tickets.map((b) => b.status)).toEqual([16])
    const won = BigInt((tickets[0]?.returned ?? '0').replace('.', ''))
    const expected = 20_000_000n + won + 5_000_000n
    const text = `${expected / 1_000_000n}.${String(expected % 1_000_000n).padStart(6, '0')}`
    expect(await api('member/account')).toMatchObject({ score: text, bonus_score: '0.000000' })
    await page.goto(`${site.origin}/rewards`)
    await expect.poll(() => headerBalance.textContent()).toBe(text)
    await page.getByRole('tab', { name: 'Bonuses' }).click()
    await page.getByText('0 USDT', { exact: true }).first().waitFor()
    expect(await page.getByText(/^Wagering:/).count()).toBe(0)
    await context.close()
  }, 180_000)
})
