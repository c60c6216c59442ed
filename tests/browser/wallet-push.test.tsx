import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { MOBILE, renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(resetApp)

/** The sockets the page opens from now until the test ends. */
function watchSockets() {
  const opened: WebSocket[] = []
  const Native = globalThis.WebSocket
  globalThis.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args)
      opened.push(this)
    }
  }
  onTestFinished(() => {
    globalThis.WebSocket = Native
  })
  return opened
}

/** Sends `amount` USDT from a new funded player to `account`, outside the page. */
async function transferTo(account: string, amount: string) {
  const sender = await fetch('/sports/reg', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: `s${Date.now().toString(36)}`, password: 'Secret123' }),
  }).then((r) => r.json())
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${sender.data.token}` }
  await fetch('/sports/member/bank_password', {
    method: 'PUT',
    headers,
    body: JSON.stringify({ bank_password: '123456' }),
  })
  await fetch('/sports/recharge', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `fund-${account}-sender` },
    body: JSON.stringify({
      channel_id: 5,
      amount: '20',
      card: { name: 'S S', number: '4242424242424242', expiry: '12/30', cvv: '123' },
    }),
  })
  const sent = await fetch('/sports/member/transfer', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `push-${account}` },
    body: JSON.stringify({ account, amount, bank_password: '123456' }),
  }).then((r) => r.json())
  expect(sent.code).toBe(0)
}

describe('wallet pushes', () => {
  it('an incoming transfer is announced as a transfer, not a deposit, and the balance follows', async () => {
    const { account } = await signUpPlayer()
    const sockets = watchSockets()
    const { screen } = await renderApp('/', MOBILE)
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('0.000000')
    // The wallet socket opens with the page: the money moves once it is open. The sender's sign-up
    // and deposit queue behind the socket's session check on the server's one database connection.
    await expect
      .poll(() => sockets.some((s) => s.url.includes('/wss-new') && s.readyState === WebSocket.OPEN))
      .toBe(true)
    await transferTo(account, '7.25')
    await expect.element(screen.getByText('Transfer received')).toBeVisible()
    expect(screen.container.textContent).not.toContain('Deposit credited')
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('7.250000')
  })
})
