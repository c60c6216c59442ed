import { I18nProvider } from '@lingui/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { DrawLine, SelectionText } from '../../src/features/mybets/LotteryTicket.tsx'
import { i18n } from '../../src/i18n/index.ts'
import { formatMinorUnits, payAtOdds, toMinorUnits } from '../../workers/engine/index.ts'
import { renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(resetApp)

async function placeTicket(token: string, path: string, body: object) {
  const res = await fetch(`/sports/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `ticket-${path.replace('/', '-')}-${Date.now()}`,
    },
    body: JSON.stringify(body),
  }).then((r) => r.json())
  expect(res.code).toBe(0)
  return res.data as { ticket: string; match_id: string }
}

const nextDraw = async (path: string) =>
  (await fetch(`/sports/${path}`).then((r) => r.json())).data.next as { match_id: string }

describe('lottery tickets in my bets', () => {
  it('lists a PK10 and a Mark Six ticket with draw, selections and each selection pending', async () => {
    const { token } = await signUpPlayer({ deposit: '50' })
    const pk = await placeTicket(token, 'pk10/bet', {
      match_id: (await nextDraw('pk10/last')).match_id,
      items: [
        { bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '4' },
        { bet: { type: 'position', position: 3, car: 7 }, amount: '2' },
      ],
    })
    const hk = await placeTicket(token, 'marksix/bet', {
      game: 'hkmarksix',
      match_id: (await nextDraw('hkmarksix')).match_id,
      items: [{ bet: { type: 'specialCodeAnimal', animal: 'horse' }, amount: '3' }],
    })

    const { screen } = await renderApp('/my-bets')
    await screen.getByRole('button', { name: 'PK10' }).click()
    const card = screen.getByRole('listitem').filter({ hasText: pk.ticket })
    await expect.element(card.getByText(`Draw ${pk.match_id}`, { exact: false })).toBeVisible()
    await expect.element(card.getByText('Not drawn yet')).toBeVisible()
    await expect.element(card.getByText('Two sides: Place 1 · Odd', { exact: false })).toBeVisible()
    await expect.element(card.getByText('1st to 5th: Place 3 · 7', { exact: false })).toBeVisible()
    await expect.element(card.getByText('6.000000 USDT')).toBeVisible()

    await card.getByRole('button', { name: 'Details' }).click()
    const detail = screen.getByRole('dialog', { name: `Bet ${pk.ticket}` })
    await expect.element(detail.getByText(`Draw ${pk.match_id}`, { exact: false })).toBeVisible()
    await expect.element(detail.getByText('PENDING').first()).toBeVisible()
    expect(detail.getByText('PENDING').elements()).toHaveLength(2)
    // Its summary: the game, the stake, and the most it can pay, every bet of a race winning
    // (amount × the odds taken), nothing returned while it waits for its draw.
    const taken = (
      await fetch(`/sports/pk10/mybet/${pk.ticket}`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.json(),
      )
    ).data.selections as { amount: string; o: string }[]
    const most = taken.reduce((sum, p) => sum + payAtOdds(toMinorUnits(p.amount, 6), p.o), 0n)
    const summary = detail.getByRole('region', { name: 'Bet summary' })
    const row = (name: string) => summary.element().querySelector(`[data-row="${name}"] dd`)?.textContent
    await expect.poll(() => row('game')).toBe('PK10')
    expect(row('stake')).toBe('6.000000 USDT')
    expect(row('max')).toBe(`${formatMinorUnits(most, 6, 'USDT')} USDT`)
    expect(row('returned')).toBeUndefined()
    await detail.getByRole('button', { name: 'Close' }).click()

    await screen.getByRole('button', { name: 'Hong Kong Mark Six' }).click()
    const markSix = screen.getByRole('listitem').filter({ hasText: hk.ticket })
    await expect.element(markSix.getByText('Special animal: Horse', { exact: false })).toBeVisible()
  })

  it('shows drawn numbers as balls (with the special) or cars, and each selection in words', async () => {
    const screen = await render(
      <I18nProvider i18n={i18n}>
        <DrawLine
          game="hkmarksix"
          draw={{
            match_id: '2026-328',
            game: 'hkmarksix',
            draw_at: '2026-11-24T13:30:00.000Z',
            close_at: '2026-11-24T13:15:00.000Z',
            status: 'settled',
            seed_hash: 'a'.repeat(64),
            seed: 'b'.repeat(64),
            numbers: [3, 12, 19, 27, 38, 44],
            special: 8,
          }}
        />
        <DrawLine
          game="airship"
          draw={{
            match_id: '20261123-160',
            game: 'airship',
            draw_at: '2026-11-23T08:00:00.000Z',
            close_at: '2026-11-23T07:59:00.000Z',
            status: 'settled',
            seed_hash: 'c'.repeat(64),
            seed: 'd'.repeat(64),
            numbers: [4, 1, 9, 2, 10, 3, 8, 7, 5, 6],
            special: null,
          }}
        />
        <SelectionText
          currency="USDT"
          pick={{
            m: '2026-328',
            k: 'specialCodeCombinationZodiacs',
            n: '2:rat.ox.horse',
            o: '4.200',
            e: null,
            l: null,
            bet: { type: 'specialCodeCombinationZodiacs', level: 2, animals: ['rat', 'ox', 'horse'] },
            amount: '1.000000',
            count: 3,
            stake: '3.000000',
            status: 16,
            outcome: 'win',
            payout: '4.200000',
          }}
        />
      </I18nProvider>,
    )
    const [balls, cars] = screen.getByRole('list', { name: 'Drawn numbers' }).all()
    const drawn = [...(balls?.element().querySelectorAll('[data-colour]') ?? [])].map((b) => b.textContent)
    expect(drawn).toEqual(['03', '12', '19', '27', '38', '44', '08'])
    expect(cars?.element().textContent).toMatch(/^41921038756$/)
    await expect
      .element(screen.getByText('Combination zodiacs: Rat Ox Horse', { exact: false }))
      .toHaveTextContent('Combination zodiacs: Rat Ox Horse @4.200 · 1.000000 USDT × 3')
  })
})
