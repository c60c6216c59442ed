import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { campaigns, draws } from '../../server/db/schema.ts'
import { resultFromSeed } from '../../server/modules/lottery/seeds.ts'
import { fundedPlayer, startSite } from './site.ts'

/**
 * The extra bonus on the built site: an extra-bonus campaign (10 % of a player's net win on a draw, at
 * most 5 USDT, on lottery) is named on the lottery confirmation, and a settled ticket's details
 * in My bets show what it paid: nothing for a ticket covering both sides, its share of a real win.
 */
const clock = manualClock(new Date('2026-11-23T08:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
  await site.database.db.insert(campaigns).values({
    kind: 'extra_bonus',
    name: 'Extra on wins',
    rules: { percent: 10, cap: '5', products: ['lottery'] },
    payout: 'cash',
    weights: { sport: 100, cricket: 100, lottery: 100 },
    claimDays: 1,
    wagerDays: 1,
    startsAt: new Date('2026-11-22T00:00:00Z'),
  })
  await site.app.jobs.drawTick()
}, 60_000)
afterAll(() => site?.close())

describe('the extra bonus, end to end', () => {
  it('the lottery confirmation names it; a won ticket shows the extra bonus it was paid', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en' })
    const page = await context.newPage()
    const tokens = await fundedPlayer(page, site.origin, `extra${Date.now().toString(36)}`, '100')

    await page.goto(`${site.origin}/lottery/mark-six?game=newammarksix`)
    await page.getByRole('button', { name: 'Special side' }).click()
    await page.getByRole('button', { name: 'Big · 1.98' }).click()
    await page.getByLabel('Amount per bet').fill('20')
    await page.getByRole('button', { name: 'Place bet' }).click()
    const confirm = page.getByRole('dialog', { name: 'Place lottery bet' })
    await confirm.getByTestId('extra-bonus').waitFor()
    expect(await confirm.getByTestId('extra-bonus').textContent()).toBe(
      '+10% of your net win on this draw, up to 5.000000 USDT',
    )
    await confirm.getByRole('button', { name: 'Cancel' }).click()

    // Odd and even on the same place of a PK10 race: one of the two returns 19.8 on the 20 staked,
    // a net loss of 0.2, so no extra bonus (paid per winning line it was 0.98, every race).
    const auth = { authorization: `Bearer ${tokens.token}` }
    const next = (await (await page.request.get(`${site.origin}/sports/pk10/last`)).json()).data.next
    const [draw] = await site.database.db
      .select()
      .from(draws)
      .where(and(eq(draws.game, 'pk10'), eq(draws.matchId, next.match_id)))
    // The side that will win, from the race's committed seed: a ticket on it alone wins 9.8 net.
    const first = (await resultFromSeed('pk10', draw?.seed ?? '')).numbers[0] ?? 0
    const side = first % 2 === 1 ? 'odd' : 'even'
    const ticketOf = async (key: string, sides: string[]) => {
      const placed = await page.request.post(`${site.origin}/sports/pk10/bet`, {
        headers: { ...auth, 'idempotency-key': key },
        data: {
          match_id: next.match_id,
          items: sides.map((s) => ({ bet: { type: 'twoSide', position: 1, side: s }, amount: '10' })),
        },
      })
      return (await placed.json()).data.ticket as string
    }
    const covering = await ticketOf('extra-pk10-both', ['odd', 'even'])
    const ticket = await ticketOf('extra-pk10-one', [side])
    clock.advance(10 * 60_000)
    await site.app.jobs.drawTick()
    const detailOf = async (no: string) =>
      (await (await page.request.get(`${site.origin}/sports/pk10/mybet/${no}`, { headers: auth })).json())
        .data
    // Both tickets are the player's bets on this race, paid as one: 30 staked, 39.6 returned,
    // 9.6 net, so 0.96 extra (the covering ticket adds nothing to it), shown on the ticket that
    // settled last. Alone, the one-side ticket would have earned 0.98.
    expect(await detailOf(covering)).toMatchObject({ status: 16, extra_bonus: '0.000000' })
    expect(await detailOf(ticket)).toMatchObject({
      status: 16,
      extra_bonus: '0.960000',
      extra_bonus_currency: 'USDT',
    })

    await page.goto(`${site.origin}/my-bets`)
    await page.getByRole('button', { name: 'PK10' }).click()
    await page
      .getByRole('listitem')
      .filter({ hasText: ticket })
      .getByRole('button', { name: 'Details' })
      .click()
    const summary = page
      .getByRole('dialog', { name: `Bet ${ticket}` })
      .getByRole('region', { name: 'Bet summary' })
    const row = summary.locator('[data-row="extraBonus"]')
    await row.waitFor()
    expect(await row.locator('dt').textContent()).toBe('Extra bonus')
    expect(await row.locator('dd').textContent()).toBe('0.960000 USDT')
    await context.close()
  }, 120_000)
})
