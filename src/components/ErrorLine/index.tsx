import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { messageFor } from '../../i18n/index.ts'
import styles from './ErrorLine.module.css'

/**
 * The per-list error line of spec §8, with a retry. `message` names the list's own line (a game
 * list says 'Game data is not loading' whatever the cause); otherwise the failure's message.
 */
export function ErrorLine({
  error,
  message,
  onRetry,
}: {
  error: unknown
  message?: string
  onRetry?: () => void
}) {
  const { i18n } = useLingui()
  const key = message ?? (error instanceof ApiError ? errorMessage(error) : 'somethingWentWrong')
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
