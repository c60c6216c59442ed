import { Trans } from '@lingui/react/macro'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import { useLimits } from './api.ts'
import { BreakForm } from './BreakForm.tsx'
import { LimitForm } from './LimitForm.tsx'
import { LimitList } from './LimitList.tsx'
import styles from './Safer.module.css'

/** Safer gambling (issue 30): the player's own limits, a time-out and self-exclusion. */
export function SaferGambling() {
  const limits = useLimits()
  return (
    <div className={styles.blocks}>
      <section className={styles.block} aria-labelledby="safer-limits">
        <h3 id="safer-limits" className={styles.blockTitle}>
          <Trans id="limit.yours">Your limits</Trans>
        </h3>
        {limits.isPending ? (
          <Skeleton rows={2} height={56} />
        ) : limits.isError ? (
          <ErrorLine error={limits.error} onRetry={() => limits.refetch()} />
        ) : (
          <LimitList limits={limits.data.list} />
        )}
      </section>
      <LimitForm coolingOffHours={limits.data?.cooling_off_hours ?? 24} />
      <BreakForm kind="timeout" />
      <BreakForm kind="self_exclusion" />
    </div>
  )
}
