import { useLingui } from '@lingui/react/macro'
import { messageFor } from '../../i18n/index.ts'
import { Field } from '../Field/index.tsx'
import type { Errors } from './useForm.ts'
import { isValidPassword } from './validation.ts'

/** Spec §5 for a new password: the rule (8+, a letter, a number), and the two entries match. */
export function newPasswordErrors(data: FormData, requiredKey = 'newPasswordRequired'): Errors {
  const password = String(data.get('password') ?? '')
  return {
    password: !password ? requiredKey : isValidPassword(password) ? undefined : 'passwordRule',
    confirm: password === String(data.get('confirm') ?? '') ? undefined : 'passwordsDoNotMatch',
  }
}

/** The new password and its confirmation, named `password` and `confirm`. */
export function NewPasswordFields({ errors, label }: { errors: Errors; label?: string }) {
  const { t, i18n } = useLingui()
  const message = (key?: string) => key && messageFor(i18n, key)
  return (
    <>
      <Field
        name="password"
        type="password"
        autoComplete="new-password"
        label={label ?? t({ id: 'password', message: 'Password' })}
        error={message(errors.password)}
      />
      <Field
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={t({ id: 'confirmPassword', message: 'Confirm password' })}
        error={message(errors.confirm)}
      />
    </>
  )
}
