import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { displayUnits } from '../../studio/math/units.ts'
import { seriousViolations } from './axe.ts'
import { fitsWidth, fundedPlayer, startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(() => site?.close())

const micro = (text: string) => BigInt(text.replace('.', ''))
const idle = () => document.querySelector('.stage')?.getAttribute('data-state') === 'idle'

describe('the sandbox studio, end to end on the built site', () => {
  it('20 spins of Lucky Reels through its own UI: our balance = start − Σ bets + Σ wins of the game history; a round verifies after a rotation', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const tokens = await fundedPlayer(page, site.origin, `reels${Date.now().toString(36)}`, '100')
    const auth = { authorization: `Bearer ${tokens.token}` }
    const ourBalance = async () =>
      (await (await page.request.get(`${site.origin}/sports/member/account`, { headers: auth })).json()).data
        .score as string
    const start = micro(await ourBalance())
    expect(start).toBe(100_000_000n)

    // The real launch answers the studio's URL, which carries the signed session token.
    const launch = await page.request.get(`${site.origin}/pggame/pg/lucky-reels`, { headers: auth })
    const url = (await launch.json()).data.url as string
    expect(url).toMatch(/^\/sandbox\/games\/pg\/lucky-reels\?token=/)
    await page.goto(`${site.origin}${url}&lang=en`)
    const spin = page.getByRole('button', { name: 'Spin' })
    await spin.waitFor()
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe('100.00')
    expect(await fitsWidth(page)).toBe(true)

    // A bet above the balance is refused in the studio's words, and nothing moves.
    await page.getByLabel('Total bet').fill('150')
    await page.getByLabel('Total bet').press('Tab')
    await spin.click()
    await expect.poll(() => page.getByTestId('say').textContent()).toBe('Insufficient balance')
    expect(micro(await ourBalance())).toBe(start)

    // 20 spins at 2.5 (typed), the first by keyboard (Space), the rest with the button.
    await page.getByLabel('Total bet').fill('2.5')
    await page.getByLabel('Total bet').press('Tab')
    await page.locator('body').click({ position: { x: 5, y: 300 } })
    await page.keyboard.press('Space')
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=history] [data-round]').length === 1,
    )
    for (let i = 1; i < 20; i++) {
      await spin.click()
      await page.waitForFunction(idle, null, { timeout: 30_000 })
    }
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=history] [data-round]').length === 20,
    )
    const rows = await page.locator('[data-testid=history] [data-round]').evaluateAll((els) =>
      els.map((e) => ({
        bet: e.getAttribute('data-bet') ?? '',
        win: e.getAttribute('data-win') ?? '',
        status: e.getAttribute('data-status'),
      })),
    )
    expect(rows).toHaveLength(20)
    expect(rows.every((r) => r.bet === '2.500000' && r.status === 'settled')).toBe(true)
    const bets = rows.reduce((n, r) => n + micro(r.bet), 0n)
    const wins = rows.reduce((n, r) => n + micro(r.win), 0n)
    expect(bets).toBe(50_000_000n)
    // Exactly, to the micro-unit: our wallet, the game's header and its history agree.
    expect(micro(await ourBalance())).toBe(start - bets + wins)
    expect(await page.getByTestId('balance').textContent()).toBe(displayUnits(start - bets + wins))
    // Our My bets shows the same rounds.
    const mybet = (
      await (
        await page.request.get(`${site.origin}/pggame/pg/mybet?start=0&limit=50`, { headers: auth })
      ).json()
    ).data as { bet: string; win: string }[]
    expect(mybet).toHaveLength(20)
    expect(mybet.reduce((n, r) => n + micro(r.win), 0n)).toBe(wins)

    // Before the rotation the verifier cannot check the round: its seed is still secret.
    const hashBefore = await page.getByTestId('seed-hash').textContent()
    const firstVerify = page
      .locator('[data-testid=history] [data-round]')
      .last()
      .getByRole('link', { name: 'Verify' })
    const [early] = await Promise.all([context.waitForEvent('page'), firstVerify.click()])
    await early.getByTestId('v-not-revealed').waitFor()
    await early.close()

    // Rotate: the revealed seed hashes to what was shown before play; the verifier now matches.
    await page.getByText('Provably fair').click()
    await page.getByRole('button', { name: /Rotate seed/ }).click()
    const revealed = await page.getByTestId('revealed-seed').textContent()
    expect(revealed).toMatch(/^[0-9a-f]{64}$/)
    expect(await page.getByTestId('seed-hash').textContent()).not.toBe(hashBefore)
    const [verifier] = await Promise.all([context.waitForEvent('page'), firstVerify.click()])
    await verifier.getByTestId('v-match').waitFor()
    expect(await verifier.getByTestId('v-hash').getAttribute('data-ok')).toBe('true')
    expect(await verifier.getByTestId('v-match').getAttribute('data-ok')).toBe('true')
    expect(await verifier.getByTestId('v-server_seed').inputValue()).toBe(revealed)
    expect(await verifier.getByTestId('v-server_seed_hash').inputValue()).toBe(hashBefore)
    expect(await fitsWidth(verifier)).toBe(true)
    // A changed seed no longer verifies.
    await verifier.getByTestId('v-server_seed').fill(`${revealed}x`)
    await verifier.getByRole('button', { name: 'Verify', exact: true }).click()
    expect(await verifier.getByTestId('v-hash').getAttribute('data-ok')).toBe('false')
    expect(await verifier.getByTestId('v-match').getAttribute('data-ok')).toBe('false')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a forged or expired launch token gets a clear page in the player’s language, not an error', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const res = await page.goto(`${site.origin}/sandbox/games/pg/lucky-reels?token=forged.token&lang=zh-CN`)
    expect(res?.status()).toBe(200)
    await expect
      .poll(() => page.getByTestId('stopped').textContent())
      .toBe('本次游戏会话已过期。请关闭游戏，并从网站重新打开。')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh')
    await context.close()
  })

  for (const width of [390, 1280]) {
    it(`the game page and the verifier have no serious accessibility violations at ${width} px`, async () => {
      // axe is injected as an inline script, which the pages' CSP rightly forbids.
      const context = await site.browser.newContext({
        viewport: { width, height: 844 },
        bypassCSP: true,
        reducedMotion: 'reduce',
      })
      const page = await context.newPage()
      const tokens = await fundedPlayer(page, site.origin, `axe${width}${Date.now().toString(36)}`, '20')
      const launch = await page.request.get(`${site.origin}/pggame/pg/lucky-reels`, {
        headers: { authorization: `Bearer ${tokens.token}` },
      })
      await page.goto(`${site.origin}${(await launch.json()).data.url}&lang=en`)
      await page.getByRole('button', { name: 'Spin' }).click()
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid=history] [data-round]').length === 1,
      )
      await page.getByText('Provably fair').click()
      expect(await seriousViolations(page)).toEqual([])
      expect(await fitsWidth(page)).toBe(true)
      const href = await page.locator('[data-testid=history] a').first().getAttribute('href')
      await page.goto(`${site.origin}${href}`)
      await page.getByTestId('v-not-revealed').waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    }, 30_000)
  }
})
