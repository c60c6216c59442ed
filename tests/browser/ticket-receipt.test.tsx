import { beforeEach, describe, expect, it } from 'vitest'
import type { DrawView } from '#contract/lottery.ts'
import { lottery } from '../../src/state/lottery.ts'
import { racing } from '../../src/state/racing.ts'
import { DESKTOP, MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  lottery.lotteryBetArray = {}
  racing.pk10BetArray = {}
})

/** The ticket's confirmation, then its OK; what the ticket said it returns at most. */
async function placeTicket(screen: Awaited<ReturnType<typeof renderApp>>['screen']) {
  const ticket = screen.getByRole('region', { name: 'Ticket' })
  await expect.element(ticket.getByText('Maximum payout')).toBeVisible()
  const max = ticket.getByText('Maximum payout').element().nextElementSibling?.textContent
  await screen.getByRole('button', { name: 'Place bet' }).click()
  await screen.getByRole('dialog', { name: 'Place lottery bet' }).getByRole('button', { name: 'OK' }).click()
  return max
}

describe("a ticket's receipt", () => {
  it('a Mark Six ticket placed on a phone leaves its receipt in the dock: ticket number, lines, stake, and My bets on its region', async () => {
    await signUpPlayer({ deposit: '100' })
    const { screen, router } = await renderApp('/lottery/mark-six?game=newammarksix', MOBILE)
    await screen.getByRole('button', { name: '07 · 48.5' }).click()
    await screen.getByRole('button', { name: 'Special side' }).click()
    await screen.getByRole('button', { name: 'Big · 1.98' }).click()
    await screen.getByRole('button', { name: /^Ticket \(2\)/ }).click()
    await screen.getByLabelText('Amount per bet').fill('5')
    const max = await placeTicket(screen)

    const receipt = screen.getByRole('region', { name: 'Bet receipt' })
    await expect.element(receipt.getByRole('heading', { name: 'Bet placed' })).toBeVisible()
    const text = () => receipt.element().textContent ?? ''
    const ticket = /Bet number (L[0-9A-Z]{6,24})/.exec(text())?.[1]
    expect(ticket).toBeDefined()
    const legs = receipt.getByRole('listitem').elements()
    expect(legs.map((l) => l.textContent)).toEqual([
      'Special code07 @48.5 · 5.000000 USDT',
      'Special sideBig @1.98 · 5.000000 USDT',
    ])
    expect(text()).toContain('Bets2')
    expect(text()).toContain('Stake10.000000 USDT')
    // The most it returns as the ticket said: 07 is small, so never both wins (5 × 48.5).
    expect(max).toBe('242.500000 USDT')
    expect(text()).toContain(`Maximum payout${max}`)
    // No toast beside it, and the ticket is clear.
    expect(screen.getByRole('status').filter({ hasText: 'Bet placed' }).elements()).toHaveLength(0)
    expect(lottery.lotteryBetArray).toEqual({})
    // Its lines and buttons fit the phone's width: nothing runs past the screen.
    const box = receipt.element().getBoundingClientRect()
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(390)
    expect(receipt.element().scrollWidth).toBeLessThanOrEqual(receipt.element().clientWidth)

    await receipt.getByRole('link', { name: 'View in My bets' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/my-bets')
    await expect
      .element(screen.getByRole('button', { name: 'New Macau 2' }))
      .toHaveAttribute('aria-pressed', 'true')
    await expect.element(screen.getByRole('listitem').filter({ hasText: ticket ?? '-' })).toBeVisible()
  })

  it('a racing ticket leaves its receipt where the ticket was until the player picks again', async () => {
    // The ticket must stay on one draw: a draw about to close is let go for the next one.
    const next = async () =>
      ((await (await fetch('/sports/pk10/last')).json()).data as { next: DrawView | null }).next
    await expect
      .poll(async () => new Date((await next())?.close_at ?? 0).getTime() - Date.now(), { timeout: 45_000 })
      .toBeGreaterThan(30_000)
    await signUpPlayer({ deposit: '50' })
    const { screen, router } = await renderApp('/lottery/pk10', DESKTOP)
    await screen
      .getByRole('button', { name: /^Odd · / })
      .first()
      .click()
    await screen.getByLabelText('Amount per bet').fill('4')
    const max = await placeTicket(screen)

    const receipt = screen.getByRole('region', { name: 'Bet receipt' })
    await expect.element(receipt.getByRole('heading', { name: 'Bet placed' })).toBeVisible()
    const ticket = /Bet number (L[0-9A-Z]{6,24})/.exec(receipt.element().textContent ?? '')?.[1]
    expect(ticket).toBeDefined()
    expect(
      receipt
        .getByRole('listitem')
        .elements()
        .map((l) => l.textContent),
    ).toEqual(['Two sides1: Odd @1.98 · 4.000000 USDT'])
    expect(receipt.element().textContent).toContain('Stake4.000000 USDT')
    expect(max).toBe('7.920000 USDT')
    expect(receipt.element().textContent).toContain(`Maximum payout${max}`)

    // A new pick starts a new ticket: the receipt goes.
    await screen
      .getByRole('button', { name: /^Even · / })
      .first()
      .click()
    await expect.element(screen.getByText('Total stake')).toBeVisible()
    expect(screen.getByRole('region', { name: 'Bet receipt' }).query()).toBeNull()
    racing.pk10BetArray = {}
    await expect.element(screen.getByText('Pick numbers or options to start a ticket.')).toBeVisible()

    // Placed again, its receipt leads to PK10's list in My bets.
    await screen
      .getByRole('button', { name: /^Odd · / })
      .first()
      .click()
    await placeTicket(screen)
    const again = screen.getByRole('region', { name: 'Bet receipt' })
    await expect.element(again.getByRole('heading', { name: 'Bet placed' })).toBeVisible()
    const second = /Bet number (L[0-9A-Z]{6,24})/.exec(again.element().textContent ?? '')?.[1]
    expect(second).not.toBe(ticket)
    await again.getByRole('link', { name: 'View in My bets' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/my-bets')
    await expect.element(screen.getByRole('button', { name: 'PK10' })).toHaveAttribute('aria-pressed', 'true')
    await expect.element(screen.getByRole('listitem').filter({ hasText: second ?? '-' })).toBeVisible()
  }, 90_000)
})
