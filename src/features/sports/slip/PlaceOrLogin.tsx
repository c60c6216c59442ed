import { Trans } from '@lingui/react/macro'
import { Button } from '../../../components/Button/index.tsx'
import { openModal } from '../../../state/ui.ts'
import styles from './Slip.module.css'

/** A player places the slip; a visitor is told to log in first (spec §1) and offered the dialog. */
export function PlaceOrLogin({
  isAuthorized,
  disabled,
  onPlace,
}: {
  isAuthorized: boolean
  disabled: boolean
  onPlace(): void
}) {
  if (isAuthorized)
    return (
      <Button variant="primary" block disabled={disabled} onClick={onPlace}>
        <Trans id="betslip.place">Place bet</Trans>
      </Button>
    )
  return (
    <div className={styles.login}>
      <p>
        <Trans id="loginToBet">To complete the bet please Login to your account</Trans>
      </p>
      <Button variant="primary" block onClick={() => openModal('login')}>
        <Trans id="signIn">Sign in</Trans>
      </Button>
    </div>
  )
}
