import { sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { problemsIn } from './phoneFit.ts'
import { catalogText, eachInParallel, fundedPlayer, startSite, storeTokens } from './site.ts'

// A fixed clock: the lobbies show the same fixtures whatever day the test runs.
let site: Awaited<ReturnType<typeof startSite>>
const clock = manualClock(new Date('2026-03-02T06:00:00Z'))
beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.sportsTick()
}, 60_000)
afterAll(() => site?.close())

/** Every page of spec §2 a player reaches, signed in. */
const PAGES = [
  '/',
  '/sport/soccer',
  '/sport/basketball',
  '/sport/football',
  '/sport/cricket',
  '/sport/all',
  '/lottery/mark-six',
  '/lottery/pk10',
  '/lottery/airship',
  '/my-bets',
  '/profile',
  '/game',
  '/game/pgGames',
  // The card game's transfer step (the amount to bring in, both balances).
  '/game/play/cardGame/0',
  '/live-games',
  '/rewards',
  '/reports',
  '/chat',
  '/private-messages',
  '/announcements',
  '/agreement',
  '/under-construction',
]

describe('every page and dialog fits a 390 px phone', () => {
  it('in English, Chinese and Japanese: nothing wider than the screen, no text cut, targets ≥ 44 px', async () => {
    const first = await site.browser.newPage()
    const tokens = await fundedPlayer(first, site.origin, 'fitcheck', '10')
    // Favourites of each kind, so home shows 'Your favourites' and the lobbies starred names.
    const lobby = async (path: string) =>
      (await (await first.request.get(`${site.origin}/sports/${path}`)).json()).data.list
    const [soccer] = await lobby('soccer?start=0&limit=1')
    const [match] = await lobby('cricketAPI/matchData/matchList?start=0&limit=1')
    for (const data of [
      { kind: 'team', sport: 'soccer', name: soccer.home_name },
      { kind: 'league', sport: 'soccer', name: soccer.league_name },
      { kind: 'team', sport: 'cricket', name: match.away },
    ]) {
      const kept = await first.request.post(`${site.origin}/sports/member/favourites`, {
        headers: { authorization: `Bearer ${tokens.token}` },
        data,
      })
      expect((await kept.json()).code).toBe(0)
    }
    await first.close()
    // The languages side by side, each in its own context of the one browser.
    const problems = await eachInParallel(['en', 'zh', 'ja'], async (lang) => {
      const problems: string[] = []
      const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })
      const page = await context.newPage()
      await storeTokens(page, site.origin, tokens)
      await page.evaluate((l) => localStorage.setItem('language', l), lang)
      for (const path of PAGES) {
        await page.goto(`${site.origin}${path}`)
        await page.waitForLoadState('networkidle')
        problems.push(...(await problemsIn(page, `${lang} ${path}`)))
      }
      await context.close()
      return problems
    })
    expect(problems).toEqual([])
  }, 300_000)

  it('the dialogs and drawers too: sign-in, register, every wallet tab, the menu and the bet slip', async () => {
    const first = await site.browser.newPage()
    const tokens = await fundedPlayer(first, site.origin, 'fitdialogs', '10')
    await first.close()
    // The languages side by side, each in its own context of the one browser.
    const problems = await eachInParallel(['en', 'zh', 'ja'], async (lang) => {
      const problems: string[] = []
      const visitor = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })
      const page = await visitor.newPage()
      await page.goto(site.origin)
      await page.evaluate((l) => localStorage.setItem('language', l), lang)
      for (const path of ['/login', '/registration']) {
        await page.goto(`${site.origin}${path}`)
        await page.getByRole('dialog').waitFor()
        problems.push(...(await problemsIn(page, `${lang} ${path} dialog`)))
      }
      await visitor.close()

      const player = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })
      const signedIn = await player.newPage()
      await storeTokens(signedIn, site.origin, tokens)
      await signedIn.evaluate((l) => localStorage.setItem('language', l), lang)
      await signedIn.goto(site.origin)
      await signedIn.getByRole('button', { name: catalogText(lang, 'wallet'), exact: true }).click()
      const wallet = signedIn.getByRole('dialog')
      for (const tab of ['deposit', 'withdraw', 'transfer', 'history']) {
        await wallet.getByRole('tab', { name: catalogText(lang, `wallet.${tab}`) }).click()
        await signedIn.waitForLoadState('networkidle')
        problems.push(...(await problemsIn(signedIn, `${lang} wallet ${tab}`)))
      }
      // The card form: the widest of the deposit forms (expiry and CVV side by side).
      await wallet.getByRole('tab', { name: catalogText(lang, 'wallet.deposit') }).click()
      await wallet.getByRole('button', { name: catalogText(lang, 'wallet.channel.card') }).click()
      await wallet.getByRole('button', { name: catalogText(lang, 'wallet.deposit'), exact: true }).waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} wallet card deposit`)))
      await signedIn.goto(`${site.origin}/?menu=true`)
      await signedIn.getByRole('dialog').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} menu`)))
      await signedIn.goto(`${site.origin}/sport/soccer`)
      // An odds button (the favourite stars are toggles too, but outside the prices).
      await signedIn.locator('main [data-kind] button[aria-pressed]').first().click()
      const slipLabel = catalogText(lang, 'betslip.openWith').split('{')[0] ?? ''
      await signedIn.getByRole('button', { name: slipLabel }).click()
      await signedIn.getByRole('complementary', { name: catalogText(lang, 'betslip.title') }).waitFor()
      await signedIn.waitForLoadState('networkidle')
      problems.push(...(await problemsIn(signedIn, `${lang} bet slip`)))
      await player.close()
      return problems
    })
    expect(problems).toEqual([])
  }, 300_000)

  it('the back office too: sign-in, enrolment, games, operators, the audit log and their dialogs', async () => {
    const api = async (path: string, data: object, token?: string) => {
      const res = await fetch(`${site.origin}/backoffice/api/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(data),
      })
      return (await res.json()).data
    }
    const { challenge } = await api('sign-in', { name: DEMO_OPERATOR.name, password: DEMO_OPERATOR.password })
    const code = TOTP.generate({
      secret: Secret.fromBase32(DEMO_OPERATOR.totpSecret),
      timestamp: clock.now().getTime(),
    })
    const { token } = await api('sign-in/second-factor', { challenge, code })
    // The languages side by side, each in its own context of the one browser.
    const problems = await eachInParallel(['en', 'zh', 'ja'], async (lang) => {
      const problems: string[] = []
      const name = `fit.${lang}.operator`
      await api('operators', { name, role: 'marketing', password: 'Operator123' }, token)
      const visitor = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })
      const page = await visitor.newPage()
      await page.goto(site.origin)
      await page.evaluate((l) => localStorage.setItem('language', l), lang)
      await page.goto(`${site.origin}/backoffice`)
      await page.locator('input[name=name]').fill(name)
      problems.push(...(await problemsIn(page, `${lang} backoffice sign-in`)))
      await page.locator('input[name=password]').fill('Operator123')
      await page.locator('button[type=submit]').click()
      await page.locator('svg[role=img]').waitFor()
      problems.push(...(await problemsIn(page, `${lang} backoffice enrolment`)))
      await visitor.close()

      const admin = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })
      await admin.addInitScript((t) => sessionStorage.setItem('bo_token', t), token)
      const signedIn = await admin.newPage()
      await signedIn.goto(site.origin)
      await signedIn.evaluate((l) => localStorage.setItem('language', l), lang)
      for (const path of [
        '/backoffice',
        '/backoffice/games',
        '/backoffice/operators',
        '/backoffice/audit',
        '/backoffice/withdrawals',
        '/backoffice/deposits',
        '/backoffice/players',
        '/backoffice/players/1',
        '/backoffice/dashboard',
        '/backoffice/draws',
        '/backoffice/content',
        '/backoffice/campaigns',
        '/backoffice/matches',
      ]) {
        await signedIn.goto(`${site.origin}${path}`)
        await signedIn.locator('main h1').waitFor()
        await signedIn.waitForLoadState('networkidle')
        problems.push(...(await problemsIn(signedIn, `${lang} ${path}`)))
      }
      await signedIn.goto(`${site.origin}/backoffice/operators`)
      await signedIn.locator('tbody tr').first().waitFor()
      await signedIn.locator('main h1 + button').click()
      await signedIn.getByRole('dialog').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice add operator`)))
      await signedIn.keyboard.press('Escape')
      await signedIn.locator('tbody tr').first().locator('button').first().click()
      await signedIn.getByRole('dialog').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice change role`)))
      await signedIn.keyboard.press('Escape')
      await signedIn.goto(`${site.origin}/backoffice/games`)
      await signedIn.locator('tbody tr button').first().click()
      await signedIn.getByRole('dialog').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice game status`)))
      await signedIn.keyboard.press('Escape')
      await signedIn.goto(`${site.origin}/backoffice/players/1`)
      await signedIn.locator('main h1 + div button').last().click()
      await signedIn.getByRole('dialog').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice balance adjustment`)))
      await signedIn.goto(`${site.origin}/backoffice/content`)
      await signedIn.locator('tbody tr button').first().click()
      await signedIn.getByRole('dialog').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice slide`)))
      await signedIn.keyboard.press('Escape')
      // The ad placements' section is the page's last; its first row's Edit opens the ad's form.
      await signedIn.locator('main section').last().locator('tbody tr button').first().click()
      await signedIn.getByRole('dialog').locator('input[name=pic]').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice ad placement`)))
      await signedIn.keyboard.press('Escape')
      await signedIn.goto(`${site.origin}/backoffice/campaigns`)
      await signedIn.locator('main h1 + button').click()
      // The new campaign's form with the preview of what a player would get.
      await signedIn.getByRole('dialog').locator('table tbody tr').first().waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice new campaign`)))
      await signedIn.keyboard.press('Escape')
      await signedIn.goto(`${site.origin}/backoffice/withdrawals`)
      await signedIn.locator('section tbody tr button').first().click()
      await signedIn.getByRole('dialog').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice withdrawal channel`)))
      await signedIn.goto(`${site.origin}/backoffice/matches`)
      await signedIn.locator('tbody tr button').last().click()
      await signedIn.getByRole('dialog').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice void match`)))
      await signedIn.keyboard.press('Escape')
      // A postponed match takes its result by hand: the form with both scores.
      await site.database.db.execute(
        sql`update matches set status = 'postponed' where id = (select min(id) from matches where game = 'soccer' and status = 'scheduled')`,
      )
      await signedIn.locator('select[name=state]').selectOption('postponed')
      await signedIn.locator('search button[type=submit]').click()
      // The postponed list's own button, not the first of the list still shown before it arrives.
      const enterResult = catalogText(lang, 'bo.matches.enterResult')
      expect(enterResult).not.toBe('')
      await signedIn
        .getByRole('button', { name: `${enterResult}:` })
        .first()
        .click()
      await signedIn.getByRole('dialog').locator('input[name=fullAway]').waitFor()
      problems.push(...(await problemsIn(signedIn, `${lang} backoffice match result`)))
      await admin.close()
      return problems
    })
    expect(problems).toEqual([])
  }, 300_000)

  it("Mark Six's results, statistics and zodiac table, with the site's draw history", async () => {
    await site.app.jobs.drawTick()
    // The languages side by side, each in its own context of the one browser.
    const problems = await eachInParallel(['en', 'zh', 'ja'], async (lang) => {
      const problems: string[] = []
      const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })
      const page = await context.newPage()
      await page.goto(site.origin)
      await page.evaluate((l) => localStorage.setItem('language', l), lang)
      await page.goto(`${site.origin}/lottery/mark-six?game=hkmarksix`)
      await page.getByRole('button', { name: catalogText(lang, 'lottery.type.specialCodeAnimal') }).click()
      await page.getByRole('table').waitFor()
      problems.push(...(await problemsIn(page, `${lang} zodiac table`)))
      for (const tab of ['results', 'statistics']) {
        await page.getByRole('tab', { name: catalogText(lang, `tab.${tab}`) }).click()
        await page.waitForLoadState('networkidle')
        await page.getByRole('tabpanel').locator('[data-colour]').first().waitFor()
        problems.push(...(await problemsIn(page, `${lang} mark six ${tab}`)))
      }
      await context.close()
      return problems
    })
    expect(problems).toEqual([])
  }, 300_000)

  it('Reports with bets on several products, in all ten languages: the table becomes cards, nothing scrolls sideways', async () => {
    const first = await site.browser.newPage()
    await site.app.jobs.drawTick()
    const tokens = await fundedPlayer(first, site.origin, 'fitreports', '10000')
    const post = async (url: string, data: object, key: string) => {
      const res = await first.request.post(`${site.origin}/sports/${url}`, {
        headers: { authorization: `Bearer ${tokens.token}`, 'idempotency-key': key },
        data,
      })
      const { code, msg } = await res.json()
      expect([url, code, msg]).toEqual([url, 0, expect.anything()])
    }
    const get = async (url: string) =>
      (await (await first.request.get(`${site.origin}/sports/${url}`)).json()).data
    const [match] = (await get('soccer?start=0&limit=1')).list
    const market = match.markets.find((m: { kind: string }) => m.kind === 'wl')
    const pick = { match_id: match.match_id, kind: market.kind, name: market.name, odds: market.odds }
    await post('soccer/bet', { selections: [pick], strings: [1], multiple: 10 }, 'fit-soccer')
    // Wide figures: thousands in every amount column.
    const markSix = (await get('hkmarksix')).next
    const items = [{ bet: { type: 'specialCode', number: 7 }, amount: '4321.5' }]
    await post('marksix/bet', { game: 'hkmarksix', match_id: markSix.match_id, items }, 'fit-marksix')
    const pk10 = (await get('pk10/last')).next
    const cars = Array.from({ length: 10 }, (_, i) => ({
      bet: { type: 'position', position: 1, car: i + 1 },
      amount: '345.67',
    }))
    await post('pk10/bet', { match_id: pk10.match_id, items: cars }, 'fit-pk10')
    await first.close()

    // The languages side by side, each in its own context of the one browser.
    const problems = await eachInParallel(
      ['en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'pt', 'ru'],
      async (lang) => {
        const problems: string[] = []
        const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })
        const page = await context.newPage()
        await storeTokens(page, site.origin, tokens)
        await page.evaluate((l) => localStorage.setItem('language', l), lang)
        await page.goto(`${site.origin}/reports`)
        // The totals row and a card per product that was bet on.
        await expect.poll(() => page.locator('main table tbody tr').count(), { timeout: 15_000 }).toBe(3)
        await page.locator('main table tfoot tr').waitFor()
        problems.push(...(await problemsIn(page, `${lang} /reports with bets`)))
        await context.close()
        return problems
      },
    )
    expect(problems).toEqual([])
  }, 300_000)
})
