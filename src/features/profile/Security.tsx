import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { FormError } from '../../components/Form/ContactWithCode.tsx'
import { NewPasswordFields, newPasswordErrors } from '../../components/Form/NewPasswordFields.tsx'
import { type Errors, useForm } from '../../components/Form/useForm.ts'
import { messageFor } from '../../i18n/index.ts'
import { useMemberInfo } from '../../shared/account/memberInfo.ts'
import { PaymentPasswordForm } from '../../shared/account/PaymentPasswordForm.tsx'
import { showToast } from '../../state/ui.ts'
import { usePasswordChange } from './api.ts'
import styles from './ProfilePage.module.css'

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
