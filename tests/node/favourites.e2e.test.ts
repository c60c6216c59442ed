import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { catalogText, fundedPlayer, startSite } from './site.ts'

/**
 * Favourites on the built site against the real server: a team starred in the lobby leads the
 * home page's 'Your favourites' with its prices, and unstarred it is gone; a refusal puts the
 * star back. A fixed clock, so the fixtures are the same whatever day the test runs.
 */
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock: manualClock(new Date('2026-03-02T06:00:00Z')) })
  await site.app.jobs.sportsTick()
}, 60_000)
afterAll(() => site?.close())

const add = (name: string) => catalogText('en', 'favourites.add').replace('{name}', name)

async function player(account: string) {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const tokens = await fundedPlayer(page, site.origin, account, '10')
  const kept = async () =>
    (
      await (
        await page.request.get(`${site.origin}/sports/member/favourites`, {
          headers: { authorization: `Bearer ${tokens.token}` },
        })
      ).json()
    ).data.list.map((f: { name: string }) => f.name) as string[]
  return { context, page, kept }
}

/** The last match card of the soccer lobby (not first, so favourites-first has a card to move) and its home team. */
async function lastSoccerCard(page: Page) {
  await page.goto(`${site.origin}/sport/soccer`)
  const card = page.getByRole('article').last()
  await card.waitFor()
  const team = (await card.getByRole('heading').locator('span[id$="-home"]').textContent()) ?? ''
  expect(team).not.toBe('')
  return { card, team }
}

const favourites = (page: Page) => page.getByRole('region', { name: catalogText('en', 'home.favourites') })

describe('favourite teams', () => {
  it('a team starred in the lobby leads home with its prices; unstarred, it is gone', async () => {
    const { context, page, kept } = await player('favee01')
    const { card, team } = await lastSoccerCard(page)
    const star = card.getByRole('button', { name: add(team), exact: true })
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    const saved = page.waitForResponse(
      (r) => r.url().includes('member/favourites') && r.request().method() === 'POST',
    )
    await star.click()
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true')
    expect((await saved).status()).toBe(200)
    expect(await kept()).toEqual([team])

    // The next visit shows the favourite's match first.
    await page.reload()
    const onTop = page
      .getByRole('article')
      .first()
      .getByRole('button', { name: add(team), exact: true })
    await onTop.waitFor()
    expect(await onTop.getAttribute('aria-pressed')).toBe('true')

    await page.goto(site.origin)
    const section = favourites(page)
    const match = section.getByRole('listitem').filter({ hasText: team }).first()
    await match.waitFor()
    // Its prices go to the slip as the starting-soon ones do.
    await match.getByRole('button', { name: /^Home/ }).click()
    await expect
      .poll(() => match.getByRole('button', { name: /^Home/ }).getAttribute('aria-pressed'))
      .toBe('true')
    await page.getByRole('button', { name: /Bet slip \(1\)/ }).waitFor()

    await page.goto(`${site.origin}/sport/soccer`)
    const starred = page.getByRole('button', { name: add(team), exact: true }).first()
    await starred.waitFor()
    const removed = page.waitForResponse(
      (r) => r.url().includes('member/favourites') && r.request().method() === 'DELETE',
    )
    await starred.click()
    expect((await removed).status()).toBe(200)
    await expect.poll(() => starred.getAttribute('aria-pressed')).toBe('false')
    expect(await kept()).toEqual([])

    await page.goto(site.origin)
    await page
      .getByRole('region', { name: catalogText('en', 'home.startingSoon') })
      .getByRole('listitem')
      .first()
      .waitFor()
    expect(await favourites(page).count()).toBe(0)
    await context.close()
  }, 120_000)

  it('a refused star goes back as it was and says why', async () => {
    const { context, page, kept } = await player('favee02')
    await page.route('**/sports/member/favourites', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 422, json: { code: 1, msg: 'favouritesFull', data: { max: 50 } } })
        : route.continue(),
    )
    const { card, team } = await lastSoccerCard(page)
    const star = card.getByRole('button', { name: add(team), exact: true })
    await star.click()
    await page.getByText(catalogText('en', 'favouritesFull')).waitFor()
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false')
    expect(await kept()).toEqual([])
    await context.close()
  }, 60_000)

  it('a visitor sees no stars', async () => {
    const page = await site.browser.newPage()
    await page.goto(`${site.origin}/sport/soccer`)
    await page.getByRole('article').first().waitFor()
    expect(await page.getByRole('button', { name: /to favourites$/ }).count()).toBe(0)
    await page.close()
  }, 60_000)
})
