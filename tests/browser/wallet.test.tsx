import { clear, entries } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { holdsSecret } from '../../src/api/moneyAction.ts'
import { persistPublicQueries } from '../../src/app/queryClient.ts'
import { reconnectDelay } from '../../src/features/wallet/useWalletSocket.ts'
import { changeLocale } from '../../src/i18n/index.ts'
import { rewardsQuery } from '../../src/shared/rewards/queries.ts'
import { connection } from '../../src/state/connection.ts'
import { ui } from '../../src/state/ui.ts'
import { MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(resetApp)

async function openWallet(tab: string) {
  ui.isWalletShow = true
  ui.walletType = 'deposit'
  const app = await renderApp('/', MOBILE)
  const wallet = app.screen.getByRole('dialog', { name: 'Wallet' })
  await wallet.getByRole('tab', { name: tab }).click()
  return { ...app, wallet }
}

const CARD = '4242424242424242'
/** Everything this page keeps on the device: local and session storage, and IndexedDB. */
const onDevice = async () => JSON.stringify([{ ...localStorage }, { ...sessionStorage }, await entries()])

describe('wallet', () => {
  it('opens on deposit by default', async () => {
    await signUpPlayer({ payPassword: true })
    ui.isWalletShow = true
    const { screen } = await renderApp('/', MOBILE)
    await expect
      .element(screen.getByRole('tab', { name: 'Deposit' }))
      .toHaveAttribute('aria-selected', 'true')
  })

  it('deposit: checks the amount against the channel and pays by card at once', async () => {
    await signUpPlayer({ payPassword: true })
    const { screen, wallet } = await openWallet('Deposit')
    await wallet.getByRole('button', { name: 'GCash' }).click()
    await wallet.getByRole('button', { name: 'Deposit', exact: true }).click()
    await expect.element(wallet.getByText('Amount is required')).toBeVisible()
    await wallet.getByLabelText('Amount (PHP)').fill('99')
    await wallet.getByRole('button', { name: 'Deposit', exact: true }).click()
    await expect.element(wallet.getByText('The minimum deposit is 100')).toBeVisible()
    await wallet.getByLabelText('Amount (PHP)').fill('150.5')
    await wallet.getByRole('button', { name: 'Deposit', exact: true }).click()
    await expect.element(wallet.getByText('Whole amounts only on this channel')).toBeVisible()

    await wallet.getByRole('button', { name: 'Bank card' }).click()
    await wallet.getByLabelText('Amount (USDT)').fill('30')
    await wallet.getByRole('button', { name: 'Deposit', exact: true }).click()
    await expect.element(wallet.getByText('Name on card is required')).toBeVisible()
    await expect.element(wallet.getByText('CVV is required')).toBeVisible()
    await wallet.getByLabelText('Name on card').fill('Dana Demo')
    await wallet.getByLabelText('Card number').fill('4242 4242 4242 4241')
    await wallet.getByLabelText('Expiry').fill('12/30')
    await wallet.getByLabelText('CVV').fill('123')
    await wallet.getByRole('button', { name: 'Deposit', exact: true }).click()
    await expect.element(wallet.getByText('Invalid card number')).toBeVisible()
    // Back in the field (masked once left) the whole number shows again, to correct it.
    await wallet.getByLabelText('Card number').click()
    await wallet.getByLabelText('Card number').fill('4242 4242 4242 4242')
    await wallet.getByRole('button', { name: 'Deposit', exact: true }).click()
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('30.000000')
  })

  it('card deposit: the number grouped as typed and masked once left, the CVV hidden, card autofill names; credited, the form and the device hold no card', async () => {
    await signUpPlayer({ payPassword: true })
    const { screen, wallet, queryClient } = await openWallet('Deposit')
    await wallet.getByRole('button', { name: 'Bank card' }).click()
    await wallet.getByLabelText('Amount (USDT)').fill('30')
    const name = wallet.getByLabelText('Name on card')
    const number = wallet.getByLabelText('Card number')
    const expiry = wallet.getByLabelText('Expiry')
    const cvv = wallet.getByLabelText('CVV')
    await expect.element(name).toHaveAttribute('autocomplete', 'cc-name')
    await expect.element(number).toHaveAttribute('autocomplete', 'cc-number')
    await expect.element(number).toHaveAttribute('inputmode', 'numeric')
    await expect.element(expiry).toHaveAttribute('autocomplete', 'cc-exp')
    await expect.element(cvv).toHaveAttribute('autocomplete', 'cc-csc')
    await expect.element(cvv).toHaveAttribute('type', 'password')
    await expect.element(cvv).toHaveAttribute('inputmode', 'numeric')

    await userEvent.type(number, '42424')
    await expect.element(number).toHaveValue('4242 4')
    await userEvent.type(number, '24242424242')
    await expect.element(number).toHaveValue('4242 4242 4242 4242')
    // Left: all but the last four digits hidden; back in it, the whole number to correct.
    await name.fill('Dana Demo')
    await expect.element(number).toHaveValue('•••• •••• •••• 4242')
    await userEvent.click(number)
    await expect.element(number).toHaveValue('4242 4242 4242 4242')
    // A digit typed in the middle regroups the number and the caret stays after it.
    const input = number.element() as HTMLInputElement
    input.setSelectionRange(2, 2)
    await userEvent.keyboard('1')
    await expect.element(number).toHaveValue('4214 2424 2424 2424 2')
    expect(input.selectionStart).toBe(3)
    await userEvent.keyboard('{Backspace}')
    await expect.element(number).toHaveValue('4242 4242 4242 4242')
    expect(input.selectionStart).toBe(2)
    await expiry.fill('1230')
    await expect.element(expiry).toHaveValue('12/30')
    await userEvent.type(cvv, '123')
    await expect.element(cvv).toHaveValue('123')
    await expect.element(number).toHaveValue('•••• •••• •••• 4242')

    await wallet.getByRole('button', { name: 'Deposit', exact: true }).click()
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('30.000000')
    // Credited: every card field is empty, and the card is nowhere in memory's caches or on the device.
    for (const field of [name, number, expiry, cvv]) await expect.element(field).toHaveValue('')
    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .filter((m) => holdsSecret(m.state.variables)),
    ).toEqual([])
    const kept = await onDevice()
    expect(kept).not.toContain(CARD)
    expect(kept).not.toContain('4242 4242')
  })

  it('card deposit offline: sent at once or failed, never queued, so the card never reaches IndexedDB', async () => {
    await signUpPlayer({ payPassword: true })
    await clear()
    const { wallet, queryClient } = await openWallet('Deposit')
    const persistence = persistPublicQueries(queryClient)
    await persistence.restored
    const realFetch = window.fetch
    try {
      await wallet.getByRole('button', { name: 'Bank card' }).click()
      await wallet.getByLabelText('Amount (USDT)').fill('30')
      await wallet.getByLabelText('Name on card').fill('Dana Demo')
      await wallet.getByLabelText('Card number').fill(CARD)
      await wallet.getByLabelText('Expiry').fill('12/30')
      await wallet.getByLabelText('CVV').fill('123')
      // The server cannot be reached, and the site knows it (queued actions wait, paused, and
      // paused actions are written to IndexedDB to survive a reload).
      window.fetch = (input, init) =>
        String(input instanceof Request ? input.url : input).includes('/sports/recharge')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : realFetch(input, init)
      connection.offline = true
      await wallet.getByRole('button', { name: 'Deposit', exact: true }).click()
      // A later change of the cache is written with the newest state: once it is in IndexedDB,
      // so is whatever the deposit left in the cache.
      queryClient.setQueryData(['site_config', 'written-after-the-deposit'], { at: Date.now() })
      await expect.poll(onDevice, { timeout: 10_000 }).toContain('written-after-the-deposit')
      expect(await onDevice()).not.toContain(CARD)
      // Told at once that it failed, the card still in the form to try again.
      await expect.element(wallet.getByRole('alert')).toBeVisible()
      await expect.element(wallet.getByLabelText('Card number')).toHaveValue('•••• •••• •••• 4242')
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .some((m) => m.state.isPaused),
      ).toBe(false)
      expect(await onDevice()).not.toContain(CARD)
    } finally {
      window.fetch = realFetch
      connection.offline = false
      persistence.unsubscribe()
      await clear()
    }
  })

  it('channels named by what they are read in the player language, brands keep their names', async () => {
    await signUpPlayer({ payPassword: true })
    await changeLocale('zh')
    ui.isWalletShow = true
    ui.walletType = 'deposit'
    const { screen } = await renderApp('/', MOBILE)
    const wallet = screen.getByRole('dialog', { name: '钱包' })
    await expect.element(wallet.getByRole('button', { name: '银行卡' })).toBeVisible()
    await expect.element(wallet.getByRole('button', { name: 'GCash' })).toBeVisible()
    await wallet.getByRole('tab', { name: '提现' }).click()
    await expect.element(wallet.getByRole('button', { name: '银行转账' })).toBeVisible()
  })

  it('deposit: USDT shows the address and its QR code', async () => {
    await signUpPlayer({ payPassword: true })
    const { wallet } = await openWallet('Deposit')
    await wallet.getByRole('button', { name: 'USDT (TRC20)' }).click()
    await wallet.getByRole('button', { name: 'Show my deposit address' }).click()
    await expect.element(wallet.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)).toBeVisible()
    expect(wallet.element().querySelector('canvas')).not.toBeNull()
  })

  it('withdraw: minimum, balance, address and password are checked; fees and net shown before confirming', async () => {
    const { token } = await signUpPlayer({ payPassword: true })
    await fetch('/sports/recharge', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': `dep${Date.now()}`,
      },
      body: JSON.stringify({
        channel_id: 5,
        amount: '50',
        card: { name: 'D D', number: '4242424242424242', expiry: '12/30', cvv: '123' },
      }),
    })
    const { screen, wallet } = await openWallet('Withdraw')
    await wallet.getByRole('button', { name: 'USDT (TRC20)' }).click()
    await wallet.getByLabelText('Amount (USDT)').fill('1.5')
    await wallet.getByLabelText('Address (TRC20)').fill('not-an-address')
    await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await expect.element(wallet.getByText('The minimum withdrawal is 2 USDT')).toBeVisible()
    await expect.element(wallet.getByText('Invalid payment address')).toBeVisible()
    await expect.element(wallet.getByText('Payment password is required')).toBeVisible()
    await wallet.getByLabelText('Amount (USDT)').fill('500')
    await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await expect.element(wallet.getByText('Insufficient balance')).toBeVisible()
    await wallet.getByLabelText('Amount (USDT)').fill('20')
    await wallet.getByLabelText('Address (TRC20)').fill('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')
    await wallet.getByLabelText('Payment password').fill('123456')
    await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click()
    const confirm = screen.getByRole('dialog', { name: 'Confirm withdrawal' })
    await expect.element(confirm.getByText('19.000000 USDT')).toBeVisible()
    await expect.element(confirm.getByText('1.000000 USDT')).toBeVisible()
    await confirm.getByRole('button', { name: 'OK' }).click()
    await expect.element(screen.getByText('Withdrawal requested: it is paid out once approved')).toBeVisible()
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('30.000000')
  })

  it('withdraw while bonus wagering is open: says what is forfeited; cancel keeps it, confirming withdraws and forfeits it', async () => {
    const { token } = await signUpPlayer({ payPassword: true, deposit: '20' })
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
    // The demo's first-deposit match (100 %, wagered 5 times) is Eligible after the deposit: claim it.
    const overview = await fetch('/sports/claim/bonus', { headers: auth }).then((r) => r.json())
    const match = overview.data.schedules.find((s: { kind: string }) => s.kind === 'first_deposit')
    await fetch('/sports/claim/bonus', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ id: match.claims[0].id }),
    })
    const { screen, wallet } = await openWallet('Withdraw')
    await wallet.getByRole('button', { name: 'USDT (TRC20)' }).click()
    await wallet.getByLabelText('Amount (USDT)').fill('5')
    await wallet.getByLabelText('Address (TRC20)').fill('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')
    await wallet.getByLabelText('Payment password').fill('123456')
    await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await screen
      .getByRole('dialog', { name: 'Confirm withdrawal' })
      .getByRole('button', { name: 'OK' })
      .click()
    const forfeit = screen.getByRole('dialog', { name: 'Forfeit bonus money?' })
    await expect.element(forfeit.getByText(/forfeits 20\.000000 USDT of bonus money/)).toBeVisible()
    await forfeit.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('20.000000')
    const kept = await fetch('/sports/claim/bonus', { headers: auth }).then((r) => r.json())
    expect(kept.data.bonus.balance).toBe('20.000000')

    await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await screen
      .getByRole('dialog', { name: 'Confirm withdrawal' })
      .getByRole('button', { name: 'OK' })
      .click()
    await screen
      .getByRole('dialog', { name: 'Forfeit bonus money?' })
      .getByRole('button', { name: 'Withdraw and forfeit' })
      .click()
    await expect.element(screen.getByText('Withdrawal requested: it is paid out once approved')).toBeVisible()
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('15.000000')
    const after = await fetch('/sports/claim/bonus', { headers: auth }).then((r) => r.json())
    expect(after.data.bonus).toEqual({ balance: '0.000000', open: [] })
  })

  it('the account menu shows the bonus balance and its wagering, and leads to the rewards page', async () => {
    const { token } = await signUpPlayer({ deposit: '20' })
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
    const { screen, queryClient } = await renderApp('/', MOBILE)
    await screen.getByRole('button', { name: 'Account menu' }).click()
    await expect.element(screen.getByRole('link', { name: /Bonus balance\s*0 USDT/ })).toBeVisible()
    await expect.element(screen.getByText(/Wagering:/)).not.toBeInTheDocument()
    await screen.getByRole('button', { name: 'Account menu' }).click()

    const overview = await fetch('/sports/claim/bonus', { headers: auth }).then((r) => r.json())
    const match = overview.data.schedules.find((s: { kind: string }) => s.kind === 'first_deposit')
    await fetch('/sports/claim/bonus', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ id: match.claims[0].id }),
    })
    // The reward list is fresh for a second (spec §9): the menu asks again once it is stale.
    const rewards = () => queryClient.getQueryCache().find({ queryKey: rewardsQuery.queryKey })
    await expect
      .poll(() => rewards()?.isStaleByTime(Number(rewardsQuery.staleTime)), { timeout: 5000 })
      .toBe(true)
    await screen.getByRole('button', { name: 'Account menu' }).click()
    const line = screen.getByRole('link', { name: /Bonus balance\s*20 USDT/ })
    await expect.element(line).toBeVisible()
    await expect.element(line.getByText('Wagering: 0 of 100 USDT')).toBeVisible()
    await line.click()
    await expect.element(screen.getByRole('heading', { name: 'Rewards' })).toBeVisible()
  })

  it('transfer: needs a recipient, an amount within the balance and the payment password', async () => {
    await signUpPlayer({ payPassword: true })
    const { wallet } = await openWallet('Transfer')
    await wallet.getByRole('button', { name: 'Transfer', exact: true }).click()
    await expect.element(wallet.getByText('Account is required')).toBeVisible()
    await expect.element(wallet.getByText('Amount is required')).toBeVisible()
    await wallet.getByLabelText('Recipient account').fill('demo')
    await wallet.getByLabelText('Amount (USDT)').fill('5')
    await wallet.getByLabelText('Payment password').fill('123456')
    await wallet.getByRole('button', { name: 'Transfer', exact: true }).click()
    await expect.element(wallet.getByText('Insufficient balance')).toBeVisible()
  })

  it('transfer: the recipient and the amount are shown to confirm first; cancel sends nothing, OK sends once', async () => {
    await signUpPlayer({ payPassword: true, deposit: '20' })
    const { screen, wallet } = await openWallet('Transfer')
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('20.000000')
    await wallet.getByLabelText('Recipient account').fill('nobody1')
    await wallet.getByLabelText('Amount (USDT)').fill('5')
    await wallet.getByLabelText('Payment password').fill('123456')
    await wallet.getByRole('button', { name: 'Transfer', exact: true }).click()
    await expect.element(wallet.getByText('Account not found')).toBeVisible()
    await wallet.getByLabelText('Recipient account').fill('agent')
    await wallet.getByRole('button', { name: 'Transfer', exact: true }).click()
    const confirm = screen.getByRole('dialog', { name: 'Confirm transfer' })
    await expect.element(confirm.getByText('DemoAgent (agent)')).toBeVisible()
    await expect.element(confirm.getByText('5.000000 USDT')).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('20.000000')
    await wallet.getByRole('button', { name: 'Transfer', exact: true }).click()
    await screen.getByRole('dialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'OK' }).click()
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('15.000000')
  })

  it('withdraw and transfer ask a player without a payment password to set one before anything else', async () => {
    await signUpPlayer({ deposit: '20' })
    const { wallet } = await openWallet('Withdraw')
    await expect
      .element(wallet.getByText('Set a payment password first: it confirms every withdrawal and transfer.'))
      .toBeVisible()
    expect(wallet.getByLabelText('Amount (USDT)').query()).toBeNull()
    await wallet.getByRole('tab', { name: 'Transfer' }).click()
    await expect.element(wallet.getByText(/Set a payment password first/)).toBeVisible()
    await wallet.getByLabelText('Payment password (6 characters)').fill('123456')
    await wallet.getByLabelText('Confirm payment password').fill('123456')
    await wallet.getByRole('button', { name: 'Set payment password' }).click()
    await expect.element(wallet.getByLabelText('Recipient account')).toBeVisible()
    await wallet.getByRole('tab', { name: 'Withdraw' }).click()
    await expect.element(wallet.getByRole('button', { name: 'USDT (TRC20)' })).toBeVisible()
  })

  it('history: an empty wallet says so', async () => {
    await signUpPlayer({ payPassword: true })
    const { wallet } = await openWallet('History')
    await expect.element(wallet.getByText('No transactions yet')).toBeVisible()
  })

  it('reconnects after 1 s × attempt, capped at 10 s', () => {
    expect([1, 2, 3, 4, 5, 11].map(reconnectDelay)).toEqual([1000, 2000, 3000, 4000, 5000, 10_000])
  })
})
