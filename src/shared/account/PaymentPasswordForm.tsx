import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/index.ts'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { FormError } from '../../components/Form/ContactWithCode.tsx'
import { type Errors, useForm } from '../../components/Form/useForm.ts'
import { messageFor } from '../../i18n/index.ts'
import { showToast } from '../../state/ui.ts'
import { memberInfoQuery } from './memberInfo.ts'
import styles from './PaymentPasswordForm.module.css'

const value = (data: FormData, name: string) => String(data.get(name) ?? '')

/** Sets or changes the payment password; the profile is read again, so every form sees it set. */
function usePaymentPassword() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (b: { bank_password: string; old_bank_password?: string }) =>
      api.put('member/bank_password', b, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberInfoQuery.queryKey }),
  })
}

/**
 * The payment password form: security in the profile, and the wallet before a withdrawal or a
 * transfer when none is set yet, so a player is asked for it before typing an amount.
 */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
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
