import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  type Exclusion,
  SELF_EXCLUSION_PERIODS,
  type SelfExclusionPeriod,
  TIMEOUT_PERIODS,
  type TimeoutPeriod,
} from '#contract/protection.ts'
import { ApiError, errorMessage } from '../../../api/errors.ts'
import { Button } from '../../../components/Button/index.tsx'
import { ConfirmModal } from '../../../components/ConfirmModal/index.tsx'
import { FormError } from '../../../components/Form/ContactWithCode.tsx'
import { refusalText } from '../../../i18n/protection.ts'
import { navigateTo } from '../../../shared/navigation.ts'
import { showToast } from '../../../state/ui.ts'
import { useTakeBreak } from './api.ts'
import styles from './Safer.module.css'

type Period = TimeoutPeriod | SelfExclusionPeriod

/**
 * A time-out or a self-exclusion: chosen, confirmed in a dialog that says what follows (signed
 * out everywhere at once, no sign-in until it ends, no way to end it early), then taken.
 */
export function BreakForm({ kind }: { kind: Exclusion['kind'] }) {
  const { t, i18n } = useLingui()
  const periods: readonly Period[] = kind === 'timeout' ? TIMEOUT_PERIODS : SELF_EXCLUSION_PERIODS
  const names: Record<Period, string> = {
    '24h': t({ id: 'break.24h', message: '24 hours' }),
    '7d': t({ id: 'break.7d', message: '7 days' }),
    '30d': t({ id: 'break.30d', message: '30 days' }),
    '6w': t({ id: 'break.6w', message: '6 weeks' }),
    '6m': t({ id: 'break.6m', message: '6 months' }),
    '1y': t({ id: 'break.1y', message: '1 year' }),
    '2y': t({ id: 'break.2y', message: '2 years' }),
    '5y': t({ id: 'break.5y', message: '5 years' }),
    forever: t({ id: 'break.forever', message: 'For good' }),
  }
  const [period, setPeriod] = useState<Period>(periods[0] ?? '24h')
  const [asking, setAsking] = useState(false)
  const take = useTakeBreak()
  const timeout = kind === 'timeout'

  const confirm = () =>
    take.mutate(
      { kind, period },
      {
        onSuccess: (taken) => {
          setAsking(false)
          // The answer is what a sign-in would now say: the same words, with until when.
          showToast('successful', refusalText(i18n, timeout ? 'timedOut' : 'selfExcluded', taken) ?? 'saved')
          navigateTo('/')
        },
        onError: () => setAsking(false),
      },
    )

  return (
    <div className={styles.form}>
      <h3 className={styles.blockTitle}>
        {timeout ? (
          <Trans id="break.timeout">Take a time-out</Trans>
        ) : (
          <Trans id="break.selfExclusion">Exclude yourself</Trans>
        )}
      </h3>
      <p className={styles.note}>
        {timeout ? (
          <Trans id="break.timeoutNote">
            A break from betting and games. It ends on its own, never earlier.
          </Trans>
        ) : (
          <Trans id="break.selfExclusionNote">
            For months, years or for good. No one can end it early, support included; your open bets still
            settle.
          </Trans>
        )}
      </p>
      <label className={styles.choice}>
        <span>
          <Trans id="break.length">How long</Trans>
        </span>
        <select
          className={styles.select}
          value={period}
          onChange={(e) => setPeriod(e.target.value as Period)}
        >
          {periods.map((p) => (
            <option key={p} value={p}>
              {names[p]}
            </option>
          ))}
        </select>
      </label>
      <FormError
        error={
          take.error instanceof ApiError
            ? errorMessage(take.error)
            : take.error
              ? 'somethingWentWrong'
              : undefined
        }
      />
      <Button variant="danger" onClick={() => setAsking(true)}>
        {timeout ? (
          <Trans id="break.takeTimeout">Start the time-out</Trans>
        ) : (
          <Trans id="break.takeSelfExclusion">Exclude me</Trans>
        )}
      </Button>
      <ConfirmModal
        open={asking}
        title={
          timeout ? (
            <Trans id="break.timeout">Take a time-out</Trans>
          ) : (
            <Trans id="break.selfExclusion">Exclude yourself</Trans>
          )
        }
        okLabel={
          timeout ? (
            <Trans id="break.takeTimeout">Start the time-out</Trans>
          ) : (
            <Trans id="break.takeSelfExclusion">Exclude me</Trans>
          )
        }
        busy={take.isPending}
        onOk={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          <Trans id="break.confirm">
            {names[period]}: you will be signed out on every device at once and cannot sign in until it ends.
            It cannot be undone.
          </Trans>
        </p>
      </ConfirmModal>
    </div>
  )
}
