import { Trans } from '@lingui/react/macro'
import styles from './KeptOffline.module.css'

/** Said while offline under a slip or ticket whose Place tap was kept as the player's intent. */
export function KeptOffline({ what }: { what: 'slip' | 'ticket' }) {
  return (
    <p className={styles.offline} role="status">
      {what === 'slip' ? (
        <Trans id="offline.slipKept">
          You are offline, so the bet was not placed. Your slip is kept: when the connection returns you will
          see what changed before you place it.
        </Trans>
      ) : (
        <Trans id="offline.ticketKept">
          You are offline, so the bet was not placed. Your ticket is kept: when the connection returns you
          will see what changed before you place it.
        </Trans>
      )}
    </p>
  )
}
