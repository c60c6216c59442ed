import { beforeEach, describe, expect, it } from 'vitest'
import type { CricketMatchView, PlacedCricketSlip } from '#contract/cricket.ts'
import { placedAt } from '../../src/features/mybets/BetSummary.tsx'
import { changeLocale } from '../../src/i18n/index.ts'
import { MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(resetApp)

const HOUR = 3600_000

/** A cricket bet on the latest open match (the one other tests reach last), then its feed postpones it. */
async function betOnPostponedMatch() {
  const { token } = await signUpPlayer({ deposit: '50' })
  const open = (
    await fetch('/sports/cricketAPI/matchData/matchList?start=0&limit=100&status=open').then((r) => r.json())
  ).data.list as CricketMatchView[]
  const match = open[open.length - 1]
  const market = match?.markets.find((m) => m.betId === 'winner:home')
  if (!match || !market) throw new Error('no open cricket match')
  const placed = await fetch('/sports/cricketAPI/betData/create', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `postponed-${match.matchId}-${Date.now()}`,
    },
    body: JSON.stringify({
      matches: [
        {
          matchId: match.matchId,
          bets: {
            'winner:home': {
              categoryLabel: market.categoryLabel,
              slipLabel: market.slipLabel,
              odd: market.odd,
              amount: '5',
            },
          },
        },
      ],
    }),
  }).then((r) => r.json())
  expect(placed.code).toBe(0)
  const postponed = await fetch(`/scenario/sports/feed/postpone-cricket?id=${match.matchId}`, {
    method: 'POST',
  })
  expect(postponed.status).toBe(200)
  const voidAt = new Date(new Date(match.startTime).getTime() + 36 * HOUR).toISOString()
  return { match, bet: placed.data as PlacedCricketSlip, voidAt }
}

describe('a cricket bet whose match is postponed, in my bets', () => {
  it('says postponed, not a bare Pending, with the time it turns void, on the card and in its details', async () => {
    const { match, bet, voidAt } = await betOnPostponedMatch()
    const { screen } = await renderApp('/my-bets', MOBILE)
    await screen.getByRole('button', { name: 'Cricket' }).click()
    const card = screen.getByRole('listitem').filter({ hasText: bet.bet_id })
    await expect.element(card.getByText('Postponed', { exact: true })).toBeVisible()
    expect(card.getByText('Pending', { exact: true }).elements()).toHaveLength(0)
    const note = `${match.home} – ${match.away} is postponed: void if not played by ${placedAt('en', voidAt)}`
    await expect.element(card.getByText(note)).toBeVisible()

    await card.getByRole('button', { name: 'Details' }).click()
    const detail = screen.getByRole('dialog', { name: `Bet ${bet.bet_id}` })
    const status = detail.getByRole('region', { name: 'Bet summary' })
    await expect.element(status.getByText('Postponed', { exact: true })).toBeVisible()
    await expect.element(status.getByText(note)).toBeVisible()
    // The leg waits on its postponed match, rather than a bare "Not decided".
    await expect.element(detail.getByRole('listitem').filter({ hasText: 'Postponed' }).first()).toBeVisible()
    expect(detail.getByText('Not decided').elements()).toHaveLength(0)
  })

  it('says it in Chinese too', async () => {
    const { match, bet, voidAt } = await betOnPostponedMatch()
    await changeLocale('zh')
    const { screen } = await renderApp('/my-bets?game=cricket', MOBILE)
    const card = screen.getByRole('listitem').filter({ hasText: bet.bet_id })
    await expect.element(card.getByText('延期', { exact: true })).toBeVisible()
    await expect
      .element(
        card.getByText(
          `${match.home} – ${match.away} 已延期：如在 ${placedAt('zh', voidAt)} 前未进行，则作废`,
        ),
      )
      .toBeVisible()
  })
})
