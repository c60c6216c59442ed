import { beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { api } from '../../src/api/index.ts'
import type { SportMatch } from '../../src/shared/bets/lobby.ts'
import { bets, clearSlip } from '../../src/state/sports.ts'
import { DESKTOP, MOBILE, renderApp, resetApp } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  clearSlip()
})

describe('home page', () => {
  it('lists matches starting soon, soonest first, whose prices go to the slip from there', async () => {
    const { screen } = await renderApp('/', MOBILE)
    const soon = screen.getByRole('region', { name: 'Starting soon' })
    const first = soon.getByRole('listitem').first()
    await expect.element(first).toBeVisible()
    const times = [...soon.element().querySelectorAll('time')].map((t) => t.getAttribute('datetime') ?? '')
    expect(times.length).toBeGreaterThan(1)
    expect([...times].sort()).toEqual(times)
    await first.getByRole('button', { name: /Home/ }).click()
    await expect.element(first.getByRole('button', { name: /Home/ })).toHaveAttribute('aria-pressed', 'true')
    expect(bets.betSlipList).toHaveLength(1)
    await expect.element(screen.getByRole('button', { name: /Bet slip \(1\)/ })).toBeVisible()
  })

  it('shows the next draw of each Mark Six region with the time left to bet, linked to its page', async () => {
    const { screen } = await renderApp('/', DESKTOP)
    const draws = screen.getByRole('region', { name: 'Next draws' })
    const macau = draws.getByRole('link', { name: /^Macau Mark Six/ })
    await expect.poll(() => macau.element().textContent).toMatch(/Draw \d{4}-\d{3} · (\d+d )?\d\d:\d\d:\d\d/)
    expect(macau.element().getAttribute('href')).toBe('/lottery/mark-six?game=ammarksix')
  })

  it('searches teams, leagues and games as the player types', async () => {
    const lobby = await api.get<{ list: SportMatch[] }>('soccer', {
      query: { start: 0, limit: 5 },
      silent: true,
    })
    const team = lobby.list[0]?.home_name ?? ''
    expect(team).not.toBe('')
    const { screen } = await renderApp('/', MOBILE)
    const box = screen.getByRole('searchbox', { name: 'Search teams, leagues and games' })
    await expect
      .element(screen.getByRole('region', { name: 'Starting soon' }).getByRole('listitem').first())
      .toBeVisible()
    await userEvent.fill(box.element(), team)
    const results = screen.getByRole('list', { name: 'Search results' })
    await expect.element(results.getByRole('link').filter({ hasText: team }).first()).toBeVisible()
    await userEvent.fill(box.element(), 'mark six')
    await expect.element(results.getByRole('link', { name: 'Hong Kong Mark Six' })).toBeVisible()
    await userEvent.fill(box.element(), 'qqzz')
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Nothing matches “qqzz”' }))
      .toBeVisible()
  })
})
