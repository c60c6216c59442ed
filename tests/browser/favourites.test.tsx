import { beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import type { CricketMatchView } from '#contract/cricket.ts'
import { api } from '../../src/api/index.ts'
import type { SportMatch } from '../../src/shared/bets/lobby.ts'
import { clearCricketSlip, cricket } from '../../src/state/cricket.ts'
import { clearSlip } from '../../src/state/sports.ts'
import { MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  clearSlip()
  clearCricketSlip()
})

const starOf = (name: string) => ({ name: `Add ${name} to favourites`, exact: true })

describe('favourites', () => {
  it('a team starred among the search results joins Your favourites at once; unstarred it leaves', async () => {
    const lobby = await api.get<{ list: SportMatch[] }>('soccer', {
      query: { start: 0, limit: 5 },
      silent: true,
    })
    const team = lobby.list[0]?.away_name ?? ''
    expect(team).not.toBe('')
    await signUpPlayer()
    const { screen } = await renderApp('/', MOBILE)
    await expect
      .element(screen.getByRole('region', { name: 'Starting soon' }).getByRole('listitem').first())
      .toBeVisible()
    expect(screen.getByRole('region', { name: 'Your favourites' }).query()).toBeNull()

    await userEvent.fill(screen.getByRole('searchbox').element(), team)
    const results = screen.getByRole('list', { name: 'Search results' })
    const star = results.getByRole('button', starOf(team)).first()
    await expect.element(star).toHaveAttribute('aria-pressed', 'false')
    await star.click()
    await expect.element(star).toHaveAttribute('aria-pressed', 'true')
    const favourites = screen.getByRole('region', { name: 'Your favourites' })
    await expect.element(favourites.getByRole('listitem').filter({ hasText: team }).first()).toBeVisible()
    // Every match of the team in the results shows it starred.
    for (const other of results.getByRole('button', starOf(team)).all())
      await expect.element(other).toHaveAttribute('aria-pressed', 'true')

    await star.click()
    await expect.element(star).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => favourites.query()).toBeNull()
    const kept = await api.get<{ list: unknown[] }>('member/favourites', { silent: true })
    expect(kept.list).toEqual([])
  })

  it('a cricket team starred in the cricket lobby shows on home with its match-winner prices, for the cricket slip', async () => {
    const open = await api.get<{ list: CricketMatchView[] }>('cricketAPI/matchData/matchList', {
      query: { start: 0, limit: 5, status: 'open' },
      silent: true,
    })
    const match = open.list.find((m) => m.open)
    expect(match).toBeDefined()
    const team = match?.home ?? ''
    await signUpPlayer()
    const { screen, router } = await renderApp('/sport/cricket', MOBILE)
    const star = screen.getByRole('button', starOf(team)).first()
    await star.click()
    await expect.element(star).toHaveAttribute('aria-pressed', 'true')
    await expect
      .poll(
        async () => (await api.get<{ list: { name: string }[] }>('member/favourites', { silent: true })).list,
      )
      .toEqual([expect.objectContaining({ kind: 'team', sport: 'cricket', name: team })])

    await router.navigate({ to: '/' })
    const favourites = screen.getByRole('region', { name: 'Your favourites' })
    const row = favourites.getByRole('listitem').filter({ hasText: team }).first()
    await expect.element(row).toBeVisible()
    await row.getByRole('button', { name: new RegExp(`^${team}`) }).click()
    expect(cricket.slip).toHaveLength(1)
  })

  it('a visitor sees no stars in the lobby or the search, and no favourites section', async () => {
    const { screen, router } = await renderApp('/sport/soccer', MOBILE)
    await expect.element(screen.getByRole('article').first()).toBeVisible()
    expect(screen.getByRole('button', { name: /to favourites$/ }).all()).toHaveLength(0)

    await router.navigate({ to: '/' })
    const lobby = await api.get<{ list: SportMatch[] }>('soccer', {
      query: { start: 0, limit: 5 },
      silent: true,
    })
    await userEvent.fill(screen.getByRole('searchbox').element(), lobby.list[0]?.home_name ?? '')
    const results = screen.getByRole('list', { name: 'Search results' })
    await expect.element(results.getByRole('link').first()).toBeVisible()
    expect(results.getByRole('button').all()).toHaveLength(0)
    expect(screen.getByRole('region', { name: 'Your favourites' }).query()).toBeNull()
  })
})
