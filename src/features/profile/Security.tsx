import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { FormError } from '../../components/Form/ContactWithCode.tsx'
import { NewPasswordFields, newPasswordErrors } from '../../components/Form/NewPasswordFields.tsx'
import { type Errors, useForm } from '../../components/Form/useForm.ts'
import { messageFor } from '../../i18n/index.ts'
import { showToast } from '../../state/ui.ts'
import { usePasswordChange, usePaymentPassword } from './api.ts'
import styles from './ProfilePage.module.css'
import { useMemberInfo } from './queries.ts'

const value = (data: FormData, name: string) => String(data.get(name) ?? '')

function PasswordForm({ emailVerified }: { emailVerified: boolean }) {
  const { t, i18n } = useLingui()
  const change = usePasswordChange()
  const form = useForm(
    ['old_password', 'password', 'confirm'],
    (data) => {
      const errors: Errors = {
        old_password: value(data, 'old_password') ? undefined : 'oldPasswordRequired',
        ...newPasswordErrors(data),
      }
      return {
        errors,
        body: { old_password: value(data, 'old_password'), password: value(data, 'password') },
      }
    },
    async (body) => {
      await change.mutateAsync(body)
      showToast('successful', 'passwordChanged')
    },
  )
  const message = (key?: string) => key && messageFor(i18n, key)
  return (
    <form onSubmit={form.submit} noValidate className={styles.block}>
      <h3 className={styles.blockTitle}>
        <Trans id="security.password">Login password</Trans>
      </h3>
      {emailVerified ? null : (
        <p className={styles.note}>
          <Trans id="emailNotVerified">Verify your email before changing the password</Trans>
        </p>
      )}
      <Field
        name="old_password"
        type="password"
        autoComplete="current-password"
        label={t({ id: 'oldPassword', message: 'Old password' })}
        error={message(form.errors.old_password)}
      />
      <NewPasswordFields errors={form.errors} label={t({ id: 'newPassword', message: 'New password' })} />
      <FormError error={form.errors.form} />
      <Button type="submit" variant="primary" loading={change.isPending} disabled={!emailVerified}>
        <Trans id="security.changePassword">Change password</Trans>
      </Button>
    </form>
  )
}

function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t, i18n } = useLingui()
  const change = usePaymentPassword()
  const form = useForm(
    ['old_bank_password', 'bank_password', 'confirm'],
    (data) => {
      const pwd = value(data, 'bank_password')
      const errors: Errors = {
        old_bank_password:
          isSet && !value(data, 'old_bank_password') ? 'oldPaymentPasswordRequired' : undefined,
        bank_password: !pwd
          ? 'paymentPasswordRequired'
          : pwd.length === 6
            ? undefined
            : 'paymentPasswordRule',
        confirm: pwd === value(data, 'confirm') ? undefined : 'passwordsDoNotMatch',
      }
      return {
        errors,
        body: { bank_password: pwd, old_bank_password: isSet ? value(data, 'old_bank_password') : undefined },
      }
    },
    async (body) => {
      await change.mutateAsync(body)
      showToast('successful', 'saved')
    },
  )
  const message = (key?: string) => {
    if (!key) return undefined
    const left = form.errors.attemptsLeft
    return left
      ? `${messageFor(i18n, key)} · ${t({ id: 'attemptsLeft', message: `Attempts left: ${left}` })}`
      : messageFor(i18n, key)
  }
  const six = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' }
  return (
    <form onSubmit={form.submit} noValidate className={styles.block}>
      <h3 className={styles.blockTitle}>
        <Trans id="security.paymentPassword">Payment password</Trans>
      </h3>
      <p className={styles.note}>
        {isSet ? (
          <Trans id="security.paymentSet">Set. Five wrong entries lock paying for 24 hours.</Trans>
        ) : (
          <Trans id="security.paymentNotSet">Not set yet: you need it before paying.</Trans>
        )}
      </p>
      {isSet ? (
        <Field
          name="old_bank_password"
          type="password"
          {...six}
          label={t({ id: 'security.oldPayment', message: 'Current payment password' })}
          error={message(form.errors.old_bank_password)}
        />
      ) : null}
      <Field
        name="bank_password"
        type="password"
        {...six}
        label={t({ id: 'security.newPayment', message: 'Payment password (6 characters)' })}
        error={message(form.errors.bank_password)}
      />
      <Field
        name="confirm"
        type="password"
        {...six}
        label={t({ id: 'security.confirmPayment', message: 'Confirm payment password' })}
        error={message(form.errors.confirm)}
      />
      <FormError error={form.errors.form} />
      <Button type="submit" variant="primary" loading={change.isPending}>
        {isSet ? (
          <Trans id="security.changePayment">Change payment password</Trans>
        ) : (
          <Trans id="security.setPayment">Set payment password</Trans>
        )}
      </Button>
    </form>
  )
}

/** Security: the login password (needs a verified e-mail) and the payment password. */
export function Security() {
  const info = useMemberInfo()
  return (
    <div className={styles.blocks}>
      <PasswordForm emailVerified={info.data?.email_verified ?? false} />
      <PaymentPasswordForm
        key={String(info.data?.pay_password_set)}
        isSet={info.data?.pay_password_set ?? false}
      />
    </div>
  )
}
