import { Trans } from '@lingui/react/macro'
import styles from '../Backoffice.module.css'
import own from './Players.module.css'

/** Locked and withdrawals off, in words (never a colour alone); an ordinary player shows Active. */
export function PlayerFlags({ player }: { player: { locked: boolean; withdrawDisabled: boolean } }) {
  if (!player.locked && !player.withdrawDisabled)
    return (
      <span className={styles.pill}>
        <Trans id="bo.players.active">Active</Trans>
      </span>
    )
  return (
    <span className={own.flags}>
      {player.locked ? (
        <span className={`${styles.pill} ${own.warn}`}>
          <Trans id="bo.players.locked">Locked</Trans>
        </span>
      ) : null}
      {player.withdrawDisabled ? (
        <span className={`${styles.pill} ${own.warn}`}>
          <Trans id="bo.players.noWithdrawals">Withdrawals off</Trans>
        </span>
      ) : null}
    </span>
  )
}
