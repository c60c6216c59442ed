import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MarkSixBet, type RacingBet, settleMarkSix, settleRacing } from '#engine/index.ts'
import { manualClock } from '../../server/clock.ts'
import { fundedPlayer, startSite } from './site.ts'

/**
 * Lottery end to end on the built site, with the server's clock under the test's control: bets
 * through the screens, the draws run by fast-forwarding, the wallet checked against the engine.
 */
// A fixed start, so the draws and their seeds are the same on every run, whatever today is.
const clock = manualClock(new Date('2026-03-03T06:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.drawTick()
}, 60_000)
afterAll(() => site?.close())

describe('lottery and racing, end to end', () => {
  it('three Mark Six and two PK10 bets → past the draws → credited what the engine says; late bets refused', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const account = `draws${Date.now().toString(36)}`
    const tokens = await fundedPlayer(page, site.origin, account, '500')
    const auth = { authorization: `Bearer ${tokens.token}` }
    const score = async () =>
      BigInt(
        (
          await (await page.request.get(`${site.origin}/sports/member/account`, { headers: auth })).json()
        ).data.score.replace('.', ''),
      )
    const start = await score()

    // Mark Six (Macau draws every evening): special code 7, special side big, special colour red.
    await page.goto(`${site.origin}/lottery/mark-six?game=ammarksix`)
    await page.getByRole('button', { name: '07 · 47.5' }).click()
    await page.getByRole('button', { name: 'Special side' }).click()
    await page.getByRole('button', { name: /^Big · / }).click()
    await page.getByRole('button', { name: 'Special colour' }).click()
    await page.getByRole('button', { name: /^Red · / }).click()
    await page.getByLabel('Amount per bet').fill('10')
    await page.getByRole('button', { name: 'Place bet' }).click()
    await page.getByRole('dialog', { name: 'Place lottery bet' }).getByRole('button', { name: 'OK' }).click()
    await page.getByText('Bet placed').waitFor()

    // PK10: position 1 odd, and the champion + runner-up sum is big.
    await page.goto(`${site.origin}/lottery/pk10`)
    await page.getByRole('button', { name: /^Odd · / }).click()
    await page.getByRole('tab').nth(1).click()
    await page.getByRole('button', { name: /^Big · / }).click()
    await page.getByLabel('Amount per bet').fill('5')
    await page.getByRole('button', { name: 'Place bet' }).click()
    await page.getByRole('dialog', { name: 'Place lottery bet' }).getByRole('button', { name: 'OK' }).click()
    await page.getByText('Bet placed').waitFor()
    expect(await score()).toBe(start - 40_000_000n)

    // Fast-forward past both draws; the player signs in again after the long wait.
    clock.advance(26 * 3600_000)
    await site.app.jobs.drawTick()
    const fresh = (
      await (
        await page.request.post(`${site.origin}/sports/sign_in`, { data: { account, password: 'Secret123' } })
      ).json()
    ).data
    auth.authorization = `Bearer ${fresh.token}`
    type Row = {
      game: string
      bet: MarkSixBet | RacingBet
      amount: string
      odds: string
      status: number
      draw: { numbers: number[]; special: number | null; draw_at: string }
    }
    const settled = (
      await (await page.request.get(`${site.origin}/sports/lottery/mybet`, { headers: auth })).json()
    ).data as Row[]
    expect(settled).toHaveLength(5)
    expect(settled.every((b) => b.status === 16)).toBe(true)
    const engineSays = settled.reduce((sum, b) => {
      const amount = BigInt(b.amount)
      const outcome =
        b.game === 'pk10'
          ? settleRacing(b.bet as RacingBet, amount, Number(b.odds), b.draw.numbers)
          : settleMarkSix(b.bet as MarkSixBet, amount, Number(b.odds), {
              numbers: b.draw.numbers,
              special: b.draw.special ?? 0,
              date: b.draw.draw_at.slice(0, 10),
            })
      return sum + outcome.payout
    }, 0n)
    expect(await score()).toBe(start - 40_000_000n + engineSays)

    // A bet on a draw whose deadline has passed is refused and costs nothing.
    const before = await score()
    const { next } = (await (await page.request.get(`${site.origin}/sports/ammarksix`)).json()).data
    clock.set(new Date(new Date(next.close_at).getTime() + 1000))
    const late = await page.request.post(`${site.origin}/sports/marksix/bet`, {
      headers: {
        authorization: `Bearer ${(await (await page.request.post(`${site.origin}/sports/sign_in`, { data: { account, password: 'Secret123' } })).json()).data.token}`,
        'idempotency-key': `late-${account}`,
      },
      data: {
        game: 'ammarksix',
        match_id: next.match_id,
        items: [{ bet: { type: 'specialCode', number: 9 }, amount: '5' }],
      },
    })
    expect((await late.json()).msg).toBe('bettingClosed')
    const again = (
      await (
        await page.request.post(`${site.origin}/sports/sign_in`, { data: { account, password: 'Secret123' } })
      ).json()
    ).data
    auth.authorization = `Bearer ${again.token}`
    expect(await score()).toBe(before)
    await context.close()
  }, 90_000)
})
