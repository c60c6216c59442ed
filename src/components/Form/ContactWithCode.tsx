import { useLingui } from '@lingui/react/macro'
import { type CodeKind, sendCode } from '../../api/verification.ts'
import { messageFor } from '../../i18n/index.ts'
import { CodeField } from '../CodeField/index.tsx'
import { Field } from '../Field/index.tsx'
import { PhoneField } from '../PhoneField/index.tsx'
import styles from './Form.module.css'
import type { Errors } from './useForm.ts'
import { isValidEmail, mobileProblem, normaliseMobile } from './validation.ts'

/** The form-level error line (a message key). */
export function FormError({ error }: { error?: string }) {
  const { i18n } = useLingui()
  return error ? (
    <p className={styles.formError} role="alert">
      {messageFor(i18n, error)}
    </p>
  ) : null
}

interface CodeProps {
  kind: CodeKind
  errors: Errors
  current(): FormData
  fail(field: string, key: string): void
  failFrom(err: unknown): void
}

/** An e-mail address with a code sent to it. */
export function EmailWithCode({ kind, errors, current, fail, failFrom }: CodeProps) {
  const { t, i18n } = useLingui()
  const message = (key?: string) => key && messageFor(i18n, key)
  return (
    <>
      <Field
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t({ id: 'profile.email', message: 'Email' })}
        error={message(errors.email)}
      />
      <CodeField
        label={t({ id: 'verificationCode', message: 'Verification code' })}
        error={message(errors.otp)}
        onSend={async () => {
          const email = String(current().get('email') ?? '').trim()
          if (!isValidEmail(email)) {
            fail('email', email ? 'invalidEmail' : 'emailRequired')
            throw new Error('invalid email')
          }
          return sendCode(kind, { email }).catch((err) => {
            failFrom(err)
            throw err
          })
        }}
      />
    </>
  )
}

/** A phone number with a code texted to it. */
export function PhoneWithCode({ kind, errors, current, fail, failFrom }: CodeProps) {
  const { t, i18n } = useLingui()
  const message = (key?: string) => key && messageFor(i18n, key)
  return (
    <>
      <PhoneField label={t({ id: 'profile.mobile', message: 'Mobile' })} error={message(errors.phone)} />
      <CodeField
        label={t({ id: 'verificationCode', message: 'Verification code' })}
        error={message(errors.otp)}
        onSend={async () => {
          const data = current()
          const problem = mobileProblem(String(data.get('mobile') ?? ''))
          if (problem) {
            fail('phone', problem)
            throw new Error(problem)
          }
          const who = { area: String(data.get('area')), phone: normaliseMobile(String(data.get('mobile'))) }
          return sendCode(kind, who).catch((err) => {
            failFrom(err)
            throw err
          })
        }}
      />
    </>
  )
}
