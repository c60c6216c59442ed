import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { messageFor } from '../../i18n/index.ts'
import styles from './ErrorLine.module.css'

/** The per-list error line of spec §8, with a retry. */
export function ErrorLine({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { i18n } = useLingui()
  const key = error instanceof ApiError ? errorMessage(error) : 'somethingWentWrong'
  return (
    <p className={styles.line} role="alert">
      <span>{messageFor(i18n, key)}</span>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          <Trans id="retry">Retry</Trans>
        </button>
      ) : null}
    </p>
  )
}
