import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../server/db/schema.ts'
import { seriousViolations } from './axe.ts'
import { fitsWidth, fundedPlayer, startSite } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(() => site?.close())

/** "48.95" or "48.950000" → micro-units, exactly. */

const micro = (text: string) => {
  const [whole = '0', frac = ''] = text.split('.')
  return BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0'))
}
const get = async (page: Page, path: string, token: string, key?: string) =>
  (
    await page.request.get(`${site.origin}${path}`, {
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    })
  ).json()
const ourBalance = async (page: Page, token: string) =>
  micro((await get(page, '/sports/member/account', token)).data.score)
const studioBalance = async (page: Page, token: string) =>
  (await get(page, '/playcard/ky/balance', token)).data.balance as string

/** The round cards My bets shows once they are there: round id, stake, win and verify link. */
async function roundCards(page: Page) {
  const cards = page.locator('li').filter({ has: page.getByRole('link', { name: 'Verify this round' }) })
  await cards.first().waitFor()
  return cards.evaluateAll((els) =>
    els.map((li) => {
      const dd = [...li.querySelectorAll('dd')].map((d) => d.textContent)
      return {
        round: dd[0],
        stake: dd[1],
        win: dd[2],
        verify: li.querySelector('a')?.getAttribute('href'),
      }
    }),
  )
}

/**
 * Every ledger entry of the player's card-game transfers, by account: the money only ever moves
 * between the player and provider:ky:USDT.
 */
async function transferEntries(userId: number) {
  const db = site.database.db
  const rows = await db
    .select({ key: ledgerAccounts.key, sum: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.userId, userId), inArray(ledgerTransactions.kind, ['game_transfer'])))
    .groupBy(ledgerAccounts.key)
  return Object.fromEntries(rows.map((r) => [r.key, BigInt(r.sum)]))
}

describe('the card game (ky) on the built site', () => {
  it('login with 50 opens the table, hands played through its UI, leaving takes everything back and the ledger nets to zero', async () => {
    const page = await site.browser.newPage({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    const player = await fundedPlayer(page, site.origin, 'kyproof1', '80')
    const start = await ourBalance(page, player.token)
    expect(start).toBe(80_000_000n)

    // The real login with money: 50 moves into the card game first, the answer is the table's URL.
    const login = await get(page, '/playcard/login?game_id=0&money=50', player.token, 'kyproof1-login')
    expect(login.data.transfer).toMatchObject({ status: 'done', amount: '50000000' })
    expect(await ourBalance(page, player.token)).toBe(start - 50_000_000n)
    await page.goto(`${site.origin}${login.data.url}&lang=en`)
    await page.getByRole('heading', { name: 'Baccarat', level: 1 }).waitFor()
    await expect(page.getByTestId('balance').textContent()).resolves.toBe('50.00')

    // Five hands through the table's own buttons: a 1 chip on banker, a 0.5 chip on player and
    // tie; the chips stay on the table for the next hand, as at a real table.
    await page.getByRole('button', { name: 'Chip 1 USDT' }).click()
    await page.getByTestId('spot-banker').click()
    await page.getByRole('button', { name: 'Chip 0.5 USDT' }).click()
    await page.getByTestId('spot-player').click()
    await page.getByTestId('spot-tie').click()
    const hands: { winner: string; total: string }[] = []
    for (let hand = 0; hand < 5; hand++) {
      await expect(page.getByTestId('table-total').textContent()).resolves.toBe('Total bet 2.00 USDT')
      const before = (await page.getByTestId('beads').locator('[data-winner]').count()) + 1
      // The last hand dealt from the keyboard (Enter, focus on the page itself).
      if (hand === 4) {
        await page.locator('body').click({ position: { x: 2, y: 2 } })
        await page.keyboard.press('Enter')
      } else await page.getByTestId('deal').click()
      await page
        .getByTestId('beads')
        .locator('[data-winner]')
        .nth(before - 1)
        .waitFor()
      hands.push({
        winner: (await page.getByTestId('hand-result').getAttribute('data-winner')) ?? '',
        total: (await page.getByTestId('balance').textContent()) ?? '',
      })
    }
    expect(hands.every((h) => ['player', 'banker', 'tie'].includes(h.winner))).toBe(true)
    // The studio's side is what its own history says: 50 − Σ stakes + Σ wins.
    const launch = new URL(login.data.url, site.origin).searchParams.get('token') ?? ''
    const history = await (
      await page.request.get(`${site.origin}/sandbox/games/api/ky/history?limit=20`, {
        headers: { 'x-launch-token': launch },
      })
    ).json()
    expect(history.data).toHaveLength(5)
    const net = history.data.reduce(
      (n: bigint, r: { stake: string; win: string }) => n - micro(r.stake) + micro(r.win),
      0n,
    )
    const held = await studioBalance(page, player.token)
    expect(micro(held)).toBe(50_000_000n + net)
    expect(micro(hands.at(-1)?.total ?? '')).toBe(micro(held))
    // Playing moved nothing in our ledger.
    expect(await ourBalance(page, player.token)).toBe(start - 50_000_000n)

    // Rotated in the page, the seed is revealed and the verifier deals the last hand again.
    await page.getByText('Provably fair').click()
    await page.getByTestId('rotate').click()
    await page.getByTestId('revealed-seed').waitFor()
    const verifier = await site.browser.newPage({ viewport: { width: 390, height: 844 } })
    await verifier.goto(
      `${site.origin}/sandbox/games/verify?provider=ky&round=${history.data[0].round_id}&lang=en`,
    )
    await expect(verifier.getByTestId('v-hash').getAttribute('data-ok')).resolves.toBe('true')
    await expect(verifier.getByTestId('v-match').getAttribute('data-ok')).resolves.toBe('true')
    await verifier.close()

    // Leaving: transfer_out of everything the studio holds.
    const out = await get(page, `/playcard/transfer_out?money=${held}`, player.token, 'kyproof1-leave')
    expect(out.data).toMatchObject({ status: 'done', amount: String(micro(held)) })
    expect(await ourBalance(page, player.token)).toBe(start - 50_000_000n + micro(held))
    expect(await studioBalance(page, player.token)).toBe('0.000000')
    const moved = await transferEntries(player.user_id)
    expect(Object.keys(moved).sort()).toEqual([`player:${player.user_id}:USDT`, 'provider:ky:USDT'].sort())
    expect(Object.values(moved).reduce((a, b) => a + b, 0n)).toBe(0n)
    expect(moved[`player:${player.user_id}:USDT`]).toBe(micro(held) - 50_000_000n)

    // Left the table: the five hands are in My bets at once, newest first, each with its stake,
    // win and the studio's verifier.
    await page.goto(`${site.origin}/my-bets`)
    await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Card game' }).click()
    await expect(roundCards(page)).resolves.toEqual(
      history.data.map((r: { round_id: string; stake: string; win: string }) => ({
        round: r.round_id,
        stake: `${r.stake} USDT`,
        win: `${r.win} USDT`,
        verify: `/sandbox/games/verify?provider=ky&round=${encodeURIComponent(r.round_id)}`,
      })),
    )
    await page.close()
  }, 120_000)

  it('a transfer_out whose answer is lost stays pending until the reconcile job completes it, once', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const player = await fundedPlayer(page, site.origin, 'kyproof2', '40')
    const sandbox = site.app.studio?.transfer
    if (!sandbox) throw new Error('demo mode has the sandbox studio')
    await get(page, '/playcard/login?game_id=0&money=30', player.token, 'kyproof2-login')
    expect(await ourBalance(page, player.token)).toBe(10_000_000n)

    // The studio gives the 30 up, then the line is cut: we never hear it, nor can we ask.
    sandbox.faults.cutAfterNextOrder = true
    const lost = await get(page, '/playcard/transfer_out?money=30', player.token, 'kyproof2-leave')
    expect(lost.data.status).toBe('pending')
    expect(await ourBalance(page, player.token)).toBe(10_000_000n)
    expect(await site.app.games.transfers.reconcilePending()).toBe(1)

    // The line is back: the job (every 30 s on the server) asks the studio and pays once.
    sandbox.faults.silent = false
    expect(await site.app.games.transfers.reconcilePending()).toBe(0)
    expect(await site.app.games.transfers.reconcilePending()).toBe(0)
    expect(await ourBalance(page, player.token)).toBe(40_000_000n)
    expect(await studioBalance(page, player.token)).toBe('0.000000')
    // The player's retry of that leave answers what became of it, and moves nothing more.
    const retry = await get(page, '/playcard/transfer_out?money=30', player.token, 'kyproof2-leave')
    expect(retry.data.status).toBe('done')
    expect(await ourBalance(page, player.token)).toBe(40_000_000n)
    const moved = await transferEntries(player.user_id)
    expect(Object.values(moved).reduce((a, b) => a + b, 0n)).toBe(0n)
    expect(moved[`player:${player.user_id}:USDT`]).toBe(0n)
    await page.close()
  }, 120_000)
})

describe('the ng game (roulette, CNY) on the built site', () => {
  it('chips on a number, a split, red, a dozen and 1–18, one spin through the page: the studio wallet pays by the drawn pocket', async () => {
    const page = await site.browser.newPage({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    const player = await fundedPlayer(page, site.origin, 'ngproof1', '30')
    const moved = await get(page, '/nggame/transfer_in?money=71&currency=CNY', player.token, 'ngproof1-in')
    expect(moved.data).toMatchObject({ status: 'done', amount: '10000000', studio_amount: '71000000' })
    const login = await (
      await page.request.post(`${site.origin}/nggame/ng/login`, {
        headers: { authorization: `Bearer ${player.token}` },
        data: { game_id: 'roulette' },
      })
    ).json()
    await page.goto(`${site.origin}${login.data.url}&lang=en`)
    await page.getByRole('heading', { name: 'Roulette', level: 1 }).waitFor()
    await expect(page.getByTestId('balance').textContent()).resolves.toBe('71.00')

    await page.getByRole('button', { name: 'Chip 5 CNY' }).click()
    await page.locator('[data-bet="n17"]').click()
    await page.locator('[data-bet="red"]').click()
    await page.getByRole('button', { name: 'Chip 1 CNY' }).click()
    await page.locator('[data-bet="d2"]').click()
    // The table names the spot as a real layout does; two chips of 1 on it.
    await page.getByRole('button', { name: '1–18', exact: true }).click()
    await page.locator('button[data-bet="low"]').click()
    await page.getByTestId('mode-split').click()
    await page.locator('[data-bet="n20"]').click()
    // 20 and 22 are not side by side: refused, nothing placed.
    await page.locator('[data-bet="n22"]').click()
    await page.getByTestId('say').getByText('20 and 22 are not side by side.').waitFor()
    await page.locator('[data-bet="n20"]').click()
    await page.locator('[data-bet="n23"]').click()
    await expect(page.getByTestId('bets').locator('li').allTextContents()).resolves.toEqual([
      'Number 175.00×',
      'Red5.00×',
      'Dozen 13–241.00×',
      'Low 1–182.00×',
      'Split 20/231.00×',
    ])
    await expect(page.getByTestId('table-total').textContent()).resolves.toBe('Total bet 14.00 CNY')
    await page.getByTestId('spin').click()
    await page.locator('[data-testid="pocket"]:not(:empty)').waitFor()
    const launch = new URL(login.data.url, site.origin).searchParams.get('token') ?? ''
    const [round] = (
      await (
        await page.request.get(`${site.origin}/sandbox/games/api/ng/history?limit=5`, {
          headers: { 'x-launch-token': launch },
        })
      ).json()
    ).data
    expect(round).toMatchObject({ currency: 'CNY', stake: '14.000000', status: 'settled' })
    const pocket = round.outcome.pocket as number
    await expect(page.getByTestId('pocket').textContent()).resolves.toMatch(
      new RegExp(`^The ball lands on ${pocket} `),
    )
    // The win by the table's rules, computed here from the pocket alone.
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket)
    const expected =
      (pocket === 17 ? 180_000_000n : 0n) +
      (red ? 10_000_000n : 0n) +
      (pocket >= 13 && pocket <= 24 ? 3_000_000n : 0n) +
      (pocket >= 1 && pocket <= 18 ? 4_000_000n : 0n) +
      (pocket === 20 || pocket === 23 ? 18_000_000n : 0n)
    expect(micro(round.win)).toBe(expected)
    // The spots that won are lit on the table: 1–18 exactly when the pocket is in it.
    await expect(page.locator('button[data-bet="low"]').getAttribute('data-hit')).resolves.toBe(
      pocket >= 1 && pocket <= 18 ? 'true' : null,
    )
    const held = (await get(page, '/nggame/ng/balance?plat_type=ng', player.token)).data.balance as string
    expect(micro(held)).toBe(71_000_000n - 14_000_000n + expected)
    expect(micro((await page.getByTestId('balance').textContent()) ?? '')).toBe(micro(held))
    expect(await fitsWidth(page)).toBe(true)

    // Leaving the table with everything: the spin is in My bets under the NG game, in CNY.
    const out = await get(
      page,
      `/nggame/transfer_out?money=${held}&currency=CNY`,
      player.token,
      'ngproof1-out',
    )
    expect(out.data.status).toBe('done')
    await page.goto(`${site.origin}/my-bets`)
    await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'NG game' }).click()
    const win = `${round.win.slice(0, round.win.indexOf('.') + 3)} CNY`
    await expect(roundCards(page)).resolves.toEqual([
      {
        round: round.round_id,
        stake: '14.00 CNY',
        win,
        verify: `/sandbox/games/verify?provider=ng&round=${encodeURIComponent(round.round_id)}`,
      },
    ])
    expect(await fitsWidth(page)).toBe(true)
    await page.close()
  }, 120_000)
})

describe('the table games at 390 px in every language', () => {
  it('baccarat and roulette fit a phone: no page scroll sideways, no button or label cut', async () => {
    const page = await site.browser.newPage({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    })
    const player = await fundedPlayer(page, site.origin, 'fitstudio', '20')
    const ky = await get(page, '/playcard/login?game_id=0&money=5', player.token, 'fitstudio-ky')
    const ng = await (
      await page.request.post(`${site.origin}/nggame/ng/login`, {
        headers: { authorization: `Bearer ${player.token}` },
        data: { game_id: 'roulette' },
      })
    ).json()
    for (const lang of ['en', 'zh-CN', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'pt', 'ru']) {
      for (const [url, ready] of [
        [ky.data.url, 'deal'],
        [ng.data.url, 'spin'],
      ]) {
        await page.goto(`${site.origin}${url}&lang=${lang}`)
        await page.getByTestId(ready).waitFor()
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('button, h2, p, .bac-spot-name, .rou-spot-text')]
            .filter((e) => e.scrollWidth > e.clientWidth + 1)
            .map((e) => e.textContent),
        )
        expect([lang, ready, cut]).toEqual([lang, ready, []])
        expect(await fitsWidth(page)).toBe(true)
      }
    }
    await page.close()
  }, 120_000)
})

describe('the table games pass axe', () => {
  it('baccarat and roulette after a round, at 390 and 1280 px: no serious or critical violation', async () => {
    for (const width of [390, 1280]) {
      // axe is injected as an inline script, which the pages' CSP rightly forbids.
      const context = await site.browser.newContext({
        viewport: { width, height: 844 },
        bypassCSP: true,
        reducedMotion: 'reduce',
      })
      const page = await context.newPage()
      const player = await fundedPlayer(page, site.origin, `axetable${width}`, '40')
      const ky = await get(page, '/playcard/login?game_id=0&money=10', player.token, `axetable${width}-ky`)
      await page.goto(`${site.origin}${ky.data.url}&lang=en`)
      await page.getByTestId('spot-player').click()
      await page.getByTestId('deal').click()
      await page.locator('[data-testid="hand-result"]:not(:empty)').waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await get(page, '/nggame/transfer_in?money=20&currency=CNY', player.token, `axetable${width}-ng`)
      const ng = await (
        await page.request.post(`${site.origin}/nggame/ng/login`, {
          headers: { authorization: `Bearer ${player.token}` },
          data: { game_id: 'roulette' },
        })
      ).json()
      await page.goto(`${site.origin}${ng.data.url}&lang=en`)
      await page.locator('[data-bet="black"]').click()
      await page.getByTestId('spin').click()
      await page.locator('[data-testid="pocket"]:not(:empty)').waitFor()
      expect(await seriousViolations(page)).toEqual([])
      await context.close()
    }
  }, 120_000)
})
