import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import type { DrawView } from '#contract/lottery.ts'
import { clearCricketSlip, cricket } from '../../src/state/cricket.ts'
import { racing } from '../../src/state/racing.ts'
import { DESKTOP, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

const realFetch = window.fetch
let tests = 0

beforeEach(async () => {
  await resetApp()
  clearCricketSlip()
  racing.pk10BetArray = {}
})

afterEach(() => {
  window.fetch = realFetch
})

/**
 * While `dropping`, every POST the page sends to the API's `path` goes through the scenario
 * server, which carries it out on the real API and then drops the connection: the request lands,
 * its answer never arrives, and the dev server's proxy in front answers the page 500 with no body
 * (as a gateway does). `reached` counts those attempts as the scenario server saw them.
 */
function loseAnswers(path: string) {
  const id = `lost-${Date.now()}-${tests++}`
  const lost = {
    dropping: true,
    reached: async () =>
      Number(
        (await (await realFetch(`/scenario/sports/hits?key=${encodeURIComponent(`lost:${id}`)}`)).json())
          .data,
      ),
  }
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (lost.dropping && init?.method === 'POST' && url.pathname === `/sports/${path}`)
      return realFetch(`/scenario/sports/lost?path=${encodeURIComponent(path)}&id=${id}`, init)
    return realFetch(input, init)
  }
  return lost
}

/** The player's balance in 6-place units, as the server holds it. */
async function balanceOf(token: string) {
  const account = await (
    await realFetch('/sports/member/account', { headers: { authorization: `Bearer ${token}` } })
  ).json()
  return BigInt(String(account.data.score).replace('.', ''))
}

const USDT = 1_000_000n
/** What the player is told when no answer came (serverError). */
const LOST = 'Server error, try again later'

/** The cricket lobby at 1280 px, the first match's toss winner picked onto the docked slip. */
async function tossOnSlip() {
  const { screen } = await renderApp('/sport/cricket', DESKTOP)
  await screen
    .getByRole('article')
    .first()
    .getByRole('region', { name: 'Toss winner' })
    .getByRole('button')
    .first()
    .click()
  return { screen, slip: screen.getByRole('complementary', { name: 'Bet slip' }) }
}

describe('the cricket slip', () => {
  it('keeps a typed point: "1." then "5" is an amount of 1.5', async () => {
    await signUpPlayer({ deposit: '50' })
    const { slip } = await tossOnSlip()
    const amount = slip.getByLabelText(/Amount for Toss winner/)
    await amount.clear()
    await userEvent.type(amount, '1.')
    await expect.element(amount).toHaveValue('1.')
    await userEvent.type(amount, '5')
    await expect.element(amount).toHaveValue('1.5')
    expect(cricket.slip[0]?.bets['toss:home']?.amount).toBe('1.5')
    await expect.element(slip.getByText('1.500000 USDT').first()).toBeVisible()
  })

  it('request lands, its answer never arrives, the player taps Place again: one debit', async () => {
    const { token } = await signUpPlayer({ deposit: '50' })
    const start = await balanceOf(token)
    const { screen, slip } = await tossOnSlip()
    await slip.getByLabelText(/Amount for Toss winner/).fill('5')
    const place = async () => {
      await slip.getByRole('button', { name: 'Place bet' }).click()
      await screen
        .getByRole('dialog', { name: 'Confirm your bet' })
        .getByRole('button', { name: 'Place bet' })
        .click()
    }
    const lost = loseAnswers('cricketAPI/betData/create')
    await place()
    await expect.element(slip.getByText(LOST), { timeout: 15_000 }).toBeVisible()
    // The client's own retries went out under the same key: the server took the slip once.
    expect(await lost.reached()).toBe(4)
    expect(await balanceOf(token)).toBe(start - 5n * USDT)

    lost.dropping = false
    await place()
    const receipt = screen.getByRole('region', { name: 'Bet receipt' })
    await expect
      .element(receipt.getByRole('heading', { name: 'Bet placed' }), { timeout: 15_000 })
      .toBeVisible()
    expect(await balanceOf(token)).toBe(start - 5n * USDT)
    expect(cricket.slip).toEqual([])
  }, 60_000)
})

describe('a racing ticket', () => {
  it('request lands, its answer never arrives, the player taps Place again: one debit', async () => {
    // The ticket must stay on one draw: a draw about to close is let go for the next one.
    const next = async () =>
      ((await (await realFetch('/sports/pk10/last')).json()).data as { next: DrawView | null }).next
    await expect
      .poll(async () => new Date((await next())?.close_at ?? 0).getTime() - Date.now(), { timeout: 45_000 })
      .toBeGreaterThan(30_000)
    const { token } = await signUpPlayer({ deposit: '50' })
    const start = await balanceOf(token)
    const { screen } = await renderApp('/lottery/pk10', DESKTOP)
    await screen
      .getByRole('button', { name: /^Odd · / })
      .first()
      .click()
    // A new selection takes the cast, 10 per bet.
    await expect.element(screen.getByText('Total stake')).toBeVisible()
    const place = async () => {
      await screen.getByRole('button', { name: 'Place bet' }).click()
      await screen
        .getByRole('dialog', { name: 'Place lottery bet' })
        .getByRole('button', { name: 'OK' })
        .click()
    }
    const lost = loseAnswers('pk10/bet')
    await place()
    await expect
      .element(screen.getByRole('alert').filter({ hasText: LOST }), { timeout: 15_000 })
      .toBeVisible()
    expect(await lost.reached()).toBe(4)
    expect(await balanceOf(token)).toBe(start - 10n * USDT)

    lost.dropping = false
    await place()
    await expect.element(screen.getByText('Bet placed'), { timeout: 15_000 }).toBeVisible()
    expect(await balanceOf(token)).toBe(start - 10n * USDT)
    expect(racing.pk10BetArray).toEqual({})
  }, 90_000)
})
