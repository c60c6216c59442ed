import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { EmailWithCode, FormError, PhoneWithCode } from '../../components/Form/ContactWithCode.tsx'
import { type Errors, text, useForm } from '../../components/Form/useForm.ts'
import { isValidEmail, mobileProblem, normaliseMobile } from '../../components/Form/validation.ts'
import { PhoneField } from '../../components/PhoneField/index.tsx'
import { Tabs } from '../../components/Tabs/index.tsx'
import { messageFor } from '../../i18n/index.ts'
import { ui } from '../../state/ui.ts'
import styles from './AuthDialogs.module.css'
import { useEmailCodeLogin, useMobileCodeLogin, usePhonePasswordLogin, useQuickLogin } from './api.ts'
import { SwitchDialog } from './FormParts.tsx'

type Tab = 'mobile' | 'email' | 'quick'

function MobileSignIn() {
  const { t, i18n } = useLingui()
  const [withPassword, setWithPassword] = useState(false)
  const byCode = useMobileCodeLogin()
  const byPassword = usePhonePasswordLogin()
  const form = useForm(
    ['phone', 'otp', 'password'],
    (data) => {
      const errors: Errors = { phone: mobileProblem(text(data, 'mobile')) ?? undefined }
      if (withPassword && !text(data, 'password')) errors.password = 'passwordRequired'
      if (!withPassword && !text(data, 'otp')) errors.otp = 'otpRequired'
      const who = { area: text(data, 'area'), mobile: normaliseMobile(text(data, 'mobile')) }
      return {
        errors,
        body: { ...who, otp: text(data, 'otp'), password: String(data.get('password') ?? '') },
      }
    },
    (b) =>
      withPassword
        ? byPassword.mutateAsync({ area_code: b.area, phone: b.mobile, password: b.password })
        : byCode.mutateAsync({ areaCode: b.area, mobile: b.mobile, otp: b.otp }),
  )
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      {withPassword ? (
        <>
          <PhoneField
            label={t({ id: 'profile.mobile', message: 'Mobile' })}
            error={form.errors.phone && messageFor(i18n, form.errors.phone)}
          />
          <Field
            name="password"
            type="password"
            autoComplete="current-password"
            label={t({ id: 'password', message: 'Password' })}
            error={form.errors.password && messageFor(i18n, form.errors.password)}
          />
        </>
      ) : (
        <PhoneWithCode kind="login" {...form} />
      )}
      <button type="button" className={styles.link} onClick={() => setWithPassword((w) => !w)}>
        {withPassword ? (
          <Trans id="useCodeInstead">Sign in with a code instead</Trans>
        ) : (
          <Trans id="usePasswordInstead">Sign in with a password instead</Trans>
        )}
      </button>
      <FormError error={form.errors.form} />
      <Button type="submit" variant="primary" block loading={byCode.isPending || byPassword.isPending}>
        <Trans id="signIn">Sign in</Trans>
      </Button>
    </form>
  )
}

function EmailSignIn() {
  const login = useEmailCodeLogin()
  const form = useForm(
    ['email', 'otp'],
    (data) => {
      const email = text(data, 'email').toLowerCase()
      const errors: Errors = {
        email: !email ? 'emailRequired' : isValidEmail(email) ? undefined : 'invalidEmail',
        otp: text(data, 'otp') ? undefined : 'otpRequired',
      }
      return { errors, body: { email, otp: text(data, 'otp') } }
    },
    (body) => login.mutateAsync(body),
  )
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      <EmailWithCode kind="login" {...form} />
      <FormError error={form.errors.form} />
      <Button type="submit" variant="primary" block loading={login.isPending}>
        <Trans id="signIn">Sign in</Trans>
      </Button>
    </form>
  )
}

function QuickSignIn() {
  const { t, i18n } = useLingui()
  const login = useQuickLogin()
  const form = useForm(
    ['account', 'password'],
    (data) => {
      const body = { account: text(data, 'account'), password: String(data.get('password') ?? '') }
      const errors: Errors = {
        account: body.account ? undefined : 'accountRequired',
        password: body.password ? undefined : 'passwordRequired',
      }
      return { errors, body }
    },
    (body) => login.mutateAsync(body),
  )
  const message = (key?: string) => key && messageFor(i18n, key)
  return (
    <form onSubmit={form.submit} noValidate>
      <Field
        name="account"
        label={t({ id: 'account', message: 'Account' })}
        autoComplete="username"
        error={message(form.errors.account)}
      />
      <Field
        name="password"
        type="password"
        label={t({ id: 'password', message: 'Password' })}
        autoComplete="current-password"
        error={message(form.errors.password)}
      />
      <FormError error={form.errors.form} />
      <Button type="submit" variant="primary" block loading={login.isPending}>
        <Trans id="signIn">Sign in</Trans>
      </Button>
    </form>
  )
}

/** Sign in by mobile (code or password), by e-mail code, or quick login with account and password. */
export function SignInForms() {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('quick')
  const tabs = [
    { key: 'mobile' as const, label: t({ id: 'auth.withMobile', message: 'Mobile' }) },
    { key: 'email' as const, label: t({ id: 'auth.withEmail', message: 'Email' }) },
    { key: 'quick' as const, label: t({ id: 'auth.quickLogin', message: 'Quick login' }) },
  ]
  return (
    <>
      <Tabs label={t({ id: 'signIn', message: 'Sign in' })} items={tabs} selected={tab} onSelect={setTab}>
        {tab === 'mobile' ? <MobileSignIn /> : tab === 'email' ? <EmailSignIn /> : <QuickSignIn />}
      </Tabs>
      <p className={styles.switch}>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            ui.openedModal = null
            ui.isForgotPasswordModalShow = true
          }}
        >
          <Trans id="forgotPassword">Forgot password?</Trans>
        </button>
      </p>
      <SwitchDialog
        question={<Trans id="noAccountYet">No account yet?</Trans>}
        to="register"
        label={<Trans id="register">Register</Trans>}
      />
    </>
  )
}
