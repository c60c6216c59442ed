import { Trans } from '@lingui/react/macro'
import { LanguagePicker } from '../../components/LanguagePicker/index.tsx'
import { CurrencySelect } from '../../shared/money/CurrencySelect.tsx'
import { InstallButton } from './InstallButton.tsx'
import styles from './ProfilePage.module.css'
import { PushSetting } from './PushSetting.tsx'

/**
 * Global settings: the interface language and the display currency (both saved at once), this
 * device's notifications and, where the browser offers it, installing the app.
 */
export function GlobalSettings() {
  return (
    <div className={styles.blocks}>
      <div className={styles.setting}>
        <span>
          <Trans id="language">Language</Trans>
        </span>
        <LanguagePicker />
      </div>
      <div className={styles.setting}>
        <span>
          <Trans id="currency">Currency</Trans>
        </span>
        <CurrencySelect className={styles.select} />
      </div>
      <PushSetting />
      <InstallButton />
    </div>
  )
}
