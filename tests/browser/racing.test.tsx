import { beforeEach, describe, expect, it } from 'vitest'
import { racing } from '../../src/state/racing.ts'
import { DESKTOP, MOBILE, renderApp, resetApp } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  racing.pk10BetArray = {}
})

describe('PK10 and airship', () => {
  it('has the five groups of spec §3 and results as tabs', async () => {
    const { screen } = await renderApp('/lottery/pk10', DESKTOP)
    for (const name of [
      'Two sides',
      'Champion + runner-up',
      '1st to 5th',
      '6th to 10th',
      'Dragon vs tiger',
      'Results',
    ]) {
      await expect.element(screen.getByRole('tab', { name })).toBeVisible()
    }
    await expect.element(screen.getByRole('timer')).toBeVisible()
  })

  it('PK10 and airship each explain themselves: their own race cadence, the same five ways to bet', async () => {
    const { screen } = await renderApp('/lottery/pk10', DESKTOP)
    await screen.getByRole('tab', { name: 'How to play' }).click()
    await expect.element(screen.getByText(/every 5 minutes/)).toBeVisible()
    await expect.element(screen.getByText(/Dragon vs tiger: place 1 against 10/)).toBeVisible()
    const airship = await renderApp('/lottery/airship', DESKTOP)
    await airship.screen.getByRole('tab', { name: 'How to play' }).last().click()
    await expect
      .element(airship.screen.getByText(/ten airships numbered 1 to 10 every 3 minutes/))
      .toBeVisible()
  })

  it('cards toggle into the ticket, by position', async () => {
    const { screen } = await renderApp('/lottery/airship', MOBILE)
    await screen.getByRole('button', { name: '3', exact: true }).click()
    await screen.getByRole('button', { name: 'Odd · 1.98' }).click()
    expect(Object.keys(racing.pk10BetArray)).toEqual(['ts-3-odd'])
    await screen.getByRole('tab', { name: 'Dragon vs tiger' }).click()
    await screen.getByRole('button', { name: '2 vs 9' }).click()
    await screen.getByRole('button', { name: 'Tiger · 1.98' }).click()
    expect(Object.keys(racing.pk10BetArray).sort()).toEqual(['dt-2-tiger', 'ts-3-odd'])
    // On a phone the ticket is docked at the bottom: its bar counts the picks and opens it.
    await screen.getByRole('button', { name: /^Ticket \(2\)/ }).click()
    await expect.element(screen.getByText('Total stake')).toBeVisible()
  })

  it('an unknown racing game is not found', async () => {
    const { screen } = await renderApp('/lottery/horses', MOBILE)
    await expect.element(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })
})
