import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { Button } from '../../components/Button/index.tsx'
import { EmailWithCode, FormError, PhoneWithCode } from '../../components/Form/ContactWithCode.tsx'
import { NewPasswordFields, newPasswordErrors } from '../../components/Form/NewPasswordFields.tsx'
import { type Errors, text, useForm } from '../../components/Form/useForm.ts'
import { isValidEmail, mobileProblem, normaliseMobile } from '../../components/Form/validation.ts'
import { Modal } from '../../components/Modal/index.tsx'
import { Tabs } from '../../components/Tabs/index.tsx'
import { openModal, showToast, ui } from '../../state/ui.ts'
import { type PasswordReset, useResetPassword } from './api.ts'

type Tab = 'email' | 'mobile'

/** A reset code to the account's e-mail or mobile, then a new password; every session ends. */
function ResetForm({ tab }: { tab: Tab }) {
  const { t } = useLingui()
  const reset = useResetPassword()
  const form = useForm(
    ['email', 'phone', 'otp', 'password', 'confirm'],
    (data): { errors: Errors; body: PasswordReset } => {
      const otp = text(data, 'otp')
      const password = String(data.get('password') ?? '')
      const errors: Errors = { otp: otp ? undefined : 'otpRequired', ...newPasswordErrors(data) }
      if (tab === 'mobile') {
        errors.phone = text(data, 'mobile')
          ? (mobileProblem(text(data, 'mobile')) ?? undefined)
          : 'emailOrMobileRequired'
        const mobile = normaliseMobile(text(data, 'mobile'))
        return { errors, body: { by: 'mobile', areaCode: text(data, 'area'), mobile, otp, password } }
      }
      const email = text(data, 'email').toLowerCase()
      errors.email = !email ? 'emailOrMobileRequired' : isValidEmail(email) ? undefined : 'invalidEmail'
      return { errors, body: { by: 'email', email, otp, password } }
    },
    async (body) => {
      await reset.mutateAsync(body)
      ui.isForgotPasswordModalShow = false
      showToast('successful', 'passwordResetDone')
      openModal('login')
    },
  )
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate>
      {tab === 'mobile' ? <PhoneWithCode kind="reset" {...form} /> : <EmailWithCode kind="reset" {...form} />}
      <NewPasswordFields errors={form.errors} label={t({ id: 'newPassword', message: 'New password' })} />
      <FormError error={form.errors.form} />
      <Button type="submit" variant="primary" block loading={reset.isPending}>
        <Trans id="forgotPassword.submit">Set new password</Trans>
      </Button>
    </form>
  )
}

/** Forgot password (spec §5: by e-mail or mobile), with a tab for each as the registration has. */
export function ForgotPasswordDialog() {
  const { t } = useLingui()
  const { isForgotPasswordModalShow } = useSnapshot(ui)
  const [tab, setTab] = useState<Tab>('email')
  const tabs = [
    { key: 'email' as const, label: t({ id: 'auth.withEmail', message: 'Email' }) },
    { key: 'mobile' as const, label: t({ id: 'auth.withMobile', message: 'Mobile' }) },
  ]
  return (
    <Modal
      open={isForgotPasswordModalShow}
      title={t({ id: 'forgotPassword.title', message: 'Reset password' })}
      onClose={() => {
        ui.isForgotPasswordModalShow = false
      }}
    >
      <Tabs
        label={t({ id: 'forgotPassword.title', message: 'Reset password' })}
        items={tabs}
        selected={tab}
        onSelect={setTab}
      >
        <ResetForm key={tab} tab={tab} />
      </Tabs>
    </Modal>
  )
}
