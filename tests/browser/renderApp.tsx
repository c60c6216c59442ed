/// <reference types="@vitest/browser/matchers" />
import { createMemoryHistory } from '@tanstack/react-router'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { App } from '../../src/app/App.tsx'
import { createQueryClient } from '../../src/app/queryClient.ts'
import { createAppRouter } from '../../src/app/router.ts'
import { changeLocale } from '../../src/i18n/index.ts'
import { auth, clearCredentials, login } from '../../src/state/auth.ts'
import { initialUiState, ui } from '../../src/state/ui.ts'
import '../../src/styles/global.css'

export const MOBILE = [390, 844] as const
export const DESKTOP = [1280, 800] as const
/** A laptop under 1200 px: the desktop layout, with the slip behind its button and drawer. */
export const LAPTOP = [1024, 768] as const

/** A clean slate: no stored session, default UI state, English. */
export async function resetApp() {
  clearCredentials()
  localStorage.clear()
  Object.assign(ui, initialUiState())
  auth.inviteCode = null
  await changeLocale('en')
}

/** The whole site — router, layout, real API server behind Vite's proxy — at `path`. */
export async function renderApp(path = '/', size: readonly [number, number] = DESKTOP) {
  await page.viewport(size[0], size[1])
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const screen = await render(<App router={router} queryClient={queryClient} />)
  return { screen, router, queryClient }
}

/** Signs the demo player in through the real API, as the login dialog would. */
export async function signInDemo() {
  const res = await fetch('/sports/sign_in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'Demo1234' }),
  })
  const body = await res.json()
  login(body.data)
  return body.data as { token: string; fresh_token: string; user_id: number }
}

let players = 0
/**
 * A new player of its own, signed in, so tests never share a balance: optionally with the payment
 * password 123456 and a card deposit of `deposit` USDT.
 */
export async function signUpPlayer(opts: { payPassword?: boolean; deposit?: string } = {}) {
  const account = `p${Date.now().toString(36)}${players++}`
  const res = await fetch('/sports/reg', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'Secret123' }),
  }).then((r) => r.json())
  login(res.data)
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${res.data.token}` }
  if (opts.payPassword) {
    await fetch('/sports/member/bank_password', {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ bank_password: '123456' }),
    })
  }
  if (opts.deposit) {
    await fetch('/sports/recharge', {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `fund-${account}` },
      body: JSON.stringify({
        channel_id: 5,
        amount: opts.deposit,
        card: { name: 'Test Player', number: '4242424242424242', expiry: '12/30', cvv: '123' },
      }),
    })
  }
  return { account, token: res.data.token as string }
}
