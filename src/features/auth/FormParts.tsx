import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CodeField } from '../../components/CodeField/index.tsx'
import { Checkbox, Field } from '../../components/Field/index.tsx'
import { PhoneField } from '../../components/PhoneField/index.tsx'
import { openModal } from '../../state/ui.ts'
import styles from './AuthDialogs.module.css'
import { type CodeKind, sendCode } from './api.ts'
import type { Errors } from './useAuthForm.ts'
import { isValidEmail, mobileProblem, normaliseMobile } from './validation.ts'

export function FormError({ error }: { error?: string }) {
  const { i18n } = useLingui()
  return error ? (
    <p className={styles.formError} role="alert">
      {i18n._(error)}
    </p>
  ) : null
}

export function SwitchDialog({
  question,
  to,
  label,
}: {
  question: ReactNode
  to: 'login' | 'register'
  label: ReactNode
}) {
  return (
    <p className={styles.switch}>
      {question}{' '}
      <button type="button" className={styles.link} onClick={() => openModal(to)}>
        {label}
      </button>
    </p>
  )
}

export function TermsAndAge({ errors }: { errors: Errors }) {
  const { t, i18n } = useLingui()
  const message = (key?: string) => key && i18n._(key)
  return (
    <>
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
    </>
  )
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
  const message = (key?: string) => key && i18n._(key)
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
  const message = (key?: string) => key && i18n._(key)
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
