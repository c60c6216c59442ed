import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { Button } from '../../components/Button/index.tsx'
import { Checkbox, Field } from '../../components/Field/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { closeModal, openModal, ui } from '../../state/ui.ts'
import styles from './AuthDialogs.module.css'
import { useQuickLogin, useQuickRegister } from './api.ts'
import { isValidPassword } from './validation.ts'

type ErrorField = 'account' | 'password' | 'confirm' | 'terms' | 'age' | 'form'
type Errors = Partial<Record<ErrorField, string>>

/** Turns a server failure into a message under the field it names, or over the whole form. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: 'somethingWentWrong' }
  const field = (error.data as { field?: string } | null)?.field
  if (field === 'account' || field === 'password') return { [field]: error.message }
  return { form: errorMessage(error) }
}

/**
 * Client checks first (spec §5 messages), then the server's answer: both end up as message keys
 * under their fields, translated when shown.
 */
function useAuthForm<T>(
  check: (data: FormData) => { errors: Errors; body: T },
  send: (body: T) => Promise<unknown>,
) {
  const [errors, setErrors] = useState<Errors>({})
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const { errors: found, body } = check(new FormData(e.currentTarget))
    setErrors(found)
    if (Object.keys(found).length) return
    try {
      await send(body)
    } catch (err) {
      setErrors(serverErrors(err))
    }
  }
  return { errors, submit }
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '')

function FormEnd({
  error,
  question,
  other,
  otherLabel,
}: {
  error?: string
  question: ReactNode
  other: 'login' | 'register'
  otherLabel: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <>
      {error ? (
        <p className={styles.formError} role="alert">
          {i18n._(error)}
        </p>
      ) : null}
      <p className={styles.switch}>
        {question}{' '}
        <button type="button" className={styles.link} onClick={() => openModal(other)}>
          {otherLabel}
        </button>
      </p>
    </>
  )
}

function LoginForm() {
  const { t, i18n } = useLingui()
  const login = useQuickLogin()
  const { errors, submit } = useAuthForm(
    (data) => {
      const body = { account: text(data, 'account').trim(), password: text(data, 'password') }
      const errors: Errors = {}
      if (!body.account) errors.account = 'accountRequired'
      if (!body.password) errors.password = 'passwordRequired'
      return { errors, body }
    },
    (body) => login.mutateAsync(body),
  )
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
        autoComplete="current-password"
        error={message(errors.password)}
      />
      <Button type="submit" variant="primary" block loading={login.isPending}>
        <Trans id="signIn">Sign in</Trans>
      </Button>
      <FormEnd
        error={errors.form}
        question={<Trans id="noAccountYet">No account yet?</Trans>}
        other="register"
        otherLabel={<Trans id="register">Register</Trans>}
      />
    </form>
  )
}

function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const { t, i18n } = useLingui()
  const register = useQuickRegister()
  const { errors, submit } = useAuthForm(
    (data) => {
      const body = {
        account: text(data, 'account').trim(),
        password: text(data, 'password'),
        inviteCode: inviteCode || undefined,
      }
      const errors: Errors = {}
      if (!body.account) errors.account = 'accountRequired'
      if (!isValidPassword(body.password)) errors.password = 'passwordRule'
      if (body.password !== text(data, 'confirm')) errors.confirm = 'passwordsDoNotMatch'
      if (!data.get('terms')) errors.terms = 'acceptTerms'
      if (!data.get('age')) errors.age = 'confirmAge'
      return { errors, body }
    },
    (body) => register.mutateAsync(body),
  )
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
      <Button type="submit" variant="primary" block loading={register.isPending}>
        <Trans id="register">Register</Trans>
      </Button>
      <FormEnd
        error={errors.form}
        question={<Trans id="haveAccount">Already have an account?</Trans>}
        other="login"
        otherLabel={<Trans id="signIn">Sign in</Trans>}
      />
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
