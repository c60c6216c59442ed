import { useLingui } from '@lingui/react/macro'
import { Field } from '../../components/Field/index.tsx'
import { messageFor } from '../../i18n/index.ts'

/** The 6-character payment password every payment asks for. */
export function PaymentPasswordField({ error }: { error?: string }) {
  const { t, i18n } = useLingui()
  return (
    <Field
      name="bank_password"
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      label={t({ id: 'security.paymentPassword', message: 'Payment password' })}
      error={error && messageFor(i18n, error)}
    />
  )
}
