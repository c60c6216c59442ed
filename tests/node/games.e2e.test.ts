import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { sandboxSeamlessStudio } from '../../server/test/seamlessStudio.ts'
import { fundedPlayer, siteApi, startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(() => site?.close())

const get = (path: string, token: string) => siteApi(site.origin, path, undefined, token)

/** The demo admin's console session, through the API (the site runs on the real clock). */
let adminSession: Promise<string> | undefined
const adminToken = () => {
  adminSession ??= (async () => {
    const first = await siteApi(site.origin, '/backoffice/api/sign-in', {
      name: DEMO_OPERATOR.name,
      password: DEMO_OPERATOR.password,
    })
    const code = TOTP.generate({ secret: Secret.fromBase32(DEMO_OPERATOR.totpSecret.replace(/\s/g, '')) })
    const second = await siteApi(site.origin, '/backoffice/api/sign-in/second-factor', {
      challenge: first.data.challenge,
      code,
    })
    return second.data.token as string
  })()
  return adminSession
}

describe('the games on the built site', () => {
  it('lobby → list → the game framed from the studio → close returns to the list; the round in My bets', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const player = await fundedPlayer(page, site.origin, 'gamesE2e1', '30')
    await page.goto(`${site.origin}/game`)
    const pg = page.getByRole('region', { name: 'PG games' })
    await pg.getByRole('link', { name: 'All games' }).click()
    await page.waitForURL(/\/game\/pgGames$/)
    await page.getByRole('link', { name: 'Play Lucky Reels' }).click()
    await page.waitForURL(/\/game\/play\/pgGames\/lucky-reels$/)
    const frame = page.getByTitle('Lucky Reels', { exact: true }).and(page.locator('iframe'))
    const src = (await frame.getAttribute('src')) ?? ''
    expect(src).toMatch(/^\/sandbox\/games\/pg\/lucky-reels\?token=[^&]+&lang=en$/)
    // The studio's page is same-origin, and our headers let the site frame it (and nobody else).
    const framed = await fetch(`${site.origin}${src}`)
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(framed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)

    await page.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL(/\/game\/pgGames$/)
    await page.goto(`${site.origin}/game`)
    const recent = page.getByRole('region', { name: 'Recently played' })
    expect(await recent.getByRole('link').getAttribute('aria-label')).toBe('Play Lucky Reels')

    // A round the studio plays on that launch shows in My bets with its verifier.
    const session = new URL(src, site.origin).searchParams.get('token') ?? ''
    const studio = sandboxSeamlessStudio(
      site.origin,
      (p) => site.app.games.keyOf(p),
      () => Date.now(),
    )
    const round = await studio.playRound('pg', session, '2.5', '4.000001')
    await page.goto(`${site.origin}/my-bets`)
    await page.getByRole('button', { name: 'PG games' }).click()
    const card = page.getByRole('listitem').filter({ hasText: round.round_id })
    await expect(card.textContent()).resolves.toMatch(/Lucky Reels.*2\.500000 USDT.*4\.000001 USDT/)
    expect(await card.getByRole('link', { name: 'Verify this round' }).getAttribute('href')).toBe(
      `/sandbox/games/verify?provider=pg&round=${encodeURIComponent(round.round_id)}`,
    )
    expect((await get('/sports/member/account', player.token)).data.score).toBe('31.500001')

    // On a phone the game takes the whole screen.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${site.origin}/game/play/pgGames/rocket`)
    const box = await page.locator('iframe').boundingBox()
    expect(box?.width).toBe(390)
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800)
    await page.close()
  })

  it('a game disabled in the back office shows Currently not available at the next poll, and its launch is refused', async () => {
    const admin = await adminToken()
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const player = await fundedPlayer(page, site.origin, 'gamesE2e2', '5')
    await page.clock.install()
    await page.goto(`${site.origin}/game/tadaGames`)
    const mines = page.getByRole('link', { name: 'Play Mines' })
    await mines.waitFor()
    try {
      const disabled = await siteApi(
        site.origin,
        '/backoffice/api/games/27/status',
        { status: 2, reason: 'Studio maintenance' },
        admin,
      )
      expect(disabled).toMatchObject({ code: 0 })
      // Refused at once by the server, shown on the open page within one 60 s poll.
      expect(await get('/tadaGame/startForUrl/mines', player.token)).toMatchObject({ msg: 'gameNotActive' })
      await page.clock.fastForward(61_000)
      await mines.waitFor({ state: 'detached' })
      expect(await page.getByText('Currently not available').count()).toBe(2)
      await page.goto(`${site.origin}/game/play/tadaGames/mines`)
      await page.getByText('This game is currently not active').waitFor()
      expect(await page.locator('iframe').count()).toBe(0)
    } finally {
      await siteApi(site.origin, '/backoffice/api/games/27/status', { status: 1, reason: 'Back on' }, admin)
    }
    await page.close()
  })

  it('card game: 50 brought in, the studio balance shown while playing, everything back on close, a failed way back shown and retried', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } })
    const player = await fundedPlayer(page, site.origin, 'gamesE2e3', '60')
    await page.goto(`${site.origin}/game/cardGame`)
    await page.getByRole('link', { name: 'Play Baccarat' }).click()
    await page.getByLabel('Amount to bring in (USDT)').fill('50')
    await page.getByRole('button', { name: 'Bring in and play' }).click()
    const frame = page.locator('iframe[title="Baccarat"]')
    expect(await frame.getAttribute('src')).toMatch(/^\/sandbox\/games\/ky\/0\?token=/)
    await page.getByText('At the table: 50.000000 USDT').waitFor()
    expect((await get('/sports/member/account', player.token)).data.score).toBe('10.000000')
    expect((await get('/playcard/ky/balance', player.token)).data.balance).toBe('50.000000')

    // The studio does not answer the way back: the player sees the money still at the table.
    const sandbox = site.app.studio?.transfer
    if (!sandbox) throw new Error('the demo site mounts the sandbox studio')
    sandbox.faults.silent = true
    try {
      await page.getByRole('button', { name: 'Close' }).click()
      const stuck = page.getByRole('alert').filter({ hasText: 'could not be taken back' })
      await stuck.getByText('Still at the table: 50.000000 USDT').waitFor()
    } finally {
      sandbox.faults.silent = false
    }
    expect((await get('/sports/member/account', player.token)).data.score).toBe('10.000000')
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.waitForURL(/\/game\/cardGame$/)
    expect((await get('/playcard/ky/balance', player.token)).data.balance).toBe('0.000000')
    expect((await get('/sports/member/account', player.token)).data.score).toBe('60.000000')
    // The order the studio never got is voided: nothing comes back twice.
    await site.app.games.transfers.reconcilePending()
    expect((await get('/sports/member/account', player.token)).data.score).toBe('60.000000')

    // Left with the back button instead of the close: the money comes back all the same.
    await page.getByRole('link', { name: 'Play Baccarat' }).click()
    await page.getByLabel('Amount to bring in (USDT)').fill('5')
    await page.getByRole('button', { name: 'Bring in and play' }).click()
    await page.getByText('At the table: 5.000000 USDT').waitFor()
    await page.goBack()
    await page.waitForURL(/\/game\/cardGame$/)
    await expect
      .poll(async () => (await get('/playcard/ky/balance', player.token)).data.balance)
      .toBe('0.000000')
    expect((await get('/sports/member/account', player.token)).data.score).toBe('60.000000')
    await page.close()
  })
})
