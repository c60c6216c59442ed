import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { games, liveDeviceRecords } from '../../server/db/schema.ts'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { startSite, storeTokens } from './site.ts'

// The built site on the real server, the live studio mounted beside it (demo mode).
let site: Awaited<ReturnType<typeof startSite>>
let tokens: { token: string; fresh_token: string; user_id: number }
beforeAll(async () => {
  site = await startSite()
  const reg = await fetch(`${site.origin}/sports/reg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'liveplayer', password: 'Secret123' }),
  })
  tokens = (await reg.json()).data
}, 60_000)
afterAll(() => site?.close())

const NAMES = {
  en: ['Baccarat', 'Dragon Tiger', 'Roulette', 'Sic Bo'],
  'zh-CN': ['百家乐', '龙虎', '轮盘', '骰宝'],
}

async function signedInPage(locale: 'en' | 'zh-CN', width: number) {
  const context = await site.browser.newContext({
    locale,
    viewport: { width, height: width < 768 ? 844 : 800 },
  })
  const page = await context.newPage()
  await storeTokens(page, site.origin, tokens)
  return { context, page }
}

describe('the live games lobby and the game-loader on the built site', () => {
  for (const locale of ['en', 'zh-CN'] as const) {
    it(`lists the four tables with their pictures in ${locale}`, async () => {
      const { context, page } = await signedInPage(locale, 1280)
      await page.goto(`${site.origin}/live-games`)
      const cards = page.locator('main a[href*="game-loader"]')
      await cards.first().waitFor()
      expect(await cards.count()).toBe(4)
      for (const name of NAMES[locale]) await page.getByText(name, { exact: true }).waitFor()
      // Every picture loaded (a broken image has no natural width).
      const widths = await page.locator('main img').evaluateAll((imgs) =>
        Promise.all(
          (imgs as HTMLImageElement[]).map(async (img) => {
            await img.decode().catch(() => undefined)
            return img.naturalWidth
          }),
        ),
      )
      expect(widths).toHaveLength(4)
      expect(widths.every((w) => w > 0)).toBe(true)
      await context.close()
    })
  }

  it('at 1280 px a card opens the table in a full frame with the studio URL; Close returns to the lobby', async () => {
    const { context, page } = await signedInPage('en', 1280)
    await page.goto(`${site.origin}/live-games`)
    await page.getByRole('link', { name: 'Baccarat Live' }).click()
    await page.waitForURL(/\/game-loader\?gameId=baccarat-1$/)
    const frame = page.locator('main iframe[title="Baccarat"]')
    await frame.waitFor()
    expect(await frame.getAttribute('src')).toMatch(
      /^\/sandbox\/games\/winfinity\/baccarat-1\?token=[\w.%-]+&lang=en$/,
    )
    expect(await page.locator('dialog[open]').count()).toBe(0)
    const box = await frame.boundingBox()
    expect(box?.width).toBeGreaterThan(700)

    // The login stored this browser's device record with the frame's size and the address the server saw.
    const records = await site.database.db
      .select()
      .from(liveDeviceRecords)
      .where(eq(liveDeviceRecords.userId, tokens.user_id))
    const last = records.at(-1)
    expect(last).toMatchObject({ tableId: 'baccarat-1', country: 'us', ip: '127.0.0.1', browser: 'web' })
    expect(last?.fingerprint).toMatch(/^[0-9a-f]{64}$/)
    expect(last?.timezoneOffset).toMatch(/^[+-]\d\d:\d\d$/)
    expect([last?.screenWidth, last?.screenHeight]).toEqual([1280, 800])
    expect(last?.frameWidth).toBe(Math.round(box?.width ?? 0))

    await page.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL(/\/live-games$/)
    await context.close()
  })

  it('at 390 px the table opens in a modal (zh: country cn, lang zh); its close returns to the lobby', async () => {
    const { context, page } = await signedInPage('zh-CN', 390)
    await page.goto(`${site.origin}/live-games`)
    await page.getByText('龙虎', { exact: true }).click()
    await page.waitForURL(/\/game-loader\?gameId=dragon-tiger-1$/)
    const frame = page.locator('dialog[open] iframe[title="龙虎"]')
    await frame.waitFor()
    expect(await frame.getAttribute('src')).toMatch(
      /^\/sandbox\/games\/winfinity\/dragon-tiger-1\?token=[\w.%-]+&lang=zh$/,
    )
    const box = await frame.boundingBox()
    expect(box?.width).toBe(390)
    const [record] = await site.database.db
      .select()
      .from(liveDeviceRecords)
      .where(eq(liveDeviceRecords.tableId, 'dragon-tiger-1'))
    expect(record).toMatchObject({ country: 'cn', screenWidth: 390, frameWidth: 390 })
    await page.locator('dialog[open]').getByRole('button', { name: '关闭' }).click()
    await page.waitForURL(/\/live-games$/)
    await context.close()
  })

  it('a visitor opening a table is asked to sign in first and stays on the lobby', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${site.origin}/live-games`)
    await page.getByRole('link', { name: 'Roulette Live' }).click()
    await page.locator('dialog[open]').getByRole('heading').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/live-games')
    await page.close()
  })
})

describe('a disabled live casino', () => {
  it('the lobby shows the tables unavailable; the loader says the game is not active, with a retry', async () => {
    await site.database.db.update(games).set({ status: 2 }).where(eq(games.gameId, 29))
    try {
      const { context, page } = await signedInPage('en', 390)
      await page.goto(`${site.origin}/live-games`)
      await page.getByText('Currently not available').first().waitFor()
      expect(await page.getByText('Currently not available').count()).toBe(4)
      expect(await page.locator('main a[href*="game-loader"]').count()).toBe(0)
      await page.goto(`${site.origin}/game-loader?gameId=roulette-1`)
      const alert = page.locator('dialog[open] [role="alert"]')
      await alert.getByText('This game is currently not active').waitFor()
      await alert.getByRole('button', { name: 'Retry' }).waitFor()
      await context.close()
    } finally {
      await site.database.db.update(games).set({ status: 1 }).where(eq(games.gameId, 29))
    }
  })
})

describe('My bets', () => {
  it('lists a live bet as its own round under Winfinity, with the verifier of its table round', async () => {
    const { context, page } = await signedInPage('en', 1280)
    const funded = await fetch(`${site.origin}/sports/recharge`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens.token}`,
        'idempotency-key': 'live-e2e-fund',
      },
      body: JSON.stringify({
        channel_id: 5,
        amount: '50',
        card: { name: 'E2E Player', number: '4242424242424242', expiry: '12/30', cvv: '123' },
      }),
    })
    expect((await funded.json()).code).toBe(0)
    await page.goto(`${site.origin}/game-loader?gameId=baccarat-1`)
    const src = (await page.locator('main iframe').getAttribute('src')) ?? ''
    const launch = new URL(src, site.origin).searchParams.get('token') ?? ''
    // A fresh betting window: the table stepped on until a round opens (15 s to bet), never a guessed wait.
    const live = site.app.live as NonNullable<typeof site.app.live>
    const opened = live.runner.current('baccarat-1')?.roundId
    for (let i = 0; i < 6; i++) {
      const now = live.runner.current('baccarat-1')
      if (now?.phase === 'betting' && now.roundId !== opened) break
      await live.runner.advance('baccarat-1')
    }
    const roundId = live.runner.current('baccarat-1')?.roundId as string
    const placed = await fetch(`${site.origin}/sandbox/games/live/api/tables/baccarat-1/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-launch-token': launch },
      body: JSON.stringify({ round_id: roundId, key: 'e2e-1', spots: { banker: '5' } }),
    })
    const answer = await placed.json()
    expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0 })
    const bet = answer.data.bet as { id: string; round_id: string }
    await page.goto(`${site.origin}/my-bets`)
    await page.getByRole('button', { name: 'Winfinity' }).click()
    const card = page.getByRole('listitem').filter({ hasText: `${roundId}.` })
    await card.getByText('Baccarat', { exact: true }).waitFor()
    await card.getByText('5.000000').first().waitFor()
    expect(await card.getByRole('link', { name: 'Verify this round' }).getAttribute('href')).toBe(
      `/sandbox/games/verify?provider=winfinity&round=${encodeURIComponent(roundId)}`,
    )
    expect(bet.round_id).toBe(roundId)
    await context.close()
  })
})

describe('the back office Live tables page', () => {
  it('an admin pauses a table (it shows paused) and resumes it', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${site.origin}/backoffice`)
    await page.getByLabel('Operator name').fill(DEMO_OPERATOR.name)
    await page.getByLabel('Password').fill(DEMO_OPERATOR.password)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page
      .getByLabel('Code from your authenticator app')
      .fill(TOTP.generate({ secret: Secret.fromBase32(DEMO_OPERATOR.totpSecret) }))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'Live tables' })
      .click()
    await page.getByRole('heading', { name: 'Live tables', level: 1 }).waitFor()
    const row = page.locator('tr[data-table="sicbo-1"]')
    await row.getByText('Running').waitFor()

    await row.getByRole('button', { name: 'Pause Sic Bo' }).click()
    const dialog = page.locator('dialog[open]')
    await dialog.getByLabel('Reason').fill('dice check')
    await dialog.getByRole('button', { name: 'Pause' }).click()
    await page.getByRole('status').getByText('Sic Bo is paused.').waitFor()
    await row.getByText('Paused').waitFor()

    await row.getByRole('button', { name: 'Resume Sic Bo' }).click()
    await dialog.getByLabel('Reason').fill('dice fine')
    await dialog.getByRole('button', { name: 'Resume' }).click()
    await row.getByText('Running').waitFor()
    // Its recent rounds show under the tables.
    await row.getByRole('button', { name: 'Rounds' }).click()
    await page.getByRole('region', { name: 'Recent rounds of Sic Bo' }).waitFor()
    await page.close()
  })
})
