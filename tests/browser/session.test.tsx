import { beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { LOGIN_REDIRECT_DELAY_MS } from '../../src/api/index.ts'
import { i18n, selectLanguage } from '../../src/i18n/index.ts'
import { auth } from '../../src/state/auth.ts'
import { DESKTOP, MOBILE, renderApp, resetApp, signInDemo } from './renderApp.tsx'

beforeEach(resetApp)

describe('session against the real server', () => {
  it('an expired access token is refreshed once and the page loads', async () => {
    const first = await signInDemo()
    localStorage.setItem('token', 'expired.or.forged')
    const { screen } = await renderApp('/profile', DESKTOP)
    await screen.getByRole('button', { name: 'Profile info' }).click()
    // The account name, not the nickname: another test file renames the shared demo player.
    await expect.element(screen.getByText('demo', { exact: true })).toBeVisible()
    expect(localStorage.getItem('token')).not.toBe('expired.or.forged')
    expect(localStorage.getItem('fresh_token')).not.toBe(first.fresh_token)
  })

  it('a refresh that fails clears credentials, says so, and goes to /login after 5 s', async () => {
    await signInDemo()
    localStorage.setItem('token', 'expired.or.forged')
    localStorage.setItem('fresh_token', 'revoked')
    const started = Date.now()
    const { screen, router } = await renderApp('/profile', DESKTOP)
    await expect.element(screen.getByText('Unauthorized, please login again')).toBeVisible()
    expect(localStorage.getItem('token')).toBeNull()
    expect(auth.isAuthorized).toBe(false)
    await expect
      .poll(() => router.state.location.pathname, { timeout: LOGIN_REDIRECT_DELAY_MS + 2000 })
      .toBe('/login')
    // The 401 came after `started`, so the move to /login cannot have come sooner than 5 s after it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_REDIRECT_DELAY_MS)
    await expect.element(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
  })

  it('signs in with the dialog and shows the balance', async () => {
    const { screen } = await renderApp('/', MOBILE)
    await screen.getByRole('button', { name: 'Sign in' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Sign in' })
    await dialog.getByLabelText('Account').fill('demo')
    await dialog.getByLabelText('Password').fill('wrong-password1')
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await expect.element(dialog.getByText('Wrong account or password')).toBeVisible()
    await dialog.getByLabelText('Password').fill('Demo1234')
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByLabelText('Balance')).toHaveTextContent('0.000000')
    expect(localStorage.getItem('role')).toBe('user')
  })

  it('the server’s validation message shows under its field, translated', async () => {
    await selectLanguage('zh')
    const { screen } = await renderApp('/registration?inviteCode=ZZZZ', MOBILE)
    const dialog = screen.getByRole('dialog', { name: i18n._('register') })
    await dialog.getByLabelText(i18n._('account')).fill('ab')
    await dialog.getByLabelText(i18n._('password'), { exact: true }).fill('Secret123')
    await dialog.getByLabelText(i18n._('confirmPassword')).fill('Secret123')
    await dialog.getByLabelText(i18n._('agreeTerms')).click()
    await dialog.getByLabelText(i18n._('confirmAdult')).click()
    await dialog.getByRole('button', { name: i18n._('register') }).click()
    await expect.element(dialog.getByText(i18n._('accountRule'))).toBeVisible()
    expect(i18n._('accountRule')).not.toBe('Account: 4 to 20 letters or digits')
  })

  it('registers with an invite code from the address and links the referrer', async () => {
    const agent = await fetch('/sports/sign_in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'agent', password: 'Agent1234' }),
    }).then((r) => r.json())
    const info = await fetch('/sports/member/info', {
      headers: { authorization: `Bearer ${agent.data.token}` },
    }).then((r) => r.json())
    const code = info.data.invite_code as string
    const { screen, router } = await renderApp(`/registration?inviteCode=${code}`, MOBILE)
    const dialog = screen.getByRole('dialog', { name: 'Register' })
    await expect.element(dialog.getByText(new RegExp(code))).toBeVisible()
    await dialog.getByLabelText('Account').fill(`p${Date.now().toString(36)}`)
    await dialog.getByLabelText('Password', { exact: true }).fill('Secret123')
    await dialog.getByLabelText('Confirm password').fill('Secret123')
    await dialog.getByLabelText('I accept the terms and conditions').click()
    await dialog.getByLabelText('I am 18 years of age or older').click()
    await dialog.getByRole('button', { name: 'Register' }).click()
    await expect.element(screen.getByLabelText('Balance')).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
  })

  // Codes are eight random hex digits, and a few read as numbers: all digits, or digits around an
  // E. The address must hand them over as the text they are, or the player joins uninvited.
  it.each([
    ['all digits', (stamp: string) => `9${stamp.slice(-7)}`],
    ['an E exponent', (stamp: string) => `5${stamp.slice(-5)}E6`],
  ])('registers with an invite code of %s from the address and links the referrer', async (shape, codeOf) => {
    const stamp = String(Date.now())
    const inviter = `i${shape[0]}${Date.now().toString(36)}`
    await fetch('/sports/reg', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: inviter, password: 'Secret123' }),
    })
    const code = codeOf(stamp)
    const given = await fetch(`/scenario/sports/players/invite-code?account=${inviter}&code=${code}`, {
      method: 'POST',
    })
    expect(given.status).toBe(200)
    const { screen } = await renderApp(`/registration?inviteCode=${code}`, MOBILE)
    const dialog = screen.getByRole('dialog', { name: 'Register' })
    await expect.element(dialog.getByText(`Invite code: ${code}`)).toBeVisible()
    const account = `p${shape[0]}${Date.now().toString(36)}`
    await dialog.getByLabelText('Account').fill(account)
    await dialog.getByLabelText('Password', { exact: true }).fill('Secret123')
    await dialog.getByLabelText('Confirm password').fill('Secret123')
    await dialog.getByLabelText('I accept the terms and conditions').click()
    await dialog.getByLabelText('I am 18 years of age or older').click()
    await dialog.getByRole('button', { name: 'Register' }).click()
    await expect.element(screen.getByLabelText('Balance')).toBeVisible()
    const referrer = await fetch(`/scenario/sports/players/referrer?account=${account}`).then((r) => r.json())
    expect(referrer.data).toBe(inviter)
  })
})
