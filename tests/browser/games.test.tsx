import { createMemoryHistory } from '@tanstack/react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { App } from '../../src/app/App.tsx'
import { createQueryClient } from '../../src/app/queryClient.ts'
import { createAppRouter } from '../../src/app/router.ts'
import { availabilityQuery, splitAvailability } from '../../src/shared/games/availability.ts'
import { ui } from '../../src/state/ui.ts'
import { DESKTOP, MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(resetApp)

/**
 * The site at `path` with the games' statuses as a back office set them (spec §4: 1 active,
 * 2 disabled, 3 hidden), held for the test instead of the shared server's.
 */
async function withStatuses(path: string, statuses: Record<number, number>) {
  await page.viewport(MOBILE[0], MOBILE[1])
  const queryClient = createQueryClient()
  const all = [22, 27, 28, 23, 24].map((id) => ({ game_id: id, name: String(id), status: statuses[id] ?? 1 }))
  queryClient.setQueryDefaults(availabilityQuery.queryKey, { staleTime: Number.POSITIVE_INFINITY })
  queryClient.setQueryData(availabilityQuery.queryKey, splitAvailability(all))
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  return render(<App router={router} queryClient={queryClient} />)
}

describe('the game lobby', () => {
  it('hides hidden providers, shows disabled titles as not available, and links the rest', async () => {
    const screen = await withStatuses('/game', { 28: 3, 27: 2 })
    const pg = screen.getByRole('region', { name: 'PG games' })
    await expect.element(pg.getByRole('link', { name: 'Play Lucky Reels' })).toBeVisible()
    expect(pg.getByRole('link', { name: 'Play Rocket' }).element().getAttribute('href')).toBe(
      '/game/play/pgGames/rocket',
    )
    const tada = screen.getByRole('region', { name: 'Tada games' })
    await expect.element(tada.getByText('Mines')).toBeVisible()
    expect(tada.getByRole('link', { name: /Play/ }).elements()).toHaveLength(0)
    expect(tada.getByText('Currently not available').elements()).toHaveLength(2)
    expect(screen.getByRole('region', { name: 'Noah' }).elements()).toHaveLength(0)
    expect(screen.getByText('Plinko').elements()).toHaveLength(0)
    await expect.element(screen.getByRole('region', { name: 'Card game' })).toBeVisible()
    await expect.element(screen.getByRole('region', { name: 'NG game' })).toBeVisible()
  })

  it('searches titles by name, hiding providers left with none', async () => {
    const screen = await withStatuses('/game', {})
    const search = screen.getByLabelText('Search games')
    await search.fill('dIcE')
    await expect.element(screen.getByRole('link', { name: 'Play Dice' })).toBeVisible()
    expect(screen.getByRole('link', { name: /^Play / }).elements()).toHaveLength(1)
    expect(screen.getByRole('region', { name: 'PG games' }).elements()).toHaveLength(0)
    await search.fill('no such game')
    await expect.element(screen.getByText('No game matches your search')).toBeVisible()
    await search.fill('')
    expect(screen.getByRole('link', { name: /^Play / }).elements()).toHaveLength(7)
  })

  it('shows what this device played, most recent first, leaving out what is hidden now', async () => {
    localStorage.setItem(
      'recentGames',
      JSON.stringify([
        { type: 'noah', id: 'plinko' },
        { type: 'tadaGames', id: 'dice' },
        { type: 'pgGames', id: 'rocket' },
      ]),
    )
    const screen = await withStatuses('/game', { 28: 3 })
    const recent = screen.getByRole('region', { name: 'Recently played' })
    await expect.element(recent).toBeVisible()
    // Each provider's list arrives on its own: the row fills in as they do.
    await expect
      .poll(() =>
        recent
          .getByRole('link')
          .elements()
          .map((a) => a.getAttribute('aria-label')),
      )
      .toEqual(['Play Dice', 'Play Rocket'])
  })

  it('a visitor opening a game gets the login dialog and stays in the lobby', async () => {
    const { screen, router } = await renderApp('/game', DESKTOP)
    await screen.getByRole('link', { name: 'Play Lucky Reels' }).first().click()
    await expect.poll(() => ui.openedModal).toBe('login')
    expect(router.state.location.pathname).toBe('/game')
  })
})

describe('the transfer step of the card game and the ng game', () => {
  it('card game: an exact amount above zero and within the balance, then the table opens in the frame', async () => {
    await signUpPlayer({ deposit: '20' })
    const { screen } = await renderApp('/game/play/cardGame/0', MOBILE)
    await expect.element(screen.getByText('20.000000 USDT')).toBeVisible()
    const amount = screen.getByLabelText('Amount to bring in (USDT)')
    const bring = screen.getByRole('button', { name: 'Bring in and play' })
    await bring.click()
    await expect.element(screen.getByText('Amount is required')).toBeVisible()
    for (const [typed, message] of [
      ['0', 'The amount must be above zero'],
      ['abc', 'Enter a valid amount'],
      ['1.0000001', 'Enter a valid amount'],
      ['20.000001', 'Insufficient balance'],
    ] as const) {
      await amount.fill(typed)
      await bring.click()
      await expect.element(screen.getByText(message)).toBeVisible()
    }
    await amount.fill('12.5')
    await bring.click()
    const frame = screen.getByTitle('Baccarat')
    await expect.element(frame).toBeVisible()
    expect(frame.element().getAttribute('src')).toMatch(/^\/sandbox\/games\/ky\/0\?token=[^&]+&lang=en$/)
    await expect.element(screen.getByText('At the table: 12.500000 USDT')).toBeVisible()
  })

  it('ng game: the amount is in CNY, at most the balance at the exchange rate, and worth at least a unit', async () => {
    await signUpPlayer({ deposit: '20' })
    const { screen } = await renderApp('/game/play/ngGame/roulette', MOBILE)
    await expect.element(screen.getByText('1 USDT = 7.1 CNY')).toBeVisible()
    const amount = screen.getByLabelText('Amount to bring in (CNY)')
    const bring = screen.getByRole('button', { name: 'Bring in and play' })
    // 20 USDT is 142 CNY; 0.000001 CNY is worth no USDT unit at all.
    await amount.fill('142.000001')
    await bring.click()
    await expect.element(screen.getByText('Insufficient balance')).toBeVisible()
    await amount.fill('0.000001')
    await bring.click()
    await expect.element(screen.getByText('The amount must be above zero')).toBeVisible()
    await amount.fill('142')
    await bring.click()
    await expect.element(screen.getByTitle('Roulette')).toBeVisible()
  })

  it('a table switched off keeps no money: what is at the studio can still be taken back', async () => {
    const { token } = await signUpPlayer({ deposit: '20' })
    const auth = { authorization: `Bearer ${token}` }
    await fetch('/playcard/transfer_in?money=5', {
      headers: { ...auth, 'idempotency-key': `in-${token.slice(-12)}` },
    })
    const screen = await withStatuses('/game/play/cardGame/0', { 23: 2 })
    await expect.element(screen.getByText('This game is currently not active')).toBeVisible()
    await expect.element(screen.getByText('Still at the table: 5.000000 USDT')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Bring in and play' }).elements()).toHaveLength(0)
    await screen.getByRole('button', { name: 'Take it back' }).click()
    await expect.element(screen.getByRole('heading', { name: 'Card game' })).toBeVisible()
    const studio = await fetch('/playcard/ky/balance', { headers: auth }).then((r) => r.json())
    expect(studio.data.balance).toBe('0.000000')
  })
})
