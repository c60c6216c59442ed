import { beforeEach, describe, expect, it } from 'vitest'
import { ui } from '../../src/state/ui.ts'
import { MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(resetApp)

const TRC = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'

async function post(token: string, path: string, body: object) {
  const res = await fetch(`/sports/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `orders-${path}-${Date.now()}`,
    },
    body: JSON.stringify(body),
  }).then((r) => r.json())
  expect(res.code).toBe(0)
  return res.data
}

describe('wallet orders', () => {
  it('shows deposit orders and withdrawals with their status, and reopens a pending payment', async () => {
    const { token } = await signUpPlayer({ payPassword: true, deposit: '30' })
    const gcash = await post(token, 'recharge', { channel_id: 3, amount: '150' })
    const withdrawal = await post(token, 'withdraw', {
      channel_id: 11,
      amount: '5',
      address: TRC,
      bank_password: '123456',
    })
    ui.isWalletShow = true
    ui.walletType = 'history'
    const { screen } = await renderApp('/', MOBILE)
    const wallet = screen.getByRole('dialog', { name: 'Wallet' })

    await wallet.getByRole('button', { name: 'Deposit orders' }).click()
    const pending = wallet.getByRole('listitem').filter({ hasText: gcash.orderNo })
    await expect.element(pending.getByText('150.00 PHP')).toBeVisible()
    await expect.element(pending.getByText('Pending')).toBeVisible()
    await expect
      .element(wallet.getByRole('listitem').filter({ hasText: 'Bank card' }).getByText('Paid'))
      .toBeVisible()

    await pending.getByRole('button', { name: 'Continue payment' }).click()
    const link = pending.getByRole('link', { name: 'Open the payment page again' })
    await expect
      .element(link)
      .toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^/sandbox/pay/${gcash.orderNo}\\?exp=\\d+&sig=`)),
      )

    await wallet.getByRole('button', { name: 'Withdrawals' }).click()
    const row = wallet.getByRole('listitem').filter({ hasText: withdrawal.orderNo })
    await expect.element(row.getByText('-5.000000 USDT')).toBeVisible()
    await expect.element(row.getByText('Pending')).toBeVisible()
  })
})
