// THE PROOF of issue 16 on the built site with the real server: two players in two browser
// contexts at the same baccarat table see the same round and countdown, bet through the page,
// see the same result, and are each paid exactly by the published outcome (banker 0.95:1); a bet
// after the window closes is refused betsClosed and moves nothing. Phases are short through
// LIVE_PHASES_MS; every wait is for what the page shows (a phase, a message), never a guessed sleep.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIVE_TEST_SECRET, liveLaunchToken } from '../../server/test/live.ts'
import { dealBaccarat } from '../../studio/math/baccarat.ts'
import { fairRng, hashServerSeed } from '../../studio/math/fair.ts'
import { fitsWidth, fundedPlayer, startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({
    env: { JWT_SECRET: LIVE_TEST_SECRET, LIVE_PHASES_MS: '9000,2500,2500', RATE_LIMITS: 'off' },
  })
}, 60_000)
afterAll(() => site?.close())

const TABLE = 'baccarat-1'
const micro = (text: string) => {
  const [whole = '0', frac = ''] = text.trim().split('.')
  return BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0'))
}
const ourBalance = async (page: Page, token: string) =>
  micro(
    (
      await (
        await page.request.get(`${site.origin}/sports/member/account`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).data.score,
  )

/** The live page's address for a launch token (the table's own once the studio serves it there). */
async function tableUrl(page: Page, table: string, launch: string, lang: string) {
  const query = `token=${encodeURIComponent(launch)}&lang=${lang}`
  const served = await page.request.get(`${site.origin}/sandbox/games/winfinity/${table}?${query}`)
  return (await served.text()).includes('/studio/assets/live')
    ? `${site.origin}/sandbox/games/winfinity/${table}?${query}`
    : `${site.origin}/studio/live.html?table=${table}&${query}`
}

/** A player signed in with money, seated at the table through the live page. */
async function seat(
  browser: Browser,
  account: string,
  lang: string,
  width: number,
  reducedMotion: 'reduce' | 'no-preference',
) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    reducedMotion,
  })
  const page = await context.newPage()
  const tokens = await fundedPlayer(page, site.origin, account, '100')
  // The launch token our launch issues for the table (signed with the server's game-session key).
  const launch = liveLaunchToken(tokens.user_id, TABLE, Date.now())
  const url = await tableUrl(page, TABLE, launch, lang)
  await page.goto(url)
  await page.locator('[data-testid="connection"][data-state="open"]').waitFor()
  return { page, tokens, launch }
}

const roundNumber = async (page: Page) =>
  Number((await page.getByTestId('round-number').textContent())?.match(/\d+/)?.[0])
const seconds = async (page: Page) => Number(await page.getByTestId('countdown').textContent())

/** Waits for a round's window with at least `left` seconds to go, as the page counts it. */
async function freshWindow(page: Page, left: number) {
  await page.waitForFunction(
    (min) =>
      document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') === 'betting' &&
      Number(document.querySelector('[data-testid="countdown"]')?.textContent) >= min,
    left,
    { timeout: 30_000 },
  )
}

async function betThroughPage(page: Page, chip: string, spot: string, times: number) {
  await page.locator(`.chip[data-chip="${chip}"]`).click()
  for (let i = 0; i < times; i++) await page.getByTestId(`spot-${spot}`).click()
  await page.getByTestId('confirm').click()
  // Placed (the round's bets line) or refused (the line under the table says why).
  await page.waitForFunction(
    () =>
      /\d/.test(document.querySelector('[data-testid="my-bets"]')?.textContent ?? '') ||
      document.querySelector('[data-testid="say"]')?.getAttribute('data-tone') === 'error',
  )
  return /\d/.test((await page.getByTestId('my-bets').textContent()) ?? '')
}

const cardsOf = (page: Page, side: 'player' | 'banker') =>
  page
    .getByTestId(`${side}-cards`)
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))

describe('two players at the live baccarat table on the built site', () => {
  it('see the same round, countdown and result; each is paid exactly by the published outcome; a late bet is refused', async () => {
    // A on a phone in English with the deal animated, B on a desktop in Chinese with reduced motion.
    const a = await seat(site.browser, 'liveproofa', 'en', 390, 'no-preference')
    const b = await seat(site.browser, 'liveproofb', 'zh-CN', 1280, 'reduce')
    // The spots are real buttons named by the spot and its payout, at least 44 px at 390 px wide.
    const banker = a.page.getByRole('button', { name: /^Banker, pays 0\.95:1/ })
    expect(await banker.count()).toBe(1)
    expect((await banker.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
    expect(await b.page.getByRole('button', { name: /^庄，赔率 0\.95:1/ }).count()).toBe(1)
    const before = {
      a: await ourBalance(a.page, a.tokens.token),
      b: await ourBalance(b.page, b.tokens.token),
    }
    expect(before).toEqual({ a: 100_000_000n, b: 100_000_000n })

    // A round whose window leaves time for both to bet through the page; a bet the window closed on
    // first is refused and moves nothing, so the next round is tried.
    let number = 0
    for (let attempt = 0; attempt < 4; attempt++) {
      await freshWindow(a.page, 5)
      number = await roundNumber(a.page)
      await expect.poll(() => roundNumber(b.page)).toBe(number)
      await freshWindow(b.page, 1)
      // The same countdown from the server's clock: read together, at most a second apart.
      const [sa, sb] = await Promise.all([seconds(a.page), seconds(b.page)])
      expect(Math.abs(sa - sb)).toBeLessThanOrEqual(1)
      const [placedA, placedB] = await Promise.all([
        betThroughPage(a.page, '5', 'banker', 2),
        betThroughPage(b.page, '1', 'player', 3),
      ])
      if (placedA && placedB && (await roundNumber(a.page)) === number) break
      expect(attempt).toBeLessThan(3)
    }
    await expect
      .poll(async () => (await a.page.getByTestId('my-bets').textContent()) ?? '')
      .toContain('10.00')
    await expect.poll(async () => (await b.page.getByTestId('my-bets').textContent()) ?? '').toContain('3.00')
    // Both see everyone's totals on the spots.
    await expect
      .poll(async () => (await b.page.getByTestId('spot-banker').textContent()) ?? '')
      .toContain('10.00')
    await expect
      .poll(async () => (await a.page.getByTestId('spot-player').textContent()) ?? '')
      .toContain('3.00')

    // A dropped socket comes back and the snapshot restores the placed bet.
    await a.page.evaluate(() => (window as unknown as { __liveSocket: { drop(): void } }).__liveSocket.drop())
    await a.page.locator('[data-testid="connection"][data-state="open"]').waitFor()
    expect(await a.page.getByTestId('my-bets').textContent()).toContain('10.00')

    // The result: the same hand on both pages, the seed revealed, the verifier one link away.
    for (const p of [a.page, b.page]) {
      await p.locator('[data-testid="phase"][data-phase="result"]').waitFor({ timeout: 30_000 })
      await p.getByTestId('verify-link').waitFor()
      await p.locator('[data-testid="say"]:not(:empty)').waitFor()
    }
    expect(await roundNumber(b.page)).toBe(number)
    expect(await cardsOf(a.page, 'player')).toEqual(await cardsOf(b.page, 'player'))
    expect(await cardsOf(a.page, 'banker')).toEqual(await cardsOf(b.page, 'banker'))
    const href = (await a.page.getByTestId('verify-link').getAttribute('href')) ?? ''
    const roundId = new URL(href, site.origin).searchParams.get('round') ?? ''
    expect(await b.page.getByTestId('verify-link').getAttribute('href')).toContain(roundId)

    // The published round: the seed hashes to the hash shown before the deal, and the hand is
    // the one baccarat.ts deals from fairRng(seed, table id, round number).
    const record = (
      await (await a.page.request.get(`${site.origin}/sandbox/games/live/api/rounds/${roundId}`)).json()
    ).data
    expect(record.number).toBe(number)
    expect(hashServerSeed(record.server_seed)).toBe(record.server_seed_hash)
    expect(await a.page.getByTestId('round-hash').textContent()).toBe(record.server_seed_hash)
    const hand = dealBaccarat(fairRng({ serverSeed: record.server_seed, clientSeed: TABLE, nonce: number }))
    expect(record.outcome.player).toEqual(hand.player)
    expect(record.outcome.banker).toEqual(hand.banker)

    // Each balance = before − stake + payout, by the stated payouts: banker 0.95:1, player 1:1,
    // and a tie returns player and banker stakes.
    const winner = hand.winner
    const payA = winner === 'banker' ? 19_500_000n : winner === 'tie' ? 10_000_000n : 0n
    const payB = winner === 'player' ? 6_000_000n : winner === 'tie' ? 3_000_000n : 0n
    const expected = { a: before.a - 10_000_000n + payA, b: before.b - 3_000_000n + payB }
    await expect.poll(() => ourBalance(a.page, a.tokens.token)).toBe(expected.a)
    await expect.poll(() => ourBalance(b.page, b.tokens.token)).toBe(expected.b)
    await expect
      .poll(async () => micro((await a.page.getByTestId('balance').textContent()) ?? ''))
      .toBe(expected.a)
    await expect
      .poll(async () => micro((await b.page.getByTestId('balance').textContent()) ?? ''))
      .toBe(expected.b)
    // The dealt hand fits the phone (three cards a side, the third sideways).
    expect(await fitsWidth(a.page)).toBe(true)
    // The winning spot is lit on both pages.
    for (const p of [a.page, b.page])
      expect(await p.getByTestId(`spot-${winner}`).getAttribute('data-won')).toBe('true')

    // After the window closed, the same token's bet on that round is refused and moves nothing.
    const late = await a.page.request.post(`${site.origin}/sandbox/games/live/api/tables/${TABLE}/bets`, {
      headers: { 'x-launch-token': a.launch },
      data: { round_id: roundId, key: 'late-bet-1', spots: { banker: '5' } },
    })
    expect(late.status()).toBe(409)
    expect((await late.json()).msg).toBe('betsClosed')
    expect(await ourBalance(a.page, a.tokens.token)).toBe(expected.a)

    // The verifier recomputes the round in the browser and finds it matches the record.
    await a.page.goto(`${site.origin}${href}`)
    await expect.poll(async () => a.page.getByTestId('v-match').getAttribute('data-ok')).toBe('true')
    expect(await a.page.getByTestId('v-hash').getAttribute('data-ok')).toBe('true')
    expect(await fitsWidth(b.page)).toBe(true)
  }, 120_000)
})

describe('the live roulette table on the built site', () => {
  it('chips on 1–18 and 19–36 through the page settle exactly by the published pocket; the half that won is lit', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const tokens = await fundedPlayer(page, site.origin, 'liverou1', '100')
    const launch = liveLaunchToken(tokens.user_id, 'roulette-1', Date.now())
    await page.goto(await tableUrl(page, 'roulette-1', launch, 'en'))
    await page.locator('[data-testid="connection"][data-state="open"]').waitFor()
    // The even-money row names its halves as a real layout does, each a button of at least 44 px.
    const low = page.getByRole('button', { name: /^1–18, pays 1:1/ })
    expect(await low.count()).toBe(1)
    expect((await low.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
    let number = 0
    for (let attempt = 0; attempt < 4; attempt++) {
      await freshWindow(page, 5)
      number = await roundNumber(page)
      await page.locator('.chip[data-chip="1"]').click()
      await page.getByTestId('spot-low').click()
      await page.getByTestId('spot-low').click()
      await page.getByTestId('spot-high').click()
      await page.getByTestId('confirm').click()
      await page.waitForFunction(
        () =>
          /\d/.test(document.querySelector('[data-testid="my-bets"]')?.textContent ?? '') ||
          document.querySelector('[data-testid="say"]')?.getAttribute('data-tone') === 'error',
      )
      if (
        /\d/.test((await page.getByTestId('my-bets').textContent()) ?? '') &&
        (await roundNumber(page)) === number
      )
        break
      // The window closed on the bet: refused, nothing moved; the next round is tried.
      await page.getByTestId('clear').click()
      expect(attempt).toBeLessThan(3)
    }
    await page.locator('[data-testid="phase"][data-phase="result"]').waitFor({ timeout: 30_000 })
    const href = (await page.getByTestId('verify-link').getAttribute('href')) ?? ''
    const roundId = new URL(href, site.origin).searchParams.get('round') ?? ''
    const record = (
      await (await page.request.get(`${site.origin}/sandbox/games/live/api/rounds/${roundId}`)).json()
    ).data
    expect(record.number).toBe(number)
    const pocket = fairRng({ serverSeed: record.server_seed, clientSeed: 'roulette-1', nonce: number }).int(
      37,
    )
    expect(record.outcome.number).toBe(pocket)
    // 2 on 1–18 and 1 on 19–36, each paying 1:1; the zero loses both.
    const pay = pocket >= 1 && pocket <= 18 ? 4_000_000n : pocket >= 19 ? 2_000_000n : 0n
    await expect.poll(() => ourBalance(page, tokens.token)).toBe(100_000_000n - 3_000_000n + pay)
    await expect
      .poll(async () => micro((await page.getByTestId('balance').textContent()) ?? ''))
      .toBe(100_000_000n - 3_000_000n + pay)
    expect(await page.getByTestId('spot-low').getAttribute('data-won')).toBe(
      String(pocket >= 1 && pocket <= 18),
    )
    expect(await page.getByTestId('spot-high').getAttribute('data-won')).toBe(String(pocket >= 19))
    expect(await fitsWidth(page)).toBe(true)
    await context.close()
  }, 120_000)
})

const TABLES = ['baccarat-1', 'dragon-tiger-1', 'roulette-1', 'sicbo-1']
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

describe('the four live tables fit, pass axe and say refusals', () => {
  it('at 390 px in every language nothing scrolls sideways and no button or label is cut; at 390 and 1280 px axe finds nothing serious; a limit and the balance are refused in words, moving nothing; a paused table says so', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
      bypassCSP: true,
    })
    const page = await context.newPage()
    const player = await fundedPlayer(page, site.origin, 'livefit1', '20')
    for (const table of TABLES) {
      const launch = liveLaunchToken(player.user_id, table, Date.now())
      for (const lang of ['en', 'zh-CN', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'pt', 'ru']) {
        await page.goto(await tableUrl(page, table, launch, lang))
        await page.locator('[data-testid="connection"][data-state="open"]').waitFor()
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('button, h1, h2, h3, p, .lv-spot-name, .lv-spot-pays')]
            .filter((e) => e.scrollWidth > e.clientWidth + 1)
            .map((e) => e.textContent),
        )
        expect([table, lang, cut]).toEqual([table, lang, []])
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map((e) => `${e.tagName}.${e.className}`),
        )
        expect([table, lang, wide]).toEqual([table, lang, []])
        expect(await fitsWidth(page)).toBe(true)
      }
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(await tableUrl(page, table, launch, 'en'))
        await page.locator('[data-testid="connection"][data-state="open"]').waitFor()
        await page.addScriptTag({ content: axeSource })
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> }
            }
          ).axe
          return (await axe.run()).violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.nodes.length})`)
        })
        expect([table, width, violations]).toEqual([table, width, []])
      }
    }

    // Refusals in the player's language: a tie above its maximum (said before asking), then a
    // stake above the balance (our wallet refuses it), both moving nothing.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(await tableUrl(page, TABLE, liveLaunchToken(player.user_id, TABLE, Date.now()), 'en'))
    await page.locator('[data-testid="connection"][data-state="open"]').waitFor()
    const said = async () => (await page.getByTestId('say').textContent()) ?? ''
    for (let attempt = 0; attempt < 3; attempt++) {
      await freshWindow(page, 5)
      await page.locator('.chip[data-chip="500"]').click()
      await page.getByTestId('spot-tie').click()
      await page.getByTestId('spot-tie').click()
      await page.getByTestId('confirm').click()
      expect(await said()).toBe('The maximum bet on Tie is 500.00 USDT.')
      await page.getByTestId('clear').click()
      await page.locator('.chip[data-chip="25"]').click()
      await page.getByTestId('spot-banker').click()
      await page.getByTestId('confirm').click()
      await page.locator('[data-testid="say"][data-tone="error"]').filter({ hasNotText: 'maximum' }).waitFor()
      if ((await said()) === 'Bets are closed for this round.') continue
      expect(await said()).toBe('Insufficient balance')
      break
    }
    expect(await page.getByTestId('balance').textContent()).toBe('20.00')
    expect(await page.getByTestId('my-bets').textContent()).toBe('')

    // An operator pauses the table: the page says so, a bet is refused tablePaused; resumed, a
    // round opens again.
    const live = site.app.live as NonNullable<typeof site.app.live>
    await live.runner.pause(TABLE, 'dealer change')
    await page.locator('[data-testid="phase"][data-phase="paused"]').waitFor()
    expect(await said()).toBe('The table is paused; bets in the open round were refunded.')
    const paused = await page.request.post(`${site.origin}/sandbox/games/live/api/tables/${TABLE}/bets`, {
      headers: { 'x-launch-token': liveLaunchToken(player.user_id, TABLE, Date.now()) },
      data: { round_id: 'baccarat-1-1', key: 'paused-bet-1', spots: { banker: '1' } },
    })
    expect([paused.status(), (await paused.json()).msg]).toEqual([409, 'tablePaused'])
    await live.runner.resume(TABLE)
    await page.locator('[data-testid="phase"][data-phase="betting"]').waitFor()
    await context.close()
  }, 120_000)
})
