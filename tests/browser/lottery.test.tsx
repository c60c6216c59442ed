import { beforeEach, describe, expect, it } from 'vitest'
import { changeLocale, i18n } from '../../src/i18n/index.ts'
import { lottery } from '../../src/state/lottery.ts'
import { DESKTOP, MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  lottery.lotteryBetArray = {}
  lottery.warningMessage = null
})

describe('Mark Six', () => {
  it('shows the open draw with its countdown and commitment, and every bet type', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await expect.element(screen.getByText(/Draw number \d{4}-\d{3}/)).toBeVisible()
    await expect.element(screen.getByRole('timer')).toBeVisible()
    for (const type of [
      'Special code',
      'Special side',
      'Merge animals',
      'Combination zodiacs',
      'Number colour',
    ]) {
      await expect.element(screen.getByRole('button', { name: type })).toBeVisible()
    }
  })

  it('cards toggle, the cast sets every amount, a visitor is asked to log in', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: '07 · 47.5' }).click()
    await screen.getByRole('button', { name: '08 · 47.5' }).click()
    await screen.getByRole('button', { name: '08 · 47.5' }).click()
    expect(Object.keys(lottery.lotteryBetArray)).toEqual(['sc-7'])
    await screen.getByRole('button', { name: '50', exact: true }).click()
    await expect.element(screen.getByLabelText('Amount for 07')).toHaveValue('50')
    await expect.element(screen.getByText('2375.000000 USDT')).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'To complete the bet please Login to your account' }))
      .toBeVisible()
  })

  it('merge animals needs two at least; combination zodiacs needs the level in animals', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: 'Merge animals' }).click()
    await screen.getByRole('button', { name: /^Rat/ }).click()
    await expect.element(screen.getByText('Select at least two animals')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: /Add selection/ })).toBeDisabled()
    await screen.getByRole('button', { name: 'Combination zodiacs' }).click()
    await screen.getByRole('button', { name: '3 String 1' }).click()
    await screen.getByRole('button', { name: /^Ox/ }).click()
    await expect.element(screen.getByText('Select at least 3 animals')).toBeVisible()
  })

  it('places a ticket after confirming and the balance drops by the stake', async () => {
    await signUpPlayer({ deposit: '100' })
    const { screen } = await renderApp('/lottery/mark-six?game=newammarksix', DESKTOP)
    await screen.getByRole('button', { name: 'Special side' }).click()
    await screen.getByRole('button', { name: 'Big · 1.98' }).click()
    await screen.getByLabelText('Amount per bet').fill('20')
    await screen.getByRole('button', { name: 'Place bet' }).click()
    const confirm = screen.getByRole('dialog', { name: 'Place lottery bet' })
    await expect.element(confirm.getByText('39.600000 USDT').first()).toBeVisible()
    await expect.element(confirm.getByRole('cell', { name: '1.98' })).toBeVisible()
    await confirm.getByRole('button', { name: 'OK' }).click()
    await expect.element(screen.getByText('Bet placed')).toBeVisible()
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('80.000000')
  })

  it('special code 07 and special animal horse: the ticket can return at most the larger win, not both', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: '07 · 47.5' }).click()
    await screen.getByRole('button', { name: 'Special animal' }).click()
    await screen.getByRole('button', { name: /^Horse/ }).click()
    await screen.getByRole('button', { name: '10', exact: true }).click()
    const totals = screen.getByRole('region', { name: 'Ticket' })
    // 07 is not a horse in any year a horse is drawn with it: 10 × 47.5 is the most, never both wins.
    await expect.element(totals.getByText('Maximum payout')).toBeVisible()
    const max = totals.getByText('Maximum payout').element().nextElementSibling?.textContent
    expect(max).toBe('475.000000 USDT')
    const min = totals.getByText('Minimum payout').element().nextElementSibling?.textContent
    expect(min).toBe('0.000000 USDT')
  })

  it('in Chinese the special animal cards and the ticket line name the animal in Chinese', async () => {
    await changeLocale('zh')
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    const type = i18n._('lottery.type.specialCodeAnimal')
    const horse = i18n._('animal.horse')
    expect(horse).toBe('马')
    await screen.getByRole('button', { name: type }).click()
    await screen.getByRole('button', { name: new RegExp(`^${horse} `) }).click()
    await expect.element(screen.getByText(new RegExp(`^${type}: ${horse} @`))).toBeVisible()
  })

  it('on a phone the ticket docks at the bottom with its count and slides up when tapped', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', MOBILE)
    await expect.element(screen.getByRole('button', { name: '07 · 47.5' })).toBeVisible()
    expect(screen.getByRole('button', { name: /^Ticket \(/ }).query()).toBeNull()
    await screen.getByRole('button', { name: '07 · 47.5' }).click()
    await screen.getByRole('button', { name: '08 · 47.5' }).click()
    const bar = screen.getByRole('button', { name: /^Ticket \(2\)/ })
    await expect.element(bar).toBeVisible()
    await expect.element(bar).toHaveAttribute('aria-expanded', 'false')
    const bottom = bar.element().getBoundingClientRect().bottom
    expect(bottom).toBeGreaterThan(844 - 56 - 60)
    await bar.click()
    await expect.element(screen.getByLabelText('Amount for 07')).toBeVisible()
  })

  it('switching region clears the selections', async () => {
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: '07 · 47.5' }).click()
    expect(Object.keys(lottery.lotteryBetArray)).toHaveLength(1)
    await screen.getByRole('button', { name: 'Taiwan Mark Six' }).click()
    await expect.poll(() => Object.keys(lottery.lotteryBetArray).length).toBe(0)
  })
})
