import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(resetApp)

const call = (token: string, path: string, init: RequestInit = {}, key?: string) =>
  fetch(path, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  }).then((r) => r.json())
const launchOf = (url: string) => new URL(url, location.origin).searchParams.get('token') ?? ''
/** One round at the studio's table, as its page plays it: the stake is `bet` × the chips. */
const play = async (provider: string, game: string, launch: string, bet: string, params: object) => {
  const res = await fetch(`/sandbox/games/api/${provider}/${game}/rounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-launch-token': launch },
    body: JSON.stringify({ bet, params }),
  }).then((r) => r.json())
  return res.data as { round: { round_id: string; win: string }; balance: string }
}

describe('the transfer games’ rounds in my bets', () => {
  it('the Card game and NG game chips list the hands played, in USDT and CNY, each with its verify link', async () => {
    const { token } = await signUpPlayer({ deposit: '40' })
    const tag = Date.now().toString(36)
    const login = await call(token, '/playcard/login?game_id=0&money=10', {}, `ky-login-${tag}`)
    const hand = await play('ky', '0', launchOf(login.data.url), '1', { banker: 2 })
    // Leaving the table pulls its hands at once.
    await call(token, `/playcard/transfer_out?money=${hand.balance}`, {}, `ky-out-${tag}`)
    await call(token, '/nggame/transfer_in?money=7.1&currency=CNY', {}, `ng-in-${tag}`)
    const ng = await call(token, '/nggame/ng/login', {
      method: 'POST',
      body: JSON.stringify({ game_id: 'roulette' }),
    })
    const spin = await play('ng', 'roulette', launchOf(ng.data.url), '0.25', {
      spots: [{ bet: { kind: 'black' }, chips: 3 }],
    })
    await call(token, `/nggame/transfer_out?money=${spin.balance}&currency=CNY`, {}, `ng-out-${tag}`)

    const { screen } = await renderApp('/my-bets')
    const games = screen.getByRole('group', { name: 'Game' })
    await games.getByRole('button', { name: 'Card game' }).click()
    await expect
      .element(games.getByRole('button', { name: 'Card game' }))
      .toHaveAttribute('aria-pressed', 'true')
    const card = screen.getByRole('listitem').filter({ hasText: hand.round.round_id })
    await expect.element(card.getByText('Baccarat')).toBeVisible()
    // The stake comes first; a tie pushes the banker bet, so the win can read the same 2.000000.
    await expect.element(card.getByText('2.000000 USDT').first()).toBeVisible()
    await expect
      .element(card.getByRole('link', { name: 'Verify this round' }))
      .toHaveAttribute(
        'href',
        `/sandbox/games/verify?provider=ky&round=${encodeURIComponent(hand.round.round_id)}`,
      )

    await games.getByRole('button', { name: 'NG game' }).click()
    const spun = screen.getByRole('listitem').filter({ hasText: spin.round.round_id })
    await expect.element(spun.getByText('Roulette')).toBeVisible()
    // 3 chips of 0.25 CNY: shown in CNY, cut to its two places.
    await expect.element(spun.getByText('0.75 CNY')).toBeVisible()
    await expect
      .element(spun.getByRole('link', { name: 'Verify this round' }))
      .toHaveAttribute(
        'href',
        `/sandbox/games/verify?provider=ng&round=${encodeURIComponent(spin.round.round_id)}`,
      )
    expect(screen.getByRole('listitem').filter({ hasText: hand.round.round_id }).elements()).toHaveLength(0)
  })
})
