import { beforeEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../src/i18n/index.ts'
import { moneyText } from '../../src/shared/money/format.ts'
import { lottery } from '../../src/state/lottery.ts'
import { bets, clearSlip } from '../../src/state/sports.ts'
import { usdtInCurrency } from '../../workers/engine/index.ts'
import { DESKTOP, LAPTOP, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  clearSlip()
  lottery.lotteryBetArray = {}
  lottery.warningMessage = null
})

type Screen = Awaited<ReturnType<typeof renderApp>>['screen']
const wl = (screen: Screen, card: number) =>
  screen.getByRole('article').nth(card).getByRole('region', { name: 'Win / draw / lose' })

/** A new player whose display currency is CNY, and the rate the slip converts limits with. */
async function cnyPlayer() {
  const { token } = await signUpPlayer()
  await fetch('/sports/member/currency?unit=CNY', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
  })
  const rates = (await (await fetch('/sports/config/exchange')).json()).data as {
    currency: string
    exchange: string
  }[]
  return rates.find((r) => r.currency === 'CNY')?.exchange ?? '1'
}

describe('the docked bet slip', () => {
  it('at 1280 px sits in the right column beside the lobby, empty until a pick, with no slip button', async () => {
    const { screen } = await renderApp('/sport/soccer', DESKTOP)
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    await expect.element(slip.getByText('Your bet slip is empty')).toBeVisible()
    await wl(screen, 0).getByRole('button', { name: /Home/ }).click()
    await expect.element(slip.getByRole('button', { name: /Remove this match/ })).toBeVisible()
    expect(screen.getByRole('button', { name: /Bet slip \(1\)/ }).query()).toBeNull()
    const main = screen.getByRole('main').element().getBoundingClientRect()
    const box = slip.element().getBoundingClientRect()
    expect(box.left).toBeGreaterThanOrEqual(main.right - 1)
    expect(box.right).toBeLessThanOrEqual(1280)
    // It stays in view while the lobby scrolls.
    window.scrollTo(0, 600)
    await expect.poll(() => slip.element().getBoundingClientRect().top).toBe(56)
  })

  it('under 1200 px the slip stays behind its button, in the drawer', async () => {
    const { screen } = await renderApp('/sport/soccer', LAPTOP)
    await expect.element(screen.getByRole('article').first()).toBeVisible()
    expect(screen.getByRole('complementary', { name: 'Bet slip' }).query()).toBeNull()
    await wl(screen, 0).getByRole('button', { name: /Home/ }).click()
    await screen.getByRole('button', { name: /Bet slip \(1\)/ }).click()
    await expect.element(screen.getByRole('complementary', { name: 'Bet slip' })).toBeVisible()
  })

  it('on the home page it docks with the first pick, not before', async () => {
    const { screen } = await renderApp('/', DESKTOP)
    const soon = screen.getByRole('region', { name: 'Starting soon' })
    await expect.element(soon.getByRole('listitem').first()).toBeVisible()
    expect(screen.getByRole('complementary', { name: 'Bet slip' }).query()).toBeNull()
    await soon.getByRole('listitem').first().getByRole('button', { name: /Home/ }).click()
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    await expect.element(slip.getByRole('button', { name: /Remove this match/ })).toBeVisible()
    expect(screen.getByRole('button', { name: /Bet slip \(1\)/ }).query()).toBeNull()
  })
})

describe('money on the slip', () => {
  it('the combination list and the totals show what settlement pays (17.4876 is paid 17.49, never 17.48)', async () => {
    await cnyPlayer()
    const { screen } = await renderApp('/sport/soccer', DESKTOP)
    await wl(screen, 0).getByRole('button', { name: /Home/ }).click()
    await wl(screen, 1).getByRole('button', { name: /Away/ }).click()
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    await expect.element(slip.getByLabelText('2 String 1')).toBeChecked()
    // 2 × 2.47 × 3.54 = 17.4876: settlement rounds it half to even to the cent, 17.49 (issue 27).
    const [first, second] = bets.betSlipList.map((m) => m.betSlipLabelArray[0]?.labelValueArray[0])
    if (!first || !second) throw new Error('no picks')
    first.odds = 2.47
    second.odds = 3.54
    await expect.element(slip.getByTestId('slip-max')).toHaveTextContent('17.49 CNY')
    await slip.getByRole('button', { name: 'Show combinations' }).click()
    const rows = screen.getByRole('list', { name: 'Combinations' })
    const row = rows.getByRole('listitem').first()
    await expect.poll(() => row.element().textContent).toMatch(/@2\.47.*@3\.54.*17\.49 CNY$/)
  })

  it("the minimum stake warning names the minimum in the player's currency, exactly", async () => {
    const exchange = await cnyPlayer()
    const limits = (await (await fetch('/sports/game_config?kind=soccer')).json()).data as {
      minBet: string
      minBetGameType: string
    }
    const units = [limits.minBet, limits.minBetGameType].map((v) => usdtInCurrency(v, exchange))
    const min = moneyText(
      units.reduce((a, b) => (b > a ? b : a)),
      'CNY',
    )
    const { screen } = await renderApp('/sport/soccer', DESKTOP)
    await wl(screen, 0).getByRole('button', { name: /Home/ }).click()
    await wl(screen, 1).getByRole('button', { name: /Away/ }).click()
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    // One combination at multiple 1 costs 2 CNY, below 2 USDT in CNY.
    await expect.element(slip.getByTestId('slip-stake')).toHaveTextContent('2.00 CNY')
    expect(min).toMatch(/^\d+\.\d\d CNY$/)
    await expect.element(slip.getByText(`The minimum stake is ${min}`)).toBeVisible()
    await expect.element(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled()
    await changeLocale('zh')
    await expect.element(screen.getByText(`最低投注额为 ${min}`)).toBeVisible()
  })

  it("a lottery ticket's amount below its bet's minimum names that minimum", async () => {
    const odds = (await (await fetch('/sports/marksix/odds?game=ammarksix')).json()).data as {
      index: number
      min: string
    }[]
    const special = odds.find((o) => o.index === 0)
    if (!special) throw new Error('no odds')
    const min = moneyText(usdtInCurrency(special.min, '1'), 'USDT')
    const { screen } = await renderApp('/lottery/mark-six?game=ammarksix', DESKTOP)
    await screen.getByRole('button', { name: '07 · 47.5' }).click()
    await screen.getByLabelText('Amount for 07').fill('0.5')
    await expect.element(screen.getByText(`The minimum stake for this bet is ${min}`)).toBeVisible()
    await changeLocale('zh')
    await expect.element(screen.getByText(`此注最低投注额为 ${min}`)).toBeVisible()
  })
})
