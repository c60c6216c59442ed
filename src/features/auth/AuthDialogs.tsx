import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { Button } from '../../components/Button/index.tsx'
import { Checkbox, Field } from '../../components/Field/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { closeModal, openModal, ui } from '../../state/ui.ts'
import styles from './AuthDialogs.module.css'
import { useQuickLogin, useQuickRegister } from './api.ts'
import { isValidPassword } from './validation.ts'

type Errors = Partial<Record<'account' | 'password' | 'confirm' | 'terms' | 'age' | 'form', string>>

/** Turns a server failure into a message under the field it names, or over the whole form. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: 'somethingWentWrong' }
  const field = (error.data as { field?: string } | null)?.field
  if (field === 'account' || field === 'password') return { [field]: error.message }
  return { form: errorMessage(error) }
}

function LoginForm() {
  const { t, i18n } = useLingui()
  const login = useQuickLogin()
  const [errors, setErrors] = useState<Errors>({})

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const account = String(data.get('account') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const found: Errors = {}
    if (!account) found.account = 'accountRequired'
    if (!password) found.password = 'passwordRequired'
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await login.mutateAsync({ account, password })
    } catch (err) {
      setErrors(serverErrors(err))
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Field
        name="account"
        label={t({ id: 'account', message: 'Account' })}
        autoComplete="username"
        error={errors.account && i18n._(errors.account)}
      />
      <Field
        name="password"
        type="password"
        label={t({ id: 'password', message: 'Password' })}
        autoComplete="current-password"
        error={errors.password && i18n._(errors.password)}
      />
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {i18n._(errors.form)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block loading={login.isPending}>
        <Trans id="signIn">Sign in</Trans>
      </Button>
      <p className={styles.switch}>
        <Trans id="noAccountYet">No account yet?</Trans>{' '}
        <button type="button" className={styles.link} onClick={() => openModal('register')}>
          <Trans id="register">Register</Trans>
        </button>
      </p>
    </form>
  )
}

function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const { t, i18n } = useLingui()
  const register = useQuickRegister()
  const [errors, setErrors] = useState<Errors>({})

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const account = String(data.get('account') ?? '').trim()
    const password = String(data.get('password') ?? '')
    const found: Errors = {}
    if (!account) found.account = 'accountRequired'
    if (!isValidPassword(password)) found.password = 'passwordRule'
    if (password !== data.get('confirm')) found.confirm = 'passwordsDoNotMatch'
    if (!data.get('terms')) found.terms = 'acceptTerms'
    if (!data.get('age')) found.age = 'confirmAge'
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await register.mutateAsync({ account, password, inviteCode: inviteCode || undefined })
    } catch (err) {
      setErrors(serverErrors(err))
    }
  }

  const message = (key?: string) => key && i18n._(key)
  return (
    <form onSubmit={submit} noValidate>
      <Field
        name="account"
        label={t({ id: 'account', message: 'Account' })}
        autoComplete="username"
        error={message(errors.account)}
      />
      <Field
        name="password"
        type="password"
        label={t({ id: 'password', message: 'Password' })}
        autoComplete="new-password"
        error={message(errors.password)}
      />
      <Field
        name="confirm"
        type="password"
        label={t({ id: 'confirmPassword', message: 'Confirm password' })}
        autoComplete="new-password"
        error={message(errors.confirm)}
      />
      {inviteCode ? (
        <p className={styles.invite}>
          <Trans id="invitedWithCode">Invite code: {inviteCode}</Trans>
        </p>
      ) : null}
      <Checkbox
        name="terms"
        label={t({ id: 'agreeTerms', message: 'I accept the terms and conditions' })}
        error={message(errors.terms)}
      />
      <Checkbox
        name="age"
        label={t({ id: 'confirmAdult', message: 'I am 18 years of age or older' })}
        error={message(errors.age)}
      />
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {i18n._(errors.form)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block loading={register.isPending}>
        <Trans id="register">Register</Trans>
      </Button>
      <p className={styles.switch}>
        <Trans id="haveAccount">Already have an account?</Trans>{' '}
        <button type="button" className={styles.link} onClick={() => openModal('login')}>
          <Trans id="signIn">Sign in</Trans>
        </button>
      </p>
    </form>
  )
}

/** The sign-in and register dialogs; the UI store's `openedModal` decides which one shows. */
export function AuthDialogs({ inviteCode }: { inviteCode?: string }) {
  const { t } = useLingui()
  const snap = useSnapshot(ui)
  return (
    <>
      <Modal
        open={snap.openedModal === 'login'}
        title={t({ id: 'signIn', message: 'Sign in' })}
        onClose={closeModal}
      >
        <LoginForm />
      </Modal>
      <Modal
        open={snap.openedModal === 'register'}
        title={t({ id: 'register', message: 'Register' })}
        onClose={closeModal}
      >
        <RegisterForm inviteCode={inviteCode} />
      </Modal>
    </>
  )
}
