import { beforeEach, describe, expect, it } from 'vitest'
import { type Locator, userEvent } from 'vitest/browser'
import { MOBILE, renderApp, resetApp } from './renderApp.tsx'

beforeEach(resetApp)

/** The newest code the demo outbox delivered to `to`. */
async function codeFor(to: string) {
  const res = await fetch(`/sports/demo/outbox?to=${encodeURIComponent(to)}`).then((r) => r.json())
  return /\b(\d{6})\b/.exec(res.data[0]?.body ?? '')?.[1] ?? ''
}

async function openDialog(path: string, name: string, tab: string) {
  const { screen, router } = await renderApp(path, MOBILE)
  const dialog = screen.getByRole('dialog', { name })
  await dialog.getByRole('tab', { name: tab }).click()
  return { screen, router, dialog }
}

const submit = (dialog: Locator, name: string) => dialog.getByRole('button', { name, exact: true }).click()
let n = 0
const uniqueEmail = () => `b${Date.now().toString(36)}${n++}@example.com`

describe('sign-in forms', () => {
  it('quick login names the missing account and password', async () => {
    const { dialog } = await openDialog('/login', 'Sign in', 'Quick login')
    await submit(dialog, 'Sign in')
    await expect.element(dialog.getByText('Account is required')).toBeVisible()
    await expect.element(dialog.getByText('Password is required')).toBeVisible()
  })

  it('e-mail sign-in checks the address and the code', async () => {
    const { dialog } = await openDialog('/login', 'Sign in', 'Email')
    await submit(dialog, 'Sign in')
    await expect.element(dialog.getByText('Email is required')).toBeVisible()
    await expect.element(dialog.getByText('OTP code is required')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-address')
    await dialog.getByRole('button', { name: 'Send code' }).click()
    await expect.element(dialog.getByText('Invalid email')).toBeVisible()
  })

  it('mobile sign-in says when the number is too short or too long', async () => {
    const { dialog } = await openDialog('/login', 'Sign in', 'Mobile')
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill('123')
    await submit(dialog, 'Sign in')
    await expect.element(dialog.getByText('Mobile number is too short')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill('1234567890123456')
    await submit(dialog, 'Sign in')
    await expect.element(dialog.getByText('Mobile number is too long')).toBeVisible()
    await dialog.getByRole('button', { name: 'Sign in with a password instead' }).click()
    await expect.element(dialog.getByLabelText('Password')).toBeVisible()
  })

  it('the country picker lists the spec’s codes with flags', async () => {
    const { dialog } = await openDialog('/login', 'Sign in', 'Mobile')
    const picker = dialog.getByRole('combobox', { name: 'Country code' })
    const options = [...(picker.element() as HTMLSelectElement).options].map((o) => o.value)
    expect(options).toEqual(['55', '91', '62', '84', '52', '90', '63', '66', '86', '92', '880', '855', '971'])
    await userEvent.selectOptions(picker.element(), '880')
    await expect.element(dialog.getByText('+880')).toBeVisible()
    expect(dialog.element().querySelector('img')?.getAttribute('src')).toContain('bd')
  })
})

describe('register forms', () => {
  it('checks the password rule, the match, terms and age', async () => {
    const { dialog } = await openDialog('/registration', 'Register', 'Quick register')
    await dialog.getByLabelText('Password', { exact: true }).fill('letters')
    await dialog.getByLabelText('Confirm password').fill('different')
    await submit(dialog, 'Register')
    await expect.element(dialog.getByText('Account is required')).toBeVisible()
    await expect
      .element(dialog.getByText('Password needs at least 8 characters with a letter and a number'))
      .toBeVisible()
    await expect.element(dialog.getByText('The passwords do not match')).toBeVisible()
    await expect.element(dialog.getByText('Please accept the terms and conditions')).toBeVisible()
    await expect.element(dialog.getByText('You must be 18 or older to register')).toBeVisible()
  })

  it('registers by e-mail with the code from the outbox, with a countdown before a resend', async () => {
    const email = uniqueEmail()
    const { screen, dialog } = await openDialog('/registration', 'Register', 'Email')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Send code' }).click()
    await expect.element(dialog.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
    await dialog.getByLabelText('Verification code').fill('000000')
    await dialog.getByLabelText('Password', { exact: true }).fill('Secret123')
    await dialog.getByLabelText('Confirm password').fill('Secret123')
    await dialog.getByLabelText('I accept the terms and conditions').click()
    await dialog.getByLabelText('I am 18 years of age or older').click()
    await submit(dialog, 'Register')
    await expect.element(dialog.getByText('Verification code failed')).toBeVisible()
    await dialog.getByLabelText('Verification code').fill(await codeFor(email))
    await submit(dialog, 'Register')
    await expect.element(screen.getByLabelText('Balance')).toBeVisible()
  })

  it('a taken e-mail is refused when asking for the code', async () => {
    const email = uniqueEmail()
    await fetch(`/sports/verify/email?email=${email}&kind=1`)
    await fetch('/sports/sign_up/otp/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp: await codeFor(email), password: 'Secret123' }),
    })
    const { dialog } = await openDialog('/registration', 'Register', 'Email')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Send code' }).click()
    await expect.element(dialog.getByText('This email is already registered')).toBeVisible()
  })
})

describe('forgot password', () => {
  it('resets with a code and asks to sign in with the new password', async () => {
    const email = uniqueEmail()
    await fetch(`/sports/verify/email?email=${email}&kind=1`)
    await fetch('/sports/sign_up/otp/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, otp: await codeFor(email), password: 'Secret123' }),
    })
    const { screen, dialog } = await openDialog('/login', 'Sign in', 'Quick login')
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    const reset = screen.getByRole('dialog', { name: 'Reset password' })
    await reset.getByRole('button', { name: 'Set new password' }).click()
    await expect.element(reset.getByText('Email or mobile is required')).toBeVisible()
    await reset.getByRole('textbox', { name: 'Email' }).fill(email)
    await reset.getByRole('button', { name: 'Send code' }).click()
    await expect.element(reset.getByRole('button', { name: /Resend in/ })).toBeVisible()
    await reset.getByLabelText('Verification code').fill(await codeFor(email))
    await reset.getByLabelText('New password').fill('Changed123')
    await reset.getByLabelText('Confirm password').fill('Changed123')
    await reset.getByRole('button', { name: 'Set new password' }).click()
    await expect.element(screen.getByText('Your password has been changed. Please sign in')).toBeVisible()
    const signIn = screen.getByRole('dialog', { name: 'Sign in' })
    await signIn.getByRole('tab', { name: 'Quick login' }).click()
    await signIn.getByLabelText('Account').fill(email)
    await signIn.getByLabelText('Password').fill('Changed123')
    await submit(signIn, 'Sign in')
    await expect.element(screen.getByLabelText('Balance')).toBeVisible()
  })

  it('resets by mobile with a code sent to the phone', async () => {
    const mobile = String(9_190_000_000 + (Date.now() % 9_999_999))
    await fetch(`/sports/verify/reg/phone?phone=${encodeURIComponent(`+63 ${mobile}`)}`)
    await fetch('/sports/sign_up/otp/mobile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        areaCode: '63',
        mobile,
        otp: await codeFor(`+63 ${mobile}`),
        password: 'Secret123',
      }),
    })
    const { screen, dialog } = await openDialog('/login', 'Sign in', 'Quick login')
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    const reset = screen.getByRole('dialog', { name: 'Reset password' })
    await reset.getByRole('tab', { name: 'Mobile' }).click()
    await reset.getByRole('button', { name: 'Set new password' }).click()
    await expect.element(reset.getByText('Email or mobile is required')).toBeVisible()
    await userEvent.selectOptions(reset.getByRole('combobox', { name: 'Country code' }).element(), '63')
    await reset.getByRole('textbox', { name: 'Mobile' }).fill(mobile)
    await reset.getByRole('button', { name: 'Send code' }).click()
    await expect.element(reset.getByRole('button', { name: /Resend in/ })).toBeVisible()
    await reset.getByLabelText('Verification code').fill(await codeFor(`+63 ${mobile}`))
    await reset.getByLabelText('New password').fill('Changed123')
    await reset.getByLabelText('Confirm password').fill('Changed123')
    await reset.getByRole('button', { name: 'Set new password' }).click()
    await expect.element(screen.getByText('Your password has been changed. Please sign in')).toBeVisible()
    const signIn = screen.getByRole('dialog', { name: 'Sign in' })
    await signIn.getByRole('tab', { name: 'Quick login' }).click()
    await signIn.getByLabelText('Account').fill(`63${mobile}`)
    await signIn.getByLabelText('Password').fill('Changed123')
    await submit(signIn, 'Sign in')
    await expect.element(screen.getByLabelText('Balance')).toBeVisible()
  })
})
