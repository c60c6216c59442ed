import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { promptInstall, pwa } from '../../pwa/register.ts'
import styles from './ProfilePage.module.css'

/** Install the app, where the browser offers it (beforeinstallprompt); gone once installed. */
export function InstallButton() {
  const { installable } = useSnapshot(pwa)
  if (!installable) return null
  return (
    <div className={styles.setting}>
      <span>
        <Trans id="install.title">App</Trans>
      </span>
      <button type="button" className={styles.action} onClick={() => void promptInstall()}>
        <Trans id="install.button">Install Betsuite on this device</Trans>
      </button>
    </div>
  )
}
