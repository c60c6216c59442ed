import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Button } from '../components/Button/index.tsx'
import { applyUpdate, pwa } from './register.ts'
import styles from './UpdatePrompt.module.css'

/** "Update available": the player chooses when to reload into the new version. */
export function UpdatePrompt() {
  const { updateReady } = useSnapshot(pwa)
  if (!updateReady) return null
  return (
    <div className={styles.prompt} role="status">
      <span>
        <Trans id="pwa.updateAvailable">A new version is available.</Trans>
      </span>
      <Button variant="ghost" onClick={() => (pwa.updateReady = false)}>
        <Trans id="pwa.later">Later</Trans>
      </Button>
      <Button variant="primary" onClick={applyUpdate}>
        <Trans id="pwa.reload">Reload</Trans>
      </Button>
    </div>
  )
}
