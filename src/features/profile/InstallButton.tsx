import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { pwa, takeInstallOffer } from '../../pwa/register.ts'
import styles from './ProfilePage.module.css'

/** Chromium's install offer (not in TypeScript's DOM types). */
interface InstallPrompt extends Event {
  prompt(): Promise<unknown>
}

/** Install the app, where the browser offers it (beforeinstallprompt); gone once installed. */
export function InstallButton() {
  const { installable } = useSnapshot(pwa)
  useEffect(() => {
    const installed = () => void takeInstallOffer()
    window.addEventListener('appinstalled', installed)
    return () => window.removeEventListener('appinstalled', installed)
  }, [])
  if (!installable) return null
  return (
    <div className={styles.setting}>
      <span>
        <Trans id="install.title">App</Trans>
      </span>
      <button
        type="button"
        className={styles.action}
        onClick={() => void (takeInstallOffer() as InstallPrompt | null)?.prompt().catch(() => undefined)}
      >
        <Trans id="install.button">Install Betsuite on this device</Trans>
      </button>
    </div>
  )
}
