import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitBody,
  type LimitKind,
  type LimitPeriod,
} from '#contract/protection.ts'
import { Button } from '../../../components/Button/index.tsx'
import { Field } from '../../../components/Field/index.tsx'
import { FormError } from '../../../components/Form/ContactWithCode.tsx'
import { text, useForm } from '../../../components/Form/useForm.ts'
import { messageFor } from '../../../i18n/index.ts'
import { LIMIT_NAMES, LIMIT_PERIODS as PERIOD_NAMES } from '../../../i18n/protection.ts'
import { toUnits } from '../../../shared/money/amounts.ts'
import { showToast } from '../../../state/ui.ts'
import { useSetLimit } from './api.ts'
import styles from './Safer.module.css'

/** A new limit, or a change to one: lower at once, higher after the cooling-off (the server's rule). */
export function LimitForm({ coolingOffHours }: { coolingOffHours: number }) {
  const { t, i18n } = useLingui()
  const [kind, setKind] = useState<LimitKind>('deposit')
  const [period, setPeriod] = useState<LimitPeriod>('day')
  const setLimit = useSetLimit()
  const form = useForm(
    ['amount'],
    (data) => {
      const amount = text(data, 'amount')
      const body: LimitBody = { kind, period, amount }
      return {
        errors: {
          amount: !amount ? 'amountRequired' : toUnits(amount, 2) === null ? 'invalidAmount' : undefined,
        },
        body,
      }
    },
    async (body) => {
      await setLimit.mutateAsync(body)
      showToast('successful', 'saved')
    },
  )
  return (
    <form onSubmit={form.submit} noValidate className={styles.form}>
      <h3 className={styles.blockTitle}>
        <Trans id="limit.set">Set a limit</Trans>
      </h3>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <span>
            <Trans id="limit.kind">Limit</Trans>
          </span>
          <select
            className={styles.select}
            value={kind}
            onChange={(e) => setKind(e.target.value as LimitKind)}
          >
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {i18n._(LIMIT_NAMES[k])}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.choice}>
          <span>
            <Trans id="limit.period">Period</Trans>
          </span>
          <select
            className={styles.select}
            value={period}
            onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
          >
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {i18n._(PERIOD_NAMES[p])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Field
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        label={t({ id: 'limit.amount', message: 'Amount (USDT)' })}
        error={form.errors.amount && messageFor(i18n, form.errors.amount)}
      />
      <p className={styles.note}>
        <Trans id="limit.rule">
          A new or lower limit holds at once. Raising or removing one takes {coolingOffHours} hours, and you
          can cancel it meanwhile.
        </Trans>
      </p>
      <FormError error={form.errors.form} />
      <Button type="submit" variant="primary" loading={setLimit.isPending}>
        <Trans id="limit.save">Save limit</Trans>
      </Button>
    </form>
  )
}
