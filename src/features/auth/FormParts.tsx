import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Checkbox } from '../../components/Field/index.tsx'
import type { Errors } from '../../components/Form/useForm.ts'
import { messageFor } from '../../i18n/index.ts'
import { openModal } from '../../state/ui.ts'
import styles from './AuthDialogs.module.css'

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
  const message = (key?: string) => key && messageFor(i18n, key)
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
