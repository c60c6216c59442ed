import { Trans, useLingui } from '@lingui/react/macro'
import type { PlayerLimit } from '#contract/protection.ts'
import { ApiError, errorMessage } from '../../../api/errors.ts'
import { Button } from '../../../components/Button/index.tsx'
import { FormError } from '../../../components/Form/ContactWithCode.tsx'
import { breakEnd, limitName, usdt } from '../../../i18n/protection.ts'
import { useSetLimit } from './api.ts'
import styles from './Safer.module.css'

/** One limit: what it is, what this period used and has left, and a change waiting for its cooling-off. */
function LimitRow({ limit }: { limit: PlayerLimit }) {
  const { i18n } = useLingui()
  const change = useSetLimit()
  const { kind, period } = limit
  const amount = usdt(limit.amount)
  return (
    <li className={styles.limit}>
      <div className={styles.limitHead}>
        <span className={styles.limitName}>{limitName(i18n, kind, period)}</span>
        <span className={styles.limitAmount}>{amount} USDT</span>
      </div>
      <p className={styles.limitUse}>
        <Trans id="limit.used">
          Used {usdt(limit.used)} USDT, {usdt(limit.left)} USDT left
        </Trans>
      </p>
      {limit.pending ? (
        <div className={styles.pending}>
          <p>
            {limit.pending.amount === null ? (
              <Trans id="limit.pendingRemove">Removed on {breakEnd(i18n, limit.pending.effective_at)}</Trans>
            ) : (
              <Trans id="limit.pendingRaise">
                Rises to {usdt(limit.pending.amount)} USDT on {breakEnd(i18n, limit.pending.effective_at)}
              </Trans>
            )}
          </p>
          <Button
            variant="ghost"
            loading={change.isPending}
            onClick={() => change.mutate({ kind, period, amount: limit.amount })}
          >
            <Trans id="limit.cancelChange">Keep {amount} USDT</Trans>
          </Button>
        </div>
      ) : (
        <Button
          variant="ghost"
          loading={change.isPending}
          onClick={() => change.mutate({ kind, period, amount: null })}
        >
          <Trans id="limit.remove">Remove</Trans>
        </Button>
      )}
      {/* The change is silent on the client: a refusal or a lost connection is said here. */}
      <FormError
        error={
          change.error
            ? change.error instanceof ApiError
              ? errorMessage(change.error)
              : 'somethingWentWrong'
            : undefined
        }
      />
    </li>
  )
}

export function LimitList({ limits }: { limits: readonly PlayerLimit[] }) {
  if (limits.length === 0)
    return (
      <p className={styles.note}>
        <Trans id="limit.none">You have set no limits.</Trans>
      </p>
    )
  return (
    <ul className={styles.limits}>
      {limits.map((l) => (
        <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
      ))}
    </ul>
  )
}
