import { beforeEach, describe, expect, it } from 'vitest'
import { clearCricketSlip, cricket } from '../../src/state/cricket.ts'
import { bets, clearSlip, slipInput } from '../../src/state/sports.ts'
import {
  cricketReturn,
  estimateSlip,
  formatMinorUnits,
  textCents,
  UNITS_PER_CENT,
} from '../../workers/engine/index.ts'
import { DESKTOP, LAPTOP, MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  clearSlip()
  clearCricketSlip()
})

const wl = (
  screen: Awaited<ReturnType<typeof renderApp>>['screen'],
  card: number,
  market = 'Win / draw / lose',
) => screen.getByRole('article').nth(card).getByRole('region', { name: market })

describe('sports lobby and bet slip', () => {
  it('shows match cards with every market, toggles picks and groups them by match on the slip', async () => {
    const { screen } = await renderApp('/sport/soccer', DESKTOP)
    await expect.element(screen.getByRole('article').first()).toBeVisible()
    await screen
      .getByRole('article')
      .first()
      .getByRole('button', { name: /All markets/ })
      .click()
    for (const market of ['Correct score', 'Total goals', 'Half time / full time', 'Handicap'])
      await expect
        .element(screen.getByRole('article').first().getByRole('region', { name: market }))
        .toBeVisible()
    await wl(screen, 0).getByRole('button', { name: /Home/ }).click()
    await wl(screen, 0).getByRole('button', { name: /Draw/ }).click()
    await wl(screen, 1).getByRole('button', { name: /Away/ }).click()
    await wl(screen, 0).getByRole('button', { name: /Draw/ }).click()
    expect(bets.betSlipList.map((m) => m.betSlipLabelArray[0]?.labelValueArray.map((v) => v.key))).toEqual([
      ['w'],
      ['l'],
    ])
    await expect
      .element(wl(screen, 0).getByRole('button', { name: /Home/ }))
      .toHaveAttribute('aria-pressed', 'true')
    // At 1280 px the slip is docked beside the lobby: no button to open it.
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    await expect.element(slip.getByLabelText('2 String 1')).toBeChecked()
    expect(screen.getByRole('button', { name: /Bet slip \(2\)/ }).query()).toBeNull()
    await expect.element(slip.getByLabelText('Single match')).not.toBeChecked()
    await expect.element(slip.getByTestId('slip-combinations')).toHaveTextContent('1')
    // A visitor sees the login message instead of placing.
    await expect.element(slip.getByText('To complete the bet please Login to your account')).toBeVisible()
  })

  it("under 1200 px the slip button's payout follows each pick while the slip stays closed", async () => {
    const { screen } = await renderApp('/sport/soccer', LAPTOP)
    // The best payout of the slip as it is now, worked out here on the page by the same engine.
    const best = () => {
      const { input } = slipInput(bets)
      const max = input ? estimateSlip(input).maxPayout : '0.00'
      return `${formatMinorUnits(textCents(max) * UNITS_PER_CENT, 6, 'USDT')} USDT`
    }
    const button = (picks: number) =>
      screen.getByRole('button', { name: new RegExp(`^Bet slip \\(${picks}\\)`) })
    await wl(screen, 0).getByRole('button', { name: /Home/ }).click()
    await wl(screen, 1).getByRole('button', { name: /Away/ }).click()
    const two = best()
    await expect.element(button(2)).toMatchTextContent(two)
    await wl(screen, 2).getByRole('button', { name: /Draw/ }).click()
    const three = best()
    expect(three).not.toBe(two)
    await expect.element(button(3)).toMatchTextContent(three)
    expect(screen.getByRole('complementary', { name: 'Bet slip' }).query()).toBeNull()
  })

  it('warns about a single below multiple 10 and a stake above the balance', async () => {
    await signUpPlayer({ deposit: '5' })
    const { screen } = await renderApp('/sport/soccer', DESKTOP)
    await wl(screen, 0).getByRole('button', { name: /Home/ }).click()
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    await expect
      .element(slip.getByText('The multiple is below the minimum (10 with single match)'))
      .toBeVisible()
    await expect.element(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled()
    await slip.getByLabelText('Multiple').fill('10')
    await expect.element(slip.getByText('Your balance does not cover this ticket')).toBeVisible()
    await slip.getByLabelText('Multiple').fill('')
    await expect.element(slip.getByTestId('slip-max')).toHaveTextContent('0.000000 USDT')
  })

  it('on a phone the slip rises from the bottom and its X clears the slip, the stored item and the query', async () => {
    const { screen, router } = await renderApp('/sport/basketball?from=promo', MOBILE)
    await wl(screen, 0, 'Winner').getByRole('button', { name: /Home/ }).click()
    expect(localStorage.getItem('betItem')).toContain(bets.betSlipList[0]?.match_id ?? 'none')
    await screen.getByRole('button', { name: /Bet slip \(1\)/ }).click()
    const panel = screen.getByRole('complementary', { name: 'Bet slip' })
    // The drawer's code is fetched at its first opening, which a busy machine can take seconds to serve.
    await expect.element(panel, { timeout: 10_000 }).toBeInTheDocument()
    // Once risen it sits above the bottom navigation and below the header.
    const box = () => panel.element().getBoundingClientRect()
    await expect.poll(() => box().bottom).toBeLessThanOrEqual(844 - 56 + 1)
    expect(box().top).toBeGreaterThanOrEqual(56)
    await panel.getByRole('button', { name: 'Close' }).click()
    expect(bets.betSlipList).toEqual([])
    expect(localStorage.getItem('betItem')).toBeNull()
    expect(router.state.location.search).toEqual({})
    expect(router.state.location.pathname).toBe('/sport/basketball')
  })

  it('asks before placing, and when the odds moved offers the new odds instead of placing', async () => {
    await signUpPlayer({ deposit: '100' })
    const { screen } = await renderApp('/sport/soccer', DESKTOP)
    await wl(screen, 0).getByRole('button', { name: /Home/ }).click()
    await wl(screen, 1).getByRole('button', { name: /Home/ }).click()
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    // The price on the slip is older (higher) than the server's now.
    const pick = bets.betSlipList[0]?.betSlipLabelArray[0]?.labelValueArray[0]
    if (!pick) throw new Error('no pick')
    const current = pick.odds
    pick.odds = Math.round((current + 0.5) * 100) / 100
    await slip.getByRole('button', { name: 'Place bet' }).click()
    const confirm = screen.getByRole('dialog', { name: 'Confirm your bet' })
    await confirm.getByRole('button', { name: 'Place bet' }).click()
    const changed = screen.getByRole('dialog', { name: 'The odds have changed' })
    await expect.element(changed.getByText(`${pick.odds.toFixed(2)} →`, { exact: false })).toBeVisible()
    await changed.getByRole('button', { name: 'Accept new odds' }).click()
    expect(bets.betSlipList[0]?.betSlipLabelArray[0]?.labelValueArray[0]?.odds).toBe(current)
    await screen
      .getByRole('dialog', { name: 'Confirm your bet' })
      .getByRole('button', { name: 'Place bet' })
      .click()
    await expect.element(screen.getByText('Bet placed').first()).toBeVisible()
    expect(bets.betSlipList).toEqual([])
  })

  it('a placed parlay leaves a receipt: number, legs at their odds, stake, payouts, and a way to My bets', async () => {
    await signUpPlayer({ deposit: '100' })
    const { screen, router } = await renderApp('/sport/soccer', DESKTOP)
    await wl(screen, 0).getByRole('button', { name: /Home/ }).click()
    await wl(screen, 1).getByRole('button', { name: /Away/ }).click()
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await screen
      .getByRole('dialog', { name: 'Confirm your bet' })
      .getByRole('button', { name: 'Place bet' })
      .click()
    const receipt = screen.getByRole('region', { name: 'Bet receipt' })
    await expect.element(receipt.getByRole('heading', { name: 'Bet placed' })).toBeVisible()
    expect(receipt.element().textContent).toMatch(/Bet number [A-Z][0-9A-Z]{6,24}/)
    expect(receipt.getByRole('listitem').elements()).toHaveLength(2)
    expect(receipt.element().textContent).toContain('Stake')
    expect(receipt.element().textContent).toContain('Maximum payout')
    await receipt.getByRole('link', { name: 'View in My bets' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/my-bets')
  })
})

describe('cricket', () => {
  it('toggles bets within a match, takes an amount per bet, and places the slip', async () => {
    await signUpPlayer({ deposit: '50' })
    const { screen } = await renderApp('/sport/cricket', DESKTOP)
    const card = screen.getByRole('article').first()
    const winner = card.getByRole('region', { name: 'Match winner' })
    await winner.getByRole('button').first().click()
    await card.getByRole('region', { name: 'Toss winner' }).getByRole('button').first().click()
    await winner.getByRole('button').first().click()
    expect(cricket.slip).toHaveLength(1)
    expect(Object.keys(cricket.slip[0]?.bets ?? {})).toEqual(['toss:home'])
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    await slip.getByLabelText(/Amount for Toss winner/).fill('60')
    await expect.element(slip.getByText('Your balance does not cover this ticket')).toBeVisible()
    // An amount whose return is more than half a cent above a cent: the slip shows amount × odd
    // rounded half to even, what the server pays, not the cent below.
    const odd = cricket.slip[0]?.bets['toss:home']?.odd ?? 0
    const hundredths = Math.round(odd * 100)
    const cents = [...Array(4900).keys()].map((c) => c + 100).find((c) => (c * hundredths) % 100 > 50) ?? 500
    const amount = (cents / 100).toFixed(2)
    await slip.getByLabelText(/Amount for Toss winner/).fill(amount)
    const pays = formatMinorUnits(cricketReturn(BigInt(cents) * UNITS_PER_CENT, odd), 6, 'USDT')
    await expect.element(slip.getByText(`${pays} USDT`)).toBeVisible()
    expect(pays).not.toBe(
      formatMinorUnits(BigInt(Math.floor((cents * hundredths) / 100)) * UNITS_PER_CENT, 6, 'USDT'),
    )
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await screen
      .getByRole('dialog', { name: 'Confirm your bet' })
      .getByRole('button', { name: 'Place bet' })
      .click()
    await expect.element(screen.getByText('Bet placed')).toBeVisible()
    expect(cricket.slip).toEqual([])
  })

  it('a placed cricket slip leaves the sports receipt: number, time, each bet at its odd and amount, totals, share, and My bets on cricket', async () => {
    await signUpPlayer({ deposit: '50' })
    const { screen, router } = await renderApp('/sport/cricket', MOBILE)
    const card = screen.getByRole('article').first()
    await card.getByRole('region', { name: 'Match winner' }).getByRole('button').first().click()
    await card.getByRole('region', { name: 'Toss winner' }).getByRole('button').first().click()
    // On a phone the slip opens from its button, above the navigation.
    await screen.getByRole('button', { name: 'Bet slip (2)' }).click()
    const slip = screen.getByRole('complementary', { name: 'Bet slip' })
    await expect.element(slip, { timeout: 10_000 }).toBeInTheDocument()
    await slip.getByLabelText(/Amount for Match winner/).fill('3')
    await slip.getByLabelText(/Amount for Toss winner/).fill('2')
    const odds = Object.values(cricket.slip[0]?.bets ?? {}).map((b) => b.odd)
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await screen
      .getByRole('dialog', { name: 'Confirm your bet' })
      .getByRole('button', { name: 'Place bet' })
      .click()
    const receipt = screen.getByRole('region', { name: 'Bet receipt' })
    await expect.element(receipt.getByRole('heading', { name: 'Bet placed' })).toBeVisible()
    const text = () => receipt.element().textContent ?? ''
    const betNo = /Bet number ([A-Z][0-9A-Z]{6,24})/.exec(text())?.[1]
    expect(betNo).toMatch(/^C/)
    expect(receipt.element().querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    const legs = receipt.getByRole('listitem').elements()
    expect(legs).toHaveLength(2)
    expect(legs[0]?.textContent).toContain(`Match winner: `)
    expect(legs[0]?.textContent).toContain(`@${odds[0]?.toFixed(2)} · 3.000000 USDT`)
    expect(legs[1]?.textContent).toContain(`@${odds[1]?.toFixed(2)} · 2.000000 USDT`)
    const most = (
      cricketReturn(3_000_000n, odds[0] ?? 0) + cricketReturn(2_000_000n, odds[1] ?? 0)
    ).toString()
    expect(text()).toMatch(/Bets\s*2/)
    expect(text()).toContain('Stake5.000000 USDT')
    expect(text()).toContain(`Maximum payout${formatMinorUnits(BigInt(most), 6, 'USDT')} USDT`)
    await expect.element(receipt.getByRole('button', { name: 'Share ticket' })).toBeVisible()
    // No toast instead of it: the receipt is the result.
    expect(screen.getByRole('status').filter({ hasText: 'Bet placed' }).elements()).toHaveLength(0)

    await receipt.getByRole('link', { name: 'View in My bets' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/my-bets')
    await expect
      .element(screen.getByRole('button', { name: 'Cricket' }))
      .toHaveAttribute('aria-pressed', 'true')
    await expect.element(screen.getByRole('listitem').filter({ hasText: betNo ?? '-' })).toBeVisible()
  })
})
