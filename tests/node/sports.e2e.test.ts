import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  combinationAt,
  combinationCount,
  estimateSlip,
  formatMinorUnits,
  type Score,
  type Selection,
  selectionWins,
  settleCombination,
  textCents,
  UNIT_DECIMALS,
  UNITS_PER_CENT,
} from '#engine/index.ts'
import { manualClock } from '../../server/clock.ts'
import { fundedPlayer, startSite } from './site.ts'

/**
 * Sports end to end on the built site with the feed's clock under the test's control: a parlay
 * picked on the screens, its estimates checked against the engine, placed, the matches played by
 * fast-forwarding, and the wallet and my bets checked against the engine's settlement.
 */
// A fixed start, so the fixtures (seeded by date) are the same on every run, whatever today is.
const clock = manualClock(new Date('2026-03-02T06:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.sportsTick()
}, 60_000)
afterAll(() => site?.close())

interface LobbyMatch {
  match_id: string
  match_start_time: string
  markets: { kind: Selection['kind']; name: string; odds: number; handicap?: number; line?: number }[]
}

/** An estimate's exact decimal text as the slip shows it. */
const usdt = (text: string) =>
  `${formatMinorUnits(textCents(text) * UNITS_PER_CENT, UNIT_DECIMALS, 'USDT')} USDT`

async function signedInPage(width: number, fund: string) {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  const account = `sport${Date.now().toString(36)}${width}`
  await fundedPlayer(page, site.origin, account, fund)
  /** A fresh access token: the clock jumps hours ahead, past the 15-minute access tokens. */
  const bearer = async () => {
    const res = await page.request.post(`${site.origin}/sports/sign_in`, {
      data: { account, password: 'Secret123' },
    })
    return { authorization: `Bearer ${(await res.json()).data.token}` }
  }
  const balance = async () =>
    (
      await (
        await page.request.get(`${site.origin}/sports/member/account`, { headers: await bearer() })
      ).json()
    ).data.score as string
  return { context, page, bearer, balance }
}

const lobby = async (page: Page, game: string): Promise<LobbyMatch[]> =>
  (await (await page.request.get(`${site.origin}/sports/${game}?start=0&limit=100`)).json()).data.list

const selectionOf = (m: LobbyMatch, kind: string, name: string): Selection => {
  const market = m.markets.find((x) => x.kind === kind && x.name === name)
  if (!market) throw new Error(`no ${kind} ${name}`)
  return { matchId: m.match_id, ...market }
}

describe('sports betting, end to end', () => {
  it('browse → 3-match parlay with two picks on one match → engine estimates → place → play → paid per combination', async () => {
    const { context, page, bearer, balance } = await signedInPage(1280, '500')
    const start = Number(await balance())
    const [a, b, c] = await lobby(page, 'soccer')
    if (!a || !b || !c) throw new Error('no fixtures')

    await page.goto(`${site.origin}/sport/soccer`)
    const cards = page.locator('main article')
    await cards
      .nth(0)
      .getByRole('region', { name: 'Win / draw / lose' })
      .getByRole('button', { name: /Home/ })
      .click()
    await cards
      .nth(0)
      .getByRole('button', { name: /All markets/ })
      .click()
    await cards
      .nth(0)
      .getByRole('region', { name: 'Total goals' })
      .getByRole('button', { name: /^2 goals/ })
      .click()
    await cards
      .nth(1)
      .getByRole('region', { name: 'Win / draw / lose' })
      .getByRole('button', { name: /Draw/ })
      .click()
    await cards
      .nth(2)
      .getByRole('region', { name: 'Win / draw / lose' })
      .getByRole('button', { name: /Away/ })
      .click()
    // At 1280 px the slip is docked in the right column beside the lobby: no button, no drawer.
    const slip = page.getByRole('complementary', { name: 'Bet slip' })
    await slip.getByLabel('2 String 1').check()
    expect(await page.getByRole('button', { name: 'Bet slip (4)' }).count()).toBe(0)
    const [lobbyBox, slipBox] = [await page.locator('main').boundingBox(), await slip.boundingBox()]
    expect(slipBox?.x).toBeGreaterThanOrEqual((lobbyBox?.x ?? 0) + (lobbyBox?.width ?? 0) - 1)
    expect((slipBox?.x ?? 0) + (slipBox?.width ?? 0)).toBeLessThanOrEqual(1280)
    await slip.getByLabel('Multiple').fill('2')

    const selections = [
      selectionOf(a, 'wl', 'w'),
      selectionOf(a, 'goals', '2'),
      selectionOf(b, 'wl', 'd'),
      selectionOf(c, 'wl', 'l'),
    ]
    const input = { game: 'soccer' as const, selections, strings: [2, 3], multiple: 2 }
    const estimate = estimateSlip(input)
    expect(estimate.combinations).toBe(7)
    await expect.poll(() => slip.getByTestId('slip-max').textContent()).toBe(usdt(estimate.maxPayout))
    expect(await slip.getByTestId('slip-min').textContent()).toBe(usdt(estimate.minPayout))
    expect(await slip.getByTestId('slip-combinations').textContent()).toBe('7')
    expect(await slip.getByTestId('slip-stake').textContent()).toBe(usdt(estimate.stake))

    // The slip survives a reload.
    await page.reload()
    await expect.poll(() => slip.getByTestId('slip-max').textContent()).toBe(usdt(estimate.maxPayout))

    await slip.getByRole('button', { name: 'Place bet' }).click()
    await page
      .getByRole('dialog', { name: 'Confirm your bet' })
      .getByRole('button', { name: 'Place bet' })
      .click()
    await page.getByText('Bet placed').waitFor()
    expect(Number(await balance())).toBeCloseTo(start - Number(estimate.stake), 6)

    // Fast-forward past the last kick-off by more than the 36 h after which a postponed match is
    // void: every picked match is then either played or void, whichever the feed decided.
    const last = Math.max(...[a, b, c].map((m) => new Date(m.match_start_time).getTime()))
    clock.set(new Date(last + 40 * 3600_000))
    await site.app.jobs.sportsTick()
    const history = (
      await (await page.request.get(`${site.origin}/sports/soccer/history?start=0&limit=100`)).json()
    ).data.list as { match_id: string; status: string; score: { half: number[]; full: number[] } | null }[]
    const results = new Map<string, Score | 'void'>()
    expect(history.filter((m) => [a, b, c].some((x) => x.match_id === m.match_id))).toHaveLength(3)
    for (const m of history) {
      if (m.status === 'void') results.set(m.match_id, 'void')
      else if (m.score)
        results.set(m.match_id, {
          home: m.score.full[0] ?? 0,
          away: m.score.full[1] ?? 0,
          halfHome: m.score.half[0] ?? 0,
          halfAway: m.score.half[1] ?? 0,
        })
    }
    const perCombination = Array.from({ length: combinationCount(input) }, (_, i) =>
      settleCombination('soccer', combinationAt(input, i), results, 2),
    )
    const paid = perCombination.reduce((s, r) => s + Number(r.cents), 0) / 100
    expect(Number(await balance())).toBeCloseTo(start - Number(estimate.stake) + paid, 6)

    const mine = (
      await (
        await page.request.get(`${site.origin}/sports/soccer/mybet?status=16`, { headers: await bearer() })
      ).json()
    ).data.list
    expect(mine).toHaveLength(1)
    expect(Number(mine[0].returned)).toBeCloseTo(paid, 6)

    // My bets shows the bet settled and each combination WIN or LOSS as the engine decided.
    await page.goto(`${site.origin}/my-bets`)
    await page.getByRole('tab', { name: 'Settled' }).click()
    await page.getByRole('button', { name: 'Details' }).click()
    const detail = page.getByRole('dialog', { name: `Bet ${mine[0].bet_id}` })
    const statuses = detail.locator('li [data-status]')
    await expect.poll(() => statuses.count()).toBe(7)
    const shown = await statuses.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))
    expect(shown).toEqual(perCombination.map((r) => (r.cents > 0n ? 'WIN' : 'LOSS')))

    // Above the combinations, the bet itself: number, game, state, stake, parlays and multiple,
    // the most it could pay at the odds taken and what it returned, then each leg and its outcome.
    const summary = detail.getByRole('region', { name: 'Bet summary' })
    const row = (name: string) => summary.locator(`[data-row="${name}"] dd`).textContent()
    expect(await row('number')).toBe(mine[0].bet_id)
    expect(await row('game')).toBe('Soccer')
    expect(await row('status')).toBe('Settled')
    expect(await row('stake')).toBe(usdt(estimate.stake))
    expect(await row('parlay')).toBe('2 String 1, 3 String 1')
    expect(await row('multiple')).toBe('×2')
    expect(await row('max')).toBe(usdt(estimate.maxPayout))
    const paidCents = perCombination.reduce((s, r) => s + r.cents, 0n)
    expect(await row('returned')).toBe(
      `${formatMinorUnits(paidCents * UNITS_PER_CENT, UNIT_DECIMALS, 'USDT')} USDT`,
    )
    const legs = await detail
      .locator('[data-outcome]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-outcome')))
    const outcome = (s: Selection) => {
      const r = results.get(s.matchId)
      if (r === 'void') return 'void'
      return r && selectionWins('soccer', s, r) ? 'win' : 'lose'
    }
    expect(legs).toEqual(selections.map(outcome))
    await context.close()
  }, 120_000)
})
