import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { EmailWithCode, FormError } from '../../components/Form/ContactWithCode.tsx'
import { type Errors, text, useForm } from '../../components/Form/useForm.ts'
import { isValidEmail, isValidPassword } from '../../components/Form/validation.ts'
import { Modal } from '../../components/Modal/index.tsx'
import { openModal, showToast, ui } from '../../state/ui.ts'
import { useResetPassword } from './api.ts'

/** Forgot password: a code to the account's e-mail, then a new password; every session ends. */
export function ForgotPasswordDialog() {
  const { t, i18n } = useLingui()
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
        password: isValidPassword(password) ? undefined : 'passwordRule',
        confirm: password === String(data.get('confirm') ?? '') ? undefined : 'passwordsDoNotMatch',
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
  const message = (key?: string) => key && i18n._(key)
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
        <Field
          name="password"
          type="password"
          autoComplete="new-password"
          label={t({ id: 'newPassword', message: 'New password' })}
          error={message(form.errors.password)}
        />
        <Field
          name="confirm"
          type="password"
          autoComplete="new-password"
          label={t({ id: 'confirmPassword', message: 'Confirm password' })}
          error={message(form.errors.confirm)}
        />
        <FormError error={form.errors.form} />
        <Button type="submit" variant="primary" block loading={reset.isPending}>
          <Trans id="forgotPassword.submit">Set new password</Trans>
        </Button>
      </form>
    </Modal>
  )
}
