import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Button } from '../../components/Button/index.tsx'
import { EmailWithCode, FormError } from '../../components/Form/ContactWithCode.tsx'
import { NewPasswordFields, newPasswordErrors } from '../../components/Form/NewPasswordFields.tsx'
import { type Errors, text, useForm } from '../../components/Form/useForm.ts'
import { isValidEmail } from '../../components/Form/validation.ts'
import { Modal } from '../../components/Modal/index.tsx'
import { openModal, showToast, ui } from '../../state/ui.ts'
import { useResetPassword } from './api.ts'

/** Forgot password: a code to the account's e-mail, then a new password; every session ends. */
export function ForgotPasswordDialog() {
  const { t } = useLingui()
  const { isForgotPasswordModalShow } = useSnapshot(ui)
  const reset = useResetPassword()
  const form = useForm(
    ['email', 'otp', 'password', 'confirm'],
    (data) => {
      const email = text(data, 'email').toLowerCase()
      const password = String(data.get('password') ?? '')
      const errors: Errors = {
        email: !email ? 'emailOrMobileRequired' : isValidEmail(email) ? undefined : 'invalidEmail',
        otp: text(data, 'otp') ? undefined : 'otpRequired',
        ...newPasswordErrors(data),
      }
      return { errors, body: { email, otp: text(data, 'otp'), password } }
    },
    async (body) => {
      await reset.mutateAsync(body)
      ui.isForgotPasswordModalShow = false
      showToast('successful', 'passwordResetDone')
      openModal('login')
    },
  )
  return (
    <Modal
      open={isForgotPasswordModalShow}
      title={t({ id: 'forgotPassword.title', message: 'Reset password' })}
      onClose={() => {
        ui.isForgotPasswordModalShow = false
      }}
    >
      <form ref={form.formRef} onSubmit={form.submit} noValidate>
        <EmailWithCode kind="reset" {...form} />
        <NewPasswordFields errors={form.errors} label={t({ id: 'newPassword', message: 'New password' })} />
        <FormError error={form.errors.form} />
        <Button type="submit" variant="primary" block loading={reset.isPending}>
          <Trans id="forgotPassword.submit">Set new password</Trans>
        </Button>
      </form>
    </Modal>
  )
}
