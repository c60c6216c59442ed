import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales.ts'
import { catalogText, eachInParallel, fundedPlayer, startSite, storeTokens } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(() => site?.close())

const message = catalogText

describe('tabs fit a 390 px phone in every language', () => {
  it('my bets, wallet and Mark Six tabs all show without scrolling out of sight', async () => {
    const first = await site.browser.newPage()
    const tokens = await fundedPlayer(first, site.origin, 'tabsfit', '10')
    await first.close()
    // The languages side by side, each in its own context of the one browser.
    const overflow = await eachInParallel(Object.keys(LOCALES), async (lang) => {
      const overflow: string[] = []
      const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang })
      const page = await context.newPage()
      await storeTokens(page, site.origin, tokens)
      const tablists = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[role=tablist]')].map((l) => ({
            scroll: l.scrollWidth,
            client: l.clientWidth,
          })),
        )
      await page.goto(`${site.origin}/my-bets`)
      await page.getByRole('tab', { name: message(lang, 'status.cancelled') }).waitFor()
      for (const { scroll, client } of await tablists())
        if (scroll > client) overflow.push(`${lang} my bets ${scroll}/${client}`)
      await page.getByRole('button', { name: message(lang, 'wallet'), exact: true }).click()
      await page
        .getByRole('dialog')
        .getByRole('tab', { name: message(lang, 'wallet.history') })
        .waitFor()
      for (const { scroll, client } of await tablists())
        if (scroll > client) overflow.push(`${lang} wallet ${scroll}/${client}`)
      await page.goto(`${site.origin}/lottery/mark-six`)
      await page.getByRole('tab', { name: message(lang, 'tab.statistics') }).waitFor()
      for (const { scroll, client } of await tablists())
        if (scroll > client) overflow.push(`${lang} mark six ${scroll}/${client}`)
      await context.close()
      return overflow
    })
    expect(overflow).toEqual([])
  }, 120_000)
})
