import { beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { cricketListQuery } from '../../src/features/sports/cricket/api.ts'
import { auth } from '../../src/state/auth.ts'
import { ui } from '../../src/state/ui.ts'
import { DESKTOP, MOBILE, renderApp, resetApp, signInDemo } from './renderApp.tsx'

beforeEach(resetApp)

describe('app shell', () => {
  it('phone, visitor: sign in, register, language, bottom navigation, no sidebar', async () => {
    const { screen } = await renderApp('/', MOBILE)
    await expect.element(screen.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Register' })).toBeVisible()
    await expect.element(screen.getByRole('combobox', { name: 'Language' })).toBeVisible()
    const bottom = screen.getByRole('navigation', { name: 'Bottom navigation' })
    await expect.element(bottom).toBeVisible()
    for (const name of ['Home', 'My bets', 'Lottery', 'Sports', 'Profile']) {
      await expect.element(bottom.getByRole('link', { name })).toBeVisible()
    }
    await expect.element(screen.getByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument()
  })

  it('desktop: the sidebar shows the main menu with names, and no bottom navigation', async () => {
    const { screen } = await renderApp('/', DESKTOP)
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    await expect.element(menu).toBeVisible()
    await expect.element(menu.getByText('Announcements')).toBeVisible()
    // display:none takes it out of the accessibility tree, so find it in the DOM.
    expect(document.querySelector('nav[aria-label="Bottom navigation"]')).not.toBeVisible()
  })

  it('under 1200 px the sidebar collapses to icons that keep their names', async () => {
    const { screen } = await renderApp('/', [1000, 800])
    const link = screen.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rewards' })
    await expect.element(link).toBeVisible()
    expect(link.element().getBoundingClientRect().width).toBeLessThan(64)
  })

  it('signed in: balance with currency, wallet, profile menu with logout', async () => {
    await signInDemo()
    const { screen, router } = await renderApp('/profile', DESKTOP)
    await expect
      .element(screen.getByRole('status', { name: 'Balance' }).or(screen.getByLabelText('Balance')))
      .toHaveTextContent('0.000000')
    await expect.element(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USDT')
    await screen.getByRole('button', { name: 'Wallet' }).click()
    await expect.element(screen.getByRole('dialog', { name: 'Wallet' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await screen.getByRole('button', { name: 'Account menu' }).click()
    await screen.getByRole('button', { name: 'Log out' }).click()
    await expect.element(screen.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('token')).toBeNull()
    expect(auth.isAuthorized).toBe(false)
  })

  it('hides a category with no visible game (galloping Mark Six is hidden in the seed)', async () => {
    const { screen } = await renderApp('/', DESKTOP)
    await expect.element(screen.getByRole('region', { name: 'Lottery' }).first()).toBeVisible()
    expect(document.body.textContent).not.toContain('gallopingmarksix')
  })

  it('the footer links its groups and shows the configured English text and copyright', async () => {
    const { screen } = await renderApp('/', DESKTOP)
    const footer = screen.getByRole('contentinfo')
    await expect.element(footer.getByText('Responsible gaming')).toBeVisible()
    await expect.element(footer.getByText(/© 2024 Betsuite/)).toBeVisible()
    const hrefs = [...footer.element().querySelectorAll('a')].map((a) => a.getAttribute('href'))
    for (const href of [
      '/chat',
      '/announcements',
      '/?invite=true',
      '/profile',
      '/',
      '/sport/soccer',
      '/sport/basketball',
      '/sport/bd',
      '/lottery/mark-six',
      '/game',
    ]) {
      expect(hrefs).toContain(href)
    }
  })
})

describe('routes', () => {
  it.each([
    ['/sport/soccer', 'Soccer'],
    ['/sport/cricket', 'Cricket'],
    ['/sport/365sports', '365 Sports'],
    ['/lottery/mark-six', 'Mark Six'],
    ['/chat', 'Live support'],
    ['/game', 'Games'],
    ['/game/pgGames', 'PG games'],
    ['/game/tadaGames', 'Tada games'],
    ['/game/noah', 'Noah'],
    ['/live-games', 'Live games'],
    ['/announcements', 'Announcements'],
    ['/agreement', 'Terms and conditions'],
    ['/under-construction', 'Under construction'],
  ])('%s shows its frame', async (path, title) => {
    const { screen } = await renderApp(path, MOBILE)
    await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  it('an old short game address (/game/pg) opens the spec address of its games', async () => {
    const { screen, router } = await renderApp('/game/pg', MOBILE)
    await expect.element(screen.getByRole('heading', { level: 1, name: 'PG games' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/game/pgGames')
  })

  it('a lobby has the bets, results and how-to-play tabs', async () => {
    const { screen } = await renderApp('/sport/basketball', DESKTOP)
    await screen.getByRole('tab', { name: 'How to play' }).click()
    await expect.element(screen.getByText(/Maximum payout per bet/)).toBeVisible()
    await expect.element(screen.getByRole('tab', { name: 'Results' })).toBeVisible()
  })

  it.each(['/nope', '/sport/tennis', '/game/unknown', '/lottery'])('%s shows not-found', async (path) => {
    const { screen } = await renderApp(path, MOBILE)
    await expect.element(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  it.each(['/profile', '/my-bets', '/reports', '/rewards', '/private-messages'])(
    'guarded %s opens the login dialog over home for a visitor',
    async (path) => {
      const { screen, router } = await renderApp(path, MOBILE)
      await expect.element(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
      expect(router.state.location.pathname).toBe('/')
    },
  )

  it("a link's intent loads its page's data before the page opens", async () => {
    const { screen, router, queryClient } = await renderApp('/', DESKTOP)
    await expect.element(screen.getByRole('button', { name: 'Sign in' })).toBeVisible()
    // Cricket's matches: the home page itself reads the other sports' lobbies.
    const matches = cricketListQuery('open').queryKey
    expect(queryClient.getQueryState(matches)).toBeUndefined()
    // What hovering or focusing a link does (defaultPreload 'intent').
    await router.preloadRoute({ to: '/sport/$game', params: { game: 'cricket' } })
    await expect.poll(() => queryClient.getQueryState(matches)?.status).toBe('success')
    expect(router.state.location.pathname).toBe('/')
  })

  it('a guarded page preloaded on intent asks nothing; following the link asks to sign in', async () => {
    const { screen, router } = await renderApp('/', DESKTOP)
    await expect.element(screen.getByRole('button', { name: 'Sign in' })).toBeVisible()
    // What hovering or focusing a link does (defaultPreload 'intent').
    await router.preloadRoute({ to: '/rewards' })
    expect(ui.openedModal).toBeNull()
    await screen.getByRole('link', { name: 'Rewards' }).first().click()
    await expect.element(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
  })

  it('guarded pages open for a signed-in player', async () => {
    await signInDemo()
    const { screen } = await renderApp('/my-bets', MOBILE)
    await expect.element(screen.getByRole('heading', { level: 1, name: 'My bets' })).toBeVisible()
    await expect.element(screen.getByRole('tab', { name: 'Pending' })).toBeVisible()
  })
})

describe('query switches', () => {
  it('chat=true opens the chat drawer on any page and leaves the address', async () => {
    const { screen, router } = await renderApp('/sport/soccer?chat=true', DESKTOP)
    await expect.element(screen.getByRole('complementary', { name: 'Live support' })).toBeVisible()
    expect(router.state.location.search).toEqual({})
    expect(router.state.location.pathname).toBe('/sport/soccer')
  })

  it('mybet=true and invite=true ask a visitor to sign in', async () => {
    const { screen } = await renderApp('/?mybet=true', MOBILE)
    await expect.element(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
    expect(ui.openedOffCanvas).toBeNull()
  })

  it('mybet=true opens my bets and invite=true the invite window for a player', async () => {
    await signInDemo()
    const { screen } = await renderApp('/?mybet=true&invite=true', DESKTOP)
    await expect.element(screen.getByRole('complementary', { name: 'My bets' })).toBeVisible()
    const invite = screen.getByRole('dialog', { name: 'Invite friends' })
    await expect.element(invite).toBeVisible()
    await expect.element(invite.getByText(/\/registration\?inviteCode=[0-9A-F]{8}/)).toBeVisible()
  })

  it('menu=true opens the mobile menu', async () => {
    const { screen } = await renderApp('/?menu=true', MOBILE)
    await expect.element(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  })

  it('menu=true leaves a laptop as it is: the sidebar is its menu', async () => {
    const { screen, router } = await renderApp('/?menu=true', DESKTOP)
    await expect.poll(() => router.state.location.search).toEqual({})
    expect(ui.isMobileMenuShow).toBe(false)
    expect(screen.getByRole('dialog', { name: 'Menu' }).query()).toBeNull()
  })

  it('on a laptop My bets is in the sidebar and the account menu', async () => {
    await signInDemo()
    const { screen, router } = await renderApp('/', DESKTOP)
    await screen.getByRole('button', { name: 'Account menu' }).click()
    await screen.getByRole('link', { name: 'My bets' }).first().click()
    await expect.poll(() => router.state.location.pathname).toBe('/my-bets')
    const sidebar = screen.getByRole('navigation', { name: 'Main menu' })
    await expect.element(sidebar.getByRole('link', { name: 'My bets' })).toBeVisible()
  })

  it('malformed switches and search values never crash a page', async () => {
    const { screen } = await renderApp(
      '/lottery/mark-six?chat=%7Bbroken&mybet=12&game=%5B1%5D&menu=maybe',
      MOBILE,
    )
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Mark Six' })).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: 'Hong Kong Mark Six' }))
      .toHaveAttribute('aria-pressed', 'true')
  })
})
