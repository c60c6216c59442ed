// Rocket, Mines, Dice and Plinko played once each through their own screens on the built site:
// a new player with money launches the game as the site does, plays through the game's buttons,
// and our wallet, the game's header and the studio's history agree on start − bet + win.
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { crashTimeOf } from '../../studio/math/crash.ts'
import { plinkoTable } from '../../studio/math/plinko.ts'
import { fundedPlayer, startSite } from './site.ts'

const clock = manualClock(new Date('2026-03-03T06:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
})
afterAll(() => site.close())

const micro = (text: string) => {
  const [whole, frac = ''] = text.trim().split('.')
  return BigInt(whole as string) * 1_000_000n + BigInt(frac.padEnd(6, '0'))
}

/** A funded player on the game's page as the site's launch answers it. */
async function open(account: string, launchPath: string, provider: string, reducedMotion?: 'reduce') {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion })
  const page = await context.newPage()
  const tokens = await fundedPlayer(page, site.origin, account, '100')
  const launched = await page.request.get(`${site.origin}${launchPath}`, {
    headers: { authorization: `Bearer ${tokens.token}` },
  })
  const url = (await launched.json()).data.url as string
  await page.goto(`${site.origin}${url}&lang=en`)
  await page.locator('.sg').waitFor()
  const launch = new URL(url, site.origin).searchParams.get('token') ?? ''
  /** Our wallet, the header and the studio's last round, after the round has ended. */
  const settle = async () => {
    const history = await page.request.get(`${site.origin}/sandbox/games/api/${provider}/history`, {
      headers: { 'x-launch-token': launch },
    })
    const [round] = (await history.json()).data
    const ours = await page.request.get(`${site.origin}/sports/member/account`, {
      headers: { authorization: `Bearer ${tokens.token}` },
    })
    const wallet = micro((await ours.json()).data.score)
    expect(round.status).toBe('settled')
    expect(micro(round.stake)).toBe(1_000_000n)
    const rounds = (await history.json()).data as { stake: string; win: string }[]
    const net = rounds.reduce((n, r) => n - micro(r.stake) + micro(r.win), 0n)
    expect(wallet).toBe(100_000_000n + net)
    await expect.poll(async () => micro(await page.getByTestId('balance').innerText())).toBe(wallet)
    return round
  }
  return { page, context, settle }
}

/** The player rotates the seed in the game, then the verifier recomputes the round from the record. */
async function verifies(page: Page, provider: string, roundId: string) {
  await page.getByText('Provably fair', { exact: true }).click()
  await page.getByTestId('rotate').click()
  await page.getByTestId('revealed-seed').waitFor()
  await page.goto(`${site.origin}/sandbox/games/verify?provider=${provider}&round=${roundId}&lang=en`)
  const verdict = page.getByTestId('v-match')
  await verdict.waitFor()
  return { ok: await verdict.getAttribute('data-ok'), text: await verdict.innerText() }
}

const resultText = (page: Page) => page.locator('.sg-result').filter({ hasText: /./ }).innerText()

describe('the studio’s games through their own screens', () => {
  it('Dice: rolls under the target set on the slider and shows the roll it was paid on', async () => {
    const { page, context, settle } = await open('e2edice01', '/tadaGame/startForUrl/dice', 'tada')
    await page.getByRole('button', { name: 'Under' }).click()
    const slider = page.locator('#dice-target')
    await slider.focus()
    // from under 50.00 (kept at the same chance as over 49.99), three steps down by keyboard
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => page.locator('output[for="dice-target"]').innerText()).toBe('49.97')
    await page.getByRole('button', { name: 'Roll' }).click()
    const text = await resultText(page)
    const round = await settle()
    expect(round.params).toEqual({ direction: 'under', target: 4997 })
    const roll = round.outcome.roll as number
    expect(text).toContain(`Rolled ${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`)
    expect(round.outcome.win).toBe(roll < 4997)
    await context.close()
  })

  it('Plinko: drops a ball on 8 rows at low risk into the slot of its fair path', async () => {
    const { page, context, settle } = await open('e2eplinko01', '/3rd-game/pg2/games/login/plinko', 'pg2')
    await page.locator('#plinko-rows').selectOption('8')
    await page.getByRole('button', { name: 'Low', exact: true }).click()
    await expect.poll(() => page.locator('.pl-slot').count()).toBe(9)
    await page.getByRole('button', { name: 'Drop ball' }).click()
    const text = await resultText(page)
    const round = await settle()
    const multiplier = plinkoTable({ rows: 8, risk: 'low' })[round.outcome.slot] as number
    expect(round.outcome.multiplierBp).toBe(multiplier)
    expect(micro(round.win)).toBe((1_000_000n * BigInt(multiplier)) / 10_000n)
    expect(text).toMatch(/^Landed on \d+\.\d+×: you get \d+\.\d+ USDT$/)
    await context.close()
  })

  it('Mines: reveals a tile, cashes out if it was a gem, and shows every mine at the end', async () => {
    const { page, context, settle } = await open('e2emines01', '/tadaGame/startForUrl/mines', 'tada')
    await page.locator('#mines-count').selectOption('3')
    await page.getByRole('button', { name: 'Bet', exact: true }).click()
    const tile = page.locator('.mn-tile').nth(12)
    expect(await tile.getAttribute('aria-label')).toBe('Row 3, column 3: hidden')
    await expect.poll(() => tile.isEnabled()).toBe(true)
    await tile.click()
    // the studio answers: a gem keeps the round open, a mine ends it
    await expect.poll(() => tile.getAttribute('aria-label')).not.toBe('Row 3, column 3: hidden')
    if ((await tile.getAttribute('aria-label')) === 'Row 3, column 3: gem')
      await page.getByRole('button', { name: /^Cash out 1\.1\d+×$/ }).click()
    const text = await resultText(page)
    const round = await settle()
    expect(round.outcome.revealed).toEqual([12])
    await expect.poll(() => page.getByRole('button', { name: /: mine$/ }).count()).toBe(3)
    expect(await verifies(page, 'tada', round.round_id)).toEqual({
      ok: 'true',
      text: expect.stringMatching(/^The recomputed round matches the record/),
    })
    expect(text).toEqual(
      round.outcome.hitMine
        ? 'You hit a mine: the bet is lost'
        : expect.stringMatching(/^Cashed out at 1\.1\d+×/),
    )
    await context.close()
  })

  it('Rocket (reduced motion): cashes out on the studio’s clock at 1.50× unless it crashed first; a watched round keeps its crash point shown', async () => {
    const { page, context, settle } = await open('e2ecrash01', '/pggame/pg/rocket', 'pg', 'reduce')
    await page.getByRole('button', { name: 'Bet', exact: true }).click()
    const cashOut = page.getByRole('button', { name: /^Cash out/ })
    await expect.poll(() => cashOut.isEnabled()).toBe(true)
    // the studio's clock decides: 1.50× is reached crashTimeOf(150) ms after the round started
    clock.advance(crashTimeOf(150))
    // a watch may have told the page of the crash first: then there is nothing to click
    await cashOut.click({ timeout: 2_000 }).catch(() => undefined)
    const text = await resultText(page)
    const round = await settle()
    if (round.outcome.crashPoint >= 150) {
      expect(round.outcome).toEqual({
        crashPoint: round.outcome.crashPoint,
        cashOut: 150,
        win: true,
        multiplierBp: 15_000,
      })
      expect(text).toBe('Cashed out at 1.50×: you win 1.50 USDT')
    } else {
      expect(round.outcome.win).toBe(false)
      expect(text).toMatch(/^The rocket crashed at 1\.\d\d×: the bet is lost$/)
    }

    // a round the player only watches: once the studio's clock passes the point, a watch ends it
    await page.getByRole('button', { name: 'Bet', exact: true }).click()
    await expect.poll(() => cashOut.isEnabled()).toBe(true)
    // nine minutes on the studio's clock (1 981×): all but 1 rocket in 2 000 have crashed by then
    clock.advance(9 * 60_000)
    const ended = () => page.locator('.sg-result').innerText()
    await expect
      .poll(ended, { timeout: 3_000 })
      .toMatch(/./)
      .catch(() => cashOut.click({ timeout: 2_000 }).catch(() => undefined))
    await expect.poll(ended, { timeout: 5_000 }).toMatch(/^(The rocket crashed|Cashed out)/)
    const watched = await settle()
    const point = watched.outcome.crashPoint as number
    const shown = `${Math.floor(point / 100).toLocaleString('en')}.${String(point % 100).padStart(2, '0')}×`
    if (!watched.outcome.win) {
      // with reduced motion the number climbs four times a second (a 250 ms timer, then a frame);
      // after the crash it stays put: a timer and a frame of our own, queued after any tick the
      // game had pending, have run before the number is read
      await page.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(r), 250)))
      expect(await page.locator('.cr-big').textContent()).toBe(shown)
      expect(await resultText(page)).toBe(`The rocket crashed at ${shown}: the bet is lost`)
    }

    // the cash-out's time was recorded: the verifier replays it to the same multiplier
    expect((await verifies(page, 'pg', round.round_id)).ok).toBe('true')
    await context.close()
  })
})
